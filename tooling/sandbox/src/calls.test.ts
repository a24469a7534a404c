import { xml } from '@xmpp/client';
import type { Element } from '@xmpp/xml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantForLocalTime } from './hosts.ts';
import { admin, call, connectXmpp, fakeHostPage, rawExtras, signIn, startTestSandbox, type FakeHostPage, type TestSandbox, type XmppTestClient, adminGet, stopTestSandbox } from './testkit.ts';

const CALL_NS = 'urn:vchat:call:0';
const BILLING_MS = 1500;
const HEARTBEAT_MS = 5000;

let sb: TestSandbox;
const clients: XmppTestClient[] = [];
const hosts: FakeHost[] = [];
let host: { jid: string; tzOffsetMinutes: number; price: number };
let pagelessHost: { jid: string; tzOffsetMinutes: number } | undefined;

beforeAll(async () => {
  sb = await startTestSandbox({ billingIntervalMs: BILLING_MS, heartbeatTimeoutMs: HEARTBEAT_MS });
  const anchors = (await adminGet(sb, `anchors`)) as { list: Array<{ jid: string; tzOffsetMinutes: number }> };
  const viewer = await signIn(sb.apiUrl, '200003', 'viewer-three');
  const hot = (await call(sb.apiUrl, 'anchorlist_services/anchor_list_hot', viewer, { page: 1, pageSize: 50 })).json.data.list as Array<{ jid: string; privateChatPrice: number }>;
  const first = hot[0]!;
  // Another host that never gets a host page.
  pagelessHost = anchors.list.find((a) => a.jid !== first.jid);
  host = { jid: first.jid, price: first.privateChatPrice, tzOffsetMinutes: anchors.list.find((a) => a.jid === first.jid)!.tzOffsetMinutes };
});

afterAll(async () => {
  for (const h of hosts) h.ws.close();
  for (const c of clients) await c.stop();
  await stopTestSandbox(sb);
});

type FakeHost = FakeHostPage;

async function fakeHost(jid: string): Promise<FakeHost> {
  const h = await fakeHostPage(sb, jid);
  hosts.push(h);
  return h;
}

async function viewer(uid: string, password: string, gems: number) {
  const info = await signIn(sb.apiUrl, uid, password);
  expect((await admin(sb, 'gems', { uid, gemsBalance: gems })).ok).toBe(true);
  const c = await connectXmpp(sb, info.jid.split('@')[0]!, info.vcToken);
  clients.push(c);
  return {
    info,
    c,
    send: (action: string, sid: string, payload: unknown = {}) =>
      c.xmpp.send(xml('message', { to: `hub.${sb.domain}`, id: `${action}-${Math.random()}` }, xml('call', { xmlns: CALL_NS, action, sid }, JSON.stringify(payload)))),
    next: (action: string, sid: string, ms?: number) =>
      c.next((s) => s.is('message') && s.getChild('call', CALL_NS)?.attrs.action === action && s.getChild('call', CALL_NS)?.attrs.sid === sid, ms),
  };
}

const payloadOf = (s: Element) => JSON.parse(s.getChild('call', CALL_NS)!.getText());

/** A call from `v` to the host that her page `h` has answered: SessionRequest, CallIn, CallAccept, PeerAnswered. */
async function answeredCall(v: Awaited<ReturnType<typeof viewer>>, h: FakeHost, sid: string): Promise<void> {
  await v.send('SessionRequest', sid, { callee: host.jid });
  await h.next('CallIn', sid);
  h.send('CallAccept', sid);
  await v.next('PeerAnswered', sid);
}

async function setHostLocalTime(hh: number, tzOffsetMinutes = host.tzOffsetMinutes): Promise<void> {
  const iso = new Date(instantForLocalTime(Date.now(), tzOffsetMinutes, hh, 0)).toISOString();
  expect((await admin(sb, 'clock', { now: iso })).ok).toBe(true);
}

async function balance(info: unknown): Promise<number> {
  return (await call(sb.apiUrl, 'account_service/account', info, { action: 1 })).json.data.gemsBalance;
}

