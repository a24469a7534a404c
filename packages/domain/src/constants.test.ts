import { describe, expect, it } from 'vitest';
import { REPLY_TRACKING_WINDOW_MS, trackedReplyDelay } from './constants.ts';

describe('received-message tracking window (§9: replies within 600,000 ms)', () => {
  it('counts a reply up to 600,000 ms after the viewer\'s message, not later, not before, not without one', () => {
    expect(REPLY_TRACKING_WINDOW_MS).toBe(600_000);
    const sent = { date: 1_000_000 };
    expect(trackedReplyDelay(sent, 1_000_000 + 45_000)).toBe(45_000);
    expect(trackedReplyDelay(sent, 1_000_000 + 600_000)).toBe(600_000);
    expect(trackedReplyDelay(sent, 1_000_000 + 600_001)).toBeNull();
    expect(trackedReplyDelay(sent, 999_999)).toBeNull();
    expect(trackedReplyDelay(undefined, 1_000_000)).toBeNull();
  });
});
