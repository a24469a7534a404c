import { describe, expect, it } from 'vitest';
import { assessQuality, type LinkStatsSample } from './quality.ts';

const sample = (p: Partial<LinkStatsSample>): LinkStatsSample => ({ at: 0, rttMs: null, packetsLost: 0, packetsReceived: 0, framesDecoded: null, framesPerSecond: null, ...p });

describe('connection quality from getStats', () => {
  it('says nothing before any numbers arrive', () => {
    expect(assessQuality(sample({}), null)).toBeNull();
  });

  it('good on a clean loopback call', () => {
    expect(assessQuality(sample({ rttMs: 2, packetsReceived: 500, framesPerSecond: 20 }), null)).toEqual({ level: 'good', rttMs: 2, lossPct: 0, fps: 20 });
  });

  it('counts the loss of the last interval, not since the start', () => {
    const prev = sample({ at: 0, packetsLost: 100, packetsReceived: 900 });
    // 10 % lost overall, but nothing lost in the last interval.
    expect(assessQuality(sample({ at: 2000, packetsLost: 100, packetsReceived: 1100 }), prev)?.level).toBe('good');
    // 5 of 100 lost in the interval: weak; 20 of 100: poor.
    expect(assessQuality(sample({ at: 2000, packetsLost: 105, packetsReceived: 995 }), prev)).toMatchObject({ level: 'weak', lossPct: 5 });
    expect(assessQuality(sample({ at: 2000, packetsLost: 120, packetsReceived: 980 }), prev)).toMatchObject({ level: 'poor', lossPct: 20 });
  });

  it('grades round-trip time and frame rate; the frame rate falls back to decoded frames over time', () => {
    expect(assessQuality(sample({ rttMs: 350 }), null)?.level).toBe('weak');
    expect(assessQuality(sample({ rttMs: 900 }), null)?.level).toBe('poor');
    expect(assessQuality(sample({ framesPerSecond: 8 }), null)?.level).toBe('weak');
    expect(assessQuality(sample({ framesPerSecond: 2 }), null)?.level).toBe('poor');
    const prev = sample({ at: 0, framesDecoded: 100 });
    expect(assessQuality(sample({ at: 2000, framesDecoded: 140 }), prev)).toMatchObject({ level: 'good', fps: 20 });
    expect(assessQuality(sample({ at: 2000, framesDecoded: 104 }), prev)).toMatchObject({ level: 'poor', fps: 2 });
  });

  it('ignores the frame rate while the peer\'s camera is off', () => {
    expect(assessQuality(sample({ rttMs: 5, framesPerSecond: 0 }), null, { remoteVideo: false })).toEqual({ level: 'good', rttMs: 5, lossPct: null, fps: null });
  });
});
