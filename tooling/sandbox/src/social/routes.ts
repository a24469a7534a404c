/**
 * The friends_service paths and recommend_friend_list (tooling/sandbox/SOCIAL.md; spec §7,
 * issue 10): friend requests both ways, the friend list, favourites, likes and liked-me, with
 * real persistence. Hosts answer friend requests by their daily state: a host who is awake
 * (dining, out, in private) accepts after her reply delay and sends add_friend_msg (type 401)
 * over XMPP; a sleeping or offline host leaves the request pending until she is awake and the
 * viewer's next social read settles it. `auto_add_friend` makes an awake host send the viewer
 * a friend request (friends_request, type 7).
 */
import * as v from 'valibot';
import { bareJid } from '@vchat/domain';
import { anchorItem, ApiError, route, type ApiDeps, type Route } from '../api/routes.ts';
import { hostStateAt } from '../hosts.ts';
import type { UserRow } from '../store.ts';
import { withoutBlocked } from '../safety/safetyStore.ts';
import { claimLikedMeSeed, pendingRequests, relationOf, relationPage, setRelation, type RelationRow } from './socialStore.ts';

const int = v.pipe(v.number(), v.integer());
const Paging = {
  page: v.optional(v.pipe(int, v.minValue(1, 'must be 1..1000'), v.maxValue(1000, 'must be 1..1000')), 1),
  pageSize: v.optional(v.pipe(int, v.minValue(1, 'must be 1..50'), v.maxValue(50, 'must be 1..50')), 20),
};
const Jid = v.pipe(v.string(), v.trim(), v.minLength(3, 'must be a jid'), v.maxLength(300, 'is too long'), v.includes('@', 'must be a jid'));

/** The relation as the app sees it. */
export function relationView(r: RelationRow) {
  return { jid: r.host_jid, friend: r.friend, isFavorite: r.favorite, liked: r.liked, likedMe: r.liked_me };
}

/** Daily states in which a host answers (and accepts friend requests). */
function awake(host: UserRow, nowMs: number): boolean {
  const s = hostStateAt(nowMs, host.tz_offset);
  return s === 'dining' || s === 'outdoor' || s === 'private';
}

async function hostByJid(deps: ApiDeps, jid: string): Promise<UserRow> {
  const u = await deps.store.userByJid(bareJid(jid));
  if (!u || u.kind !== 'anchor') throw new ApiError(0, 'host not found');
  return u;
}

/** Accepts a pending request of `viewer` to `host` (once) and tells the viewer over XMPP. */
async function accept(deps: ApiDeps, viewer: UserRow, host: UserRow): Promise<boolean> {
  const done = await setRelation(deps.store.db, viewer.uid, host.jid, { friend: 'friends', friends_at: deps.now() }, ['requested']);
  if (!done) return false;
  await deps.hostActions()?.sendAdminMessage({ from: host.jid, to: viewer.jid, type: 401, text: '', hasAttachment: false }).catch(() => undefined);
  return true;
}

/** Settles the viewer's pending requests whose host is awake now (the lazy half of the daily-state rule). */
async function settlePending(deps: ApiDeps, viewer: UserRow): Promise<void> {
  const now = deps.clock.now();
  for (const r of await pendingRequests(deps.store.db, viewer.uid)) {
    if ((r.requested_at ?? 0) + deps.friendAcceptDelayMs() > deps.now()) continue;
    const host = await deps.store.userByJid(r.host_jid);
    if (host && awake(host, now)) await accept(deps, viewer, host);
  }
}

/** Gives a viewer the hosts who liked them (once per viewer: a few hosts picked by uid). */
async function seedLikedMe(deps: ApiDeps, viewer: UserRow): Promise<void> {
  if (!(await claimLikedMeSeed(deps.store.db, viewer.uid))) return;
  const hosts = await deps.store.allAnchors();
  const seed = Number(viewer.uid.replace(/\D/g, '') || 0);
  const picked = hosts.filter((_, i) => (i + seed) % 7 === 0).slice(0, 4);
  const now = deps.now();
  for (const [i, h] of picked.entries()) await setRelation(deps.store.db, viewer.uid, h.jid, { liked_me: true, liked_me_at: now - (i + 1) * 3_600_000 });
}

async function listOf(deps: ApiDeps, viewer: UserRow, what: Parameters<typeof relationPage>[2], page: number, pageSize: number) {
  const { rows, hasMore } = await relationPage(deps.store.db, viewer.uid, what, page, pageSize);
  const users = new Map((await deps.store.usersByJids(rows.map((r) => r.host_jid))).map((u) => [u.jid, u]));
  const now = deps.clock.now();
  const at = { friends: 'friends_at', incoming: 'requested_at', favorite: 'favorite_at', liked: 'liked_at', liked_me: 'liked_me_at' } as const;
  const list = rows.flatMap((r) => {
    const u = users.get(r.host_jid);
    return u ? [{ ...anchorItem(u, now), ...relationView(r), at: r[at[what]] ?? 0 }] : [];
  });
  return { list, page, hasMore };
}

