/**
 * Regressions of what a probe found (issue 16, points 4 to 7), each against a real sandbox:
 * repeated message ids, the host page's websocket key, origins and the sign-in throttles per
 * real client, three viewers ringing one host, a gift sent three times, a purchase id reused
 * for another host, NUL characters, the upload size and quota, logout revoking its token, and
 * viewers reaching each other's presence and vCards. (16.1 is secrets.test.ts and
 * e2e/tests/secrets.spec.ts; 16.2 oauth.test.ts; 16.3 flood.test.ts.)
 */
import { xml } from '@xmpp/client';
import type { Element } from '@xmpp/xml';
import { client } from '@xmpp/client';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMessage, type WireMessage } from '@vchat/xmpp-chat/codec';
import { instantForLocalTime } from './hosts.ts';
import { ROUTES } from './api/routes.ts';
import { MONEY_ROUTES } from './money/routes.ts';
import { PROFILE_ROUTES } from './api/profile.ts';
import { SOCIAL_ROUTES } from './social/routes.ts';
import { NOTICE_ROUTES } from './social/notices.ts';
import { PUSH_ROUTES } from './push/push.ts';
import { MAX_UPLOAD_BYTES } from './api/upload.ts';
import { admin, adminGet, call, callPayload, callViewer, connectXmpp, fakeHostPage, post, signIn, startTestSandbox, stopTestSandbox, type CallViewer, type TestSandbox, type XmppTestClient } from './testkit.ts';

const PROXY_SECRET = 'proxy-secret-for-tests-0123456789';
const APP_ORIGIN = 'http://app.test:5173';
let sb: TestSandbox;
const clients: XmppTestClient[] = [];

beforeAll(async () => {
  sb = await startTestSandbox({
    throttle: { wrongPasswordsPerAccount: 3, wrongPasswordsPerAddress: 100 },
    proxySecret: PROXY_SECRET,
    allowedOrigins: [APP_ORIGIN],
    uploadQuota: { filesPerDay: 3, bytesPerDay: 25 * 1024 * 1024 },
  });
});

afterAll(async () => {
  for (const c of clients) await c.stop();
  await stopTestSandbox(sb);
});

async function connect(viewer: { jid: string; vcToken: string }): Promise<XmppTestClient> {
  const c = await connectXmpp(sb, viewer.jid.split('@')[0]!, viewer.vcToken);
  clients.push(c);
  return c;
}

