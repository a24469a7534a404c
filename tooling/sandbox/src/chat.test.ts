import { xml } from '@xmpp/client';
import type { Element } from '@xmpp/xml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMessage, type WireMessage } from '@vchat/xmpp-chat/codec';
import { instantForLocalTime } from './hosts.ts';
import { AUTO_GREETING_LINES, THANKS_LINES } from './lines.ts';
import { admin, call, connectXmpp, post, rawExtras, signIn, startTestSandbox, type TestSandbox, type XmppTestClient, adminGet, stopTestSandbox } from './testkit.ts';

let sb: TestSandbox;
const clients: XmppTestClient[] = [];

beforeAll(async () => {
  // Replies cycle through the non-text kinds so the mix can be checked deterministically.
  sb = await startTestSandbox({ replyKinds: ['image', 'paid_image', 'sticker', 'ask_gift'], replySeed: 7 });
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

async function setHostLocalTime(jid: string, hh: number, mm: number): Promise<void> {
  const anchors = (await adminGet(sb, `anchors`)) as { list: Array<{ jid: string; tzOffsetMinutes: number }> };
  const host = anchors.list.find((a) => a.jid === jid)!;
  const iso = new Date(instantForLocalTime(Date.now(), host.tzOffsetMinutes, hh, mm)).toISOString();
  expect((await admin(sb, 'clock', { now: iso })).ok).toBe(true);
}

let seq = 0;
function chat(from: string, to: string, over: Partial<WireMessage> = {}): WireMessage {
  return { mid: `m-${Date.now()}-${seq++}`, from, to, date: Date.now(), type: 'text', content: 'Hi!', nickName: 'Viewer', os: 'web', pkgName: 'fachat', version: 1, sensitiveInfo: 0, ...over };
}

const GIFT_NS = 'urn:vchat:gift:0';
const ROSE = { id: 'g1', type: 0, gemsPrice: 10, tabId: 1, priority: 0, title: 'Rose', iconUrl: '/media/gifts/g1.svg', isActive: true, showArea: 0 };
const STANZAS = 'urn:ietf:params:xml:ns:xmpp-stanzas';
/** The error bounce of message `mid`: its condition and text. */
async function bounceOf(c: XmppTestClient, mid: string, ms = 4000): Promise<{ condition: string; text: string }> {
  const err = await c.next((s) => s.is('message') && s.attrs.type === 'error' && s.attrs.id === mid, ms);
  const e = err.getChild('error')!;
  return { condition: e.children.map((x) => (typeof x === 'string' ? '' : x.name)).find((n) => n && n !== 'text') ?? '', text: e.getChildText('text', STANZAS) ?? '' };
}
const logOf = async (a: string, b: string) =>
  (await adminGet(sb, `messages?jid=${encodeURIComponent(a)}&peer=${encodeURIComponent(b)}`)).list as Array<{ mid: string; from_jid: string; type: string }>;
const purchase = (c: XmppTestClient, attrs: Record<string, string>) => c.xmpp.iqCaller.set(xml('purchase', { xmlns: GIFT_NS, ...attrs }), 'gift.localhost');

async function balance(viewer: unknown): Promise<number> {
  return (await call(sb.apiUrl, 'account_service/account', viewer, { action: 1 })).json.data.gemsBalance;
}

describe('gift purchase over XMPP', () => {
  it('debits the catalogue price once per mid and refuses bad purchases', async () => {
    const viewer = await signIn(sb.apiUrl, '200001', 'viewer-one');
    await admin(sb, 'gems', { uid: '200001', gemsBalance: 100 });
    const c = await connect(viewer);
    const host = 'anchor_100010@anchors.localhost';

    const ok = (await purchase(c, { giftId: 'g1', price: '10', target: host, mid: 'gift-mid-1' }))!;
    expect(ok.is('purchase', GIFT_NS)).toBe(true);
    expect(ok.attrs).toMatchObject({ giftId: 'g1', mid: 'gift-mid-1', gemsBalance: '90' });
    expect(await balance(viewer)).toBe(90);

    const again = (await purchase(c, { giftId: 'g1', price: '10', target: host, mid: 'gift-mid-1' }))!;
    expect(again.attrs.gemsBalance).toBe('90');
    expect(await balance(viewer)).toBe(90);

    await expect(purchase(c, { giftId: 'g1', price: '11', target: host, mid: 'gift-mid-2' })).rejects.toMatchObject({ condition: 'bad-request', text: 'price mismatch' });
    await expect(purchase(c, { giftId: 'g9', price: '999', target: host, mid: 'gift-mid-3' })).rejects.toMatchObject({ condition: 'not-acceptable', text: 'gems insufficient' });
    await expect(purchase(c, { giftId: 'g1', price: '10', target: 'anchor_999999@anchors.localhost', mid: 'gift-mid-4' })).rejects.toMatchObject({ condition: 'item-not-found' });
    await expect(purchase(c, { giftId: 'g14', price: '88', target: host, mid: 'gift-mid-5' })).rejects.toMatchObject({ condition: 'item-not-found' });
    expect(await balance(viewer)).toBe(90);

    // Two purchases with the same new mid at once still debit once.
    const both = await Promise.all([
      purchase(c, { giftId: 'g2', price: '20', target: host, mid: 'gift-mid-6' }),
      purchase(c, { giftId: 'g2', price: '20', target: host, mid: 'gift-mid-6' }),
    ]);
    expect(both.map((b) => b!.attrs.gemsBalance)).toEqual(['70', '70']);
    expect(await balance(viewer)).toBe(70);
  });
});

describe('simulated hosts', () => {
  it('answer with photos (free and paid), stickers and ask-gifts, and thank for a gift', async () => {
    const viewer = await signIn(sb.apiUrl, '200003', 'viewer-three');
    const host = 'anchor_100009@anchors.localhost'; // a Hindi host
    await setHostLocalTime(host, 10, 0);
    const c = await connect(viewer);
    for (let i = 0; i < 4; i++) await c.xmpp.send(encodeMessage(chat(viewer.jid, host)));
    const fromHost = (s: Element) => s.is('message') && String(s.attrs.from) === host && !!s.getChild('body');
    for (let i = 0; i < 100 && c.stanzas.filter(fromHost).length < 4; i++) await new Promise((r) => setTimeout(r, 50));
    const replies = c.stanzas.filter(fromHost).map(rawExtras);
    expect(replies).toHaveLength(4);
    const byType = (t: number) => replies.filter((e) => e.type === t);
    const images = byType(2);
    expect(images).toHaveLength(2);
    const free = images.find((e) => !e.attachment.payNeed);
    const paid = images.find((e) => e.attachment.payNeed);
    expect(free.attachment).toEqual({ url: expect.stringMatching(/^\/media\/photos\/\d+\.svg$/), thumbUrl: expect.any(String), payNeed: false, payPrice: 0 });
    expect(paid.attachment.url).toMatch(/^\/media\/locked\//);
    expect(paid.attachment.thumbUrl).toMatch(/-blur\.svg$/);
    expect(paid.attachment.payPrice).toBeGreaterThanOrEqual(20);
    expect(paid.attachment.payPrice).toBeLessThanOrEqual(60);
    expect(byType(6)[0].attachment).toEqual({ id: expect.any(String), thumbUrl: expect.stringMatching(/^\/media\/stickers\//), name: expect.any(String) });
    const ask = c.stanzas.filter(fromHost).find((s) => rawExtras(s).type === 19)!;
    expect(rawExtras(ask).attachment).toEqual({ giftId: expect.any(String), giftPrice: expect.any(Number), isSend: false });
    expect(ask.getChildText('body')).toMatch(/[\u0900-\u097f]/);
    const photo = await fetch(sb.apiUrl + free.attachment.url);
    expect(photo.status).toBe(200);
    expect(await photo.text()).toContain('viewBox="0 0 480 640"');

    // A gift message (bought first: the purchase IQ under the message id) gets a thanks line in the host's language.
    const gift = chat(viewer.jid, host, { type: 'gift', content: '', attachment: ROSE });
    await admin(sb, 'gems', { uid: viewer.uid, gemsBalance: 500 });
    await purchase(c, { giftId: 'g1', price: '10', target: host, mid: gift.mid });
    await c.xmpp.send(encodeMessage(gift));
    const thanks = await c.next((s) => fromHost(s) && THANKS_LINES.some((l) => l.hi === s.getChildText('body')));
    expect(rawExtras(thanks).type).toBe(0);
  });

  it('lock an unpaid viewer after 20 messages a day to one host', async () => {
    const viewer = await signIn(sb.apiUrl, '200002', 'viewer-two');
    const host = 'anchor_100011@anchors.localhost';
    await setHostLocalTime(host, 3, 0); // sleeping: no replies in the way
    const lock = async () => (await call(sb.apiUrl, 'common_service/send_msg_lock', viewer, { targetJid: host })).json;
    expect(await lock()).toEqual({ result: 1, msg: 'ok', data: { locked: false, reason: '', freeLeft: 20 } });
    const c = await connect(viewer);
    for (let i = 0; i < 20; i++) await c.xmpp.send(encodeMessage(chat(viewer.jid, host, { content: `msg ${i}` })));
    let state = await lock();
    for (let i = 0; i < 100 && !state.data.locked; i++) {
      await new Promise((r) => setTimeout(r, 50));
      state = await lock();
    }
    expect(state.data).toEqual({ locked: true, reason: 'not_paid_limit', freeLeft: 0 });
    expect(c.stanzas.filter((s) => s.attrs.type === 'error')).toHaveLength(0);

    const m21 = chat(viewer.jid, host, { content: 'one more' });
    await c.xmpp.send(encodeMessage(m21));
    const err = await c.next((s) => s.is('message') && s.attrs.type === 'error' && s.attrs.id === m21.mid);
    const e = err.getChild('error')!;
    expect(e.attrs.type).toBe('cancel');
    expect(e.getChild('policy-violation', 'urn:ietf:params:xml:ns:xmpp-stanzas')).toBeDefined();
    expect(e.getChildText('text', 'urn:ietf:params:xml:ns:xmpp-stanzas')).toBe('send locked');
    const log = await adminGet(sb, `messages?jid=${viewer.jid}&peer=${host}`);
    expect(log.list.filter((m: { from_jid: string }) => m.from_jid === viewer.jid)).toHaveLength(20);

    // Another host still has the full allowance; paid viewers are never locked.
    expect((await call(sb.apiUrl, 'common_service/send_msg_lock', viewer, { targetJid: 'anchor_100012@anchors.localhost' })).json.data.freeLeft).toBe(20);
    const paid = await signIn(sb.apiUrl, '200001', 'viewer-one');
    expect((await call(sb.apiUrl, 'common_service/send_msg_lock', paid, { targetJid: host })).json.data).toEqual({ locked: false, reason: '', freeLeft: 999 });
    expect((await call(sb.apiUrl, 'common_service/send_msg_lock', paid, { targetJid: 'user_200002@localhost' })).json).toEqual({ result: 0, msg: 'host not found' });
  });

  it('send an automatic greeting once when online', async () => {
    const viewer = await signIn(sb.apiUrl, '200003', 'viewer-three');
    const host = 'anchor_100013@anchors.localhost'; // an English host
    const c = await connect(viewer);
    const trigger = async (jid: string) => (await call(sb.apiUrl, 'common_service/trigger_auto_message', viewer, { targetJid: jid })).json;

    await setHostLocalTime(host, 16, 0); // offline
    expect(await trigger(host)).toEqual({ result: 1, msg: 'ok', data: { sent: false } });

    await setHostLocalTime(host, 10, 0); // outdoor → online
    expect((await trigger(host)).data.sent).toBe(true);
    expect((await trigger(host)).data.sent).toBe(false); // already on its way
    const greeting = await c.next((s) => s.is('message') && String(s.attrs.from) === host && !!s.getChild('body'));
    expect(AUTO_GREETING_LINES.map((l) => l.en)).toContain(greeting.getChildText('body'));
    expect((await trigger(host)).data.sent).toBe(false); // she wrote within 24 h
    expect((await trigger('anchor_999999@anchors.localhost')).result).toBe(0);
  });
});

describe('forged gifts, server-only types and viewer-to-viewer chat (issue 8.3, 8.4)', () => {
  it('bounces 10 gift messages without a purchase: none logged, no thanks, balance unchanged', async () => {
    const viewer = await signIn(sb.apiUrl, '200003', 'viewer-three');
    const host = 'anchor_100020@anchors.localhost';
    await setHostLocalTime(host, 10, 0); // outdoor: she would thank for a real gift
    await admin(sb, 'gems', { uid: '200003', gemsBalance: 1000 });
    const c = await connect(viewer);
    const forged = Array.from({ length: 10 }, () => chat(viewer.jid, host, { type: 'gift', content: 'Rose', attachment: ROSE }));
    for (const g of forged) await c.xmpp.send(encodeMessage(g));
    for (const g of forged) expect(await bounceOf(c, g.mid)).toEqual({ condition: 'not-acceptable', text: 'gift not purchased' });
    const logged = new Set((await logOf(viewer.jid, host)).map((m) => m.mid));
    expect(forged.filter((g) => logged.has(g.mid))).toEqual([]);
    expect(await balance(viewer)).toBe(1000);
  });

  it('delivers a bought gift once; a purchase for another host or another gift does not count', async () => {
    const viewer = await signIn(sb.apiUrl, '200003', 'viewer-three');
    const [hostA, hostB] = ['anchor_100021@anchors.localhost', 'anchor_100022@anchors.localhost'];
    await admin(sb, 'gems', { uid: '200003', gemsBalance: 1000 });
    const c = await connect(viewer);
    const real = chat(viewer.jid, hostA, { type: 'gift', content: 'Rose', attachment: ROSE });
    await purchase(c, { giftId: 'g1', price: '10', target: hostA, mid: real.mid });
    await c.xmpp.send(encodeMessage(real));
    await expect.poll(async () => (await logOf(viewer.jid, hostA)).some((m) => m.mid === real.mid)).toBe(true);
    // The same purchase sent to another host, and a purchase of g1 sent as another gift.
    const elsewhere = chat(viewer.jid, hostB, { type: 'gift', content: 'Rose', attachment: ROSE, mid: `x-${real.mid}` });
    await purchase(c, { giftId: 'g1', price: '10', target: hostA, mid: elsewhere.mid });
    await c.xmpp.send(encodeMessage(elsewhere));
    expect(await bounceOf(c, elsewhere.mid)).toEqual({ condition: 'not-acceptable', text: 'gift not purchased' });
    const swapped = chat(viewer.jid, hostA, { type: 'gift', content: 'Crown', attachment: { ...ROSE, id: 'g9', gemsPrice: 999 } });
    await purchase(c, { giftId: 'g1', price: '10', target: hostA, mid: swapped.mid });
    await c.xmpp.send(encodeMessage(swapped));
    expect(await bounceOf(c, swapped.mid)).toEqual({ condition: 'not-acceptable', text: 'gift not purchased' });
    expect(await balance(viewer)).toBe(970);
  });

  it('counts gifts in the unpaid send lock, and refuses to sell a gift to a locked viewer', async () => {
    const viewer = await signIn(sb.apiUrl, '200002', 'viewer-two');
    const host = 'anchor_100023@anchors.localhost';
    await setHostLocalTime(host, 3, 0); // sleeping: no replies in the way
    await admin(sb, 'wallet', { uid: '200002', gems: 500, paid: false });
    const lock = async () => (await call(sb.apiUrl, 'common_service/send_msg_lock', viewer, { targetJid: host })).json.data;
    const c = await connect(viewer);
    const g = chat(viewer.jid, host, { type: 'gift', content: 'Rose', attachment: ROSE });
    await purchase(c, { giftId: 'g1', price: '10', target: host, mid: g.mid });
    await c.xmpp.send(encodeMessage(g));
    await expect.poll(async () => (await lock()).freeLeft).toBe(19);
    for (let i = 0; i < 19; i++) await c.xmpp.send(encodeMessage(chat(viewer.jid, host, { content: `m ${i}` })));
    await expect.poll(async () => (await lock()).locked).toBe(true);
    await expect(purchase(c, { giftId: 'g1', price: '10', target: host, mid: `locked-${g.mid}` })).rejects.toMatchObject({ condition: 'policy-violation', text: 'send locked' });
    expect(await balance(viewer)).toBe(490); // only the first gift was paid for
  });

  it('refuses official, system and call-record types from a viewer', async () => {
    const viewer = await signIn(sb.apiUrl, '200003', 'viewer-three');
    const host = 'anchor_100024@anchors.localhost';
    const c = await connect(viewer);
    const attachment = { sid: 'forged', caller: viewer.jid, callee: host, startTime: 1, connectingTime: 2, endTime: 3, reason: '', rejectType: '' };
    const forged = [
      chat(viewer.jid, host, { type: 'official_message', content: 'I am the team' }),
      chat(viewer.jid, host, { type: 'system', content: 'system says' }),
      chat(viewer.jid, host, { type: 'v_hub_call', content: '', attachment }),
    ];
    for (const m of forged) await c.xmpp.send(encodeMessage(m));
    for (const m of forged) expect(await bounceOf(c, m.mid)).toEqual({ condition: 'not-allowed', text: 'message type not allowed' });
    expect((await logOf(viewer.jid, host)).filter((m) => forged.some((f) => f.mid === m.mid))).toEqual([]);
  });

  it('does not route a viewer\'s message to another viewer; hosts and the hub still get theirs', async () => {
    const [a, b] = await Promise.all([signIn(sb.apiUrl, '200001', 'viewer-one'), signIn(sb.apiUrl, '200003', 'viewer-three')]);
    const [ca, cb] = await Promise.all([connect(a), connect(b)]);
    const direct = chat(a.jid, b.jid, { type: 'official_message', content: 'Official: you won 1000 gems' });
    await ca.xmpp.send(encodeMessage(direct));
    expect(await bounceOf(ca, direct.mid)).toEqual({ condition: 'not-allowed', text: 'messages between users are not routed' });
    const full = chat(a.jid, `${b.jid}/anything`, { content: 'hi there' });
    await ca.xmpp.send(encodeMessage(full));
    expect((await bounceOf(ca, full.mid)).condition).toBe('not-allowed');
    await new Promise((r) => setTimeout(r, 300));
    expect(cb.stanzas.some((s) => s.attrs.id === direct.mid || s.attrs.id === full.mid)).toBe(false);
    // A viewer → host message is still delivered and logged.
    const toHost = chat(a.jid, 'anchor_100025@anchors.localhost', { content: 'hello host' });
    await ca.xmpp.send(encodeMessage(toHost));
    await expect.poll(async () => (await logOf(a.jid, 'anchor_100025@anchors.localhost')).some((m) => m.mid === toHost.mid)).toBe(true);
  });
});

describe('official messages', () => {
  it('welcome a viewer once, after the first sign-in, through offline storage', async () => {
    const login = async () =>
      (await post(sb.apiUrl, '/api/login_service/login', { data: { openId: 'welcome-test-guest-0001', token: '', channel: 'sandbox', credential: 'sandbox' } })).json.data.userInfo;
    const u = await login();
    const c = await connect({ jid: u.jid, vcToken: u.vcToken });
    const welcome = await c.next((s) => s.is('message') && String(s.attrs.from) === 'official@help.localhost');
    expect(welcome.getChildText('body')).toMatch(/^Welcome to the sandbox!/);
    expect(rawExtras(welcome).type).toBe(21);
    await login();
    await new Promise((r) => setTimeout(r, 200));
    const log = await adminGet(sb, `messages?jid=${u.jid}&peer=official@help.localhost`);
    expect(log.list).toHaveLength(1);
  });
});
