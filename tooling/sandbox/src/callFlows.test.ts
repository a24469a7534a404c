/**
 * Free calls, callbacks and story lines through the hub (spec §4, §5), with a real Prosody, a
 * real XMPP viewer and a fake host page (`ws`). Timings are shortened: free calls 2 s,
 * matchToFlash 2 s, callback ring 2.5 s, story-line grace 0.5 s.
 */
import type { Element } from '@xmpp/xml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantForLocalTime } from './hosts.ts';
import { admin, call, callPayload, callViewer, CALL_NS, fakeHostPage, post, rawExtras, startTestSandbox, storedCalls, type CallViewer, type FakeHostPage, type TestSandbox, adminGet, stopTestSandbox } from './testkit.ts';

const FREE_S = 2;
const FLASH_S = 2;
const RING_MS = 2500;
const GRACE_S = 0.5;

let sb: TestSandbox;
let host: { jid: string; uid: string; nickName: string; tzOffsetMinutes: number; price: number };
let other: { jid: string };
let page: FakeHostPage;
let one: CallViewer; // 200001
let two: CallViewer; // 200002
let three: CallViewer; // 200003

beforeAll(async () => {
  sb = await startTestSandbox({ callTimings: { freeCallS: FREE_S, matchToFlashS: FLASH_S, ringTimeoutMs: RING_MS, storyGraceS: GRACE_S } });
  const list = (await adminGet(sb, `anchors`)).list as Array<{ jid: string; uid: string; nickName: string; tzOffsetMinutes: number }>;
  [one, two, three] = await Promise.all([
    callViewer(sb, '200001', 'viewer-one'),
    callViewer(sb, '200002', 'viewer-two'),
    callViewer(sb, '200003', 'viewer-three'),
  ]);
  const prices = (await call(sb.apiUrl, 'account_service/anchor_acount', one.info, { targetJid: [list[0]!.jid] })).json.data.anchorAccountInfo;
  host = { ...list[0]!, price: prices[0].privateChatPrice };
  other = list[1]!;
  page = await fakeHostPage(sb, host.jid);
  // The host's local time 10:00: outdoor, so online for outgoing calls.
  await admin(sb, 'clock', { now: new Date(instantForLocalTime(Date.now(), host.tzOffsetMinutes, 10, 0)).toISOString() });
});

afterAll(async () => {
  page?.ws.close();
  for (const v of [one, two, three]) await v?.c.stop();
  await stopTestSandbox(sb);
});

