import { describe, expect, it } from 'vitest';
import xml, { type Element } from '@xmpp/xml';
import { encodeMessage, type WireMessage } from './codec.ts';
import {
  MAM_NS, RSM_NS, FORWARD_NS, buildArchiveQuery, readArchiveFin, readArchiveResult, walkArchiveBackward,
  type ArchivePage, type ArchiveQuery,
} from './archive.ts';

const wire = (mid: string, date: number, extra: Partial<WireMessage> = {}): WireMessage => ({
  mid, from: 'anchor_100001@anchors.localhost', to: 'user_1@localhost', date, type: 'text', content: `m ${mid}`, nickName: 'Lina',
  os: 'android', pkgName: 'host', version: 1, sensitiveInfo: 0, ...extra,
});

const result = (queryid: string, id: string, inner: Element, stamp = '2026-01-02T03:04:05Z') =>
  xml('message', { to: 'user_1@localhost/web' },
    xml('result', { xmlns: MAM_NS, queryid, id },
      xml('forwarded', { xmlns: FORWARD_NS }, xml('delay', { xmlns: 'urn:xmpp:delay', stamp }), inner)));

const field = (q: Element, name: string) =>
  q.getChild('query', MAM_NS)?.getChild('x', 'jabber:x:data')?.getChildren('field').find((f) => f.attrs.var === name)?.getChildText('value');

describe('archive query (XEP-0313 + RSM)', () => {
  it('builds the filter and the page', () => {
    const q = buildArchiveQuery('q1', { with: 'anchor_1@anchors.localhost', start: 0, end: Date.UTC(2026, 0, 2), max: 50, before: '' });
    expect(q.attrs.type).toBe('set');
    expect(q.getChild('query', MAM_NS)?.attrs.queryid).toBe('q1');
    expect(field(q, 'FORM_TYPE')).toBe(MAM_NS);
    expect(field(q, 'with')).toBe('anchor_1@anchors.localhost');
    expect(field(q, 'start')).toBe('1970-01-01T00:00:00.000Z');
    expect(field(q, 'end')).toBe('2026-01-02T00:00:00.000Z');
    const set = q.getChild('query', MAM_NS)?.getChild('set', RSM_NS);
    expect(set?.getChildText('max')).toBe('50');
    expect(set?.getChild('before')?.getText()).toBe('');
    expect(set?.getChild('after')).toBeUndefined();
  });

  it('pages forwards with after, and refuses page sizes the server would refuse', () => {
    const q = buildArchiveQuery('q2', { after: 'abc' });
    expect(q.getChild('query', MAM_NS)?.getChild('set', RSM_NS)?.getChildText('after')).toBe('abc');
    expect(field(q, 'with')).toBeUndefined();
    expect(() => buildArchiveQuery('q', { max: 0 })).toThrow(RangeError);
    expect(() => buildArchiveQuery('q', { max: 201 })).toThrow(RangeError);
  });
});

describe('archive results', () => {
  it('decodes an archived chat message through the codec, with its archive id and stamp', () => {
    const r = readArchiveResult(result('q1', 'a1', encodeMessage(wire('m1', 5))) as never);
    expect(r).toMatchObject({ kind: 'message', queryid: 'q1', item: { archiveId: 'a1', stamp: Date.UTC(2026, 0, 2, 3, 4, 5), message: { mid: 'm1', date: 5, content: 'm m1' } } });
  });

  it('is null for a live message', () => {
    expect(readArchiveResult(encodeMessage(wire('m1', 5)) as never)).toBeNull();
  });

  it('drops what the codec refuses, with the reason', () => {
    const bad = xml('message', { type: 'chat', id: 'x', from: 'anchor_1@anchors.localhost', to: 'user_1@localhost' },
      xml('body', {}, 'hi'), xml('extras', { xmlns: 'urn:vchat:extras:0' }, '{nope'));
    expect(readArchiveResult(result('q1', 'a2', bad) as never)).toEqual({ kind: 'dropped', queryid: 'q1', archiveId: 'a2', reason: 'extras are not JSON' });
    const marker = xml('message', { type: 'chat', id: 'mk', from: 'a@b', to: 'c@d' }, xml('displayed', { xmlns: 'urn:xmpp:chat-markers:0', id: 'm1' }));
    expect(readArchiveResult(result('q1', 'a3', marker) as never)).toMatchObject({ kind: 'dropped', reason: 'message without extras' });
    const noInner = xml('message', {}, xml('result', { xmlns: MAM_NS, queryid: 'q1', id: 'a4' }));
    expect(readArchiveResult(noInner as never)).toMatchObject({ kind: 'dropped', reason: 'archive result without a forwarded message' });
  });

  it('reports an archived bounce of an own message by its id, condition and text', () => {
    const bounce = xml('message', { type: 'error', id: 'my-mid', from: 'anchor_1@anchors.localhost', to: 'user_1@localhost/web' },
      xml('error', { type: 'cancel' },
        xml('policy-violation', { xmlns: 'urn:ietf:params:xml:ns:xmpp-stanzas' }),
        xml('text', { xmlns: 'urn:ietf:params:xml:ns:xmpp-stanzas' }, 'send locked')));
    expect(readArchiveResult(result('q1', 'a5', bounce) as never)).toEqual({
      kind: 'bounce', queryid: 'q1', archiveId: 'a5', bounce: { mid: 'my-mid', condition: 'policy-violation', text: 'send locked' },
    });
  });

  it('reads the fin', () => {
    const iq = xml('iq', { type: 'result' }, xml('fin', { xmlns: MAM_NS, complete: 'true' },
      xml('set', { xmlns: RSM_NS }, xml('count', {}, '7'), xml('first', {}, 'f'), xml('last', {}, 'l'))));
    expect(readArchiveFin(iq as never)).toEqual({ first: 'f', last: 'l', complete: true, count: 7 });
    expect(readArchiveFin(xml('iq', { type: 'result' }, xml('fin', { xmlns: MAM_NS })) as never)).toEqual({ first: null, last: null, complete: false, count: null });
  });
});

