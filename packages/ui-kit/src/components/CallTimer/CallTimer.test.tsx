import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CallTimer, formatCallDuration } from './CallTimer.tsx';

describe('formatCallDuration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59, '0:59'],
    [60, '1:00'],
    [723, '12:03'],
    [3660, '61:00'],
    [5.9, '0:05'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
  ])('%s s → %s', (seconds, expected) => {
    expect(formatCallDuration(seconds)).toBe(expected);
  });
});

describe('CallTimer', () => {
  it('shows m:ss with a machine-readable duration', () => {
    render(<CallTimer seconds={723} />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('12:03');
    expect(timer.getAttribute('datetime')).toBe('PT12M3S');
  });
});
