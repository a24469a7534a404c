/**
 * Trust and safety (issue 20.16-20.18; tooling/sandbox/SAFETY.md): blocking a host (lists,
 * messages and calls both ways refused, unblock), reports with a reason listed by the admin
 * route, call ratings (own call, connected ≥ 30 s, once) and the viewer's config blockInfo.
 * Real database, real Prosody, real hub.
 */
import { encodeMessage, type WireMessage } from '@vchat/xmpp-chat/codec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantForLocalTime } from './hosts.ts';
import {
  admin, adminGet, call, callPayload, callViewer, connectXmpp, fakeHostPage, post, rawExtras, signIn, startTestSandbox, stopTestSandbox,
  type CallViewer, type FakeHostPage, type TestSandbox, type XmppTestClient,
} from './testkit.ts';

let sb: TestSandbox;
/** Added to the sandbox's "now" (call times): a call can last 31 s in no time. */
let shiftMs = 0;
let viewer: { uid: string; jid: string; role: number; vcToken: string };
let chat: XmppTestClient;
let hosts: Array<{ jid: string; tzOffsetMinutes: number }>;
const pages: FakeHostPage[] = [];
const callers: CallViewer[] = [];

beforeAll(async () => {
  sb = await startTestSandbox({ clock: () => Date.now() + shiftMs });
  viewer = await signIn(sb.apiUrl, '200001', 'viewer-one');
  chat = await connectXmpp(sb, viewer.jid.split('@')[0]!, viewer.vcToken);
  hosts = ((await adminGet(sb, 'anchors')) as { list: Array<{ jid: string; tzOffsetMinutes: number }> }).list;
});

afterAll(async () => {
  for (const p of pages) p.ws.close();
  for (const c of callers) await c.c.stop();
  await chat?.stop();
  await stopTestSandbox(sb);
});

const api = (path: string, data: unknown = {}, who: unknown = viewer) => call(sb.apiUrl, path, who, data);
async function hostAt(host: { tzOffsetMinutes: number }, hh: number) {
  const iso = new Date(instantForLocalTime(Date.now(), host.tzOffsetMinutes, hh, 0)).toISOString();
  expect((await admin(sb, 'clock', { now: iso })).ok).toBe(true);
}
const jidsOf = (r: { json: { data: { list: Array<{ jid: string }> } } }) => r.json.data.list.map((h) => h.jid);
let midN = 0;
/** Sends a text from the test viewer to `to`; resolves with the error stanza or null (no error within `ms`). */
async function sendText(to: string, ms = 1500) {
  const msg: WireMessage = { mid: `safety-${Date.now()}-${midN++}`, from: viewer.jid, to, date: Date.now(), type: 'text', content: 'hello', nickName: 'Alex', os: 'web', pkgName: 'fachat', version: 1, sensitiveInfo: 0 };
  await chat.xmpp.send(encodeMessage(msg));
  return chat.next((s) => s.is('message') && s.attrs.type === 'error' && s.attrs.id === msg.mid, ms).catch(() => null);
}

