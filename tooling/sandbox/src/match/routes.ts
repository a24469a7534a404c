/**
 * The match paths (MATCH.md; spec §2 "match popup and match list", §3 match info):
 * `match_service/add_match` records a match the viewer acted on, `match_service/match_list`
 * lists them newest first with the host's card and status now. The suggestions themselves are
 * `anchorlist_services/swipe_anchor_list` (api/routes.ts), which skips the hosts in `exclude`.
 */
import * as v from 'valibot';
import { bareJid } from '@vchat/domain';
import { anchorItem, ApiError, route, type Route } from '../api/routes.ts';
import { addMatch, matchPage, MATCH_TYPES } from './matchStore.ts';

const int = v.pipe(v.number(), v.integer());
const Mid = v.pipe(v.string(), v.regex(/^[\w.:@-]{1,200}$/, 'must be 1..200 of [A-Za-z0-9_.:@-]'));
const Jid = v.pipe(v.string(), v.trim(), v.minLength(3, 'must be a jid'), v.maxLength(300, 'is too long'), v.includes('@', 'must be a jid'));

export const MATCH_ROUTES: Record<string, Route> = {
  'match_service/add_match': route({
    auth: true,
    schema: v.object({ mid: Mid, targetJid: Jid, matchType: v.picklist(MATCH_TYPES, `must be one of ${MATCH_TYPES.join(', ')}`) }),
    async run(d, caller, deps) {
      const host = await deps.store.userByJid(bareJid(d.targetJid));
      if (!host || host.kind !== 'anchor') throw new ApiError(0, 'host not found');
      const row = await addMatch(deps.store.db, { mid: d.mid, viewer_uid: caller!.uid, host_jid: host.jid, match_type: d.matchType, created_at: deps.now() });
      if (!row) throw new ApiError(0, 'match id already used');
      return { mid: row.mid, matchType: row.match_type, createdAt: row.created_at, anchor: anchorItem(host, deps.clock.now()) };
    },
  }),
  'match_service/match_list': route({
    auth: true,
    schema: v.object({
      page: v.optional(v.pipe(int, v.minValue(1, 'must be 1..1000'), v.maxValue(1000, 'must be 1..1000')), 1),
      pageSize: v.optional(v.pipe(int, v.minValue(1, 'must be 1..50'), v.maxValue(50, 'must be 1..50')), 20),
    }),
    async run(d, caller, deps) {
      const { rows, hasMore } = await matchPage(deps.store.db, caller!.uid, d.page, d.pageSize);
      const hosts = new Map((await deps.store.usersByJids([...new Set(rows.map((r) => r.host_jid))])).map((u) => [u.jid, u]));
      const now = deps.clock.now();
      const list = rows.flatMap((r) => {
        const host = hosts.get(r.host_jid);
        return host ? [{ mid: r.mid, matchType: r.match_type, createdAt: r.created_at, anchor: anchorItem(host, now) }] : [];
      });
      return { list, page: d.page, hasMore };
    },
  }),
};
