/**
 * Trust-and-safety paths (issue 20.16, 20.17; tooling/sandbox/SAFETY.md):
 * - `friends_service/block_user` / `unblock_user` `{ jid }` → `{ jid, blocked }`; a blocked host
 *   leaves the viewer's wall, match suggestions, friend suggestions and online notices, her
 *   messages and calls are refused (xmpp/anchors.ts, xmpp/hub.ts). At most
 *   {@link BLOCKS_PER_HOUR} new blocks an hour, {@link MAX_BLOCKS} in all.
 * - `friends_service/block_list` `{}` → `{ list: [AnchorItem & { blockedAt }] }`, newest first.
 * - `common_service/report` `{ jid, mid?, reason, note? }` → `{ id }`: reason from
 *   REPORT_REASONS, note ≤ 500 characters, `mid` a message between this viewer and this host;
 *   at most {@link REPORTS_PER_HOUR} an hour. Listed by `GET /__sandbox/reports`.
 * - `common_service/rate_call` `{ sid, stars 1..5, tags? }` → the rating: the viewer's own call,
 *   connected ≥ 30 s, rated once.
 * - `common_service/call_ratings` `{ sids ≤ 100 }` → `{ list }`: the viewer's ratings of them.
 */
import * as v from 'valibot';
import { bareJid, isRateable, RATING_TAGS, RATING_TAGS_MAX, REPORT_NOTE_MAX, REPORT_REASONS } from '@vchat/domain';
import { anchorItem, ApiError, route, type ApiDeps, type Route } from '../api/routes.ts';
import type { UserRow } from '../store.ts';
import type { CallRow } from '../calls/callsStore.ts';
import { blockedHosts, blockHost, blocksSince, insertRating, insertReport, isBlocked, ratingsOf, reportsSince, unblockHost } from './safetyStore.ts';

/** New blocks one viewer may make per hour. */
export const BLOCKS_PER_HOUR = 30;
/** Most hosts one viewer may have blocked. */
export const MAX_BLOCKS = 500;
/** Reports one viewer may file per hour. */
export const REPORTS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

const Jid = v.pipe(v.string(), v.trim(), v.minLength(3, 'must be a jid'), v.maxLength(300, 'is too long'), v.includes('@', 'must be a jid'));
const Sid = v.pipe(v.string(), v.regex(/^[\w.:@-]{1,200}$/, 'must be 1..200 of [A-Za-z0-9_.:@-]'));

async function hostByJid(deps: ApiDeps, jid: string): Promise<UserRow> {
  const u = await deps.store.userByJid(bareJid(jid));
  if (!u || u.kind !== 'anchor') throw new ApiError(0, 'host not found');
  return u;
}

