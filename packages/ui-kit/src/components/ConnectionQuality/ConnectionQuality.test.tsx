import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConnectionQuality } from './ConnectionQuality.tsx';

describe('ConnectionQuality', () => {
  it('has one accessible name and shows the grade as bars and a word', () => {
    render(<ConnectionQuality level="weak" text="Weak" label="Connection: weak" details="350 ms" />);
    const chip = screen.getByRole('img', { name: 'Connection: weak' });
    expect(chip.getAttribute('data-level')).toBe('weak');
    expect(chip.getAttribute('title')).toBe('350 ms');
    expect(chip.textContent).toBe('Weak');
    const bars = chip.querySelectorAll('rect');
    expect([...bars].map((b) => b.getAttribute('opacity'))).toEqual(['1', '1', '0.3']);
  });

  it('is not a live region', () => {
    render(<ConnectionQuality level="poor" text="Poor" label="Connection: poor" />);
    expect(screen.getByRole('img').getAttribute('aria-live')).toBeNull();
  });
});