/** Sets the sandbox clock so that `host` is at hh:mm local time. */
async function hostLocalTime(host: string, hh: number, mm = 0): Promise<void> {
  const list = (await adminGet(sb, 'anchors')).list as Array<{ jid: string; tzOffsetMinutes: number }>;
  const h = list.find((a) => a.jid === host)!;
  await admin(sb, 'clock', { now: new Date(instantForLocalTime(Date.now(), h.tzOffsetMinutes, hh, mm)).toISOString() });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let seq = 0;
function chat(from: string, to: string, over: Partial<WireMessage> = {}): WireMessage {
  return { mid: `p-${Date.now()}-${seq++}`, from, to, date: Date.now(), type: 'text', content: 'Hi!', nickName: 'Viewer', os: 'web', pkgName: 'fachat', version: 1, sensitiveInfo: 0, ...over };
}
const logOf = async (a: string, b: string) =>
  (await adminGet(sb, `messages?jid=${encodeURIComponent(a)}&peer=${encodeURIComponent(b)}`)).list as Array<{ mid: string; from_jid: string; type: string }>;
const GIFT_NS = 'urn:vchat:gift:0';
const ROSE = { id: 'g1', type: 0, gemsPrice: 10, tabId: 1, priority: 0, title: 'Rose', iconUrl: '/media/gifts/g1.svg', isActive: true, showArea: 0 };

describe('repeated message ids (16.4, 16.7)', () => {
  it('counts an unpaid viewer\'s message sent 30 times under one id once, and delivers it once', async () => {
    const viewer = await signIn(sb.apiUrl, '200002', 'viewer-two');
    const host = 'anchor_100021@anchors.localhost';
    await hostLocalTime(host, 10); // outdoor: she answers what reaches her
    const lock = async () => (await call(sb.apiUrl, 'common_service/send_msg_lock', viewer, { targetJid: host })).json.data;
    expect(await lock()).toMatchObject({ locked: false, freeLeft: 20 });
    const c = await connect(viewer);
    const m = chat(viewer.jid, host, { content: 'same id, again and again' });
    for (let i = 0; i < 30; i++) await c.xmpp.send(encodeMessage(m));
    await sleep(1500);
    const fromViewer = (await logOf(viewer.jid, host)).filter((r) => r.from_jid === viewer.jid);
    expect(fromViewer.map((r) => r.mid)).toEqual([m.mid]);
    expect(await lock()).toMatchObject({ locked: false, freeLeft: 19 });
    const replies = c.stanzas.filter((s) => s.is('message') && String(s.attrs.from) === host && !!s.getChild('body'));
    expect(replies).toHaveLength(1);
    // Another viewer's mid is a conflict, not a free message and not a delivery.
    const other = await signIn(sb.apiUrl, '200003', 'viewer-three');
    const oc = await connect(other);
    await oc.xmpp.send(encodeMessage({ ...m, from: other.jid }));
    const err = await oc.next((s) => s.is('message') && s.attrs.type === 'error' && s.attrs.id === m.mid);
    expect(err.getChild('error')?.getChild('conflict')).toBeTruthy();
  });

  it('delivers a gift message sent 3 times once, with one thanks; a purchase id reused for another host is a conflict', async () => {
    const viewer = await signIn(sb.apiUrl, '200001', 'viewer-one');
    const host = 'anchor_100022@anchors.localhost';
    await admin(sb, 'gems', { uid: viewer.uid, gemsBalance: 500 });
    await hostLocalTime(host, 10);
    const c = await connect(viewer);
    const gift = chat(viewer.jid, host, { type: 'gift', content: '', attachment: ROSE });
    const purchase = (target: string) => c.xmpp.iqCaller.set(xml('purchase', { xmlns: GIFT_NS, giftId: 'g1', price: '10', target, mid: gift.mid }), 'gift.localhost');
    expect((await purchase(host))!.attrs.gemsBalance).toBe('490');
    for (let i = 0; i < 3; i++) await c.xmpp.send(encodeMessage(gift));
    await sleep(1500);
    expect((await logOf(viewer.jid, host)).filter((r) => r.mid === gift.mid)).toHaveLength(1);
    const thanks = c.stanzas.filter((s) => s.is('message') && String(s.attrs.from) === host && !!s.getChild('body'));
    expect(thanks).toHaveLength(1);
    await expect(purchase('anchor_100023@anchors.localhost')).rejects.toMatchObject({ condition: 'conflict' });
    expect((await call(sb.apiUrl, 'account_service/account', viewer, { action: 1 })).json.data.gemsBalance).toBe(490);
  });
});

describe('host page websocket (16.5)', () => {
  const jid = 'anchor_100001@anchors.localhost';
  const wsUrl = () => `${sb.apiUrl.replace('http', 'ws')}/__sandbox/host?jid=${encodeURIComponent(jid)}`;
  const outcome = (url: string, opts: WebSocket.ClientOptions = {}) =>
    new Promise<string>((resolve) => {
      const ws = new WebSocket(url, opts);
      ws.once('open', () => {
        ws.close();
        resolve('open');
      });
      ws.once('unexpected-response', (_req, res) => resolve(`refused ${res.statusCode}`));
      ws.once('error', () => resolve('refused'));
    });

  it('needs the key the sandbox writes only into its own host page', async () => {
    const own = `http://127.0.0.1:${new URL(sb.apiUrl).port}`;
    expect(await outcome(wsUrl())).toMatch(/^refused/);
    expect(await outcome(wsUrl(), { origin: own })).toMatch(/^refused/);
    expect(await outcome(`${wsUrl()}&key=${'x'.repeat(32)}`, { origin: own })).toMatch(/^refused/);
    const page = await fetch(`${sb.apiUrl}/__sandbox/host.html?jid=${encodeURIComponent(jid)}`);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const key = /name="vchat-host-key" content="([\w-]+)"/.exec(await page.text())?.[1];
    expect(key).toBeTruthy();
    expect(key).not.toBe(sb.adminToken);
    expect(await outcome(`${wsUrl()}&key=${key}`, { origin: own })).toBe('open');
    expect(await outcome(`${wsUrl()}&key=${key}`, { origin: 'http://evil.example' })).toMatch(/^refused/);
    // Tools may use the admin token instead.
    expect(await outcome(wsUrl(), { headers: { 'x-sandbox-admin': sb.adminToken } })).toBe('open');
  });
});

describe('calls (16.7)', () => {
  let viewers: CallViewer[] = [];
  afterAll(async () => {
    for (const v of viewers) await v.c.stop();
  });

  it('rings one host for one viewer at a time: two of three simultaneous calls are busy', async () => {
    const host = 'anchor_100030@anchors.localhost';
    await hostLocalTime(host, 10);
    const page = await fakeHostPage(sb, host);
    try {
      viewers = await Promise.all([callViewer(sb, '200001', 'viewer-one'), callViewer(sb, '200002', 'viewer-two'), callViewer(sb, '200003', 'viewer-three')]);
      for (const v of viewers) await admin(sb, 'wallet', { uid: v.info.uid, gems: 5000, paid: true });
      const sids = viewers.map((_, i) => `three-at-once-${i}`);
      await Promise.all(viewers.map((v, i) => v.send('SessionRequest', sids[i]!, { callee: host })));
      const outcomes = await Promise.all(
        viewers.map((v, i) =>
          Promise.race([v.next('CallReady', sids[i]!).then(() => 'ready'), v.next('CallError', sids[i]!).then((s: Element) => callPayload(s).reason as string)]),
        ),
      );
      expect(outcomes.filter((o) => o === 'ready')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'busy')).toHaveLength(2);
      const i = outcomes.indexOf('ready');
      await viewers[i]!.send('CallCancel', sids[i]!);
      await page.next('CallCancel', sids[i]!).catch(() => undefined);
    } finally {
      page.ws.close();
    }
  });
});

