/**
 * What a viewer's message archive (XEP-0313, Prosody mod_mam in SQLite) holds, as a new device
 * reads it (issue "Phone first" 5): the viewer's own messages to hosts (components), the hosts'
 * answers, call records from the hub, notices from the help domain, messages that arrived
 * while the viewer was offline, and the bounce of a message refused by the send lock. Paged
 * newest first with RSM `before`, every item decodes with the shared codec.
 */
import { xml } from '@xmpp/client';
import type { Element } from '@xmpp/xml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMessage, encodeMessage, type WireMessage } from '@vchat/xmpp-chat/codec';
import { instantForLocalTime } from './hosts.ts';
import { admin, adminGet, connectXmpp, post, signIn, startTestSandbox, stopTestSandbox, type TestSandbox, type XmppTestClient } from './testkit.ts';

const MAM = 'urn:xmpp:mam:2';
const RSM = 'http://jabber.org/protocol/rsm';
let sb: TestSandbox;
const clients: XmppTestClient[] = [];

beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(async () => {
  for (const c of clients) await c.stop();
  await stopTestSandbox(sb);
});

async function connect(v: { jid: string; vcToken: string }) {
  const c = await connectXmpp(sb, v.jid.split('@')[0]!, v.vcToken);
  clients.push(c);
  return c;
}

async function setHostLocalTime(jid: string, hh: number): Promise<void> {
  const anchors = (await adminGet(sb, 'anchors')) as { list: Array<{ jid: string; tzOffsetMinutes: number }> };
  const host = anchors.list.find((a) => a.jid === jid)!;
  await admin(sb, 'clock', { now: new Date(instantForLocalTime(Date.now(), host.tzOffsetMinutes, hh, 0)).toISOString() });
}

let seq = 0;
const chat = (from: string, to: string, over: Partial<WireMessage> = {}): WireMessage => ({
  mid: `arc-${Date.now()}-${seq++}`, from, to, date: Date.now(), type: 'text', content: 'Hi!', nickName: 'Viewer', os: 'web', pkgName: 'fachat', version: 1, sensitiveInfo: 0, ...over,
});

/** One MAM page: the forwarded stanzas (oldest first) and the fin. */
async function page(c: XmppTestClient, q: { before?: string; max: number; with?: string }) {
  const queryid = `q${seq++}`;
  const fields = [xml('field', { var: 'FORM_TYPE', type: 'hidden' }, xml('value', {}, MAM))];
  if (q.with) fields.push(xml('field', { var: 'with' }, xml('value', {}, q.with)));
  const res = await c.xmpp.iqCaller.request(
    xml('iq', { type: 'set' }, xml('query', { xmlns: MAM, queryid }, xml('x', { xmlns: 'jabber:x:data', type: 'submit' }, ...fields),
      xml('set', { xmlns: RSM }, xml('max', {}, String(q.max)), xml('before', {}, q.before ?? '')))),
  );
  const items = c.stanzas
    .map((s) => s.getChild('result', MAM))
    .filter((r): r is Element => !!r && r.attrs.queryid === queryid)
    .map((r) => r.getChild('forwarded', 'urn:xmpp:forward:0')!.getChild('message')!);
  const fin = res.getChild('fin', MAM)!;
  return { items, complete: fin.attrs.complete === 'true', first: fin.getChild('set', RSM)?.getChildText('first') ?? '' };
}

