import { request } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, call, post, signIn, startTestSandbox, type TestSandbox, adminGet, stopTestSandbox } from './testkit.ts';

let sb: TestSandbox;
let viewer: Awaited<ReturnType<typeof signIn>>;
let other: Awaited<ReturnType<typeof signIn>>;
const HOST = 'anchor_100007@anchors.localhost';

beforeAll(async () => {
  sb = await startTestSandbox();
  viewer = await signIn(sb.apiUrl, '200001', 'viewer-one');
  other = await signIn(sb.apiUrl, '200003', 'viewer-three');
});

afterAll(() => stopTestSandbox(sb));

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

async function upload(fields: { token?: string; filename?: string; file?: Buffer }): Promise<{ status: number; json: { result: number; msg: string; data?: { url: string } } }> {
  const form = new FormData();
  if (fields.token !== undefined) form.append('token', fields.token);
  if (fields.filename !== undefined) form.append('filename', fields.filename);
  if (fields.file) form.append('file', new Blob([new Uint8Array(fields.file)]), fields.filename ?? 'blob');
  const res = await fetch(`${sb.apiUrl}/upload`, { method: 'POST', body: form });
  return { status: res.status, json: (await res.json()) as never };
}

/** GET with a raw (unnormalised) path. */
function rawGet(path: string): Promise<number> {
  const u = new URL(sb.apiUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('upload', () => {
  it('stores a real png under a random hex name and serves it with safe headers', async () => {
    const r = await upload({ token: viewer.vcToken, filename: 'Holiday.PNG', file: PNG });
    expect(r.status).toBe(200);
    expect(r.json.result).toBe(1);
    expect(r.json.data!.url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/);
    const got = await fetch(sb.apiUrl + r.json.data!.url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
    // Two uploads never share a name.
    const r2 = await upload({ token: viewer.vcToken, filename: 'a.png', file: PNG });
    expect(r2.json.data!.url).not.toBe(r.json.data!.url);
  });

  it('refuses a .png that is really text, other types, a bad token and a missing file', async () => {
    const fake = await upload({ token: viewer.vcToken, filename: 'cat.png', file: Buffer.from('hello, I am text') });
    expect(fake.status).toBe(200);
    expect(fake.json).toEqual({ result: -1, msg: 'the file content is not a png file' });
    const svg = await upload({ token: viewer.vcToken, filename: 'x.svg', file: Buffer.from('<svg/>') });
    expect(svg.json.result).toBe(-1);
    expect(svg.json.msg).toMatch(/unsupported file type/);
    const bad = await upload({ token: 'not-a-token', filename: 'a.png', file: PNG });
    expect(bad.json).toEqual({ result: -2, msg: 'invalid token' });
    const none = await upload({ filename: 'a.png', file: PNG });
    expect(none.json).toEqual({ result: -2, msg: 'invalid token' });
    const noFile = await upload({ token: viewer.vcToken, filename: 'a.png' });
    expect(noFile.json).toEqual({ result: -1, msg: 'missing field: file' });
    const notMultipart = await post(sb.apiUrl, '/upload', { token: viewer.vcToken });
    expect(notMultipart.json.result).toBe(-1);
    expect(notMultipart.json.msg).toMatch(/multipart/);
  });

  it('answers 413 for a file over 10 MB', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    PNG.copy(big);
    const r = await upload({ token: viewer.vcToken, filename: 'big.png', file: big });
    expect(r.status).toBe(413);
    expect(r.json).toEqual({ result: -1, msg: 'file too large' });
    // The server is still fine afterwards.
    expect((await upload({ token: viewer.vcToken, filename: 'ok.png', file: PNG })).json.result).toBe(1);
  });

  it('serves nothing but stored upload names', async () => {
    // Traversal attempts are refused before routing (400: dot segments), other names are 404.
    expect(await rawGet('/media/uploads/../../package.json')).toBe(400);
    expect(await rawGet('/media/uploads/..%2f..%2fpackage.json')).toBe(400);
    expect(await rawGet('/media/uploads/%2e%2e/db')).toBe(400);
    expect(await rawGet(`/media/uploads/${'a'.repeat(32)}.png`)).toBe(404);
    expect(await rawGet(`/media/uploads/${'A'.repeat(32)}.png`)).toBe(404);
  });
});

describe('translate', () => {
  const tr = (targetLang: string, sourceText: string) => call(sb.apiUrl, 'translate_service/translate', viewer, { targetLang, sourceText });

  it('translates a canned Arabic host line into the exact English line', async () => {
    const r = await tr('en', 'أهلاً! كيف حالك اليوم؟');
    expect(r.json).toEqual({ result: 1, msg: 'ok', data: { translatedText: 'Hey there! How is your day going?', sourceLang: 'ar' } });
    const ask = await tr('fr', 'Would you send me a rose? 🌹');
    expect(ask.json.data).toEqual({ translatedText: 'Tu veux bien m’envoyer une rose ? 🌹', sourceLang: 'en' });
  });

  it('falls back to the glossary word by word, keeping unknown words', async () => {
    const r = await tr('es', 'Hello my friend, how are you? Zorblax!');
    expect(r.json.data).toEqual({ translatedText: 'Hola mi amigo, cómo estás? Zorblax!', sourceLang: 'en' });
    const ar = await tr('en', 'صباح الخير يا صديق');
    expect(ar.json.data).toEqual({ translatedText: 'good morning يا friend', sourceLang: 'ar' });
  });

  it('returns the text unchanged for the same language, normalises targets, refuses unsupported ones', async () => {
    const same = await tr('en-GB', 'Hello there, nice photo');
    expect(same.json.data).toEqual({ translatedText: 'Hello there, nice photo', sourceLang: 'en' });
    const zh = await tr('zh-Hant', 'Thank you so much for the gift! 💖');
    expect(zh.json.data).toEqual({ translatedText: '非常謝謝你的禮物！💖', sourceLang: 'en' });
    const id = await tr('in', 'Hi! Nice to hear from you 😊');
    expect(id.json.data.translatedText).toBe('Halo! Senang dapat pesanmu 😊');
    const frCa = await tr('fr-CA', 'Hello!');
    expect(frCa.json.data.translatedText).toBe('Bonjour !');
    expect((await tr('xx', 'Hello')).json).toEqual({ result: 0, msg: 'unsupported language' });
    expect((await tr('zh-CN', 'Hello')).json).toEqual({ result: 0, msg: 'unsupported language' });
    const long = await tr('en', 'x'.repeat(4001));
    expect(long.json.result).toBe(-1);
    expect(long.json.msg).toContain('data.sourceText');
    const short = await tr('e', 'Hello');
    expect(short.json.result).toBe(-1);
    expect(short.json.msg).toContain('data.targetLang');
  });
});

describe('catalogues', () => {
  it('lists active gifts over tabs, with icons served as safe SVG', async () => {
    const r = await call(sb.apiUrl, 'common_service/gift_list', viewer, {});
    expect(r.json.result).toBe(1);
    const { tabs, list } = r.json.data;
    expect(tabs.length).toBeGreaterThanOrEqual(2);
    for (const t of tabs) expect(t).toEqual({ tabId: expect.any(Number), title: expect.any(String) });
    expect(list.length).toBeGreaterThanOrEqual(12);
    const tabIds = new Set(tabs.map((t: { tabId: number }) => t.tabId));
    for (const g of list) {
      expect(Object.keys(g).sort()).toEqual(['gemsPrice', 'iconUrl', 'id', 'isActive', 'priority', 'showArea', 'tabId', 'title', 'type']);
      expect(g.isActive).toBe(true);
      expect(g.gemsPrice).toBeGreaterThanOrEqual(10);
      expect(g.gemsPrice).toBeLessThanOrEqual(5000);
      expect(tabIds.has(g.tabId)).toBe(true);
      expect(g.iconUrl).toBe(`/media/gifts/${g.id}.svg`);
    }
    expect(new Set(list.map((g: { tabId: number }) => g.tabId)).size).toBeGreaterThanOrEqual(2);
    expect(list.find((g: { title: string }) => g.title === 'Fireworks')).toBeUndefined();
    const icon = await fetch(sb.apiUrl + list[0].iconUrl);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('x-content-type-options')).toBe('nosniff');
    expect(icon.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(icon.headers.get('cache-control')).toMatch(/max-age/);
    expect(await icon.text()).toMatch(/^<svg /);
    expect((await fetch(`${sb.apiUrl}/media/gifts/nope.svg`)).status).toBe(404);
  });

  it('takes the gift service package version (5 by default in the client, §9) and refuses a bad one', async () => {
    expect((await call(sb.apiUrl, 'common_service/gift_list', viewer, { version: 5 })).json.result).toBe(1);
    for (const version of [0, -5, 1.5, '5']) {
      const r = await call(sb.apiUrl, 'common_service/gift_list', viewer, { version });
      expect(r.json.result).toBe(-1);
      expect(r.json.msg).toContain('data.version');
    }
  });

  it('serves avatars, host photos and uploads at the /img480 size the app asks for (§9)', async () => {
    const plain = await fetch(`${sb.apiUrl}/media/avatars/100007.svg`);
    const sized = await fetch(`${sb.apiUrl}/media/avatars/100007.svg/img480`);
    expect(plain.headers.get('content-type')).toBe('image/svg+xml');
    // At /img480 the picture comes as the image CDN sends a photo: a 480 px raster (WebP).
    expect(sized.status).toBe(200);
    expect(sized.headers.get('content-type')).toBe('image/webp');
    const avatar = await sharp(Buffer.from(await sized.arrayBuffer())).metadata();
    expect(avatar).toMatchObject({ format: 'webp', width: 480, height: 480 });
    const photo = await fetch(`${sb.apiUrl}/media/photos/12.svg/img480`);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 480, height: 640 });
    // Asked twice at once: one picture, the same bytes.
    const [a, b] = await Promise.all([1, 2].map(() => fetch(`${sb.apiUrl}/media/photos/13.svg/img480`).then((r) => r.arrayBuffer())));
    expect(Buffer.from(a!).equals(Buffer.from(b!))).toBe(true);
    // Gifts and stickers are drawings: they stay SVG at any size.
    expect((await fetch(`${sb.apiUrl}/media/stickers/${(await call(sb.apiUrl, 'common_service/sticker_list', viewer, {})).json.data.list[0].id}.svg/img480`)).headers.get('content-type')).toBe('image/svg+xml');
    expect((await fetch(`${sb.apiUrl}/media/photos/0.svg/img480`)).status).toBe(404);
    const up = await upload({ token: viewer.vcToken, filename: 'me.png', file: PNG });
    const got = await fetch(`${sb.apiUrl}${up.json.data!.url}/img480`);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(`${sb.apiUrl}/media/avatars/nope.svg/img480`)).status).toBe(404);
  });

  it('lists at least 24 stickers with their images', async () => {
    const r = await call(sb.apiUrl, 'common_service/sticker_list', viewer, {});
    const { list } = r.json.data;
    expect(list.length).toBeGreaterThanOrEqual(24);
    for (const s of list) {
      expect(s).toEqual({ id: expect.any(String), thumbUrl: `/media/stickers/${s.id}.svg`, name: expect.any(String) });
    }
    const img = await fetch(sb.apiUrl + list[5].thumbUrl);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/svg+xml');
    expect(await img.text()).toContain('<svg');
  });
});

