import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AnchorAccountSchema, ClubAnchorListSchema, ClubCallTimesSchema, ConfigInfoSchema, OrderStatusSchema, PaidUserFreeCallSchema, PaymentChannelsSchema,
  StoryLineSchema, TaskInfoSchema, RelationSchema, HostCardSchema, ContactPopupSchema,
} from './schemas.ts';
import * as S from './schemas.ts';

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

describe('money schemas (spec §3, §7, §9)', () => {
  const detail = { orderId: 'o1', currency: 'INR', amount: 82.5, sku: 'gems_100', gems: 100, channel: 'upi', createdAt: 1 };
  it('takes an order status with a known payStatus and one of the 23 currencies', () => {
    expect(v.parse(OrderStatusSchema, { payStatus: 'TXN_SUCCESS', orderDetail: detail, gemsBalance: 600 }).orderDetail.amount).toBe(82.5);
    expect(v.safeParse(OrderStatusSchema, { payStatus: 'DONE', orderDetail: detail, gemsBalance: 1 }).success).toBe(false);
    expect(v.safeParse(OrderStatusSchema, { payStatus: 'PENDING', orderDetail: { ...detail, currency: 'JPY' }, gemsBalance: 1 }).success).toBe(false);
    expect(v.safeParse(OrderStatusSchema, { payStatus: 'PENDING', orderDetail: { ...detail, amount: -1 }, gemsBalance: 1 }).success).toBe(false);
  });
  it('refuses SKUs without gems and saved cards that show more than the last 4 digits', () => {
    const base = {
      countries: [{ code: 'IN', currency: 'INR' }], userPayInfo: { country: 'IN', currency: 'INR' },
      extend_info: { skus: [{ sku: 's', price: 1, currency: 'INR', gems: 10 }], channels: [{ channel: 'upi' }] },
    };
    expect(v.parse(PaymentChannelsSchema, base).gpayIsHide).toBe(true);
    expect(v.safeParse(PaymentChannelsSchema, { ...base, extend_info: { ...base.extend_info, skus: [{ sku: 's', price: 1, currency: 'INR', gems: 0 }] } }).success).toBe(false);
    const card = { cardId: 'c', last4: '4242424242424242', expMonth: 1, expYear: 2030 };
    expect(v.safeParse(PaymentChannelsSchema, { ...base, cards: [card] }).success).toBe(false);
  });
  it('reads task info and the club list', () => {
    const info = { checkInDays: 2, checkInTaskInfo: { status: 1 }, coins: 10, nextCheckInCountdown: 3600, userTaskInfos: [{ taskKey: 'install_web_app', taskStatus: 0, coins: 50 }] };
    expect(v.parse(TaskInfoSchema, info).isRemindCheckIn).toBe(false);
    expect(v.safeParse(TaskInfoSchema, { ...info, checkInTaskInfo: { status: 3 } }).success).toBe(false);
    expect(v.parse(ClubAnchorListSchema, { status: 0, clubAnchorItem: [] })).toMatchObject({ status: 0, clubAnchorItem: [] });
  });
});

describe('social and host card answers (issue 10)', () => {
  it('reads a relation and refuses an unknown friend state', () => {
    expect(v.parse(RelationSchema, { jid: 'anchor_1@anchors.x', friend: 'requested' })).toEqual({ jid: 'anchor_1@anchors.x', friend: 'requested', isFavorite: false, liked: false, likedMe: false });
    expect(() => v.parse(RelationSchema, { jid: 'anchor_1@anchors.x', friend: 'married' })).toThrow('unknown friend state');
  });

  it("reads a host's albums and videos, defaulting to none", () => {
    const card = { jid: 'anchor_1@anchors.x', uid: '1', gender: 'female' };
    expect(v.parse(HostCardSchema, card)).toMatchObject({ albums: [], videos: [] });
    expect(v.parse(HostCardSchema, { ...card, albums: ['/a.svg'], videos: [{ url: '/v.webm' }] })).toMatchObject({ albums: ['/a.svg'], videos: [{ url: '/v.webm', posterUrl: '', durationS: 0 }] });
    expect(() => v.parse(HostCardSchema, { ...card, albums: [1] })).toThrow();
  });
});