const wallet = async (uid: string, patch: Record<string, unknown> = {}) => (await admin(sb, 'wallet', { uid, ...patch })).wallet;
const stored = async (sid: string, jid = host.jid) => (await storedCalls(sb, jid)).find((c) => c.sid === sid);
const record = (v: CallViewer, sid: string) =>
  v.c.next((s: Element) => s.is('message') && s.attrs.type === 'chat' && rawExtras(s)?.attachment?.sid === sid);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('outgoing free calls', () => {
  it('refuses malformed flags and free calls the viewer does not have', async () => {
    await wallet('200002', { gems: 5000, firstCallRemaining: 0, paidUserFreeTimes: 0, silverCallTimes: 0, paid: false });
    const ask = async (sid: string, flags: Record<string, unknown>) => {
      await two.send('SessionRequest', sid, { callee: host.jid, ...flags });
      return callPayload(await two.next('CallError', sid)).reason;
    };
    expect(await ask('f-two-flags', { firstCallFree: true, silverCall: true })).toBe('invalid-flags');
    expect(await ask('f-not-bool', { paidUserFreeCall: 'yes' })).toBe('invalid-flags');
    expect(await ask('f-first', { firstCallFree: true })).toBe('free-call-unavailable');
    expect(await ask('f-unpaid', { paidUserFreeCall: true })).toBe('free-call-unavailable');
    expect(await ask('f-silver', { silverCall: true })).toBe('silver-limit');

    await wallet('200002', { paid: true, paidUserFreeTimes: 1, silverCallTimes: 1 });
    await admin(sb, 'config', { enablePaidUserFreeCall: false, enableSilverClub: false });
    try {
      expect(await ask('f-switch-free', { paidUserFreeCall: true })).toBe('free-call-unavailable');
      expect(await ask('f-switch-silver', { silverCall: true })).toBe('silver-limit');
    } finally {
      await admin(sb, 'config', { enablePaidUserFreeCall: true, enableSilverClub: true });
    }
    expect(await storedCalls(sb, two.info.jid)).toEqual([]);
    await wallet('200002', { gems: 20, paid: false, firstCallRemaining: 1, paidUserFreeTimes: 0, silverCallTimes: 1 });
  });

  it('connects a first free call without billing, uses the counter once at connect and ends it after the free time', async () => {
    await wallet('200002', { gems: 0, firstCallRemaining: 1 }); // free: no gems needed
    const sid = 'free-first-1';
    await two.send('SessionRequest', sid, { callee: host.jid, firstCallFree: true });
    expect(callPayload(await two.next('CallReady', sid))).toEqual({ callee: host.jid, privateChatPrice: host.price, payment: 'firstCallFree', freeSeconds: FREE_S });
    expect((await page.next('CallIn', sid)).payload).toEqual({ caller: two.info.jid, payment: 'firstCallFree', firstCallFree: true });
    page.send('CallAccept', sid);
    await two.next('PeerAnswered', sid);
    expect((await wallet('200002')).firstCallRemaining).toBe(1); // not used while connecting

    const connectedAt = Date.now();
    await two.send('SessionSuccess', sid);
    await page.next('SessionSuccess', sid);
    await two.send('SessionSuccess', sid); // a repeat uses nothing more
    expect(callPayload(await two.next('SessionTerminate', sid, FREE_S * 1000 + 3000))).toEqual({ reason: 'free-time-over' });
    expect(Date.now() - connectedAt).toBeGreaterThanOrEqual(FREE_S * 1000 - 100);
    expect((await page.next('SessionTerminate', sid)).payload).toEqual({ reason: 'free-time-over' });
    expect(rawExtras(await record(two, sid)).attachment).toMatchObject({ caller: two.info.jid, callee: host.jid, reason: 'free-time-over' });
    expect(await wallet('200002')).toMatchObject({ gems: 0, firstCallRemaining: 0, firstCallTotal: 1 });
    expect(await stored(sid)).toMatchObject({ reason: 'free-time-over', payment: 'firstCallFree', billedGems: 0 });
    expect((await call(sb.apiUrl, 'account_service/first_call_info', two.info)).json.data.firstCallInfo).toMatchObject({ freeFirstCallRemainingTimes: 0 });
  });

  it('uses a silver call; a counter spent elsewhere before connect ends the call with free-call-unavailable', async () => {
    await wallet('200001', { silverCallTimes: 1 });
    const sid = 'free-silver-1';
    await one.send('SessionRequest', sid, { callee: host.jid, silverCall: true });
    expect(callPayload(await one.next('CallReady', sid))).toMatchObject({ payment: 'silverCall', freeSeconds: FREE_S });
    await page.next('CallIn', sid);
    page.send('CallAccept', sid);
    await one.next('PeerAnswered', sid);
    await wallet('200001', { silverCallTimes: 0 }); // spent by someone else meanwhile
    await one.send('SessionSuccess', sid);
    expect(callPayload(await one.next('CallError', sid))).toEqual({ reason: 'free-call-unavailable' });
    expect((await page.next('SessionTerminate', sid)).payload).toEqual({ reason: 'free-call-unavailable' });
    expect(await stored(sid)).toMatchObject({ reason: 'free-call-unavailable', payment: 'silverCall', billedGems: 0 });

    await wallet('200001', { silverCallTimes: 2 });
    const sid2 = 'free-silver-2';
    await one.send('SessionRequest', sid2, { callee: host.jid, silverCall: true });
    await page.next('CallIn', sid2);
    page.send('CallAccept', sid2);
    await one.next('PeerAnswered', sid2);
    await one.send('SessionSuccess', sid2);
    await page.next('SessionSuccess', sid2);
    await one.send('SessionTerminate', sid2);
    await page.next('SessionTerminate', sid2);
    await record(one, sid2);
    expect((await wallet('200001')).silverCallTimes).toBe(1);
    expect(await stored(sid2)).toMatchObject({ reason: 'viewer-terminate', payment: 'silverCall', billedGems: 0 });
    await wallet('200001', { silverCallTimes: 3 });
  });

  it('sends MatchToFlash when a paid-user free call does not connect in time', async () => {
    await wallet('200001', { gems: 0, paid: true, paidUserFreeTimes: 2 });
    const sid = 'free-flash-1';
    await one.send('SessionRequest', sid, { callee: host.jid, paidUserFreeCall: true });
    expect(callPayload(await one.next('CallReady', sid))).toMatchObject({ payment: 'paidUserFreeCall', freeSeconds: FREE_S });
    await page.next('CallIn', sid);
    expect(callPayload(await one.next('MatchToFlash', sid, FLASH_S * 1000 + 3000))).toEqual({ reason: 'matchToFlash' });
    expect((await page.next('CallCancel', sid)).payload).toEqual({ reason: 'matchToFlash' });
    expect(await stored(sid)).toMatchObject({ reason: 'matchToFlash', rejectType: 'matchToFlash', payment: 'paidUserFreeCall', connectingTime: 0 });
    expect((await wallet('200001')).paidUserFreeTimes).toBe(2);
    await wallet('200001', { gems: 500 });
  });
});

