/**
 * Billing from a fact the viewer cannot withhold (issue 8.2): the host page confirms media
 * (its peer connection reached `connected`) and the hub bills from then on, whether or not
 * the viewer ever sends SessionSuccess; a session that never connects ends at the connect
 * timeout (spec §9, shortened here to 2 s) with timeOut (§8). Real Prosody, a real XMPP viewer
 * client that never sends SessionSuccess, and a fake host page (`ws`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMessage } from '@vchat/xmpp-chat/codec';
import { instantForLocalTime } from './hosts.ts';
import { admin, call, callPayload, callViewer, fakeHostPage, rawExtras, startTestSandbox, storedCalls, type CallViewer, type FakeHostPage, type TestSandbox, adminGet, stopTestSandbox } from './testkit.ts';

const BILLING_MS = 1000;
const FREE_S = 2;
const CONNECT_MS = 2000;

let sb: TestSandbox;
let host: { jid: string; price: number };
let page: FakeHostPage;
let one: CallViewer; // 200001, paid
let two: CallViewer; // 200002, first call free

beforeAll(async () => {
  sb = await startTestSandbox({ billingIntervalMs: BILLING_MS, heartbeatTimeoutMs: 30_000, callTimings: { freeCallS: FREE_S, connectTimeoutMs: CONNECT_MS } });
  const list = (await adminGet(sb, `anchors`)).list as Array<{ jid: string; tzOffsetMinutes: number }>;
  [one, two] = await Promise.all([callViewer(sb, '200001', 'viewer-one'), callViewer(sb, '200002', 'viewer-two')]);
  const prices = (await call(sb.apiUrl, 'account_service/anchor_acount', one.info, { targetJid: [list[0]!.jid] })).json.data.anchorAccountInfo;
  host = { jid: list[0]!.jid, price: prices[0].privateChatPrice };
  page = await fakeHostPage(sb, host.jid);
  await admin(sb, 'clock', { now: new Date(instantForLocalTime(Date.now(), list[0]!.tzOffsetMinutes, 10, 0)).toISOString() });
});

afterAll(async () => {
  page?.ws.close();
  for (const v of [one, two]) await v?.c.stop();
  await stopTestSandbox(sb);
});

const wallet = async (uid: string, patch: Record<string, unknown> = {}) => (await admin(sb, 'wallet', { uid, ...patch })).wallet;
const stored = async (sid: string) => (await storedCalls(sb, host.jid)).find((c) => c.sid === sid);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const gemsOf = async (v: CallViewer) => (await call(sb.apiUrl, 'account_service/account', v.info, { action: 1 })).json.data.gemsBalance as number;

/** Rings the host page and lets it answer; the viewer never sends SessionSuccess. */
async function ringAndAnswer(v: CallViewer, sid: string, flags: Record<string, unknown> = {}) {
  await v.send('SessionRequest', sid, { callee: host.jid, ...flags });
  await v.next('CallReady', sid);
  await page.next('CallIn', sid);
  page.send('CallAccept', sid);
  await v.next('PeerAnswered', sid);
}