export const SOCIAL_ROUTES: Record<string, Route> = {
  'friends_service/change_relation': route({
    auth: true,
    schema: v.object({ jid: Jid, action: v.picklist(['request', 'accept', 'decline', 'remove', 'like', 'unlike'], 'must be request, accept, decline, remove, like or unlike') }),
    async run(d, caller, deps) {
      const viewer = caller!;
      const host = await hostByJid(deps, d.jid);
      const db = deps.store.db;
      const now = deps.now();
      const cur = await relationOf(db, viewer.uid, host.jid);
      switch (d.action) {
        case 'request':
          if (cur.friend === 'incoming') await setRelation(db, viewer.uid, host.jid, { friend: 'friends', friends_at: now }, ['incoming']);
          else if (cur.friend === 'none') {
            await setRelation(db, viewer.uid, host.jid, { friend: 'requested', requested_at: now }, ['none']);
            const delay = deps.friendAcceptDelayMs();
            setTimeout(() => {
              if (awake(host, deps.clock.now())) void accept(deps, viewer, host).catch(() => undefined);
            }, delay).unref?.();
          }
          break;
        case 'accept':
          if (cur.friend !== 'incoming') throw new ApiError(0, 'no friend request from this host');
          await setRelation(db, viewer.uid, host.jid, { friend: 'friends', friends_at: now }, ['incoming']);
          break;
        case 'decline':
          if (cur.friend !== 'incoming') throw new ApiError(0, 'no friend request from this host');
          await setRelation(db, viewer.uid, host.jid, { friend: 'none' }, ['incoming']);
          break;
        case 'remove':
          await setRelation(db, viewer.uid, host.jid, { friend: 'none' }, ['requested', 'friends']);
          break;
        case 'like':
        case 'unlike':
          await setRelation(db, viewer.uid, host.jid, { liked: d.action === 'like', liked_at: now });
          break;
      }
      return relationView(await relationOf(db, viewer.uid, host.jid));
    },
  }),

  'friends_service/friends_relative': route({
    auth: true,
    schema: v.object({ jid: Jid }),
    async run(d, caller, deps) {
      const host = await hostByJid(deps, d.jid);
      await settlePending(deps, caller!);
      return relationView(await relationOf(deps.store.db, caller!.uid, host.jid));
    },
  }),

  'friends_service/friend_list': route({
    auth: true,
    schema: v.object({ ...Paging, type: v.optional(v.picklist(['friends', 'incoming'], 'must be friends or incoming'), 'friends') }),
    async run(d, caller, deps) {
      await settlePending(deps, caller!);
      return listOf(deps, caller!, d.type, d.page, d.pageSize);
    },
  }),

  'friends_service/auto_add_friend': route({
    auth: true,
    schema: v.object({ jid: Jid }),
    async run(d, caller, deps) {
      const viewer = caller!;
      const host = await hostByJid(deps, d.jid);
      const cur = await relationOf(deps.store.db, viewer.uid, host.jid);
      if (cur.friend === 'none' && awake(host, deps.clock.now())) {
        const r = await setRelation(deps.store.db, viewer.uid, host.jid, { friend: 'incoming', requested_at: deps.now() }, ['none']);
        if (r) await deps.hostActions()?.sendAdminMessage({ from: host.jid, to: viewer.jid, type: 7, text: '', hasAttachment: false }).catch(() => undefined);
      }
      return relationView(await relationOf(deps.store.db, viewer.uid, host.jid));
    },
  }),

  'friends_service/like_list': route({
    auth: true,
    schema: v.object({ ...Paging, type: v.picklist(['liked', 'likedMe'], 'must be liked or likedMe') }),
    async run(d, caller, deps) {
      if (d.type === 'likedMe') await seedLikedMe(deps, caller!);
      return listOf(deps, caller!, d.type === 'liked' ? 'liked' : 'liked_me', d.page, d.pageSize);
    },
  }),

  'friends_service/enable_user_favorite': route({
    auth: true,
    schema: v.object({}),
    run: async (_d, _c, deps) => ({ enabled: deps.callConfig.switches.enableFavorite }),
  }),

  'friends_service/change_user_favorite': route({
    auth: true,
    schema: v.object({ jid: Jid, favorite: v.boolean('must be true or false') }),
    async run(d, caller, deps) {
      if (!deps.callConfig.switches.enableFavorite) throw new ApiError(0, 'favourites are off');
      const host = await hostByJid(deps, d.jid);
      const r = await setRelation(deps.store.db, caller!.uid, host.jid, { favorite: d.favorite, favorite_at: deps.now() });
      return { isFavorite: r!.favorite };
    },
  }),

  'friends_service/query_user_favorite': route({
    auth: true,
    schema: v.object({ jid: Jid }),
    async run(d, caller, deps) {
      const host = await hostByJid(deps, d.jid);
      return { isFavorite: (await relationOf(deps.store.db, caller!.uid, host.jid)).favorite };
    },
  }),

  'friends_service/query_user_favorite_list': route({
    auth: true,
    schema: v.object(Paging),
    run: async (d, caller, deps) => listOf(deps, caller!, 'favorite', d.page, d.pageSize),
  }),

  'anchorlist_services/recommend_friend_list': route({
    auth: true,
    schema: v.object({ count: v.optional(v.pipe(int, v.minValue(1, 'must be 1..20'), v.maxValue(20, 'must be 1..20')), 10) }),
    async run(d, caller, deps) {
      const now = deps.clock.now();
      const friends = new Set((await relationPage(deps.store.db, caller!.uid, 'friends', 1, 1000)).rows.map((r) => r.host_jid));
      const hosts = (await withoutBlocked(deps.store.db, caller!.uid, await deps.store.allAnchors())).filter((h) => !friends.has(h.jid) && awake(h, now));
      hosts.sort((a, b) => b.popularity - a.popularity);
      return { list: hosts.slice(0, d.count).map((h) => anchorItem(h, now)) };
    },
  }),
};