describe('blocking a host (issue 20.16)', () => {
  it('removes her from the wall and match, refuses her messages both ways and her calls both ways, until unblocked', async () => {
    const first = jidsOf(await api('anchorlist_services/anchor_list_hot', { pageSize: 5 }))[0]!;
    const host = hosts.find((h) => h.jid === first)!;
    await hostAt(host, 10); // awake and online
    const wallBefore = jidsOf(await api('anchorlist_services/anchor_list_hot', { pageSize: 50 }));
    expect(wallBefore).toContain(host.jid);

    const r = await api('friends_service/block_user', { jid: host.jid });
    expect(r.json).toMatchObject({ result: 1, data: { jid: host.jid, blocked: true } });
    expect(jidsOf(await api('anchorlist_services/anchor_list_hot', { pageSize: 50 }))).not.toContain(host.jid);
    expect(jidsOf(await api('anchorlist_services/anchor_list_new', { pageSize: 50 }))).not.toContain(host.jid);
    expect(jidsOf(await api('anchorlist_services/swipe_anchor_list', { count: 20 }))).not.toContain(host.jid);
    expect(jidsOf(await api('anchorlist_services/recommend_friend_list', { count: 20 }))).not.toContain(host.jid);
    const list = (await api('friends_service/block_list')).json.data.list;
    expect(list).toEqual([expect.objectContaining({ jid: host.jid, nickName: expect.any(String), blockedAt: expect.any(Number) })]);

    // The viewer's message to her is refused; her messages to the viewer are not sent.
    const err = await sendText(host.jid);
    expect(err?.getChild('error')?.getChild('not-allowed')).toBeTruthy();
    expect(err?.getChild('error')?.getChildText('text', 'urn:ietf:params:xml:ns:xmpp-stanzas')).toBe('host blocked');
    const adminSend = await post(sb.apiUrl, '/__sandbox/message', { from: host.jid, to: viewer.jid, text: 'are you there?' });
    expect(adminSend.status).toBe(400);
    expect(adminSend.json.error).toMatch(/blocked/);
    expect((await api('common_service/trigger_auto_message', { targetJid: host.jid })).json.data).toEqual({ sent: false });

    // Calls: the viewer's request and her callback are refused by the hub.
    const page = await fakeHostPage(sb, host.jid);
    pages.push(page);
    const v = await callViewer(sb, '200001', 'viewer-one');
    callers.push(v);
    await v.send('SessionRequest', 'blocked-call-1', { callee: host.jid });
    expect(callPayload(await v.next('CallError', 'blocked-call-1'))).toEqual({ reason: 'blocked' });
    expect(page.frames.find((f) => f.sid === 'blocked-call-1')).toBeUndefined();
    const cb = await post(sb.apiUrl, '/__sandbox/callback', { host: host.jid, viewer: viewer.uid });
    expect(cb.status).toBe(409);
    expect(cb.json.reason).toBe('host blocked');

    // Unblocked: back on the wall, messages flow again.
    expect((await api('friends_service/unblock_user', { jid: host.jid })).json.data).toEqual({ jid: host.jid, blocked: false });
    expect((await api('friends_service/block_list')).json.data.list).toEqual([]);
    expect(jidsOf(await api('anchorlist_services/anchor_list_hot', { pageSize: 50 }))).toContain(host.jid);
    expect(await sendText(host.jid, 800)).toBeNull();
    expect((await post(sb.apiUrl, '/__sandbox/message', { from: host.jid, to: viewer.jid, text: 'hi again' })).json.ok).toBe(true);
  });

  it('sends no online notice for a blocked favourite; after unblocking she is announced again', async () => {
    const host = hosts[6]!;
    expect((await api('friends_service/change_user_favorite', { jid: host.jid, favorite: true })).json.result).toBe(1);
    const jids = async () => jidsOf(await api('common_service/anchor_online_notice'));
    try {
      await hostAt(host, 3); // sleeping: offline
      await jids(); // the first ask records
      await api('friends_service/block_user', { jid: host.jid });
      await hostAt(host, 10); // outdoor: online
      expect(await jids()).not.toContain(host.jid);
      await api('friends_service/unblock_user', { jid: host.jid });
      await hostAt(host, 3);
      await jids();
      await hostAt(host, 10);
      expect(await jids()).toContain(host.jid);
    } finally {
      await api('friends_service/change_user_favorite', { jid: host.jid, favorite: false });
      await admin(sb, 'clock', { now: null });
    }
  });

  it('checks the caller, the host and the payload', async () => {
    expect((await api('friends_service/block_user', { jid: 'anchor_nobody@anchors.localhost' })).json).toMatchObject({ result: 0, msg: 'host not found' });
    expect((await api('friends_service/block_user', { jid: viewer.jid })).json).toMatchObject({ result: 0, msg: 'host not found' });
    expect((await api('friends_service/block_user', { jid: 'x' })).json.result).toBe(-1);
    expect((await api('friends_service/block_user', {})).json.result).toBe(-1);
    expect((await call(sb.apiUrl, 'friends_service/block_user', { ...viewer, vcToken: 'forged' }, { jid: hosts[0]!.jid })).json.result).toBe(-2);
    // Idempotent: blocking twice keeps one entry.
    await api('friends_service/block_user', { jid: hosts[2]!.jid });
    await api('friends_service/block_user', { jid: hosts[2]!.jid });
    expect(jidsOf(await api('friends_service/block_list'))).toEqual([hosts[2]!.jid]);
    await api('friends_service/unblock_user', { jid: hosts[2]!.jid });
  });
});