describe('paid media', () => {
  it('unlocks a paid image once, for its recipient only', async () => {
    expect((await admin(sb, 'gems', { uid: '200001', gemsBalance: 100 })).gemsBalance).toBe(100);
    const sent = await admin(sb, 'message', { from: HOST, to: viewer.jid, type: 'image', payPrice: 30 });
    expect(sent.ok).toBe(true);
    const log = await adminGet(sb, `messages?jid=${viewer.jid}&peer=${HOST}`);
    const m = log.list.find((x: { mid: string }) => x.mid === sent.mid);
    expect(m.type).toBe('image');
    expect(m.extras.attachment).toEqual({ url: `/media/locked/${sent.mid}`, thumbUrl: expect.stringMatching(/^\/media\/photos\/s\d+-blur\.svg$/), payNeed: true, payPrice: 30 });
    const locked = await fetch(`${sb.apiUrl}/media/locked/${sent.mid}`);
    expect(locked.status).toBe(403);
    expect(await locked.json()).toEqual({ error: 'locked' });
    const blur = await fetch(sb.apiUrl + m.extras.attachment.thumbUrl);
    expect(blur.status).toBe(200);
    expect(await blur.text()).toContain('feGaussianBlur');

    const u1 = await call(sb.apiUrl, 'common_service/unlock_media', viewer, { mid: sent.mid });
    expect(u1.json.result).toBe(1);
    expect(u1.json.data).toEqual({ url: expect.stringMatching(/^\/media\/photos\/[0-9a-f]{32}\.svg$/), gemsBalance: 70 });
    const photo = await fetch(sb.apiUrl + u1.json.data.url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/svg+xml');
    const u2 = await call(sb.apiUrl, 'common_service/unlock_media', viewer, { mid: sent.mid });
    expect(u2.json.data).toEqual({ url: u1.json.data.url, gemsBalance: 70 });
    const acc = await call(sb.apiUrl, 'account_service/account', viewer, { action: 1 });
    expect(acc.json.data.gemsBalance).toBe(70);

    expect((await call(sb.apiUrl, 'common_service/unlock_media', other, { mid: sent.mid })).json).toEqual({ result: 0, msg: 'media not found' });
    expect((await call(sb.apiUrl, 'common_service/unlock_media', viewer, { mid: 'no-such-mid' })).json).toEqual({ result: 0, msg: 'media not found' });
    // A free image is not "paid media".
    const free = await admin(sb, 'message', { from: HOST, to: viewer.jid, type: 'image' });
    expect((await call(sb.apiUrl, 'common_service/unlock_media', viewer, { mid: free.mid })).json).toEqual({ result: 0, msg: 'media not found' });
  });

  it('refuses an unlock the balance cannot pay, without debiting', async () => {
    await admin(sb, 'gems', { uid: '200003', gemsBalance: 10 });
    const sent = await admin(sb, 'message', { from: HOST, to: other.jid, type: 'image', payPrice: 45 });
    expect((await call(sb.apiUrl, 'common_service/unlock_media', other, { mid: sent.mid })).json).toEqual({ result: 0, msg: 'gems insufficient' });
    expect((await call(sb.apiUrl, 'account_service/account', other, { action: 1 })).json.data.gemsBalance).toBe(10);
    await admin(sb, 'gems', { uid: '200003', gemsBalance: 5000 });
  });

  it('sends admin messages exactly as asked, malformed attachments included', async () => {
    const r = await admin(sb, 'message', { from: HOST, to: viewer.jid, type: 'sticker', attachment: { id: 42, evil: '<script>' }, nickName: '<img src=x onerror=alert(1)>', sensitiveInfo: 8, filtered: '***' });
    expect(r.ok).toBe(true);
    const log = await adminGet(sb, `messages?jid=${viewer.jid}&peer=${HOST}`);
    const m = log.list.find((x: { mid: string }) => x.mid === r.mid);
    expect(m.type).toBe('sticker');
    expect(m.extras).toMatchObject({ attachment: { id: 42, evil: '<script>' }, nickName: '<img src=x onerror=alert(1)>', sensitiveInfo: 8, filtered: '***' });
    const off = await admin(sb, 'message', { to: viewer.jid, type: 'official_message', text: 'Maintenance tonight' });
    expect(off.ok).toBe(true);
    const offLog = await adminGet(sb, `messages?jid=${viewer.jid}&peer=official@help.localhost`);
    expect(offLog.list.map((x: { body: string; type: string }) => [x.type, x.body])).toContainEqual(['official_message', 'Maintenance tonight']);
    const unknown = await admin(sb, 'message', { from: HOST, to: viewer.jid, type: 999, text: 'future type' });
    expect(unknown.ok).toBe(true);
    const bad = await post(sb.apiUrl, '/__sandbox/message', { from: HOST, to: viewer.jid, type: 'nope' });
    expect(bad.status).toBe(400);
    const noText = await post(sb.apiUrl, '/__sandbox/message', { from: HOST, to: viewer.jid });
    expect(noText.status).toBe(400);
  });
});
