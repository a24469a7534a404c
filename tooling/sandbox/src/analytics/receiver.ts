/**
 * The analytics reporting stand-in (spec §7 analytics reporting service, §5 name rules; issue
 * 11; contract in tooling/sandbox/ANALYTICS.md): `POST /analytics/sync` (and `/analytics/debug`
 * in debug mode) take a form-encoded `data` (base64 of a UTF-8 JSON array of events), `crc`
 * (32-bit string hash of `data`) and `version`. A batch is checked whole: a wrong checksum,
 * more than 50 events, a bad event or property name, or a bad user id refuses all of it with
 * HTTP 400 and the reason; nothing of it is stored. Accepted events are stored once each (by
 * their `_id`), so a retried batch is not counted twice. The admin `GET /__sandbox/analytics`
 * lists the batches and events, and the page hits of the page-analytics service
 * (`POST /analytics/page`, spec §7 "page analytics").
 */
import { nulPath } from '../api/nul.ts';
import { checksum, isValidName, isValidUserId, ANALYTICS } from '@vchat/domain';
import type { Db } from '../db.ts';

/** Creates the tables (idempotent). */
export async function migrateAnalytics(db: Db): Promise<void> {
  await db.exec(`
    create table if not exists analytics_batches (
      id bigserial primary key,
      received_at double precision not null,
      debug boolean not null,
      version text not null,
      count integer not null,
      fresh integer not null
    );
    create table if not exists analytics_events (
      id text primary key,
      batch_id bigint not null,
      event text not null,
      time double precision not null,
      distinct_id text not null,
      user_id text,
      properties jsonb not null
    );
    create table if not exists analytics_pages (
      id bigserial primary key,
      received_at double precision not null,
      cid text not null,
      path text not null,
      view text,
      referrer text,
      version text not null
    );
  `);
}

/** One page view of the page-analytics service (spec §7 "page analytics"; api-client pageAnalytics.ts). */
export interface PageHitRow {
  cid: string;
  path: string;
  view: string | null;
  referrer: string | null;
  version: string;
}

/**
 * Checks one page hit (form-encoded `v=1`, `t=pageview`, `cid` 1..64, `dp` a path of 1..2048
 * starting with `/`, optional `dt` (a §5 name) and `dr` (≤ 200), `av` the app version 1..50);
 * returns the row or the reason it is refused.
 */
export function parsePageHit(body: string): { ok: true; hit: PageHitRow } | { ok: false; error: string } {
  const f = new URLSearchParams(body);
  if (f.get('v') !== '1' || f.get('t') !== 'pageview') return { ok: false, error: 'v must be 1 and t pageview' };
  const cid = f.get('cid') ?? '';
  const path = f.get('dp') ?? '';
  const view = f.get('dt');
  const referrer = f.get('dr');
  const version = f.get('av') ?? '';
  if (!cid || cid.length > 64) return { ok: false, error: 'cid must be 1..64 characters' };
  if (!path.startsWith('/') || path.length > 2048) return { ok: false, error: 'dp must be a path of 1..2048 characters' };
  if (view !== null && !isValidName(view)) return { ok: false, error: 'dt must be a view name' };
  if (referrer !== null && referrer.length > ANALYTICS.referrerMax) return { ok: false, error: `dr longer than ${ANALYTICS.referrerMax}` };
  if (!version || version.length > 50) return { ok: false, error: 'av must be 1..50 characters' };
  if ([cid, path, view, referrer, version].some((x) => x?.includes('\u0000'))) return { ok: false, error: 'must not contain NUL characters' };
  return { ok: true, hit: { cid, path, view, referrer, version } };
}

/** Stores an accepted page hit. */
export async function storePageHit(db: Db, hit: PageHitRow, nowMs: number): Promise<void> {
  await db.query('insert into analytics_pages (received_at, cid, path, view, referrer, version) values ($1,$2,$3,$4,$5,$6)',
    [nowMs, hit.cid, hit.path, hit.view, hit.referrer, hit.version]);
}

interface Event {
  _id: string;
  event: string;
  time: number;
  distinct_id: string;
  user_id?: string;
  properties: Record<string, unknown>;
}

