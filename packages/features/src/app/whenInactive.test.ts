import { describe, expect, it, vi } from 'vitest';
import { whenInactive } from './whenInactive.ts';
import { fakeInactivity as fakeEnv } from './fakeInactivity.ts';

describe('whenInactive', () => {
  it('runs the work once, only after the quiet time passes without input', () => {
    vi.useFakeTimers();
    const f = fakeEnv();
    const work = vi.fn();
    whenInactive(work, 10_000, f.env);
    vi.advanceTimersByTime(9_000);
    f.input(); // a tap restarts the wait
    vi.advanceTimersByTime(9_000);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    f.input();
    vi.advanceTimersByTime(60_000);
    expect(work).toHaveBeenCalledOnce();
    expect(f.listeners()).toBe(0);
    vi.useRealTimers();
  });

  it('waits while the page is hidden; a cancel stops it', () => {
    vi.useFakeTimers();
    const f = fakeEnv();
    const work = vi.fn();
    f.hide(true);
    whenInactive(work, 1_000, f.env);
    vi.advanceTimersByTime(5_000);
    expect(work).not.toHaveBeenCalled();
    f.hide(false);
    vi.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledOnce();
    const other = vi.fn();
    const cancel = whenInactive(other, 1_000, f.env);
    cancel();
    vi.advanceTimersByTime(5_000);
    expect(other).not.toHaveBeenCalled();
    expect(f.listeners()).toBe(0);
    vi.useRealTimers();
  });

  it('waits while busy (a call), then runs after a quiet time once it is not', () => {
    vi.useFakeTimers();
    const f = fakeEnv();
    const work = vi.fn();
    let inCall = true;
    whenInactive(work, 10_000, f.env, () => inCall);
    vi.advanceTimersByTime(60_000);
    expect(work).not.toHaveBeenCalled();
    inCall = false;
    vi.advanceTimersByTime(10_000);
    expect(work).toHaveBeenCalledOnce();
    expect(f.listeners()).toBe(0);
    vi.useRealTimers();
  });
});
