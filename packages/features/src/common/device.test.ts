import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterScreenFree, FREE_CHECK_MS } from './device.ts';

afterEach(() => vi.useRealTimers());

describe('afterScreenFree', () => {
  it('waits the delay, then while a dialog is open; cancel stops it', () => {
    vi.useFakeTimers();
    let busy = true;
    const shown: number[] = [];
    afterScreenFree(6000, () => shown.push(Date.now()), () => busy);
    vi.advanceTimersByTime(6000 + 3 * FREE_CHECK_MS);
    expect(shown).toEqual([]); // a dialog is still open
    busy = false;
    vi.advanceTimersByTime(FREE_CHECK_MS);
    expect(shown).toHaveLength(1);
    vi.advanceTimersByTime(10 * FREE_CHECK_MS);
    expect(shown).toHaveLength(1); // once

    const cancel = afterScreenFree(1000, () => shown.push(0), () => false);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(shown).toHaveLength(1);
  });
});
