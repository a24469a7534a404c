/**
 * Trust-and-safety tables (issue 20.16-20.18): the hosts each viewer blocked, reports of hosts
 * and messages, call ratings, and viewers an admin blocked (config blockInfo). Every change is
 * one statement.
 */
import type { Db } from '../db.ts';

/** One report as stored. */
export interface ReportRow {
  id: number;
  reporter_uid: string;
  host_jid: string;
  mid: string | null;
  reason: string;
  note: string;
  created_at: number;
}

/** One call rating as stored. */
export interface RatingRow {
  sid: string;
  viewer_uid: string;
  stars: number;
  tags: string;
  created_at: number;
}

/** Creates the tables (idempotent). */
export async function migrateSafety(db: Db): Promise<void> {
  await db.exec(`
    create table if not exists host_blocks (
      viewer_uid text not null,
      host_jid text not null,
      blocked_at double precision not null,
      primary key (viewer_uid, host_jid)
    );
    create index if not exists host_blocks_host on host_blocks (host_jid);
    create table if not exists reports (
      id serial primary key,
      reporter_uid text not null,
      host_jid text not null,
      mid text,
      reason text not null,
      note text not null default '',
      created_at double precision not null
    );
    create index if not exists reports_reporter on reports (reporter_uid, created_at desc);
    create table if not exists call_ratings (
      sid text primary key,
      viewer_uid text not null,
      stars integer not null check (stars between 1 and 5),
      tags text not null default '[]',
      created_at double precision not null
    );
    create table if not exists viewer_blocks (
      uid text primary key,
      reason text not null default '',
      blocked_at double precision not null
    );
  `);
}

/** True when viewer `uid` blocked host `hostJid` (bare jid, any case). */
export async function isBlocked(db: Db, uid: string, hostJid: string): Promise<boolean> {
  return (await db.query('select 1 from host_blocks where viewer_uid = $1 and lower(host_jid) = lower($2)', [uid, hostJid])).length > 0;
}

/** Host jids viewer `uid` blocked, newest first. */
export async function blockedHosts(db: Db, uid: string): Promise<Array<{ host_jid: string; blocked_at: number }>> {
  return db.query('select host_jid, blocked_at from host_blocks where viewer_uid = $1 order by blocked_at desc, host_jid', [uid]);
}

/** Blocks (idempotent: a repeat keeps the first time). */
export async function blockHost(db: Db, uid: string, hostJid: string, nowMs: number): Promise<void> {
  await db.query('insert into host_blocks (viewer_uid, host_jid, blocked_at) values ($1, $2, $3) on conflict do nothing', [uid, hostJid, nowMs]);
}

/** Unblocks; true when there was a block. */
export async function unblockHost(db: Db, uid: string, hostJid: string): Promise<boolean> {
  return (await db.query('delete from host_blocks where viewer_uid = $1 and host_jid = $2 returning host_jid', [uid, hostJid])).length > 0;
}

/** How many blocks viewer `uid` made since `sinceMs` (rate limit). */
export async function blocksSince(db: Db, uid: string, sinceMs: number): Promise<number> {
  const [r] = await db.query<{ n: number }>('select count(*)::int as n from host_blocks where viewer_uid = $1 and blocked_at > $2', [uid, sinceMs]);
  return r?.n ?? 0;
}

/** How many reports viewer `uid` filed since `sinceMs` (rate limit). */
export async function reportsSince(db: Db, uid: string, sinceMs: number): Promise<number> {
  const [r] = await db.query<{ n: number }>('select count(*)::int as n from reports where reporter_uid = $1 and created_at > $2', [uid, sinceMs]);
  return r?.n ?? 0;
}

/** Stores a report; returns its id. */
export async function insertReport(db: Db, r: Omit<ReportRow, 'id'>): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'insert into reports (reporter_uid, host_jid, mid, reason, note, created_at) values ($1, $2, $3, $4, $5, $6) returning id',
    [r.reporter_uid, r.host_jid, r.mid, r.reason, r.note, r.created_at],
  );
  return row!.id;
}

/** All reports, newest first (at most 500). */
export async function listReports(db: Db): Promise<ReportRow[]> {
  return db.query<ReportRow>('select * from reports order by created_at desc, id desc limit 500');
}

/** Stores a rating once per sid; false when the call was rated already. */
export async function insertRating(db: Db, r: RatingRow): Promise<boolean> {
  const out = await db.query('insert into call_ratings (sid, viewer_uid, stars, tags, created_at) values ($1, $2, $3, $4, $5) on conflict do nothing returning sid', [
    r.sid, r.viewer_uid, r.stars, r.tags, r.created_at,
  ]);
  return out.length === 1;
}

/** Ratings of these sids given by viewer `uid`. */
export async function ratingsOf(db: Db, uid: string, sids: string[]): Promise<RatingRow[]> {
  return db.query<RatingRow>('select * from call_ratings where viewer_uid = $1 and sid = any($2::text[])', [uid, sids]);
}

/** The admin's block of a viewer, or undefined. */
export async function viewerBlock(db: Db, uid: string): Promise<{ reason: string } | undefined> {
  const [r] = await db.query<{ reason: string }>('select reason from viewer_blocks where uid = $1', [uid]);
  return r;
}

/** Blocks a viewer with a reason, or lifts the block (`reason` null). */
export async function setViewerBlock(db: Db, uid: string, reason: string | null, nowMs: number): Promise<void> {
  if (reason === null) await db.query('delete from viewer_blocks where uid = $1', [uid]);
  else await db.query('insert into viewer_blocks (uid, reason, blocked_at) values ($1, $2, $3) on conflict (uid) do update set reason = excluded.reason, blocked_at = excluded.blocked_at', [uid, reason, nowMs]);
}

/** Lower-cased bare jids of the hosts viewer `uid` blocked. */
export async function blockedSet(db: Db, uid: string): Promise<Set<string>> {
  return new Set((await blockedHosts(db, uid)).map((r) => r.host_jid.toLowerCase()));
}

/** `rows` without the hosts viewer `uid` blocked (wall, match, suggestions, notices; issue 20.16). */
export async function withoutBlocked<T extends { jid: string }>(db: Db, uid: string, rows: T[]): Promise<T[]> {
  const blocked = await blockedSet(db, uid);
  return blocked.size ? rows.filter((r) => !blocked.has(r.jid.toLowerCase())) : rows;
}