describe('callbacks (host → viewer)', () => {
  const callback = (body: unknown) => post(sb.apiUrl, '/__sandbox/callback', body);

  it('refuses callbacks that cannot ring, with a reason', async () => {
    expect((await callback({ host: host.jid, viewer: 200003, extra: 1 })).status).toBe(400);
    expect((await callback({ host: host.jid })).json).toEqual({ ok: false, error: 'invalid body.viewer: is required' });
    expect((await callback({ host: `nobody@anchors.${sb.domain}`, viewer: '200003' })).status).toBe(404);
    expect((await callback({ host: host.jid, viewer: '100001' })).json).toMatchObject({ ok: false, reason: 'viewer not found' });
    const noPage = await callback({ host: other.jid, viewer: '200003' });
    expect(noPage.status).toBe(409);
    expect(noPage.json.reason).toBe('host page not connected');
    await admin(sb, 'config', { enableCallback: false });
    try {
      const off = await callback({ host: host.jid, viewer: '200003' });
      expect([off.status, off.json.reason]).toEqual([409, 'callback disabled']);
    } finally {
      await admin(sb, 'config', { enableCallback: true });
    }
  });

  it('rings the viewer, lets the host page make the offer, bills from connect and stores host → viewer', async () => {
    await wallet('200003', { gems: 5000 });
    const r = await callback({ host: host.jid, viewer: three.info.jid });
    expect(r.json).toEqual({ ok: true, sid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const sid = r.json.sid as string;
    const ring = await three.next('CallIn', sid);
    expect(ring.attrs.type).toBe('headline'); // to the bare jid: online resources only, never stored offline
    expect(ring.attrs.from).toBe(`hub.${sb.domain}`);
    expect(callPayload(ring)).toEqual({ caller: host.jid, nickName: host.nickName, privateChatPrice: host.price });
    expect((await page.next('CallReady', sid)).payload).toEqual({ viewer: three.info.jid, privateChatPrice: host.price });

    // The viewer is busy while it rings.
    expect((await callback({ host: host.jid, viewer: '200003' })).json.reason).toBe('busy');
    await three.send('SessionRequest', 'cb-busy', { callee: host.jid });
    expect(callPayload(await three.next('CallError', 'cb-busy')).reason).toBe('busy');

    await three.send('CallAccept', sid, { sid });
    expect((await page.next('CallAccept', sid)).payload).toEqual({ viewer: three.info.jid, payment: 'paid' });
    expect(callPayload(await three.next('CallReady', sid))).toEqual({ caller: host.jid, privateChatPrice: host.price, payment: 'paid', freeSeconds: 0 });
    const offer = { content: { seq: 0, type: 'chat-signal', signal: { kind: 'offer', sdp: 'v=0 host offer' } } };
    page.send('WebRTCContent', sid, offer);
    expect(callPayload(await three.next('WebRTCContent', sid))).toEqual(offer);
    const answer = { content: { seq: 0, type: 'chat-signal', signal: { kind: 'answer', sdp: 'v=0 viewer answer' } } };
    await three.send('WebRTCContent', sid, answer);
    expect((await page.next('WebRTCContent', sid)).payload).toEqual(answer);
    expect((await wallet('200003')).gems).toBe(5000);

    await three.send('SessionSuccess', sid);
    await page.next('SessionSuccess', sid);
    await three.send('CallCheck', sid);
    expect(callPayload(await three.next('CallCheck', sid))).toMatchObject({ state: 'connected', caller: host.jid });
    await sleep(300);
    expect((await wallet('200003')).gems).toBe(5000 - host.price);
    page.send('SessionTerminate', sid, { reason: 'bye' });
    // The viewer is told who ended it, whatever the page said.
    expect(callPayload(await three.next('SessionTerminate', sid))).toEqual({ reason: 'host-terminate' });
    const rec = await record(three, sid);
    expect(rawExtras(rec).type).toBe(10);
    expect(rawExtras(rec).attachment).toMatchObject({ sid, caller: host.jid, callee: three.info.jid, reason: 'host-terminate' });
    expect(await stored(sid)).toMatchObject({ caller: host.jid, callee: three.info.jid, reason: 'host-terminate', billedGems: host.price, payment: 'paid' });
  });

  it('checks the gems or the paid-user free calls on CallAccept', async () => {
    await wallet('200002', { gems: host.price, paid: false, paidUserFreeTimes: 0 }); // equal is not enough
    let sid = (await callback({ host: host.jid, viewer: '200002' })).json.sid as string;
    await two.next('CallIn', sid);
    await two.send('CallAccept', sid);
    expect(callPayload(await two.next('CallError', sid))).toEqual({ reason: 'gems-insufficient' });
    expect((await page.next('CallCancel', sid)).payload).toEqual({ reason: 'gems-insufficient' });
    expect(await stored(sid)).toMatchObject({ reason: 'gems-insufficient', rejectType: 'gems-insufficient', caller: host.jid });

    sid = (await callback({ host: host.jid, viewer: '200002' })).json.sid as string;
    await two.next('CallIn', sid);
    await two.send('CallAccept', sid, { paidUserFreeCall: true });
    expect(callPayload(await two.next('CallError', sid))).toEqual({ reason: 'free-call-unavailable' });
    await page.next('CallCancel', sid);

    sid = (await callback({ host: host.jid, viewer: '200002' })).json.sid as string;
    await two.next('CallIn', sid);
    await two.send('CallAccept', sid, { silverCall: true });
    expect(callPayload(await two.next('CallError', sid))).toEqual({ reason: 'invalid-flags' });

    // The callback rule of §5 needs free times and the switch, not the paid flag.
    await wallet('200002', { gems: 0, paidUserFreeTimes: 1 });
    sid = (await callback({ host: host.jid, viewer: '200002' })).json.sid as string;
    await two.next('CallIn', sid);
    await two.send('CallAccept', sid, { paidUserFreeCall: true });
    expect(callPayload(await two.next('CallReady', sid))).toMatchObject({ payment: 'paidUserFreeCall', freeSeconds: FREE_S });
    expect((await page.next('CallAccept', sid)).payload).toMatchObject({ payment: 'paidUserFreeCall' });
    await two.send('SessionSuccess', sid);
    expect(callPayload(await two.next('SessionTerminate', sid, FREE_S * 1000 + 3000))).toEqual({ reason: 'free-time-over' });
    expect(await wallet('200002')).toMatchObject({ gems: 0, paidUserFreeTimes: 0 });
    expect(await stored(sid)).toMatchObject({ reason: 'free-time-over', payment: 'paidUserFreeCall', billedGems: 0 });
    await wallet('200002', { gems: 20, firstCallRemaining: 1 });
  });

  it('ends on a viewer reject (its reason), the ring timeout and a host hang-up while ringing', async () => {
    let sid = (await callback({ host: host.jid, viewer: '200003' })).json.sid as string;
    await three.next('CallIn', sid);
    await three.send('CallCancel', sid, { reason: 'coins_insufficient' });
    expect((await page.next('CallCancel', sid)).payload).toEqual({ reason: 'coins_insufficient' });
    expect(rawExtras(await record(three, sid)).attachment).toMatchObject({ reason: 'coins_insufficient', rejectType: 'coins_insufficient', connectingTime: 0 });

    sid = (await callback({ host: host.jid, viewer: '200003' })).json.sid as string;
    await three.next('CallIn', sid);
    await three.send('CallCancel', sid, { reason: 'x'.repeat(65) }); // too long: read as cancel
    expect((await page.next('CallCancel', sid)).payload).toEqual({ reason: 'cancel' });

    sid = (await callback({ host: host.jid, viewer: '200003' })).json.sid as string;
    const started = Date.now();
    expect(callPayload(await three.next('CallCancel', sid, RING_MS + 3000))).toEqual({ reason: 'timeOut' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(RING_MS - 200);
    expect((await page.next('CallCancel', sid)).payload).toEqual({ reason: 'timeOut' });
    expect(await stored(sid)).toMatchObject({ reason: 'timeOut', rejectType: 'timeOut' });

    sid = (await callback({ host: host.jid, viewer: '200003' })).json.sid as string;
    await three.next('CallIn', sid);
    page.send('CallCancel', sid, { reason: 'cancel' });
    expect(callPayload(await three.next('CallCancel', sid))).toEqual({ reason: 'cancel' });
    expect(await stored(sid)).toMatchObject({ reason: 'host-cancel', rejectType: 'cancel' });
    await three.send('CallAccept', sid); // too late
    expect(callPayload(await three.next('CallError', sid))).toEqual({ reason: 'sidNonExistent' });
  });

  it('starts a callback from the host page (CallOut) and answers bad frames with CallError', async () => {
    const sid = '0b6c4c1e-5f53-4a4a-9e0e-6c3f4f2d8a11';
    page.send('CallOut', sid, { viewer: '200003' });
    expect((await page.next('CallReady', sid)).payload).toEqual({ viewer: three.info.jid, privateChatPrice: host.price });
    await three.next('CallIn', sid);
    await three.send('CallCancel', sid, { reason: 'busy' });
    await page.next('CallCancel', sid);
    expect(await stored(sid)).toMatchObject({ caller: host.jid, callee: three.info.jid, reason: 'busy', rejectType: 'busy' });

    page.send('CallOut', 'callout-2', { viewer: 'user_999@nowhere' });
    expect((await page.next('CallError', 'callout-2')).payload).toEqual({ reason: 'viewer not found' });
    page.send('CallOut', 'callout-3', { who: 1 });
    expect((await page.next('CallError', 'callout-3')).payload.reason).toMatch(/^invalid payload.viewer/);
    page.ws.send(JSON.stringify({ action: 'Dance', sid: 'callout-4' }));
    expect((await page.next('CallError', 'callout-4')).payload.reason).toMatch(/^invalid frame: action must be one of CallOut/);
    page.ws.send('not json');
    await page.next('CallError', '');
  });
});

describe('story lines', () => {
  it('plays a story line without a host page or billing and records it as story_line_call', async () => {
    await wallet('200003', { gems: 5000 });
    const r = await post(sb.apiUrl, '/__sandbox/callback', { host: other.jid, viewer: '200003', storyLine: true });
    expect(r.status).toBe(200);
    const sid = r.json.sid as string;
    expect(callPayload(await three.next('CallIn', sid))).toEqual({ caller: other.jid, nickName: expect.any(String), privateChatPrice: expect.any(Number), storyLine: true });
    await three.send('CallAccept', sid);
    await sleep(300);
    await three.send('CallCheck', sid);
    expect(callPayload(await three.next('CallCheck', sid))).toMatchObject({ state: 'connected' });
    await three.send('SessionTerminate', sid);
    const rec = await record(three, sid);
    expect(rec.attrs.from).toBe(`calls@hub.${sb.domain}`);
    expect(rawExtras(rec).type).toBe(46);
    expect(rawExtras(rec).attachment).toMatchObject({ sid, caller: other.jid, callee: three.info.jid, reason: 'viewer-terminate' });
    expect(rawExtras(rec).attachment.connectingTime).toBeGreaterThan(0);
    expect(await stored(sid, other.jid)).toMatchObject({ payment: 'storyLine', billedGems: 0 });
    expect((await wallet('200003')).gems).toBe(5000);
  });

  it('ends a story line after the video length plus the grace time', async () => {
    const { storyLine } = (await call(sb.apiUrl, 'anchorlist_services/video_show_story_line', three.info, { jid: other.jid })).json.data;
    const r = await post(sb.apiUrl, '/__sandbox/callback', { host: other.jid, viewer: '200003', storyLine: true });
    const sid = r.json.sid as string;
    await three.next('CallIn', sid);
    const started = Date.now();
    await three.send('CallAccept', sid);
    const limitMs = (storyLine.durationS + GRACE_S) * 1000;
    expect(callPayload(await three.next('SessionTerminate', sid, limitMs + 4000))).toEqual({ reason: 'story-over' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(limitMs - 300);
    expect(await stored(sid, other.jid)).toMatchObject({ reason: 'story-over', payment: 'storyLine' });
    expect(three.c.stanzas.some((s) => s.getChild('call', CALL_NS) && s.attrs.type === 'error')).toBe(false);
  });
});
