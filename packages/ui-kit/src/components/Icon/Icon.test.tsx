import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackIcon, ChatIcon } from './Icon.tsx';

describe('Icon', () => {
  it('is decorative without a title and named with one', () => {
    const { container } = render(
      <>
        <ChatIcon />
        <BackIcon title="Back" size={16} />
      </>,
    );
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    const named = screen.getByRole('img', { name: 'Back' });
    expect(named.getAttribute('width')).toBe('16');
  });
});