describe('NUL characters (16.7)', () => {
  it('answers 400 on every API path and stores nothing', async () => {
    const viewer = await signIn(sb.apiUrl, '200001', 'viewer-one');
    const before = await adminGet(sb, 'analytics');
    const paths = Object.keys({ ...ROUTES, ...MONEY_ROUTES, ...PROFILE_ROUTES, ...SOCIAL_ROUTES, ...NOTICE_ROUTES, ...PUSH_ROUTES });
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) {
      const r = await post(sb.apiUrl, `/api/${path}`, { deviceInfo: { language: 'en', fingerprint: 'a\u0000b' }, userInfo: viewer, data: { nickName: 'x\u0000y', text: 'z\u0000' } });
      expect(r.status, path).toBe(400);
      expect(r.json.result, path).toBe(-1);
      expect(r.json.msg, path).toMatch(/NUL/);
    }
    const card = await call(sb.apiUrl, 'common_service/get_manual_personal_info_v2', viewer);
    expect(card.json.data.nickName).not.toContain('\u0000');
    // The analytics receiver: refused, no batch and no event kept.
    const events = [{ _id: 'nul-1', event: 'page_view', time: Date.now(), distinct_id: 'd\u0000', properties: { p: 'q' } }];
    const data = Buffer.from(JSON.stringify(events)).toString('base64');
    const { checksum } = await import('@vchat/domain');
    const r = await fetch(`${sb.apiUrl}/analytics/sync`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ data, crc: String(checksum(data)), version: '1' }) });
    expect(r.status).toBe(400);
    const after = await adminGet(sb, 'analytics');
    expect(after.batches.length).toBe(before.batches.length);
    expect(after.events.length).toBe(before.events.length);
  });
});

describe('uploads (16.7)', () => {
  const jpeg = (bytes: number) => {
    const b = Buffer.alloc(bytes);
    b.set([0xff, 0xd8, 0xff, 0xe0]);
    return b;
  };
  const upload = async (token: string, file: Buffer) => {
    const form = new FormData();
    form.set('token', token);
    form.set('filename', 'photo.jpg');
    form.set('file', new Blob([new Uint8Array(file)]), 'photo.jpg');
    const r = await fetch(`${sb.apiUrl}/upload`, { method: 'POST', body: form });
    return { status: r.status, json: (await r.json()) as { result: number; msg: string } };
  };

  it('takes exactly 10 MB, refuses a byte more, and stops a user at the day\'s quota', async () => {
    const viewer = await signIn(sb.apiUrl, '200003', 'viewer-three');
    expect((await upload(viewer.vcToken, jpeg(MAX_UPLOAD_BYTES + 1))).status).toBe(413);
    expect((await upload(viewer.vcToken, jpeg(MAX_UPLOAD_BYTES))).json.result).toBe(1);
    expect((await upload(viewer.vcToken, jpeg(MAX_UPLOAD_BYTES))).json.result).toBe(1);
    // 25 MB a day in this sandbox: a third 10 MB file is over, a small one is not.
    const over = await upload(viewer.vcToken, jpeg(MAX_UPLOAD_BYTES));
    expect(over.status).toBe(429);
    expect(over.json.msg).toMatch(/quota/);
    expect((await upload(viewer.vcToken, jpeg(1000))).json.result).toBe(1);
    // 3 files a day: the fourth is refused; another viewer is not affected.
    expect((await upload(viewer.vcToken, jpeg(1000))).status).toBe(429);
    const other = await signIn(sb.apiUrl, '200002', 'viewer-two');
    expect((await upload(other.vcToken, jpeg(1000))).json.result).toBe(1);
  });
});