describe('billing the viewer cannot withhold (issue 8.2)', () => {
  it('bills a paid call from the host page\'s media confirmation although the viewer never sends SessionSuccess', async () => {
    const start = host.price * 3 + 1;
    await wallet('200001', { gems: start, paid: true });
    const sid = 'withhold-paid';
    await ringAndAnswer(one, sid);
    await sleep(300);
    expect(await gemsOf(one)).toBe(start); // nothing while connecting
    page.send('SessionSuccess', sid); // the host side's peer connection is connected
    await expect.poll(() => gemsOf(one), { timeout: 3000 }).toBe(start - host.price);
    await expect.poll(() => gemsOf(one), { timeout: BILLING_MS * 3 }).toBe(start - 2 * host.price);
    await one.send('SessionHeartbeat', sid);
    await one.send('CallCheck', sid);
    expect(callPayload(await one.next('CallCheck', sid))).toMatchObject({ state: 'connected' });
    await one.send('SessionTerminate', sid);
    await expect.poll(async () => (await stored(sid))?.billedGems as number, { timeout: 3000 }).toBeGreaterThanOrEqual(2 * host.price);
    expect((await stored(sid))?.connectingTime).toBeGreaterThan(0);
  });

  it('spends a free first call once and ends it at its cap, though the viewer never sends SessionSuccess', async () => {
    await wallet('200002', { gems: 0, paid: false, firstCallRemaining: 1, paidUserFreeTimes: 0 });
    const sid = 'withhold-free';
    await ringAndAnswer(two, sid, { firstCallFree: true });
    page.send('SessionSuccess', sid);
    await expect.poll(async () => (await wallet('200002')).firstCallRemaining, { timeout: 3000 }).toBe(0);
    const bye = await two.next('SessionTerminate', sid, FREE_S * 1000 + 3000);
    expect(callPayload(bye)).toEqual({ reason: 'free-time-over' });
    expect((await page.next('SessionTerminate', sid)).payload).toEqual({ reason: 'free-time-over' });
    expect(await stored(sid)).toMatchObject({ reason: 'free-time-over', payment: 'firstCallFree', billedGems: 0 });
    expect((await wallet('200002')).firstCallRemaining).toBe(0);
  });

  it('ends a session that never connects at the connect timeout with timeOut, unbilled', async () => {
    await wallet('200001', { gems: 5000, paid: true });
    const sid = 'never-connects';
    await ringAndAnswer(one, sid);
    const t0 = Date.now();
    // Keep the heartbeat alive: only the connect timeout may end it.
    const beat = setInterval(() => void one.send('SessionHeartbeat', sid), 500);
    try {
      expect(callPayload(await one.next('CallCancel', sid, CONNECT_MS + 4000))).toEqual({ reason: 'timeOut' });
    } finally {
      clearInterval(beat);
    }
    expect(Date.now() - t0).toBeGreaterThanOrEqual(CONNECT_MS - 1000);
    expect((await page.next('CallCancel', sid)).payload).toEqual({ reason: 'timeOut' });
    expect(await stored(sid)).toMatchObject({ reason: 'timeOut', rejectType: 'timeOut', billedGems: 0, connectingTime: 0 });
    expect(await gemsOf(one)).toBe(5000);
  });

  it('sends the call record from the hub, naming both parties', async () => {
    await wallet('200001', { gems: 5000, paid: true });
    const sid = 'record-from-hub';
    await ringAndAnswer(one, sid);
    page.send('SessionSuccess', sid);
    await one.send('SessionTerminate', sid);
    const rec = await one.c.next((s) => s.is('message') && s.attrs.type === 'chat' && rawExtras(s)?.attachment?.sid === sid);
    expect(rec.attrs.from).toBe(`calls@hub.${sb.domain}`);
    expect(rawExtras(rec)).toMatchObject({ type: 10, attachment: { sid, caller: one.info.jid, callee: host.jid, reason: 'viewer-terminate' } });
    // The app's own codec reads it (a sender without '@' would be dropped there).
    const decoded = decodeMessage(rec as never);
    expect(decoded.ok && decoded.message).toMatchObject({ type: 'v_hub_call', from: `calls@hub.${sb.domain}` });
    // Admin call records (tests of the app) come from the hub too.
    const attachment = { sid: 'admin-rec', caller: host.jid, callee: one.info.jid, startTime: 1, connectingTime: 0, endTime: 2, reason: 'timeOut', rejectType: 'timeOut' };
    expect((await admin(sb, 'message', { from: host.jid, to: one.info.jid, type: 10, text: '', attachment })).ok).toBe(true);
    const adminRec = await one.c.next((s) => s.is('message') && rawExtras(s)?.attachment?.sid === 'admin-rec');
    expect(adminRec.attrs.from).toBe(`calls@hub.${sb.domain}`);
  });
});

