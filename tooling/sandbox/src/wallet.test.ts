/**
 * Call wallet, switches and free-call endpoints over real HTTP (spec §3, §5, §7): seeds, admin
 * `/__sandbox/wallet` and `/__sandbox/config`, combine_info, anchor_acount, first_call_info,
 * paid_user_free_call, club_call_times, video_show_story_line and its video, ReChargeSuccess
 * over real XMPP, and the wallet columns of an older database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, call, callPayload, callViewer, CALL_NS, post, signIn, startTestSandbox, type CallViewer, type TestSandbox, adminGet, stopTestSandbox } from './testkit.ts';

let sb: TestSandbox;
const viewers: CallViewer[] = [];
type Info = Awaited<ReturnType<typeof signIn>>;
let one: Info;
let two: Info;
let three: Info;

beforeAll(async () => {
  sb = await startTestSandbox();
  [one, two, three] = await Promise.all([
    signIn(sb.apiUrl, '200001', 'viewer-one'),
    signIn(sb.apiUrl, '200002', 'viewer-two'),
    signIn(sb.apiUrl, '200003', 'viewer-three'),
  ]);
});

afterAll(async () => {
  for (const v of viewers) await v.c.stop();
  await stopTestSandbox(sb);
});

const data = async (path: string, who: unknown, body: unknown = {}) => {
  const r = await call(sb.apiUrl, path, who, body);
  expect(r.json.result, `${path}: ${r.text}`).toBe(1);
  return r.json.data;
};

const anchors = async () =>
  (await adminGet(sb, `anchors`)).list as Array<{ uid: string; jid: string; status: string }>;

describe('call wallet', () => {
  it('seeds the wallets and reports them through the free-call endpoints', async () => {
    expect(await data('account_service/first_call_info', one)).toEqual({
      firstCallInfo: { freeFirstCallTotalTimes: 0, freeFirstCallRemainingTimes: 0, freeFirstCallDuration: 60 },
    });
    expect(await data('account_service/paid_user_free_call', one)).toEqual({ freeTimes: 2, freeDuration: 60, rechargeReminderTime: 40, matchToFlashTime: 20 });
    expect(await data('common_service/club_call_times', one)).toEqual({ availableTimes: 3 });

    expect((await data('account_service/first_call_info', two)).firstCallInfo).toMatchObject({ freeFirstCallTotalTimes: 1, freeFirstCallRemainingTimes: 1 });
    expect((await data('account_service/paid_user_free_call', two)).freeTimes).toBe(0); // not paid
    expect(await data('common_service/club_call_times', two)).toEqual({ availableTimes: 1 });
    expect((await data('account_service/account', two, { action: 1 })).gemsBalance).toBe(20);

    expect((await data('account_service/first_call_info', three)).firstCallInfo).toMatchObject({ freeFirstCallTotalTimes: 0, freeFirstCallRemainingTimes: 0 });
    expect((await data('account_service/paid_user_free_call', three)).freeTimes).toBe(0);
    expect(await data('common_service/club_call_times', three)).toEqual({ availableTimes: 0 });
    expect((await data('account_service/account', three, { action: 1 })).gemsBalance).toBe(5000);

    // A viewer from the other sign-in path: one free first call, one silver call, no paid-user free calls.
    const login = await post(sb.apiUrl, '/api/login_service/login', { data: { openId: 'wallet-new-guest-000001', token: '', channel: 'sandbox', credential: 'sandbox' } });
    const guest = { ...login.json.data.userInfo, uid: login.json.data.userInfo.id };
    expect((await data('account_service/first_call_info', guest)).firstCallInfo).toMatchObject({ freeFirstCallTotalTimes: 1, freeFirstCallRemainingTimes: 1 });
    expect(await data('common_service/club_call_times', guest)).toEqual({ availableTimes: 1 });
    expect((await admin(sb, 'wallet', { uid: guest.uid })).wallet).toMatchObject({ paidUserFreeTimes: 0, silverCallTimes: 1, gems: 300, paid: false });
  });

  it('sets wallets through the admin path and validates its body', async () => {
    const r = await post(sb.apiUrl, '/__sandbox/wallet', { uid: '200002', gems: 700, paid: true, firstCallRemaining: 3, paidUserFreeTimes: 4, silverCallTimes: 5 });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      ok: true,
      wallet: { uid: '200002', jid: two.jid, gems: 700, paid: true, firstCallTotal: 3, firstCallRemaining: 3, paidUserFreeTimes: 4, silverCallTimes: 5 },
    });
    expect((await data('account_service/paid_user_free_call', two)).freeTimes).toBe(4);
    expect(await data('account_service/account', two, { action: 1 })).toMatchObject({ gemsBalance: 700, paid: true });
    // Fields left out stay as they are.
    expect((await admin(sb, 'wallet', { uid: 200002, paidUserFreeTimes: 0 })).wallet).toMatchObject({ gems: 700, firstCallRemaining: 3, paidUserFreeTimes: 0 });
    await admin(sb, 'wallet', { uid: '200002', gems: 20, paid: false, firstCallRemaining: 1, silverCallTimes: 1 });

    const bad = async (body: unknown) => {
      const x = await post(sb.apiUrl, '/__sandbox/wallet', body);
      expect(x.status).toBe(400);
      return x.json.error as string;
    };
    expect(await bad({ uid: '200002', gems: -1 })).toBe('invalid body.gems: must be 0..1000000000');
    expect(await bad({ uid: '200002', silverCallTimes: 1.5 })).toMatch(/^invalid body.silverCallTimes/);
    expect(await bad({ uid: '200002', gemsBalance: 5 })).toBe('invalid body.gemsBalance: unknown field');
    expect(await bad({ gems: 5 })).toBe('invalid body.uid: is required');
    expect(await bad({ uid: '200002', paid: 'yes' })).toBe('invalid body.paid: expected boolean, received "yes"');
    const missing = await post(sb.apiUrl, '/__sandbox/wallet', { uid: '100001', gems: 5 }); // a host, not a viewer
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ ok: false, error: 'no viewer 100001' });
  });

  it('reports the switches in combine_info and the club times, and validates the config body', async () => {
    const conf = async () => (await data('account_service/combine_info', one)).configInfo.mainInfo;
    expect(await conf()).toMatchObject({
      enableCallback: true,
      commonConfig: { enablePaidUserFreeCall: true },
      silverInfoConf: { enableSilverClub: true, silverCallDuration: 60 },
    });
    const r = await post(sb.apiUrl, '/__sandbox/config', { enableSilverClub: false, enablePaidUserFreeCall: false });
    expect(r.json).toEqual({ ok: true, config: { enableCallback: true, enablePaidUserFreeCall: false, enableSilverClub: false, enableLuckyBox: true, enableUserTaskEntrance: true, enableFavorite: true, enableQuickMatch: true, contactPopupAfterS: 20 } });
    try {
      expect(await conf()).toMatchObject({ commonConfig: { enablePaidUserFreeCall: false }, silverInfoConf: { enableSilverClub: false } });
      expect(await data('common_service/club_call_times', one)).toEqual({ availableTimes: 0 });
      expect((await post(sb.apiUrl, '/__sandbox/config', { enableCallback: 1 })).json).toEqual({ ok: false, error: 'invalid body.enableCallback: expected boolean, received 1' });
      expect((await post(sb.apiUrl, '/__sandbox/config', { enableClub: true })).status).toBe(400);
    } finally {
      expect((await admin(sb, 'config', { enableSilverClub: true, enablePaidUserFreeCall: true })).config).toEqual({
        enableCallback: true, enablePaidUserFreeCall: true, enableSilverClub: true, enableLuckyBox: true, enableUserTaskEntrance: true, enableFavorite: true, enableQuickMatch: true, contactPopupAfterS: 20,
      });
    }
  });

  it('answers anchor_acount in request order, leaving unknown jids out', async () => {
    const list = await anchors();
    const [a, b] = [list[5]!, list[1]!];
    const out = await data('account_service/anchor_acount', one, { targetJid: [a.jid, `nobody@anchors.${sb.domain}`, `${b.jid}/res`, one.jid] });
    const page = async (n: number) => (await data('anchorlist_services/anchor_list_hot', one, { page: n, pageSize: 50 })).list as Array<{ jid: string; privateChatPrice: number }>;
    const prices = [...(await page(1)), ...(await page(2))];
    const price = (jid: string) => prices.find((p) => p.jid === jid)!.privateChatPrice;
    expect(out).toEqual({ anchorAccountInfo: [{ jid: a.jid, privateChatPrice: price(a.jid) }, { jid: b.jid, privateChatPrice: price(b.jid) }] });
    expect(price(a.jid)).toBeGreaterThanOrEqual(60);
    expect((await call(sb.apiUrl, 'account_service/anchor_acount', one, { targetJid: [] })).json).toEqual({ result: -1, msg: 'invalid data.targetJid: must hold 1..50 jids' });
    const many = Array.from({ length: 51 }, () => a.jid);
    expect((await call(sb.apiUrl, 'account_service/anchor_acount', one, { targetJid: many })).json.result).toBe(-1);
    expect((await call(sb.apiUrl, 'account_service/anchor_acount', {}, { targetJid: [a.jid] })).json).toEqual({ result: -2, msg: 'invalid token' });
  });

  it('gives a story line for a host or a random online one, and serves its video with byte ranges', async () => {
    const list = await anchors();
    const host = list[3]!;
    const { storyLine } = await data('anchorlist_services/video_show_story_line', one, { jid: host.jid });
    expect(storyLine).toMatchObject({
      jid: host.jid,
      uid: host.uid,
      videoUrl: '/media/story/story1.webm',
      posterUrl: `/media/avatars/${host.uid}.svg`,
      avatarUrl: `/media/avatars/${host.uid}.svg`,
    });
    expect(storyLine.durationS).toBeGreaterThan(5);
    expect(storyLine.durationS).toBeLessThanOrEqual(10);

    const any = (await data('anchorlist_services/video_show_story_line', one)).storyLine;
    expect(list.find((a) => a.jid === any.jid)?.status).toBe('online');
    expect((await call(sb.apiUrl, 'anchorlist_services/video_show_story_line', one, { jid: one.jid })).json).toEqual({ result: 0, msg: 'host not found' });

    const whole = await fetch(sb.apiUrl + storyLine.videoUrl);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.length).toBeLessThanOrEqual(300 * 1024);
    expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML
    expect(bytes.includes(Buffer.from('V_VP8'))).toBe(true);

    const part = await fetch(sb.apiUrl + storyLine.videoUrl, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
    expect((await fetch(sb.apiUrl + storyLine.videoUrl, { headers: { Range: `bytes=${bytes.length}-` } })).status).toBe(416);
    expect((await fetch(`${sb.apiUrl}/media/story/nope.webm`)).status).toBe(404);
    expect((await fetch(`${sb.apiUrl}/media/story/..%2Fstory1.webm`)).status).toBe(400); // refused before routing
  });

  it('sends ReChargeSuccess to the viewer when an admin path raises the gems, and not when it lowers them', async () => {
    const v = await callViewer(sb, '200003', 'viewer-three');
    viewers.push(v);
    const recharge = (n: number) => (s: import('@xmpp/xml').Element) =>
      s.getChild('call', CALL_NS)?.attrs.action === 'ReChargeSuccess' && callPayload(s).gemsBalance === n;
    await admin(sb, 'gems', { uid: '200003', gemsBalance: 6000 });
    const st = await v.c.next(recharge(6000));
    expect(st.attrs.from).toBe(`hub.${sb.domain}`);
    expect(st.getChild('call', CALL_NS)!.attrs.sid).toMatch(/^recharge-[0-9a-f-]{36}$/);
    await admin(sb, 'wallet', { uid: '200003', gems: 6100 });
    await v.c.next(recharge(6100));
    await admin(sb, 'gems', { uid: '200003', gemsBalance: 100 });
    await admin(sb, 'wallet', { uid: '200003', gems: 100 });
    await admin(sb, 'wallet', { uid: '200003', gems: 5000 });
    await v.c.next(recharge(5000));
    expect(v.c.stanzas.filter((s) => s.getChild('call', CALL_NS)?.attrs.action === 'ReChargeSuccess').map((s) => callPayload(s).gemsBalance)).toEqual([6000, 6100, 5000]);
  });

  it('keeps wallets across a restart and adds the wallet columns to an older database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vchat-wallet-'));
    try {
      const first = await startTestSandbox({ dataDir: dir });
      await admin(first, 'wallet', { uid: '200001', silverCallTimes: 9 });
      await first.dispose(true);
      const second = await startTestSandbox({ dataDir: dir });
      expect((await admin(second, 'wallet', { uid: '200001' })).wallet).toMatchObject({ silverCallTimes: 9, paidUserFreeTimes: 2 });
      await second.dispose(true);

      // Make it look like a data folder from before the wallet: no columns, no seed marker.
      const { PGlite } = await import('@electric-sql/pglite');
      const db = await PGlite.create(join(dir, 'db'));
      await db.exec(`alter table users drop column first_call_total, drop column first_call_remaining, drop column paid_free_times, drop column silver_call_times;
        delete from settings where key = 'wallet_seeded_v1'; alter table calls drop column payment;`);
      await db.close();

      const third = await startTestSandbox({ dataDir: dir });
      try {
        expect((await admin(third, 'wallet', { uid: '200001' })).wallet).toMatchObject({ firstCallRemaining: 0, paidUserFreeTimes: 2, silverCallTimes: 3, gems: 500 });
        expect((await admin(third, 'wallet', { uid: '200002' })).wallet).toMatchObject({ firstCallTotal: 1, firstCallRemaining: 1, silverCallTimes: 1 });
        expect((await admin(third, 'wallet', { uid: '200003' })).wallet).toMatchObject({ firstCallRemaining: 0, paidUserFreeTimes: 0, silverCallTimes: 0 });
        expect((await adminGet(third, `calls`)).ok).toBe(true);
      } finally {
        await third.dispose(true);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