async function calls(jid: string) {
  return (await adminGet(sb, `calls?jid=${encodeURIComponent(jid)}`)).list as Array<Record<string, unknown>>;
}

const isCallRecord = (sid: string) => (s: Element) => s.is('message') && s.attrs.type === 'chat' && rawExtras(s)?.type === 10 && rawExtras(s)?.attachment?.sid === sid;

describe('call sessions (hub)', () => {
  it('serves the host page', async () => {
    const r = await fetch(`${sb.apiUrl}/__sandbox/host.html?jid=${encodeURIComponent(host.jid)}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/html');
    const html = await r.text();
    expect(html).toContain('RTCPeerConnection');
    expect(html).toContain('/__sandbox/host?jid=');
  });

  it('refuses requests: insufficient gems, sleeping or private host, unknown callee', async () => {
    await setHostLocalTime(10); // outdoor → online
    const v = await viewer('200002', 'viewer-two', host.price); // balance must exceed the price
    await v.send('SessionRequest', 'r-gems', { callee: host.jid });
    expect(payloadOf(await v.next('CallError', 'r-gems'))).toEqual({ reason: 'gems-insufficient' });

    await admin(sb, 'gems', { uid: '200002', gemsBalance: 5000 });
    await setHostLocalTime(3); // sleeping
    await v.send('SessionRequest', 'r-sleep', { callee: host.jid });
    expect(payloadOf(await v.next('CallError', 'r-sleep'))).toEqual({ reason: 'offline', hostState: 'sleeping' });

    await setHostLocalTime(16); // offline, awake
    await v.send('SessionRequest', 'r-offline', { callee: host.jid });
    expect(payloadOf(await v.next('CallError', 'r-offline'))).toEqual({ reason: 'offline', hostState: 'offline' });

    await setHostLocalTime(14); // private → busy
    await v.send('SessionRequest', 'r-private', { callee: host.jid });
    expect(payloadOf(await v.next('CallError', 'r-private'))).toEqual({ reason: 'busy' });

    await v.send('SessionRequest', 'r-nobody', { callee: `user_200001@${sb.domain}` });
    expect(payloadOf(await v.next('CallError', 'r-nobody'))).toEqual({ reason: 'sidNonExistent' });
    expect(await calls(v.info.jid)).toEqual([]);
  });

  it('rings the host page, relays signalling both ways, bills per minute from connect and ends when gems run out', async () => {
    await setHostLocalTime(10);
    const h = await fakeHost(host.jid);
    const start = host.price * 2 + Math.floor(host.price / 2);
    const v = await viewer('200003', 'viewer-three', start);
    const sid = 'call-billing-1';
    await v.send('SessionRequest', sid, { callee: host.jid, isFirstCall: false });
    expect(payloadOf(await v.next('CallReady', sid))).toMatchObject({ callee: host.jid });
    expect((await h.next('CallIn', sid)).payload).toMatchObject({ caller: v.info.jid });

    // A second request while one is active is refused.
    await v.send('SessionRequest', 'call-billing-2', { callee: host.jid });
    expect(payloadOf(await v.next('CallError', 'call-billing-2'))).toEqual({ reason: 'busy' });

    h.send('CallAccept', sid);
    expect(payloadOf(await v.next('PeerAnswered', sid))).toMatchObject({ callee: host.jid });
    expect(await balance(v.info)).toBe(start); // nothing billed while connecting

    const offer = { content: { seq: 0, type: 'chat-signal', signal: { kind: 'offer', sdp: 'v=0 offer' } } };
    await v.send('WebRTCContent', sid, offer);
    expect((await h.next('WebRTCContent', sid)).payload).toEqual(offer);
    const answer = { content: { seq: 0, type: 'chat-signal', signal: { kind: 'answer', sdp: 'v=0 answer' } } };
    h.send('WebRTCContent', sid, answer);
    expect(payloadOf(await v.next('WebRTCContent', sid))).toEqual(answer);
    const cands = { content: { seq: 1, type: 'chat-signal', signal: { kind: 'candidates', candidates: [{ candidate: 'candidate:1 1 udp 1 127.0.0.1 9 typ host', sdpMid: '0' }] } } };
    h.send('WebRTCContent', sid, cands);
    await v.c.next((s) => s.getChild('call', CALL_NS)?.attrs.action === 'WebRTCContent' && payloadOf(s).content.seq === 1);

    const connectedAt = Date.now();
    const firstBill = v.next('SessionHeartbeat', sid, BILLING_MS);
    await v.send('SessionSuccess', sid);
    // Each billed minute tells the viewer the balance after it (the app shows it at once).
    expect(payloadOf(await firstBill)).toEqual({ gemsBalance: start - host.price, billedGems: host.price, price: host.price });
    const poll = async (want: number, ms: number) => {
      const end = Date.now() + ms;
      let got = await balance(v.info);
      while (got !== want && Date.now() < end) {
        await new Promise((r) => setTimeout(r, 50));
        got = await balance(v.info);
      }
      return got;
    };
    expect(await poll(start - host.price, BILLING_MS - 300)).toBe(start - host.price);
    expect(Date.now() - connectedAt).toBeLessThan(BILLING_MS);
    expect(await poll(start - 2 * host.price, BILLING_MS + 1500)).toBe(start - 2 * host.price);
    const secondBill = await v.c.next((x) => x.getChild('call', CALL_NS)?.attrs.action === 'SessionHeartbeat' && payloadOf(x).billedGems === 2 * host.price, BILLING_MS + 1500);
    expect(payloadOf(secondBill)).toEqual({ gemsBalance: start - 2 * host.price, billedGems: 2 * host.price, price: host.price });
    expect(Date.now() - connectedAt).toBeGreaterThanOrEqual(BILLING_MS - 50);
    await v.send('SessionHeartbeat', sid);

    // The next minute can't be covered: CallError to the viewer, SessionTerminate to the host.
    expect(payloadOf(await v.next('CallError', sid, BILLING_MS + 3000))).toEqual({ reason: 'gems-insufficient' });
    await h.next('SessionTerminate', sid);
    const record = await v.c.next(isCallRecord(sid));
    expect(record.attrs.from).toBe(`calls@hub.${sb.domain}`); // call records come from the hub, never a host
    expect(rawExtras(record).attachment).toMatchObject({ sid, caller: v.info.jid, callee: host.jid, reason: 'gems-insufficient', rejectType: 'gems-insufficient' });
    expect(rawExtras(record).attachment.connectingTime).toBeGreaterThan(0);
    expect(await balance(v.info)).toBe(start - 2 * host.price);
    const [stored] = await calls(v.info.jid);
    expect(stored).toMatchObject({ sid, caller: v.info.jid, callee: host.jid, reason: 'gems-insufficient', billedGems: 2 * host.price });
  });

  it('holds the offer a viewer sends while the host rings and relays it, in order, when she answers; at most 64 frames (issue 21.3)', async () => {
    await setHostLocalTime(10);
    const h = hosts[0] ?? (await fakeHost(host.jid));
    const v = await viewer('200001', 'viewer-one', 5000);
    const sid = 'call-early-offer-1';
    await v.send('SessionRequest', sid, { callee: host.jid });
    await v.next('CallReady', sid);
    await h.next('CallIn', sid);
    const frame = (seq: number) => ({ content: { seq, type: 'chat-signal', signal: seq === 0 ? { kind: 'offer', sdp: 'v=0 early' } : { kind: 'candidates', candidates: [{ candidate: `c${seq}` }] } } });
    for (let seq = 0; seq < 70; seq++) await v.send('WebRTCContent', sid, frame(seq));
    // A stanza sent after them has passed the hub once its answer is back: nothing reached her yet.
    await v.send('CallCheck', sid);
    await v.next('CallCheck', sid);
    expect(h.frames.filter((f) => f.sid === sid && f.action === 'WebRTCContent')).toEqual([]);

    h.send('CallAccept', sid);
    await v.next('PeerAnswered', sid);
    // The held frames come over the host page's socket, the viewer's stanzas over Prosody: no
    // order between the two, so wait on the host page's own count (frame 70 below shows no
    // more than 64 were held).
    const toHer = () => h.frames.filter((f) => f.sid === sid && f.action === 'WebRTCContent');
    await expect.poll(() => toHer().length, { timeout: 5000 }).toBeGreaterThanOrEqual(64);
    const relayed = toHer().map((f) => (f.payload as { content: { seq: number } }).content.seq);
    expect(relayed).toEqual(Array.from({ length: 64 }, (_, i) => i));
    // Once she has answered, content goes straight through.
    await v.send('WebRTCContent', sid, frame(70));
    const end = Date.now() + 5000;
    while (!h.frames.some((f) => f.sid === sid && (f.payload as { content?: { seq?: number } }).content?.seq === 70) && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    expect(h.frames.filter((f) => f.sid === sid && f.action === 'WebRTCContent')).toHaveLength(65);
    await v.send('CallCancel', sid, { reason: 'cancel' });
    await h.next('CallCancel', sid);
  });

  it('forwards SessionTerminate from the viewer to the host page and stores the call', async () => {
    await setHostLocalTime(10);
    const h = hosts[0] ?? (await fakeHost(host.jid));
    const v = await viewer('200001', 'viewer-one', 5000);
    const sid = 'call-terminate-1';
    await answeredCall(v, h, sid);
    await v.send('SessionSuccess', sid);
    await v.send('SessionTerminate', sid, { reason: 'hangup' });
    expect((await h.next('SessionTerminate', sid)).payload).toEqual({ reason: 'hangup' });
    const record = await v.c.next(isCallRecord(sid));
    expect(rawExtras(record).attachment).toMatchObject({ sid, reason: 'viewer-terminate', rejectType: '' });
    const stored = (await calls(host.jid)).find((c) => c.sid === sid);
    expect(stored).toMatchObject({ caller: v.info.jid, callee: host.jid, reason: 'viewer-terminate', billedGems: host.price });
    expect(await balance(v.info)).toBe(5000 - host.price);
  });

  it('ends on a host CallCancel and when heartbeats stop', async () => {
    await setHostLocalTime(10);
    const h = hosts[0] ?? (await fakeHost(host.jid));
    const v = await viewer('200001', 'viewer-one', 5000);
    await v.send('SessionRequest', 'call-decline', { callee: host.jid });
    await h.next('CallIn', 'call-decline');
    h.send('CallCancel', 'call-decline', { reason: 'declined' });
    expect(payloadOf(await v.next('CallCancel', 'call-decline'))).toEqual({ reason: 'declined' });
    expect(rawExtras(await v.c.next(isCallRecord('call-decline'))).attachment).toMatchObject({ rejectType: 'cancel', connectingTime: 0 });

    await v.send('SessionRequest', 'call-silent', { callee: host.jid });
    await h.next('CallIn', 'call-silent');
    expect(payloadOf(await v.next('SessionTerminate', 'call-silent', HEARTBEAT_MS + 3000))).toEqual({ reason: 'heartbeat-timeout' });
    await h.next('SessionTerminate', 'call-silent');
    expect((await calls(v.info.jid)).find((c) => c.sid === 'call-silent')).toMatchObject({ reason: 'heartbeat-timeout', rejectType: 'timeOut' });
  });

  it('stores the viewer\'s own connect timeout as timeOut, and tells the viewer when the host hangs up', async () => {
    await setHostLocalTime(10);
    const h = await fakeHost(host.jid);
    const v = await viewer('200001', 'viewer-one', 5000);
    await v.send('SessionRequest', 'call-own-timeout', { callee: host.jid });
    await h.next('CallIn', 'call-own-timeout');
    await v.send('CallCancel', 'call-own-timeout', { reason: 'timeOut' });
    expect((await h.next('CallCancel', 'call-own-timeout')).payload).toEqual({ reason: 'timeOut' });
    expect(rawExtras(await v.c.next(isCallRecord('call-own-timeout'))).attachment).toMatchObject({ reason: 'timeOut', rejectType: 'timeOut' });

    await answeredCall(v, h, 'call-host-ends');
    h.send('SessionSuccess', 'call-host-ends');
    h.send('SessionTerminate', 'call-host-ends', {});
    expect(payloadOf(await v.next('SessionTerminate', 'call-host-ends'))).toEqual({ reason: 'host-terminate' });
    expect(rawExtras(await v.c.next(isCallRecord('call-host-ends'))).attachment).toMatchObject({ reason: 'host-terminate' });
  });

  it('answers CallError offline when no host page connects within 5 s', async () => {
    const other = pagelessHost!;
    await setHostLocalTime(10, other.tzOffsetMinutes);
    const v = await viewer('200003', 'viewer-three', 5000);
    await v.send('SessionRequest', 'call-no-page', { callee: other.jid });
    await v.next('CallReady', 'call-no-page');
    expect(payloadOf(await v.next('CallError', 'call-no-page', 8000))).toEqual({ reason: 'offline' });
    expect((await calls(other.jid)).find((c) => c.sid === 'call-no-page')).toMatchObject({ reason: 'offline', rejectType: 'offline', billedGems: 0 });
  });

  it('ends a call when the host page goes away', async () => {
    await setHostLocalTime(10);
    const h = await fakeHost(host.jid); // replaces the earlier fake host page
    const v = await viewer('200001', 'viewer-one', 5000);
    await answeredCall(v, h, 'call-gone');
    h.ws.close();
    expect(payloadOf(await v.next('SessionTerminate', 'call-gone'))).toEqual({ reason: 'host-gone' });
    expect((await calls(v.info.jid)).find((c) => c.sid === 'call-gone')).toMatchObject({ reason: 'host-gone', billedGems: 0 });
  });

  it('keeps running when a call signals, bills and ends while Prosody is down, and stores the call (issue 19.5)', async () => {
    await setHostLocalTime(10);
    const h = await fakeHost(host.jid);
    const v = await viewer('200002', 'viewer-two', 5000);
    const sid = 'call-prosody-down';
    await answeredCall(v, h, sid);
    const firstBill = v.next('SessionHeartbeat', sid, BILLING_MS);
    await v.send('SessionSuccess', sid);
    await firstBill;
    // What the sandbox could not hand to Prosody must not bring it down (the e2e run lost its
    // sandbox this way: the whole suite after it failed).
    const lost: unknown[] = [];
    const onLost = (e: unknown) => lost.push(e);
    process.on('unhandledRejection', onLost);
    try {
      await admin(sb, 'prosody', { action: 'kill' });
      // The host page's ICE restart (signalling to the viewer), then a billed minute, both
      // while there is no chat server to carry them.
      h.send('WebRTCContent', sid, { content: { seq: 1, type: 'chat-signal', signal: { kind: 'offer', sdp: 'v=0 restart' } } });
      await new Promise((r) => setTimeout(r, BILLING_MS + 500));
      // She hangs up: the viewer cannot be told, but the call is stored, billed as it was.
      h.send('SessionTerminate', sid, {});
      await expect.poll(async () => (await calls(host.jid)).find((c) => c.sid === sid), { timeout: 8000 }).toMatchObject({ reason: 'host-terminate' });
      const stored = (await calls(host.jid)).find((c) => c.sid === sid)!;
      expect(stored.billedGems).toBeGreaterThanOrEqual(host.price * 2); // the minute billed while down counts
      expect(await balance(v.info)).toBe(5000 - (stored.billedGems as number));
    } finally {
      await admin(sb, 'prosody', { action: 'start' });
      process.off('unhandledRejection', onLost);
    }
    expect(lost.map(String)).toEqual([]);
  });
});