describe('no gems while the media is down (issue 19.4)', () => {
  it('stops billing while the host side reports the media down and goes on from the same minute when it is back', async () => {
    const start = host.price * 20;
    await wallet('200001', { gems: start, paid: true });
    const sid = 'media-down-paid';
    await ringAndAnswer(one, sid);
    const beat = setInterval(() => void one.send('SessionHeartbeat', sid), 500);
    try {
      page.send('SessionSuccess', sid);
      await expect.poll(() => gemsOf(one), { timeout: 3000 }).toBe(start - host.price); // minute 1, paid at connect
      await sleep(BILLING_MS * 0.5);
      page.send('MediaState', sid, { connected: false });
      await sleep(100);
      const atDrop = await gemsOf(one);
      // Down for 1.8 billing intervals (within the 2 s connect timeout): a wall clock would bill
      // the next minute; nothing is billed.
      await sleep(BILLING_MS * 1.8);
      expect(await gemsOf(one)).toBe(atDrop);
      page.send('MediaState', sid, { connected: true });
      // The rest of the running minute (≤ 0.5 interval of connected time), then the next one.
      await expect.poll(() => gemsOf(one), { timeout: BILLING_MS * 2 }).toBe(atDrop - host.price);
      await one.send('SessionTerminate', sid);
    } finally {
      clearInterval(beat);
    }
    await expect.poll(async () => (await stored(sid))?.billedGems as number, { timeout: 3000 }).toBe(start - (await gemsOf(one)));
    const rec = (await stored(sid)) as { mediaDrops: number; mediaDownMs: number; mediaMs: number; endTime: number; connectingTime: number };
    expect(rec.mediaDrops).toBe(1);
    expect(rec.mediaDownMs).toBeGreaterThanOrEqual(BILLING_MS * 1.8 - 50);
    expect(rec.mediaMs).toBeLessThan(rec.endTime - rec.connectingTime - BILLING_MS * 1.5);
  });

  it('keeps the free time of a free call for when the media is back', async () => {
    await wallet('200002', { gems: 0, paid: false, firstCallRemaining: 1, paidUserFreeTimes: 0 });
    const sid = 'media-down-free';
    await ringAndAnswer(two, sid, { firstCallFree: true });
    const beat = setInterval(() => void two.send('SessionHeartbeat', sid), 500);
    try {
      page.send('SessionSuccess', sid);
      const t0 = Date.now();
      await sleep(500);
      page.send('MediaState', sid, { connected: false });
      await sleep(1800); // past the free cap in wall time, within the connect timeout (2 s)
      page.send('MediaState', sid, { connected: true });
      const bye = await two.next('SessionTerminate', sid, FREE_S * 1000 + 3000);
      expect(callPayload(bye)).toEqual({ reason: 'free-time-over' });
      // Ended after the free seconds of connected time plus the time the media was down.
      expect(Date.now() - t0).toBeGreaterThanOrEqual(FREE_S * 1000 + 1800 - 100);
    } finally {
      clearInterval(beat);
    }
  });

  it('ends a call whose media stays down past the connect timeout with media-lost, and ignores a malformed MediaState', async () => {
    await wallet('200001', { gems: 5000, paid: true });
    const sid = 'media-lost';
    await ringAndAnswer(one, sid);
    const beat = setInterval(() => void one.send('SessionHeartbeat', sid), 500);
    try {
      page.send('SessionSuccess', sid);
      page.send('MediaState', sid, { connected: 'no' });
      page.send('MediaState', sid, { connected: false });
      expect(callPayload(await one.next('SessionTerminate', sid, CONNECT_MS + 3000))).toEqual({ reason: 'media-lost' });
    } finally {
      clearInterval(beat);
    }
    expect(await stored(sid)).toMatchObject({ reason: 'media-lost', mediaDrops: 1 });
  });
});
