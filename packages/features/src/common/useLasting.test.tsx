// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLasting } from './useLasting.ts';

function Probe({ on }: { on: boolean }) {
  return <p>{useLasting(on, 2000) ? 'shown' : 'hidden'}</p>;
}

describe('useLasting', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns true only after the condition held for the whole wait', () => {
    const { container, rerender } = render(<Probe on />);
    act(() => vi.advanceTimersByTime(1999));
    expect(container.textContent).toBe('hidden');
    act(() => vi.advanceTimersByTime(1));
    expect(container.textContent).toBe('shown');
    rerender(<Probe on={false} />);
    expect(container.textContent).toBe('hidden');
  });

  it('a break restarts the wait: a condition that flickers never shows', () => {
    const { container, rerender } = render(<Probe on />);
    act(() => vi.advanceTimersByTime(1500));
    rerender(<Probe on={false} />);
    rerender(<Probe on />);
    act(() => vi.advanceTimersByTime(1500));
    expect(container.textContent).toBe('hidden');
    act(() => vi.advanceTimersByTime(500));
    expect(container.textContent).toBe('shown');
  });
});