describe('logout (16.7)', () => {
  it('revokes the token: the API refuses it, the chat server closes its session and refuses it', async () => {
    const viewer = await signIn(sb.apiUrl, '200003', 'viewer-three');
    const stays = await signIn(sb.apiUrl, '200003', 'viewer-three'); // another device's session
    const c = await connect(viewer);
    const other = await connect(stays);
    let offline = false;
    c.xmpp.on('offline', () => (offline = true));
    c.xmpp.on('disconnect', () => (offline = true));
    expect((await call(sb.apiUrl, 'login_service/logout', viewer)).json.result).toBe(1);
    expect((await call(sb.apiUrl, 'account_service/account', viewer, { action: 1 })).json.result).toBe(-2);
    for (let i = 0; i < 60 && !offline; i++) await sleep(50);
    expect(offline).toBe(true);
    const again = client({ service: sb.xmppWebSocketUrl, domain: sb.domain, username: viewer.jid.split('@')[0]!, password: viewer.vcToken, resource: 'again' });
    again.on('error', () => undefined);
    await expect(again.start()).rejects.toBeTruthy();
    await again.stop().catch(() => undefined);
    // The other device's token still works.
    expect((await call(sb.apiUrl, 'account_service/account', stays, { action: 1 })).json.result).toBe(1);
    const pong = await other.xmpp.iqCaller.request(xml('iq', { type: 'get', to: sb.domain }, xml('ping', 'urn:xmpp:ping')), 5000);
    expect(pong.attrs.type).toBe('result');
  });
});

describe('viewer to viewer (16.7)', () => {
  it('routes no presence and no vCard request from one viewer to another', async () => {
    const a = await connect(await signIn(sb.apiUrl, '200001', 'viewer-one'));
    const b = await connect(await signIn(sb.apiUrl, '200002', 'viewer-two'));
    await b.xmpp.iqCaller.set(xml('vCard', { xmlns: 'vcard-temp' }, xml('FN', {}, 'Secret Name'), xml('TEL', {}, xml('NUMBER', {}, '+1 555 0100'))));
    await a.xmpp.send(xml('presence', { to: 'user_200002@localhost' }));
    await a.xmpp.send(xml('presence', { to: 'user_200002@localhost', type: 'subscribe' }));
    await a.xmpp.send(xml('presence', { to: 'user_200002@localhost', type: 'probe' }));
    await expect(a.xmpp.iqCaller.get(xml('vCard', { xmlns: 'vcard-temp' }), 'user_200002@localhost')).rejects.toMatchObject({ condition: 'not-allowed' });
    await sleep(800);
    expect(b.stanzas.filter((s) => s.is('presence') && String(s.attrs.from ?? '').startsWith('user_200001@'))).toEqual([]);
    // One's own vCard is still readable.
    const own = await b.xmpp.iqCaller.get(xml('vCard', { xmlns: 'vcard-temp' }));
    expect(own?.getChildText('FN')).toBe('Secret Name');
  });
});

// Last: it locks accounts out for this sandbox's throttle window.
describe('origins and sign-in throttles (16.6)', () => {
  const login = (uid: string, passwd: string, headers: Record<string, string> = {}) =>
    post(sb.apiUrl, '/api/login_service/user_pwd_login', { data: { uid, passwd } }, headers);

  it('lets only the app\'s pages call the API: another origin or null is refused before anything runs', async () => {
    const before = (await adminGet(sb, 'analytics')).batches.length;
    for (const origin of ['http://evil.example', 'null', 'http://127.0.0.1:5999']) {
      const r = await post(sb.apiUrl, '/api/login_service/user_pwd_login', JSON.stringify({ data: { uid: '200001', passwd: 'x' } }), { origin, 'content-type': 'text/plain' });
      expect(r.status, origin).toBe(403);
      expect(r.headers.get('access-control-allow-origin')).toBeNull();
    }
    const ok = await login('200001', 'viewer-one', { origin: APP_ORIGIN });
    expect(ok.json.result).toBe(1);
    expect(ok.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    // The foreign tries above counted for nobody: the owner was never throttled.
    expect((await adminGet(sb, 'analytics')).batches.length).toBe(before);
  });

  it('throttles wrong passwords per account and real client: the owner elsewhere still signs in', async () => {
    const via = (address: string) => ({ 'x-vchat-proxy': PROXY_SECRET, 'x-forwarded-for': `203.0.113.50, ${address}` });
    for (let i = 0; i < 3; i++) expect((await login('200003', 'wrong', via('198.51.100.1'))).json.msg).toBe('wrong account id or password');
    expect((await login('200003', 'viewer-three', via('198.51.100.1'))).json.msg).toMatch(/too many wrong passwords/);
    expect((await login('200003', 'viewer-three', via('198.51.100.2'))).json.result).toBe(1);
    // X-Forwarded-For without the proxy's secret is the client's own claim: ignored.
    for (let i = 0; i < 3; i++) await login('200001', 'wrong', { 'x-forwarded-for': `198.51.100.${10 + i}` });
    expect((await login('200001', 'viewer-one', { 'x-forwarded-for': '198.51.100.99' })).json.msg).toMatch(/too many wrong passwords/);
    expect((await login('200001', 'viewer-one', via('198.51.100.3'))).json.result).toBe(1);
  });
});