/** Checks one batch body; returns the events or the reason it is refused. */
export function parseBatch(body: string): { ok: true; events: Event[]; version: string } | { ok: false; error: string } {
  const form = new URLSearchParams(body);
  const data = form.get('data');
  const crc = form.get('crc');
  const version = form.get('version');
  if (!data || crc === null || !version) return { ok: false, error: 'data, crc and version are required' };
  if (String(checksum(data)) !== crc) return { ok: false, error: 'checksum mismatch' };
  let events: unknown;
  try {
    events = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
  } catch {
    return { ok: false, error: 'data is not base64 JSON' };
  }
  if (!Array.isArray(events) || events.length === 0) return { ok: false, error: 'data must be a non-empty array of events' };
  const nul = nulPath(events);
  if (nul || version.includes('\u0000')) return { ok: false, error: `${nul ?? 'version'}: must not contain NUL characters` };
  if (events.length > ANALYTICS.maxPerSend) return { ok: false, error: `at most ${ANALYTICS.maxPerSend} events per send` };
  for (const [i, e] of events.entries()) {
    const o = e as Partial<Event> | null;
    if (!o || typeof o !== 'object') return { ok: false, error: `event ${i}: not an object` };
    if (typeof o._id !== 'string' || !o._id || o._id.length > 100) return { ok: false, error: `event ${i}: _id must be a string of 1..100` };
    if (typeof o.event !== 'string' || !isValidName(o.event)) return { ok: false, error: `event ${i}: invalid event name` };
    if (typeof o.time !== 'number' || !Number.isFinite(o.time)) return { ok: false, error: `event ${i}: time must be epoch ms` };
    if (typeof o.distinct_id !== 'string' || !o.distinct_id) return { ok: false, error: `event ${i}: distinct_id is required` };
    if (o.user_id !== undefined && !isValidUserId(o.user_id)) return { ok: false, error: `event ${i}: invalid user id` };
    if (!o.properties || typeof o.properties !== 'object' || Array.isArray(o.properties)) return { ok: false, error: `event ${i}: properties must be an object` };
    for (const [k, v] of Object.entries(o.properties)) {
      if (!isValidName(k)) return { ok: false, error: `event ${i}: invalid property name` };
      if (v !== null && !['string', 'number', 'boolean'].includes(typeof v)) return { ok: false, error: `event ${i}: property ${k} must be a string, number, boolean or null` };
    }
    const d = o.properties.event_duration;
    if (d !== undefined && (typeof d !== 'number' || d < 0 || d > ANALYTICS.maxDurationS)) return { ok: false, error: `event ${i}: event_duration must be 0..${ANALYTICS.maxDurationS} s` };
    const r = o.properties.referrer;
    if (typeof r === 'string' && r.length > ANALYTICS.referrerMax) return { ok: false, error: `event ${i}: referrer longer than ${ANALYTICS.referrerMax}` };
  }
  return { ok: true, events: events as Event[], version };
}

/** Stores an accepted batch; returns how many of its events were new. */
export async function storeBatch(db: Db, events: Event[], version: string, debug: boolean, nowMs: number): Promise<{ batchId: number; fresh: number }> {
  const [b] = await db.query<{ id: string }>('insert into analytics_batches (received_at, debug, version, count, fresh) values ($1, $2, $3, $4, 0) returning id', [nowMs, debug, version, events.length]);
  const batchId = Number(b!.id);
  let fresh = 0;
  try {
    for (const e of events) {
      const r = await db.query(
        'insert into analytics_events (id, batch_id, event, time, distinct_id, user_id, properties) values ($1,$2,$3,$4,$5,$6,$7::jsonb) on conflict (id) do nothing returning id',
        [e._id, batchId, e.event, e.time, e.distinct_id, e.user_id ?? null, JSON.stringify(e.properties)],
      );
      fresh += r.length;
    }
  } catch (err) {
    // Nothing half-stored: the batch and the events it got so far go again.
    await db.query('delete from analytics_events where batch_id = $1', [batchId]);
    await db.query('delete from analytics_batches where id = $1', [batchId]);
    throw err;
  }
  await db.query('update analytics_batches set fresh = $2 where id = $1', [batchId, fresh]);
  return { batchId, fresh };
}

/** What the admin sees: the newest batches and events (at most `limit` of each, newest first). */
export async function analyticsLog(db: Db, limit = 500) {
  const batches = await db.query<{ id: string; received_at: number; debug: boolean; version: string; count: number; fresh: number }>(
    'select id, received_at, debug, version, count, fresh from analytics_batches order by id desc limit $1', [limit]);
  const events = await db.query<{ id: string; batch_id: string; event: string; time: number; distinct_id: string; user_id: string | null; properties: Record<string, unknown> }>(
    'select id, batch_id, event, time, distinct_id, user_id, properties from analytics_events order by batch_id desc, time desc limit $1', [limit]);
  const pages = await db.query<{ id: string; received_at: number; cid: string; path: string; view: string | null; referrer: string | null; version: string }>(
    'select id, received_at, cid, path, view, referrer, version from analytics_pages order by id desc limit $1', [limit]);
  return {
    batches: batches.map((b) => ({ ...b, id: Number(b.id) })),
    events: events.map((e) => ({ ...e, batch_id: Number(e.batch_id) })),
    pages: pages.map((p) => ({ ...p, id: Number(p.id) })),
  };
}