describe('the viewer archive (XEP-0313)', () => {
  it('holds messages both ways with hosts, hub call records and help notices, also those sent while offline', async () => {
    const viewer = await signIn(sb.apiUrl, '200003', 'viewer-three');
    const host = 'anchor_100001@anchors.localhost';
    await setHostLocalTime(host, 10); // outdoor: she answers
    const c = await connect(viewer);
    const mine = chat(viewer.jid, host, { content: 'hello from the old phone' });
    await c.xmpp.send(encodeMessage(mine));
    await c.next((s) => s.is('message') && String(s.attrs.from) === host && !!s.getChild('body'));
    await admin(sb, 'message', { from: host, to: viewer.jid, type: 'image' });
    await admin(sb, 'message', { from: host, to: viewer.jid, type: 10, attachment: { sid: 'arc-call', caller: viewer.jid, callee: host, startTime: 1, connectingTime: 2, endTime: 62_000, reason: '', rejectType: '' } });
    await admin(sb, 'message', { to: viewer.jid, type: 'official_message', text: 'A notice' });
    await new Promise((r) => setTimeout(r, 300));
    await c.stop();
    // While no session is open.
    await admin(sb, 'message', { from: host, to: viewer.jid, text: 'while you were away' });
    await new Promise((r) => setTimeout(r, 300));

    // A "new device": a fresh session reads the archive newest first, 3 at a time.
    const d = await connect(viewer);
    const all: Element[] = [];
    let before = '';
    let pages = 0;
    for (;;) {
      const p = await page(d, { before, max: 3 });
      pages++;
      all.unshift(...p.items);
      if (p.complete || !p.first) break;
      before = p.first;
    }
    expect(pages).toBeGreaterThan(1);
    const decoded = all.map((s) => decodeMessage(s as never));
    expect(decoded.every((r) => r.ok)).toBe(true);
    const msgs = decoded.map((r) => (r as { message: WireMessage }).message);
    const froms = msgs.map((m) => m.from.split('@')[1]);
    expect(msgs.find((m) => m.mid === mine.mid)).toMatchObject({ from: viewer.jid, to: host, content: 'hello from the old phone' });
    expect(msgs.filter((m) => m.from === host && m.type === 'text').length).toBeGreaterThanOrEqual(2); // her answer + the offline one
    expect(msgs.some((m) => m.from === host && m.type === 'image' && !!m.attachment)).toBe(true);
    expect(msgs.find((m) => m.type === 'v_hub_call')).toMatchObject({ from: 'calls@hub.localhost', attachment: { sid: 'arc-call' } });
    expect(msgs.filter((m) => m.type === 'official_message').map((m) => m.from)).toEqual(['official@help.localhost', 'official@help.localhost']);
    expect(froms).toContain('anchors.localhost');
    expect(msgs.at(-1)?.content).toBe('while you were away');
    // Oldest first overall (the welcome came first).
    expect(msgs[0]?.type).toBe('official_message');

    // `with` narrows to one peer: a host's thread holds both directions, the hub's the records.
    const withHost = await page(d, { with: host, max: 50 });
    expect(withHost.items.map((s) => String(s.attrs.from).split('/')[0])).toEqual(expect.arrayContaining([viewer.jid, host]));
    const withHub = await page(d, { with: 'calls@hub.localhost', max: 50 });
    expect(withHub.items).toHaveLength(1);
  });

  it('keeps the bounce of a message refused by the send lock, by the refused id', async () => {
    const viewer = await signIn(sb.apiUrl, '200002', 'viewer-two');
    const host = 'anchor_100013@anchors.localhost';
    await setHostLocalTime(host, 3); // asleep: no replies
    const c = await connect(viewer);
    for (let i = 0; i < 20; i++) await c.xmpp.send(encodeMessage(chat(viewer.jid, host, { content: `m ${i}` })));
    const m21 = chat(viewer.jid, host, { content: 'one too many' });
    for (let i = 0; i < 100; i++) {
      const log = await adminGet(sb, `messages?jid=${viewer.jid}&peer=${host}`);
      if (log.list.length >= 20) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await c.xmpp.send(encodeMessage(m21));
    await c.next((s) => s.attrs.type === 'error' && s.attrs.id === m21.mid);
    const p = await page(c, { with: host, max: 5 });
    const bounce = p.items.find((s) => s.attrs.type === 'error' && s.attrs.id === m21.mid);
    expect(bounce?.getChild('error')?.getChild('policy-violation', 'urn:ietf:params:xml:ns:xmpp-stanzas')).toBeDefined();
    // The refused message itself is archived as sent; the bounce says it was not delivered.
    expect(p.items.some((s) => s.attrs.type === 'chat' && s.attrs.id === m21.mid)).toBe(true);
  });

  it('confirms host messages once Prosody has archived them: killed right after, nothing is lost; while it is down, 503', async () => {
    const viewer = await signIn(sb.apiUrl, '200002', 'viewer-two');
    const host = 'anchor_100002@anchors.localhost';
    const mids: string[] = [];
    for (let i = 0; i < 30; i++) mids.push((await admin(sb, 'message', { from: host, to: viewer.jid, text: `confirmed ${i}` })).mid);
    expect(await admin(sb, 'confirm', {})).toEqual({ ok: true });
    // Killed the moment the confirmation came: what it confirmed must be in the archive.
    await admin(sb, 'prosody', { action: 'kill' });
    const down = await post(sb.apiUrl, '/__sandbox/message', { from: host, to: viewer.jid, text: 'into the void' });
    expect(down.status, down.text).toBe(503);
    expect(down.json).toMatchObject({ ok: false, error: expect.stringContaining('anchors.localhost') });
    const unconfirmed = await post(sb.apiUrl, '/__sandbox/confirm', {});
    expect(unconfirmed.status, unconfirmed.text).toBe(503);
    await admin(sb, 'prosody', { action: 'start' });
    const d = await connect(viewer);
    const ids = (await page(d, { with: host, max: 100 })).items.map((s) => s.attrs.id);
    expect(mids.filter((m) => !ids.includes(m))).toEqual([]);
  });
});