const parseTags = (t: string): string[] => {
  try {
    const a = JSON.parse(t) as unknown;
    return Array.isArray(a) ? a.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

export const SAFETY_ROUTES: Record<string, Route> = {
  'friends_service/block_user': route({
    auth: true,
    schema: v.object({ jid: Jid }),
    async run(d, caller, deps) {
      const host = await hostByJid(deps, d.jid);
      const db = deps.store.db;
      if (!(await isBlocked(db, caller!.uid, host.jid))) {
        if ((await blocksSince(db, caller!.uid, deps.now() - HOUR_MS)) >= BLOCKS_PER_HOUR) throw new ApiError(0, 'too many blocks: try again later');
        if ((await blockedHosts(db, caller!.uid)).length >= MAX_BLOCKS) throw new ApiError(0, `at most ${MAX_BLOCKS} blocked hosts`);
        await blockHost(db, caller!.uid, host.jid, deps.now());
      }
      return { jid: host.jid, blocked: true };
    },
  }),

  'friends_service/unblock_user': route({
    auth: true,
    schema: v.object({ jid: Jid }),
    async run(d, caller, deps) {
      const host = await hostByJid(deps, d.jid);
      await unblockHost(deps.store.db, caller!.uid, host.jid);
      return { jid: host.jid, blocked: false };
    },
  }),

  'friends_service/block_list': route({
    auth: true,
    schema: v.object({}),
    async run(_d, caller, deps) {
      const rows = await blockedHosts(deps.store.db, caller!.uid);
      const users = new Map((await deps.store.usersByJids(rows.map((r) => r.host_jid))).map((u) => [u.jid, u]));
      const now = deps.clock.now();
      return { list: rows.flatMap((r) => (users.has(r.host_jid) ? [{ ...anchorItem(users.get(r.host_jid)!, now), blockedAt: r.blocked_at }] : [])) };
    },
  }),

  'common_service/report': route({
    auth: true,
    schema: v.object({
      jid: Jid,
      mid: v.optional(Sid),
      reason: v.picklist(REPORT_REASONS, `must be one of ${REPORT_REASONS.join(', ')}`),
      note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(REPORT_NOTE_MAX, `must be at most ${REPORT_NOTE_MAX} characters`)), ''),
    }),
    async run(d, caller, deps) {
      const viewer = caller!;
      const host = await hostByJid(deps, d.jid);
      if (d.mid) {
        const m = await deps.store.messageByMid(d.mid);
        const pair = m && [m.from_jid.toLowerCase(), m.to_jid.toLowerCase()].sort().join('|');
        if (!m || pair !== [viewer.jid.toLowerCase(), host.jid.toLowerCase()].sort().join('|')) throw new ApiError(0, 'message not found');
      }
      const db = deps.store.db;
      if ((await reportsSince(db, viewer.uid, deps.now() - HOUR_MS)) >= REPORTS_PER_HOUR) throw new ApiError(0, 'too many reports: try again later');
      const id = await insertReport(db, { reporter_uid: viewer.uid, host_jid: host.jid, mid: d.mid ?? null, reason: d.reason, note: d.note, created_at: deps.now() });
      return { id };
    },
  }),

  'common_service/rate_call': route({
    auth: true,
    schema: v.object({
      sid: Sid,
      stars: v.pipe(v.number(), v.integer('must be 1..5'), v.minValue(1, 'must be 1..5'), v.maxValue(5, 'must be 1..5')),
      tags: v.optional(
        v.pipe(v.array(v.picklist(RATING_TAGS, `must be one of ${RATING_TAGS.join(', ')}`)), v.maxLength(RATING_TAGS_MAX, `must hold at most ${RATING_TAGS_MAX} tags`)),
        [],
      ),
    }),
    async run(d, caller, deps) {
      const viewer = caller!;
      const db = deps.store.db;
      const [c] = await db.query<CallRow>('select * from calls where sid = $1', [d.sid]);
      const me = viewer.jid.toLowerCase();
      if (!c || (c.caller.toLowerCase() !== me && c.callee.toLowerCase() !== me)) throw new ApiError(0, 'call not found');
      if (!isRateable({ connectingTime: Number(c.connecting_time), endTime: Number(c.end_time), mediaMs: Number(c.media_ms ?? 0) })) {
        throw new ApiError(0, 'call too short to rate');
      }
      const tags = [...new Set(d.tags)];
      if (!(await insertRating(db, { sid: c.sid, viewer_uid: viewer.uid, stars: d.stars, tags: JSON.stringify(tags), created_at: deps.now() }))) {
        throw new ApiError(0, 'call already rated');
      }
      return { sid: c.sid, stars: d.stars, tags };
    },
  }),

  'common_service/call_ratings': route({
    auth: true,
    schema: v.object({ sids: v.pipe(v.array(Sid), v.maxLength(100, 'must hold at most 100 sids')) }),
    async run(d, caller, deps) {
      const rows = d.sids.length ? await ratingsOf(deps.store.db, caller!.uid, d.sids) : [];
      return { list: rows.map((r) => ({ sid: r.sid, stars: r.stars, tags: parseTags(r.tags) })) };
    },
  }),
};
