/**
 * Host suggestions and online notices (tooling/sandbox/SOCIAL.md; spec §2 exclusive girl page,
 * §7 contact_popup_info and anchor_online_notice; issue 10):
 *
 * - `anchorlist_services/contact_popup_info`: at most once per viewer per (sandbox clock) UTC
 *   day, one online host the viewer has never messaged and is not befriended with, most popular
 *   first and never the same host twice; the app shows her on the exclusive girl page after
 *   `afterS` seconds. Off when the admin config `contactPopupAfterS` is 0.
 * - `common_service/anchor_online_notice`: the viewer's friends and favourite hosts who came
 *   online since the viewer last asked. The first ask only records where each host stands, so a
 *   fresh session is not flooded with hosts who were online all along.
 *
 * Each answer is written in one statement per row, so a retried ask never reports a host twice.
 */
import * as v from 'valibot';
import { anchorItem, hostMedia, route, type ApiDeps, type Route } from '../api/routes.ts';
import type { Db } from '../db.ts';
import { hostStatusAt } from '../hosts.ts';
import type { UserRow } from '../store.ts';
import { blockedSet, withoutBlocked } from '../safety/safetyStore.ts';

/** Most hosts watched for online notices per viewer (friends and favourites, newest first). */
export const MAX_WATCHED = 100;

/** Creates the tables (idempotent). */
export async function migrateNotices(db: Db): Promise<void> {
  await db.exec(`
    create table if not exists contact_popups (
      viewer_uid text not null,
      day text not null,
      host_jid text not null,
      primary key (viewer_uid, day)
    );
    create table if not exists online_watch (
      viewer_uid text not null,
      host_jid text not null,
      status text not null,
      primary key (viewer_uid, host_jid)
    );
  `);
}

/** The UTC day of an instant, `YYYY-MM-DD`. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Hosts the viewer ever exchanged a message with (bare jids). */
async function messagedHosts(db: Db, viewerJid: string): Promise<Set<string>> {
  const rows = await db.query<{ peer: string }>(
    `select distinct case when from_jid = $1 then to_jid else from_jid end as peer
       from messages where from_jid = $1 or to_jid = $1`,
    [viewerJid],
  );
  return new Set(rows.map((r) => r.peer));
}

/** Picks today's suggestion for the viewer, or null (already shown today, or nobody fits). */
async function pickSuggestion(deps: ApiDeps, viewer: UserRow): Promise<UserRow | null> {
  const db = deps.store.db;
  const now = deps.clock.now();
  const day = dayOf(now);
  const [today] = await db.query<{ host_jid: string }>('select host_jid from contact_popups where viewer_uid = $1 and day = $2', [viewer.uid, day]);
  if (today) return null;
  const shownBefore = new Set((await db.query<{ host_jid: string }>('select host_jid from contact_popups where viewer_uid = $1', [viewer.uid])).map((r) => r.host_jid));
  const related = new Set(
    (await db.query<{ host_jid: string }>("select host_jid from relations where viewer_uid = $1 and friend <> 'none'", [viewer.uid])).map((r) => r.host_jid),
  );
  const messaged = await messagedHosts(db, viewer.jid);
  const host = (await withoutBlocked(db, viewer.uid, await deps.store.allAnchors()))
    .filter((h) => hostStatusAt(now, h.tz_offset) === 'online' && !shownBefore.has(h.jid) && !related.has(h.jid) && !messaged.has(h.jid))
    .sort((a, b) => b.popularity - a.popularity || a.uid.localeCompare(b.uid))[0];
  if (!host) return null;
  // One row per viewer and day: of two concurrent asks only one gets a suggestion.
  const won = await db.query('insert into contact_popups (viewer_uid, day, host_jid) values ($1, $2, $3) on conflict do nothing returning host_jid', [viewer.uid, day, host.jid]);
  return won.length ? host : null;
}

/** Watched hosts (friends and favourites) of a viewer, newest relation first. */
async function watchedHosts(db: Db, uid: string): Promise<string[]> {
  const rows = await db.query<{ host_jid: string }>(
    `select host_jid from relations
      where viewer_uid = $1 and (friend = 'friends' or favorite)
      order by greatest(coalesce(friends_at, 0), coalesce(favorite_at, 0)) desc
      limit ${MAX_WATCHED}`,
    [uid],
  );
  return rows.map((r) => r.host_jid);
}

export const NOTICE_ROUTES: Record<string, Route> = {
  'anchorlist_services/contact_popup_info': route({
    auth: true,
    schema: v.object({}),
    async run(_d, caller, deps) {
      const afterS = deps.callConfig.switches.contactPopupAfterS;
      if (afterS <= 0) return { popup: null };
      const host = await pickSuggestion(deps, caller!);
      if (!host) return { popup: null };
      return { popup: { anchor: anchorItem(host, deps.clock.now()), photos: hostMedia(host, deps.stories).albums.slice(0, 3), afterS } };
    },
  }),

  'common_service/anchor_online_notice': route({
    auth: true,
    schema: v.object({}),
    async run(_d, caller, deps) {
      const db = deps.store.db;
      const now = deps.clock.now();
      // Hosts the viewer blocked send no online notice (issue 20.16).
      const blocked = await blockedSet(db, caller!.uid);
      const jids = (await watchedHosts(db, caller!.uid)).filter((j) => !blocked.has(j.toLowerCase()));
      if (!jids.length) return { list: [] };
      const before = new Map(
        (await db.query<{ host_jid: string; status: string }>('select host_jid, status from online_watch where viewer_uid = $1 and host_jid = any($2::text[])', [caller!.uid, jids]))
          .map((r) => [r.host_jid, r.status]),
      );
      const hosts = new Map((await deps.store.usersByJids(jids)).map((u) => [u.jid, u]));
      const cameOnline: UserRow[] = [];
      for (const jid of jids) {
        const h = hosts.get(jid);
        if (!h) continue;
        const status = hostStatusAt(now, h.tz_offset);
        const prev = before.get(jid);
        if (prev === status) continue;
        // Conditional write: only the ask that moves the row from `prev` reports the host.
        const moved = await db.query(
          `insert into online_watch (viewer_uid, host_jid, status) values ($1, $2, $3)
           on conflict (viewer_uid, host_jid) do update set status = excluded.status
           where online_watch.status is distinct from excluded.status returning host_jid`,
          [caller!.uid, jid, status],
        );
        if (moved.length && prev !== undefined && prev !== 'online' && status === 'online') cameOnline.push(h);
      }
      return { list: cameOnline.map((h) => anchorItem(h, now)) };
    },
  }),
};
