import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AnchorAccountSchema, ClubCallTimesSchema, ConfigInfoSchema, PaidUserFreeCallSchema, StoryLineSchema } from './schemas.ts';

describe('call payment schemas (spec §3, §5, §7)', () => {
  it('refuses a null club call times response (spec §5)', () => {
    expect(v.safeParse(ClubCallTimesSchema, { availableTimes: null }).success).toBe(false);
    expect(v.parse(ClubCallTimesSchema, { availableTimes: 2 })).toEqual({ availableTimes: 2 });
  });
  it('refuses negative or fractional prices and times', () => {
    expect(v.safeParse(AnchorAccountSchema, { anchorAccountInfo: [{ jid: 'anchor_1@a', privateChatPrice: -1 }] }).success).toBe(false);
    expect(v.safeParse(PaidUserFreeCallSchema, { freeTimes: 1.5, freeDuration: 60 }).success).toBe(false);
  });
  it('defaults a missing silver club config to disabled', () => {
    const c = v.parse(ConfigInfoSchema, { mainInfo: { componentInfo: { hubDomain: 'h', giftDomain: 'g', helpDomain: 'x' }, commonConfig: {} } });
    expect(c.mainInfo.silverInfoConf).toEqual({ enableSilverClub: false, silverCallDuration: 0 });
  });
  it('accepts only http(s) or /media/ story videos', () => {
    const base = { jid: 'anchor_1@a', uid: '1', durationS: 8 };
    expect(v.safeParse(StoryLineSchema, { storyLine: { ...base, videoUrl: 'javascript:alert(1)' } }).success).toBe(false);
    expect(v.parse(StoryLineSchema, { storyLine: { ...base, videoUrl: '/media/story/a.webm' } }).storyLine?.videoUrl).toBe('/media/story/a.webm');
    expect(v.parse(StoryLineSchema, { storyLine: null }).storyLine).toBeNull();
  });
});
