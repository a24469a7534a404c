import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { client, xml, type Client } from '@xmpp/client';
import type { Element } from '@xmpp/xml';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMessage, encodeMessage } from '@vchat/xmpp-chat/codec';
import { instantForLocalTime } from './hosts.ts';
import { connectXmpp, post, signIn, startTestSandbox, type TestSandbox, adminGet, stopTestSandbox } from './testkit.ts';


let sb: TestSandbox;
const clients: Client[] = [];

beforeAll(async () => {
  sb = await startTestSandbox({ replyDelayMs: 150 });
});

afterAll(async () => {
  for (const c of clients) await c.stop().catch(() => undefined);
  await stopTestSandbox(sb);
});

/** A chat client of the test (testkit's connectXmpp), stopped in afterAll. */
async function connect(username: string, password: string) {
  const c = await connectXmpp(sb, username, password);
  clients.push(c.xmpp);
  return c;
}

async function setHostLocalTime(jid: string, hh: number, mm: number): Promise<void> {
  const anchors = (await adminGet(sb, `anchors`)) as { list: Array<{ jid: string; tzOffsetMinutes: number }> };
  const host = anchors.list.find((a) => a.jid === jid)!;
  const iso = new Date(instantForLocalTime(Date.now(), host.tzOffsetMinutes, hh, mm)).toISOString();
  const r = await post(sb.apiUrl, '/__sandbox/clock', { now: iso });
  expect(r.json.ok).toBe(true);
}