describe('host suggestion schema (spec §2 exclusive girl page, §7 contact_popup_info)', () => {
  const anchor = { jid: 'anchor_1@anchors.x', uid: '1', nickName: 'Riya', privateChatPrice: 80, status: 'online' };
  it('takes a suggestion with photos and a delay, or null', () => {
    const r = v.parse(ContactPopupSchema, { popup: { anchor, photos: ['/media/photos/a.svg'], afterS: 20 } });
    expect(r.popup).toMatchObject({ anchor: { nickName: 'Riya', privateChatPrice: 80 }, photos: ['/media/photos/a.svg'], afterS: 20 });
    expect(v.parse(ContactPopupSchema, { popup: null }).popup).toBeNull();
  });
  it('refuses script URLs, too many photos and a bad delay', () => {
    expect(v.safeParse(ContactPopupSchema, { popup: { anchor, photos: ['javascript:alert(1)'], afterS: 1 } }).success).toBe(false);
    expect(v.safeParse(ContactPopupSchema, { popup: { anchor, photos: ['/media/a', '/media/b', '/media/c', '/media/d'], afterS: 1 } }).success).toBe(false);
    expect(v.safeParse(ContactPopupSchema, { popup: { anchor, afterS: -1 } }).success).toBe(false);
    expect(v.safeParse(ContactPopupSchema, { popup: { anchor, afterS: 1.5 } }).success).toBe(false);
  });
});

describe('website config (spec §7 appDownloadInfo)', () => {
  it('takes http(s) or /media/ download links and refuses others', async () => {
    const { WebsiteConfigSchema } = await import('./schemas.ts');
    expect(v.parse(WebsiteConfigSchema, { appDownloadInfo: { androidUrl: '/media/download/a.apk', iosUrl: 'https://apps.example/x', version: '2.4.0', sizeMb: 38 } }).appDownloadInfo)
      .toEqual({ androidUrl: '/media/download/a.apk', iosUrl: 'https://apps.example/x', version: '2.4.0', sizeMb: 38 });
    expect(v.parse(WebsiteConfigSchema, {}).appDownloadInfo).toEqual({ androidUrl: '', iosUrl: '', version: '', sizeMb: 0 });
    expect(v.safeParse(WebsiteConfigSchema, { appDownloadInfo: { androidUrl: 'javascript:alert(1)' } }).success).toBe(false);
  });
});

describe('match (spec §3 match info)', () => {
  it('reads a match record and a page of them, and refuses unknown match types', async () => {
    const { MatchRecordSchema, MatchListSchema } = await import('./schemas.ts');
    const anchor = { jid: 'anchor_1@anchors.x', uid: '1', nickName: 'ليلى', status: 'online' };
    const rec = v.parse(MatchRecordSchema, { mid: 'm1', matchType: 'say_hi', createdAt: 1_700_000_000_000, anchor });
    expect(rec).toMatchObject({ mid: 'm1', matchType: 'say_hi', anchor: { nickName: 'ليلى', status: 'online' } });
    expect(v.parse(MatchListSchema, { list: [rec] })).toMatchObject({ page: 1, hasMore: false });
    expect(() => v.parse(MatchRecordSchema, { mid: 'm1', matchType: 'wink', createdAt: 1, anchor })).toThrow('unknown match type');
  });
});

describe('trust-and-safety schemas (issue 20.16-20.18)', () => {
  it('reads block state and the block list; refuses a block state without a jid', () => {
    expect(v.parse(S.BlockStateSchema, { jid: 'anchor_1@anchors.localhost', blocked: true })).toEqual({ jid: 'anchor_1@anchors.localhost', blocked: true });
    expect(v.safeParse(S.BlockStateSchema, { jid: 'nobody', blocked: true }).success).toBe(false);
    const l = v.parse(S.BlockListSchema, { list: [{ jid: 'anchor_1@anchors.localhost', uid: 1, nickName: 'Mia', avatarUrl: '/a.svg', privateChatPrice: 60, status: 'online', blockedAt: 5 }] });
    expect(l.list[0]).toMatchObject({ jid: 'anchor_1@anchors.localhost', uid: '1', blockedAt: 5 });
  });

  it('reads ratings: 1..5 stars only, unknown tags dropped', () => {
    expect(v.parse(S.CallRatingSchema, { sid: 's1', stars: 4, tags: ['friendly', 'weird'] })).toEqual({ sid: 's1', stars: 4, tags: ['friendly'] });
    expect(v.safeParse(S.CallRatingSchema, { sid: 's1', stars: 6 }).success).toBe(false);
    expect(v.safeParse(S.CallRatingSchema, { sid: 's1', stars: 2.5 }).success).toBe(false);
    expect(v.parse(S.CallRatingListSchema, { list: [{ sid: 's1', stars: 1 }] }).list[0]!.tags).toEqual([]);
  });

  it('reads a blocked viewer\'s blockInfo with its reason', () => {
    const c = v.parse(S.ConfigInfoSchema, { mainInfo: { componentInfo: { hubDomain: 'h', giftDomain: 'g', helpDomain: 'x' }, blockInfo: { blocked: true, reason: 'spam' }, commonConfig: {} } });
    expect(c.mainInfo.blockInfo).toEqual({ blocked: true, reason: 'spam' });
    expect(v.parse(S.ReportReasonSchema, 'scam')).toBe('scam');
    expect(v.safeParse(S.ReportReasonSchema, 'boring').success).toBe(false);
  });
});
