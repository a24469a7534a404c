import { describe, expect, it } from 'vitest';
import { MEDIA_CONSTRAINTS, callErrorReason, preferH264 } from './signalling.ts';
import { ContentSequencer, SequenceGapError } from './sequence.ts';
import type { CallContent } from './signalling.ts';

describe('CallError mapping (§8)', () => {
  it('gems-insufficient → on_call_insuffic; others as given; none → sidNonExistent', () => {
    expect(callErrorReason('gems-insufficient')).toBe('on_call_insuffic');
    expect(callErrorReason('busy')).toBe('busy');
    expect(callErrorReason('')).toBe('sidNonExistent');
    expect(callErrorReason(undefined)).toBe('sidNonExistent');
  });
});

describe('media (§9)', () => {
  it('asks for audio and video, ideal 480x640, max 720x1280', () => {
    expect(MEDIA_CONSTRAINTS).toEqual({ audio: true, video: { width: { ideal: 480, max: 720 }, height: { ideal: 640, max: 1280 } } });
  });
  it('puts H264 first and keeps the rest in order', () => {
    const caps = [{ mimeType: 'video/VP8' }, { mimeType: 'video/H264', sdpFmtpLine: 'a' }, { mimeType: 'video/VP9' }, { mimeType: 'video/H264', sdpFmtpLine: 'b' }];
    expect(preferH264(caps).map((c) => `${c.mimeType}${c.sdpFmtpLine ?? ''}`)).toEqual(['video/H264a', 'video/H264b', 'video/VP8', 'video/VP9']);
    expect(preferH264([{ mimeType: 'video/VP8' }])).toEqual([{ mimeType: 'video/VP8' }]);
  });
});

describe('call content in sequence order (§4)', () => {
  const msg = (seq: number): CallContent => ({ seq, type: 'chat-negotiation-needed' });
  it('applies out-of-order messages in order, once each', () => {
    const applied: number[] = [];
    const s = new ContentSequencer((c) => applied.push(c.seq));
    expect(s.push(msg(2))).toEqual([]);
    expect(s.push(msg(1))).toEqual([]);
    expect(s.waiting()).toBe(2);
    expect(s.push(msg(0)).map((c) => c.seq)).toEqual([0, 1, 2]);
    s.push(msg(1));
    s.push(msg(3));
    s.push(msg(3));
    expect(applied).toEqual([0, 1, 2, 3]);
    expect(s.expected()).toBe(4);
  });
  it('refuses bad sequence numbers and reports a gap it cannot fill', () => {
    const s = new ContentSequencer(() => {}, 3);
    expect(() => s.push(msg(-1))).toThrow(RangeError);
    expect(() => s.push(msg(1.5))).toThrow(RangeError);
    s.push(msg(1));
    s.push(msg(2));
    s.push(msg(3));
    expect(() => s.push(msg(4))).toThrow(SequenceGapError);
  });
});