describe('XMPP with Prosody', () => {
  it('signs in with the vcToken, and an outdoor host answers a chat message in its language', async () => {
    const viewer = await signIn(sb.apiUrl, '200001', 'viewer-one');
    const hostJid = 'anchor_100002@anchors.localhost'; // an Arabic host
    await setHostLocalTime(hostJid, 10, 0); // 10:00 local → outdoor
    const { xmpp, next } = await connect('user_200001', viewer.vcToken);
    expect(xmpp.jid?.bare().toString()).toBe('user_200001@localhost');
    await xmpp.send(xml('presence'));

    const mid = `t-${Date.now()}`;
    await xmpp.send(
      encodeMessage({
        mid,
        from: viewer.jid,
        to: hostJid,
        date: Date.now(),
        type: 'text',
        content: 'Hello there!',
        nickName: 'Alex',
        os: 'web',
        pkgName: 'fachat',
        version: 1,
        sensitiveInfo: 0,
      }),
    );
    const reply = await next((s) => s.is('message') && String(s.attrs.from).startsWith(hostJid) && !!s.getChild('body'));
    const decoded = decodeMessage(reply);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.message).toMatchObject({ from: hostJid, to: 'user_200001@localhost', type: 'text', os: 'android', pkgName: 'host', version: 1, sensitiveInfo: 0, nickName: 'ليلى' });
    expect(decoded.message.mid).not.toBe(mid);
    expect(decoded.message.content).toMatch(/[\u0600-\u06ff]/);
    // Presence after the reply: outdoor → available, no show, status "outdoor".
    const pres = await next((s) => s.is('presence') && String(s.attrs.from) === hostJid);
    expect(pres.attrs.type).toBeUndefined();
    expect(pres.getChildText('status')).toBe('outdoor');

    // A directed presence to a host at 14:00 (private) gets show "dnd".
    await setHostLocalTime('anchor_100003@anchors.localhost', 14, 0);
    await xmpp.send(xml('presence', { to: 'anchor_100003@anchors.localhost' }));
    const dnd = await next((s) => s.is('presence') && String(s.attrs.from) === 'anchor_100003@anchors.localhost');
    expect(dnd.getChildText('show')).toBe('dnd');
    expect(dnd.getChildText('status')).toBe('private');

    // vCard of a host.
    const vcard = (await xmpp.iqCaller.get(xml('vCard', { xmlns: 'vcard-temp' }), hostJid))!;
    expect(vcard.getChildText('NICKNAME')).toBe('ليلى');
    expect(vcard.getChild('PHOTO')?.getChildText('EXTVAL')).toBe('/media/avatars/100002.svg');
    // Ping a host and the hub.
    await xmpp.iqCaller.get(xml('ping', { xmlns: 'urn:xmpp:ping' }), hostJid);
    await xmpp.iqCaller.get(xml('ping', { xmlns: 'urn:xmpp:ping' }), 'hub.localhost');
  });

  it('keeps sleeping hosts silent and logs messages both ways', async () => {
    const viewer = await signIn(sb.apiUrl, '200003', 'viewer-three');
    const hostJid = 'anchor_100004@anchors.localhost';
    await setHostLocalTime(hostJid, 3, 0); // sleeping
    const { xmpp, stanzas } = await connect('user_200003', viewer.vcToken);
    await xmpp.send(xml('presence'));
    await xmpp.send(encodeMessage({ mid: `s-${Date.now()}`, from: viewer.jid, to: hostJid, date: Date.now(), type: 'text', content: 'Are you there?', nickName: 'Omar', os: 'web', pkgName: 'fachat', version: 1, sensitiveInfo: 0 }));
    await new Promise((r) => setTimeout(r, 800));
    expect(stanzas.filter((s) => s.is('message') && String(s.attrs.from).startsWith(hostJid))).toHaveLength(0);

    // Admin: a host sends a message now.
    const r = await post(sb.apiUrl, '/__sandbox/message', { from: hostJid, to: viewer.jid, text: 'Good morning!' });
    expect(r.json.ok).toBe(true);
    const got = await new Promise<Element>((resolve, reject) => {
      const t = setInterval(() => {
        const m = stanzas.find((s) => s.is('message') && s.attrs.id === r.json.mid);
        if (m) {
          clearInterval(t);
          resolve(m);
        }
      }, 20);
      setTimeout(() => {
        clearInterval(t);
        reject(new Error('no admin message'));
      }, 5000);
    });
    const d = decodeMessage(got);
    expect(d.ok && d.message.content).toBe('Good morning!');

    // Both directions are logged in the database.
    const log = await adminGet(sb, `messages?jid=${viewer.jid}&peer=${hostJid}`);
    expect(log.list.map((m: { body: string; from_jid: string }) => [m.from_jid, m.body])).toEqual([
      [viewer.jid, 'Are you there?'],
      [hostJid, 'Good morning!'],
    ]);
    expect(log.list[1].extras).toMatchObject({ nickName: expect.any(String), os: 'android', pkgName: 'host' });
  });

  it('stores messages for offline viewers', async () => {
    const viewer = await signIn(sb.apiUrl, '200002', 'viewer-two');
    const r = await post(sb.apiUrl, '/__sandbox/message', { from: 'anchor_100005@anchors.localhost', to: viewer.jid, text: 'Missed you!' });
    expect(r.json.ok).toBe(true);
    await new Promise((res) => setTimeout(res, 200));
    const { xmpp, next } = await connect('user_200002', viewer.vcToken);
    await xmpp.send(xml('presence'));
    const m = await next((s) => s.is('message') && s.attrs.id === r.json.mid);
    const d = decodeMessage(m);
    expect(d.ok && d.message.content).toBe('Missed you!');
  });

  it('refuses a token signed with another secret, or for another user', async () => {
    const forged = await new SignJWT({ jid: 'user_200001@localhost' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('user_200001')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-some-other-secret'));
    const bad = client({ service: sb.xmppWebSocketUrl, domain: sb.domain, username: 'user_200001', password: forged });
    bad.on('error', () => undefined);
    await expect(bad.start()).rejects.toThrow(/not-authorized/);
    await bad.stop().catch(() => undefined);

    const viewer = await signIn(sb.apiUrl, '200001', 'viewer-one');
    const other = client({ service: sb.xmppWebSocketUrl, domain: sb.domain, username: 'user_200002', password: viewer.vcToken });
    other.on('error', () => undefined);
    await expect(other.start()).rejects.toThrow(/not-authorized/);
    await other.stop().catch(() => undefined);

    // Right secret (read from the generated config) but expired: refused too.
    const cfg = readFileSync(join(sb.dataDir, 'prosody', 'prosody.cfg.lua'), 'utf8');
    const secret = /vctoken_secret = "([0-9a-f]+)"/.exec(cfg)![1]!;
    const key = new TextEncoder().encode(secret);
    const expired = await new SignJWT({ jid: 'user_200001@localhost' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('user_200001')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const old = client({ service: sb.xmppWebSocketUrl, domain: sb.domain, username: 'user_200001', password: expired });
    old.on('error', () => undefined);
    await expect(old.start()).rejects.toThrow(/not-authorized/);
    await old.stop().catch(() => undefined);
    // Same secret, valid, but without a token id (jti): refused, it could never be revoked.
    const noId = await new SignJWT({ jid: 'user_200001@localhost' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('user_200001')
      .setExpirationTime('1h')
      .sign(key);
    const anon = client({ service: sb.xmppWebSocketUrl, domain: sb.domain, username: 'user_200001', password: noId });
    anon.on('error', () => undefined);
    await expect(anon.start()).rejects.toThrow(/not-authorized/);
    await anon.stop().catch(() => undefined);
    // Same secret, valid, with an id: accepted (the checks above are about expiry and the id, not the key).
    const fresh = await new SignJWT({ jid: 'user_200001@localhost' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('user_200001')
      .setJti('test-token-1')
      .setExpirationTime('1h')
      .sign(key);
    const ok = client({ service: sb.xmppWebSocketUrl, domain: sb.domain, username: 'user_200001', password: fresh });
    clients.push(ok);
    await ok.start();
    await ok.stop();
  });
});

describe('read receipts (XEP-0333 displayed markers)', () => {
  it("records when the viewer's app displayed a host's messages: that one and the earlier ones, only for that pair", async () => {
    const viewer = await signIn(sb.apiUrl, '200002', 'viewer-two');
    const hostJid = 'anchor_100005@anchors.localhost';
    const { xmpp } = await connect('user_200002', viewer.vcToken);
    await xmpp.send(xml('presence'));
    const log = async () => ((await adminGet(sb, `messages?jid=${hostJid}&peer=${viewer.jid}`)) as { list: Array<{ mid: string; displayed_at: number | null }> }).list;
    // Markers refer to the server's log of the messages; delivery to this session does not matter.
    const send = async (text: string) => {
      const r = await post(sb.apiUrl, '/__sandbox/message', { from: hostJid, to: viewer.jid, type: 'text', text });
      expect(r.json.ok).toBe(true);
      const mid = r.json.mid as string;
      await expect.poll(async () => (await log()).some((m) => m.mid === mid), { timeout: 8000 }).toBe(true);
      return mid;
    };
    const a = await send('one');
    await new Promise((r) => setTimeout(r, 5)); // distinct dates, so "earlier" is well defined
    const b = await send('two');
    await new Promise((r) => setTimeout(r, 5));
    const c = await send('three');
    expect((await log()).filter((m) => [a, b, c].includes(m.mid)).every((m) => m.displayed_at === null)).toBe(true);
    // A marker for a message of another pair, or an unknown one, marks nothing.
    await xmpp.send(xml('message', { to: 'anchor_100006@anchors.localhost', type: 'chat' }, xml('displayed', { xmlns: 'urn:xmpp:chat-markers:0', id: b })));
    await xmpp.send(xml('message', { to: hostJid, type: 'chat' }, xml('displayed', { xmlns: 'urn:xmpp:chat-markers:0', id: 'nope' })));
    await new Promise((r) => setTimeout(r, 500));
    expect((await log()).filter((m) => [a, b, c].includes(m.mid)).every((m) => m.displayed_at === null)).toBe(true);
    await xmpp.send(xml('message', { to: hostJid, type: 'chat' }, xml('displayed', { xmlns: 'urn:xmpp:chat-markers:0', id: b })));
    await expect.poll(async () => (await log()).find((m) => m.mid === b)?.displayed_at ?? null, { timeout: 5000 }).not.toBeNull();
    const rows = await log();
    expect(rows.find((m) => m.mid === a)?.displayed_at).not.toBeNull();
    expect(rows.find((m) => m.mid === c)?.displayed_at).toBeNull();
  });
});