/** A server archive of `n` items (ids a0..a{n-1}, oldest first) answering RSM `before` pages. */
function fakeArchive(n: number) {
  const items = Array.from({ length: n }, (_, i) => ({ archiveId: `a${i}`, stamp: 1000 + i, message: wire(`m${i}`, 1000 + i) }));
  const asked: ArchiveQuery[] = [];
  const query = async (q: ArchiveQuery): Promise<ArchivePage> => {
    asked.push(q);
    const pool = items.filter((it) => (q.start === undefined || it.stamp >= q.start) && (q.end === undefined || it.stamp <= q.end));
    const endIdx = q.before ? pool.findIndex((it) => it.archiveId === q.before) : pool.length;
    const startIdx = Math.max(0, endIdx - (q.max ?? 100));
    const page = pool.slice(startIdx, endIdx);
    return { messages: page, bounced: [], dropped: [], first: page[0]?.archiveId ?? null, last: page.at(-1)?.archiveId ?? null, complete: startIdx === 0, count: pool.length };
  };
  return { items, asked, query };
}

describe('walkArchiveBackward', () => {
  it('reads newest first, page by page, until the start of the archive', async () => {
    const a = fakeArchive(250);
    const seen: string[][] = [];
    const walk = await walkArchiveBackward(a.query, { pageSize: 100, maxPages: 10, onPage: (p) => void seen.push(p.messages.map((m) => m.message.mid)) });
    expect(seen.map((p) => [p[0], p.at(-1)])).toEqual([['m150', 'm249'], ['m50', 'm149'], ['m0', 'm49']]);
    expect(walk).toEqual({ pages: 3, complete: true, oldestId: 'a0', newestStamp: 1249, messages: 250 });
    expect(a.asked.map((q) => q.before)).toEqual(['', 'a150', 'a50']);
  });

  it('stops at the page budget and says where it stopped', async () => {
    const a = fakeArchive(250);
    const walk = await walkArchiveBackward(a.query, { pageSize: 100, maxPages: 1, onPage: () => undefined });
    expect(walk).toMatchObject({ pages: 1, complete: false, oldestId: 'a150' });
    // Going on from there reads the rest.
    const rest = await walkArchiveBackward(a.query, { pageSize: 100, maxPages: 5, before: walk.oldestId!, onPage: () => undefined });
    expect(rest).toMatchObject({ pages: 2, complete: true, oldestId: 'a0', messages: 150 });
  });

  it('stops when onPage says so, and keeps the filter on every page', async () => {
    const a = fakeArchive(250);
    const walk = await walkArchiveBackward(a.query, { start: 1100, with: 'x@y', pageSize: 60, maxPages: 10, onPage: () => false });
    expect(walk.pages).toBe(1);
    expect(a.asked).toEqual([{ start: 1100, with: 'x@y', max: 60, before: '' }]);
  });

  it('ends on an empty archive', async () => {
    const a = fakeArchive(0);
    expect(await walkArchiveBackward(a.query, { maxPages: 3, onPage: () => undefined })).toEqual({ pages: 1, complete: true, oldestId: null, newestStamp: null, messages: 0 });
  });
});
