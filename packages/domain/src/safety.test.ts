import { describe, expect, it } from 'vitest';
import { connectedMs, isRateable, MIN_RATED_CALL_MS } from './safety.ts';

describe('call rating rule (issue 20.17)', () => {
  it('rates calls connected 30 s or more, by media time first, else end minus connect', () => {
    expect(isRateable({ connectingTime: 1000, endTime: 1000 + MIN_RATED_CALL_MS })).toBe(true);
    expect(isRateable({ connectingTime: 1000, endTime: 1000 + MIN_RATED_CALL_MS - 1 })).toBe(false);
    expect(isRateable({ connectingTime: 0, endTime: 90_000 })).toBe(false);
    expect(connectedMs({ connectingTime: 1000, endTime: 100_000, mediaMs: 12_000 })).toBe(12_000);
    expect(isRateable({ connectingTime: 1000, endTime: 100_000, mediaMs: 12_000 })).toBe(false);
  });
});
