/**
 * Web Push through the sandbox (issue 11; PUSH.md): VAPID key, saving the push token when new
 * or changed, and a push sent with the web-push library to a push service stand-in on loopback,
 * which checks the VAPID signature and decrypts the payload (RFC 8291 aes128gcm) with the
 * subscriber's keys; a subscription the service calls gone is dropped.
 */
import { type IncomingMessage, type Server } from 'node:http';
import { createServer } from 'node:https';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xml } from '@xmpp/client';
import { importJWK, jwtVerify } from 'jose';
import { admin, adminGet, call, callPayload, callViewer, connectXmpp, post, signIn, startTestSandbox, type TestSandbox, stopTestSandbox } from './testkit.ts';

let sb: TestSandbox;
let viewer: { uid: string; jid: string; role: number; vcToken: string };
let pushService: Server;
let pushUrl: string;
let status = 201;
const received: Array<{ headers: IncomingMessage['headers']; body: Buffer; path: string }> = [];

beforeAll(async () => {
  // A self-signed certificate for the loopback push service stand-in (push services are HTTPS).
  const dir = mkdtempSync(join(tmpdir(), 'push-ca-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
    '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
  const cert = readFileSync(join(dir, 'cert.pem'), 'utf8');
  const key = readFileSync(join(dir, 'key.pem'), 'utf8');
  rmSync(dir, { recursive: true, force: true });
  sb = await startTestSandbox({ pushCa: cert });
  viewer = await signIn(sb.apiUrl, '200001', 'viewer-one');
  pushService = createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks), path: req.url ?? '' });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((r) => pushService.listen(0, '127.0.0.1', r));
  pushUrl = `https://127.0.0.1:${(pushService.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((r) => pushService?.close(r));
  await stopTestSandbox(sb);
});

const api = (path: string, data: unknown = {}) => call(sb.apiUrl, path, viewer, data);
const b64u = (b: Buffer) => b.toString('base64url');

/** A browser-side subscription: a P-256 key pair and a 16-byte auth secret. */
function subscriber(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, subscription: { endpoint: `${pushUrl}${path}`, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } } };
}

/** Decrypts an aes128gcm push body (RFC 8188 / 8291) with the subscriber's keys. */
function decrypt(body: Buffer, sub: ReturnType<typeof subscriber>): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const cipher = body.subarray(21 + idlen);
  const secret = sub.ecdh.computeSecret(asPublic);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), sub.ecdh.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, sub.auth, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const d = createDecipheriv('aes-128-gcm', cek, nonce);
  d.setAuthTag(cipher.subarray(cipher.length - 16));
  const plain = Buffer.concat([d.update(cipher.subarray(0, cipher.length - 16)), d.final()]);
  let end = plain.length - 1;
  while (end > 0 && plain[end] === 0) end--;
  expect(plain[end]).toBe(2); // the last-record delimiter
  return plain.subarray(0, end).toString('utf8');
}

describe('web push', () => {
  it('hands out the VAPID public key, the same every time', async () => {
    const a = (await api('common_service/push_config')).json.data.vapidPublicKey as string;
    expect(Buffer.from(a, 'base64url')).toHaveLength(65);
    expect((await api('common_service/push_config')).json.data.vapidPublicKey).toBe(a);
  });

  it('saves the push token when new or changed, not when the same; refuses a bad one', async () => {
    const s = subscriber('/push/one');
    expect((await api('common_service/save_push_token', { subscription: s.subscription })).json.data).toEqual({ saved: true });
    expect((await api('common_service/save_push_token', { subscription: s.subscription })).json.data).toEqual({ saved: false });
    const changed = { ...s.subscription, keys: { ...s.subscription.keys, auth: b64u(randomBytes(16)) } };
    expect((await api('common_service/save_push_token', { subscription: changed })).json.data).toEqual({ saved: true });
    expect((await api('common_service/save_push_token', { subscription: s.subscription })).json.data).toEqual({ saved: true });
    expect((await api('common_service/save_push_token', { subscription: { endpoint: 'javascript:1', keys: s.subscription.keys } })).json.result).not.toBe(1);
    expect((await api('common_service/save_push_token', { subscription: { endpoint: 'http://push.example/x', keys: s.subscription.keys } })).json.result).not.toBe(1);
  });

  it('sends a signed, encrypted push the subscriber can read; a gone subscription is dropped', async () => {
    const s = subscriber('/push/two');
    await api('common_service/save_push_token', { subscription: s.subscription });
    const key = (await api('common_service/push_config')).json.data.vapidPublicKey as string;
    received.length = 0;
    const r = await admin(sb, 'push', { uid: viewer.uid, title: 'Riya', jid: 'anchor_100001@anchors.localhost', avatarUrl: '/media/avatars/100001.svg' });
    expect(r.results.filter((x: { endpoint: string }) => x.endpoint.endsWith('/push/two'))).toEqual([{ endpoint: `${pushUrl}/push/two`, status: 201 }]);
    const got = received.find((x) => x.path === '/push/two')!;
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    expect(got.headers.ttl).toBe('60');
    const m = /^vapid t=([^,]+), k=(.+)$/.exec(String(got.headers.authorization))!;
    expect(m[2]).toBe(key);
    const raw = Buffer.from(key, 'base64url');
    const pub = await importJWK({ kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) }, 'ES256');
    const { payload } = await jwtVerify(m[1]!, pub);
    expect(payload).toMatchObject({ aud: pushUrl, sub: 'mailto:sandbox@localhost.invalid' });
    expect(JSON.parse(decrypt(got.body, s))).toEqual({ title: 'Riya', jid: 'anchor_100001@anchors.localhost', avatarUrl: '/media/avatars/100001.svg', kind: 'message', body: '', sid: '' });

    status = 410;
    try {
      const gone = await admin(sb, 'push', { uid: viewer.uid, title: 'x', jid: 'anchor_100001@anchors.localhost' });
      expect(gone.results.every((x: { status: number }) => x.status === 410)).toBe(true);
      expect((await admin(sb, 'push', { uid: viewer.uid, title: 'x', jid: 'anchor_100001@anchors.localhost' })).results).toEqual([]);
    } finally {
      status = 201;
    }
  });
});

describe('pushes on events (a viewer with no chat session)', () => {
  /** The pushes the loopback service got for `path` since `from`, decrypted. */
  const pushesFor = (sub: ReturnType<typeof subscriber>, path: string, from: number) =>
    received.slice(from).filter((x) => x.path === path).map((x) => JSON.parse(decrypt(x.body, sub)) as Record<string, string>);
  const waitFor = async <T>(read: () => T[], n: number, ms = 8000): Promise<T[]> => {
    for (let t = 0; t < ms && read().length < n; t += 50) await new Promise((r) => setTimeout(r, 50));
    return read();
  };

  it('a host\'s message to a viewer without a session becomes a message push; with a session, none', async () => {
    const s = subscriber('/push/events');
    await api('common_service/save_push_token', { subscription: s.subscription });
    const host = (await adminGet(sb, 'anchors')).list[0] as { jid: string; nickName: string; uid: string };
    let from = received.length;
    expect((await admin(sb, 'message', { from: host.jid, to: viewer.jid, text: 'are you there?' })).ok).toBe(true);
    const got = await waitFor(() => pushesFor(s, '/push/events', from), 1);
    expect(got).toEqual([{ kind: 'message', title: host.nickName, jid: host.jid, avatarUrl: `/media/avatars/${host.uid}.svg`, body: '', sid: '' }]);

    // Signed in to chat (available): the message is delivered, nothing is pushed.
    const chat = await connectXmpp(sb, viewer.jid.split('@')[0]!, viewer.vcToken);
    try {
      // A round trip after the initial presence: the server has processed it (the session is available).
      await (chat.xmpp as unknown as { iqCaller: { get(el: unknown, to: string): Promise<unknown> } }).iqCaller.get(xml('ping', { xmlns: 'urn:xmpp:ping' }), sb.domain);
      from = received.length;
      await admin(sb, 'message', { from: host.jid, to: viewer.jid, text: 'hello again' });
      await chat.next((x) => x.is('message') && x.attrs.from?.startsWith(host.jid));
      await new Promise((r) => setTimeout(r, 500));
      expect(pushesFor(s, '/push/events', from)).toEqual([]);
    } finally {
      await chat.stop();
    }
    // Signed out again: pushes again.
    await new Promise((r) => setTimeout(r, 300));
    from = received.length;
    await admin(sb, 'message', { from: host.jid, to: viewer.jid, text: 'bye' });
    expect(await waitFor(() => pushesFor(s, '/push/events', from), 1)).toHaveLength(1);
  });

  it('a host calling back a viewer without a session becomes a call push with the session id', async () => {
    const s = subscriber('/push/call');
    await api('common_service/save_push_token', { subscription: s.subscription });
    const host = (await adminGet(sb, 'anchors')).list[1] as { jid: string; nickName: string; uid: string };
    const from = received.length;
    const r = await post(sb.apiUrl, '/__sandbox/callback', { host: host.jid, viewer: viewer.uid, storyLine: true });
    expect(r.status).toBe(200);
    const sid = r.json.sid as string;
    const got = await waitFor(() => pushesFor(s, '/push/call', from), 1);
    expect(got).toEqual([{ kind: 'call', title: host.nickName, jid: host.jid, avatarUrl: `/media/avatars/${host.uid}.svg`, body: '', sid }]);
    // The viewer opens the app from the push and asks about the call: it rings again there.
    const opened = await callViewer(sb, viewer.uid, 'viewer-one');
    try {
      await opened.send('CallCheck', sid);
      expect(callPayload(await opened.next('CallIn', sid))).toMatchObject({ caller: host.jid, storyLine: true });
      await opened.send('CallCancel', sid, { reason: 'cancel' });
      // A call that has ended answers CallCheck with an error, not a ring.
      await opened.send('CallCheck', sid);
      expect(callPayload(await opened.next('CallError', sid))).toEqual({ reason: 'sidNonExistent' });
    } finally {
      await opened.c.stop();
    }
    // Other call actions pushed nothing more.
    expect(pushesFor(s, '/push/call', from)).toHaveLength(1);
  });
});

