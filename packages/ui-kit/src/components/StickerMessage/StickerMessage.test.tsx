import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StickerMessage } from './StickerMessage.tsx';

describe('StickerMessage', () => {
  it('shows the sticker named by its name in a fixed square', () => {
    const { container } = render(<StickerMessage src="https://cdn.test/s.png" name="Waving cat" size={96} />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.width).toBe('96px');
    expect(box.style.height).toBe('96px');
    expect(box.getAttribute('data-status')).toBe('loading');
    fireEvent.load(screen.getByRole('img', { name: 'Waving cat' }));
    expect(box.getAttribute('data-status')).toBe('loaded');
  });

  it('falls back to the name when the image fails', () => {
    render(<StickerMessage src="https://cdn.test/s.png" name="Waving cat" />);
    fireEvent.error(screen.getByRole('img', { name: 'Waving cat' }));
    const fallback = screen.getByRole('img', { name: 'Waving cat' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('Waving cat');
  });
});
