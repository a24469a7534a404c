/**
 * The analytics reporting stand-in (issue 11; ANALYTICS.md): batches in the wire format of
 * domain's encodeBatch (the one the app's client sends; the client itself is tested in
 * api-client and end to end in e2e/tests/platform.spec.ts) are checked whole and stored once
 * per event id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checksum, encodeBatch, type AnalyticsEvent } from '@vchat/domain';
import { adminGet, startTestSandbox, type TestSandbox, stopTestSandbox } from './testkit.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox({});
});
afterAll(() => stopTestSandbox(sb));

type Log = { batches: Array<{ id: number; count: number; fresh: number; debug: boolean; version: string }>; events: Array<{ id: string; event: string; user_id: string | null; properties: Record<string, unknown> }> };
const log = async () => (await adminGet(sb, 'analytics')) as Log;
const raw = (path: string, body: string) =>
  fetch(`${sb.apiUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
const ev = (over: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({ _id: `id-${Math.random()}`, event: 'page_view', time: Date.now(), distinct_id: 'dev', properties: {}, ...over });

describe('analytics reporting stand-in', () => {
  it('stores an accepted batch with its user id and properties', async () => {
    const events = [
      ev({ user_id: '210001', properties: { view: 'discover', referrer: 'x'.repeat(200) } }),
      ev({ user_id: '210001', properties: { view: 'message' } }),
      ev({ user_id: '210001', event: 'call_end', properties: { event_duration: 86_400 } }),
    ];
    const r = await raw('/analytics/sync', encodeBatch(events, '1.0.0'));
    expect(await r.json()).toEqual({ ok: true, accepted: 3, fresh: 3 });
    const l = await log();
    expect(l.batches[0]).toMatchObject({ count: 3, fresh: 3, debug: false, version: '1.0.0' });
    const mine = l.events.filter((e) => e.user_id === '210001');
    expect(mine.map((e) => e.event).sort()).toEqual(['call_end', 'page_view', 'page_view']);
    expect(mine.find((e) => e.event === 'call_end')!.properties.event_duration).toBe(86_400);
  });

  it('a repeated batch (a retry) stores nothing twice', async () => {
    const body = encodeBatch([ev({ _id: 'repeat-1' }), ev({ _id: 'repeat-2' })], '1.0.0');
    expect((await (await raw('/analytics/sync', body)).json()).fresh).toBe(2);
    expect(await (await raw('/analytics/sync', body)).json()).toEqual({ ok: true, accepted: 2, fresh: 0 });
    expect((await log()).events.filter((e) => e.id.startsWith('repeat-'))).toHaveLength(2);
  });

  it('refuses a whole batch with a wrong checksum, too many events or a bad name; nothing of it is stored', async () => {
    const before = (await log()).events.length;
    const good = encodeBatch([ev()], '1');
    const f = new URLSearchParams(good);
    f.set('crc', String(checksum(f.get('data')!) + 1));
    const r1 = await raw('/analytics/sync', f.toString());
    expect(r1.status).toBe(400);
    expect((await r1.json()).error).toBe('checksum mismatch');
    const r2 = await raw('/analytics/sync', encodeBatch(Array.from({ length: 51 }, () => ev()), '1'));
    expect((await r2.json()).error).toBe('at most 50 events per send');
    const r3 = await raw('/analytics/sync', encodeBatch([ev(), ev({ event: '9lives' })], '1'));
    expect((await r3.json()).error).toBe('event 1: invalid event name');
    const r4 = await raw('/analytics/sync', encodeBatch([ev({ properties: { 'bad-name': 1 } })], '1'));
    expect(r4.status).toBe(400);
    const r5 = await raw('/analytics/sync', encodeBatch([ev({ user_id: 'u'.repeat(64) })], '1'));
    expect((await r5.json()).error).toBe('event 0: invalid user id');
    expect((await raw('/analytics/sync', 'data=%%%')).status).toBe(400);
    expect((await log()).events.length).toBe(before);
  });

  it('the debug path marks its batches; GET is refused', async () => {
    expect((await raw('/analytics/debug', encodeBatch([ev({ event: 'debug_event' })], '9'))).status).toBe(200);
    expect((await log()).batches[0]).toMatchObject({ debug: true, version: '9', count: 1 });
    expect((await fetch(`${sb.apiUrl}/analytics/sync`)).status).toBe(405);
  });
});

describe('page-analytics stand-in (spec §7 page analytics)', () => {
  it('stores a page hit of the page-analytics client and lists it for the admin; refuses a bad one', async () => {
    // The shape api-client's encodePageHit sends (pageAnalytics.ts).
    const body = new URLSearchParams({ v: '1', t: 'pageview', cid: 'cid-page-1', dp: '/goddess', dt: 'discover', dr: '/match', av: '1.0.0' }).toString();
    const r = await raw('/analytics/page', body);
    expect(await r.json()).toEqual({ ok: true });
    const l = (await adminGet(sb, 'analytics')) as { pages: Array<{ cid: string; path: string; view: string | null; referrer: string | null }> };
    expect(l.pages.find((p) => p.cid === 'cid-page-1')).toMatchObject({ path: '/goddess', view: 'discover', referrer: '/match' });
    const bad = await raw('/analytics/page', 'v=1&t=pageview&cid=&dp=/x&av=1');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('cid must be 1..64 characters');
    expect((await raw('/analytics/page', 'v=1&t=event&cid=a&dp=/x&av=1')).status).toBe(400);
  });
});
