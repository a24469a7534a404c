import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnknownMessage } from './UnknownMessage.tsx';

describe('UnknownMessage', () => {
  it('shows the placeholder text', () => {
    render(<UnknownMessage text="Unsupported message" />);
    const el = screen.getByText('Unsupported message');
    expect(el.getAttribute('data-direction')).toBe('in');
    expect(getComputedStyle(el).fontStyle).toBe('italic');
  });
});