describe('reports (issue 20.16)', () => {
  it('stores a report of a host and of her message with a reason from the list, listed by the admin route', async () => {
    const host = hosts[1]!;
    const sent = await post(sb.apiUrl, '/__sandbox/message', { from: host.jid, to: viewer.jid, text: 'send me gems' });
    expect(sent.json.ok).toBe(true);
    const a = await api('common_service/report', { jid: host.jid, reason: 'fake_profile', note: '  not her photos ' });
    expect(a.json).toMatchObject({ result: 1, data: { id: expect.any(Number) } });
    const b = await api('common_service/report', { jid: host.jid, mid: sent.json.mid, reason: 'scam' });
    expect(b.json.result).toBe(1);

    const listed = await adminGet(sb, 'reports');
    expect(listed.list.slice(0, 2)).toEqual([
      expect.objectContaining({ id: b.json.data.id, reporterUid: viewer.uid, hostJid: host.jid, mid: sent.json.mid, reason: 'scam', note: '' }),
      expect.objectContaining({ id: a.json.data.id, reporterUid: viewer.uid, hostJid: host.jid, mid: null, reason: 'fake_profile', note: 'not her photos' }),
    ]);
    // The admin route needs the admin token.
    const bare = await fetch(`${sb.apiUrl}/__sandbox/reports`);
    expect(bare.status).toBe(401);
  });

  it('refuses an unknown reason, a long note, a message of another pair, an unknown host, and more than 10 an hour', async () => {
    const host = hosts[3]!;
    expect((await api('common_service/report', { jid: host.jid, reason: 'boring' })).json).toMatchObject({ result: -1, msg: expect.stringContaining('data.reason') });
    expect((await api('common_service/report', { jid: host.jid, reason: 'spam', note: 'x'.repeat(501) })).json).toMatchObject({ result: -1, msg: expect.stringContaining('at most 500') });
    const other = await post(sb.apiUrl, '/__sandbox/message', { from: hosts[4]!.jid, to: viewer.jid, text: 'hello' });
    expect((await api('common_service/report', { jid: host.jid, mid: other.json.mid, reason: 'spam' })).json).toMatchObject({ result: 0, msg: 'message not found' });
    expect((await api('common_service/report', { jid: 'anchor_0@anchors.localhost', reason: 'spam' })).json).toMatchObject({ result: 0, msg: 'host not found' });
    const two = await signIn(sb.apiUrl, '200002', 'viewer-two');
    for (let i = 0; i < 10; i++) expect((await api('common_service/report', { jid: host.jid, reason: 'spam' }, two)).json.result).toBe(1);
    expect((await api('common_service/report', { jid: host.jid, reason: 'spam' }, two)).json).toMatchObject({ result: 0, msg: 'too many reports: try again later' });
  });
});

