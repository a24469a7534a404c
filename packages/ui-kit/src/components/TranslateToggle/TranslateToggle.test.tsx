import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TranslateToggle } from './TranslateToggle.tsx';

const labels = { showOriginalLabel: 'Show original', showTranslationLabel: 'Show translation', translatingLabel: 'Translating…' };

describe('TranslateToggle', () => {
  it('offers the other version and toggles', () => {
    const onToggle = vi.fn();
    const { rerender } = render(<TranslateToggle translated={false} onToggle={onToggle} {...labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show translation' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(<TranslateToggle translated onToggle={onToggle} {...labels} />);
    expect(screen.getByRole('button', { name: 'Show original' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('ignores clicks while translating', () => {
    const onToggle = vi.fn();
    render(<TranslateToggle translated={false} translating onToggle={onToggle} {...labels} />);
    const button = screen.getByRole('button', { name: 'Translating…' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onToggle).not.toHaveBeenCalled();
  });
});
