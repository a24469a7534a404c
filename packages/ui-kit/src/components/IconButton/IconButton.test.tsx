import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CloseIcon } from '../Icon/Icon.tsx';
import { IconButton } from './IconButton.tsx';

describe('IconButton', () => {
  it('is named by its aria-label and the icon is decorative', () => {
    render(<IconButton aria-label="Close" icon={<CloseIcon />} />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