describe('call rating (issue 20.17)', () => {
  it('rates the viewer\'s own call connected 30 s or more, once; refuses short calls and other viewers\' calls; lists ratings', async () => {
    const host = hosts[5]!;
    await hostAt(host, 10);
    const page = await fakeHostPage(sb, host.jid);
    pages.push(page);
    const v = await callViewer(sb, '200003', 'viewer-three');
    callers.push(v);
    const talk = async (sid: string, ms: number) => {
      await v.send('SessionRequest', sid, { callee: host.jid });
      await page.next('CallIn', sid);
      page.send('CallAccept', sid);
      await v.next('PeerAnswered', sid);
      await v.send('SessionSuccess', sid);
      await page.next('SessionSuccess', sid);
      shiftMs += ms;
      await v.send('SessionTerminate', sid, { reason: 'hangup' });
      await v.c.next((s) => s.is('message') && s.attrs.type === 'chat' && rawExtras(s)?.attachment?.sid === sid);
    };
    await talk('rate-long-1', 31_000);
    await talk('rate-short-1', 5_000);
    const rate = (data: unknown, who: unknown = v.info) => call(sb.apiUrl, 'common_service/rate_call', who, data);

    expect((await rate({ sid: 'rate-short-1', stars: 5 })).json).toMatchObject({ result: 0, msg: 'call too short to rate' });
    expect((await rate({ sid: 'rate-long-1', stars: 4, tags: ['friendly', 'good_video'] }, viewer)).json).toMatchObject({ result: 0, msg: 'call not found' });
    expect((await rate({ sid: 'rate-long-1', stars: 6 })).json.result).toBe(-1);
    expect((await rate({ sid: 'rate-long-1', stars: 4, tags: ['boring'] })).json.result).toBe(-1);
    expect((await rate({ sid: 'nope', stars: 4 })).json).toMatchObject({ result: 0, msg: 'call not found' });
    expect((await rate({ sid: 'rate-long-1', stars: 4, tags: ['friendly', 'good_video', 'friendly'] })).json).toEqual({
      result: 1, msg: 'ok', data: { sid: 'rate-long-1', stars: 4, tags: ['friendly', 'good_video'] },
    });
    expect((await rate({ sid: 'rate-long-1', stars: 1 })).json).toMatchObject({ result: 0, msg: 'call already rated' });
    const listed = await call(sb.apiUrl, 'common_service/call_ratings', v.info, { sids: ['rate-long-1', 'rate-short-1'] });
    expect(listed.json.data).toEqual({ list: [{ sid: 'rate-long-1', stars: 4, tags: ['friendly', 'good_video'] }] });
    // Another viewer sees none of them.
    expect((await api('common_service/call_ratings', { sids: ['rate-long-1'] })).json.data).toEqual({ list: [] });
  });
});

describe('blockInfo (issue 20.18)', () => {
  it('an admin blocks a viewer with a reason; the config says so; lifting it clears it', async () => {
    const two = await signIn(sb.apiUrl, '200002', 'viewer-two');
    const config = async () => (await api('account_service/combine_info', {}, two)).json.data.configInfo.mainInfo.blockInfo;
    expect(await config()).toEqual({ blocked: false });
    const r = await admin(sb, 'viewer_block', { uid: '200002', blocked: true, reason: 'Repeated abusive messages' });
    expect(r).toEqual({ ok: true, uid: '200002', blockInfo: { blocked: true, reason: 'Repeated abusive messages' } });
    expect(await config()).toEqual({ blocked: true, reason: 'Repeated abusive messages' });
    await admin(sb, 'viewer_block', { uid: '200002', blocked: false });
    expect(await config()).toEqual({ blocked: false });
    expect((await post(sb.apiUrl, '/__sandbox/viewer_block', { uid: '999999', blocked: true })).status).toBe(404);
    expect((await post(sb.apiUrl, '/__sandbox/viewer_block', { uid: '200002', blocked: 'yes' })).status).toBe(400);
    expect((await post(sb.apiUrl, '/__sandbox/viewer_block', { uid: '200002', blocked: true }, { 'x-sandbox-admin': 'wrong' })).status).toBe(401);
  });
});
