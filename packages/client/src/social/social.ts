/**
 * Friends, likes, favourites and host profiles (spec §1, §2 /friendreq, /anchorprofile, the
 * friend / like / liked-me lists and the favourite tip; §3 user card; §7 friends_service; the
 * contract is tooling/sandbox/SOCIAL.md). The server owns every relation: each command applies
 * the relation it answers to `relationsAtom`, so every screen showing that host agrees.
 */
import type { createStore } from 'jotai/vanilla';
import * as v from 'valibot';
import type { AnchorItemResult, ApiClient, ContactPopup, HostCard, Relation, RelationAction, RelationList } from '@vchat/api-client';
import type { VCard } from '@vchat/xmpp-chat';
import { readJson, writeJson, type KeyValueStorage } from '../common/storage.ts';
import { relationsAtom } from '../common/relations.ts';
import { hostJidOf, uidFromJid } from '@vchat/domain';

type Store = ReturnType<typeof createStore>;

export { relationsAtom } from '../common/relations.ts';

/** Local storage key: the favourite tip was shown once. */
export const FAVORITE_TIP_KEY = 'favoriteTipSeen';

/** The lists the app shows. */
export type PeopleList = 'friends' | 'incoming' | 'favorites' | 'liked' | 'likedMe' | 'recommended';

/** How many hosts /friendreq suggests (recommend_friend_list count). */
export const RECOMMENDED_COUNT = 6;

/** A host's profile: her card with albums and videos, her price (gems/min) and presence. */
export interface HostProfile {
  card: HostCard;
  price: number;
  status: AnchorItemResult['status'];
  /** Full name (vCard FN, else the card's name); '' when unknown. */
  fn: string;
  /** Address line from the vCard (street, locality, region); '' when unknown. */
  address: string;
}

/** The card's fields, with empty ones filled from the vCard (spec §3 user card). */
export function mergeCard(jid: string, card: HostCard | null, vc: VCard | null): HostCard {
  const base: HostCard = card ?? {
    jid, uid: '', name: '', nickName: '', avatarUrl: '', birthday: '', country: '', language: '', gender: 'female', about: '', albums: [], videos: [],
  };
  if (!vc) return base;
  return {
    ...base,
    name: base.name || vc.fn,
    nickName: base.nickName || vc.nickName || vc.fn,
    avatarUrl: base.avatarUrl || vc.avatarUrl,
    birthday: base.birthday || vc.birthday,
    country: base.country || vc.country,
    about: base.about || vc.about,
  };
}

export interface SocialDeps {
  store: Store;
  api: Pick<ApiClient, 'changeRelation' | 'friendsRelative' | 'friendList' | 'likeList' | 'enableUserFavorite' | 'changeUserFavorite'
    | 'queryUserFavoriteList' | 'getHostCard' | 'anchorAccount' | 'multiOnlineStatus' | 'autoAddFriend' | 'contactPopupInfo' | 'anchorOnlineNotice' | 'recommendFriendList'>;
  storage: KeyValueStorage;
  /** A host's vCard over the chat connection (XEP-0054); rejects when not connected. */
  vcard?: (jid: string) => Promise<VCard>;
  /** The chat domain (ClientHosts.xmppDomain): a host's jid is built from her uid on it. */
  chatDomain?: string;
}

/** Creates the social controller. Every command throws the API's error. */
export function createSocialController({ store, api, storage, vcard, chatDomain = 'localhost' }: SocialDeps) {
  const apply = (r: Relation) => {
    store.set(relationsAtom, { ...store.get(relationsAtom), [r.jid]: r });
    return r;
  };
  const applyList = (l: RelationList) => {
    const next = { ...store.get(relationsAtom) };
    for (const i of l.list) next[i.jid] = { jid: i.jid, friend: i.friend, isFavorite: i.isFavorite, liked: i.liked, likedMe: i.likedMe };
    store.set(relationsAtom, next);
    return l;
  };
  let favoritesOn: Promise<boolean> | null = null;
  // Today's suggestion per signed-in uid: asked once per visit, then consumed when shown.
  const suggestions = new Map<string, Promise<ContactPopup | null>>();
  const suggestionsDone = new Set<string>();

  return {
    /** Reads how the viewer and `jid` stand (also settles a request an awake host has accepted). */
    relation: async (jid: string) => apply(await api.friendsRelative({ jid })),
    /** Friend request / accept / decline / remove, like / unlike. */
    change: async (jid: string, action: RelationAction) => apply(await api.changeRelation({ jid, action })),
    /** Asks the host to send a friend request (when she is awake and there is none yet). */
    autoAdd: async (jid: string) => apply(await api.autoAddFriend({ jid })),
    /** Whether favourites are on (asked once). */
    favoritesEnabled: () => (favoritesOn ??= api.enableUserFavorite().then((r) => r.enabled, () => false)),
    /**
     * Adds or removes a favourite. `showTip` is true the first time one is added on this device
     * (the favourite tip says where to find the list).
     */
    async setFavorite(jid: string, favorite: boolean): Promise<{ isFavorite: boolean; showTip: boolean }> {
      const { isFavorite } = await api.changeUserFavorite({ jid, favorite });
      const cur = store.get(relationsAtom)[jid] ?? { jid, friend: 'none' as const, isFavorite: false, liked: false, likedMe: false };
      apply({ ...cur, isFavorite });
      const showTip = isFavorite && !readJson(storage, FAVORITE_TIP_KEY, v.boolean());
      if (showTip) writeJson(storage, FAVORITE_TIP_KEY, true);
      return { isFavorite, showTip };
    },
    /** One page of a list, newest first. */
    async list(which: PeopleList, page = 1): Promise<RelationList> {
      const p = { page, pageSize: 20 };
      if (which === 'friends' || which === 'incoming') return applyList(await api.friendList({ ...p, type: which }));
      if (which === 'favorites') return applyList(await api.queryUserFavoriteList(p));
      if (which === 'recommended') {
        // Suggestions (recommend_friend_list): one page, hosts with no friendship yet.
        const { list } = await api.recommendFriendList({ count: RECOMMENDED_COUNT });
        const known = store.get(relationsAtom);
        return {
          list: list.map((h) => ({ ...h, jid: h.jid, friend: 'none' as const, isFavorite: known[h.jid]?.isFavorite ?? false, liked: known[h.jid]?.liked ?? false, likedMe: known[h.jid]?.likedMe ?? false, at: 0 })),
          page: 1,
          hasMore: false,
        };
      }
      return applyList(await api.likeList({ ...p, type: which }));
    },
    /**
     * Today's suggested host for the exclusive girl page (spec §2; contact_popup_info), asked
     * once per visit for `uid`; null when there is none, it was shown already, or the ask
     * failed (logged: a suggestion is never worth an error on screen).
     */
    async suggestion(uid: string): Promise<ContactPopup | null> {
      if (suggestionsDone.has(uid)) return null;
      let p = suggestions.get(uid);
      if (!p) {
        p = api.contactPopupInfo().then((r) => r.popup, (e: unknown) => {
          console.warn('[social] contact_popup_info failed', e);
          return null;
        });
        suggestions.set(uid, p);
      }
      const popup = await p;
      return suggestionsDone.has(uid) ? null : popup;
    },
    /** The suggestion was shown: not again this visit (the server shows one a day). */
    suggestionShown(uid: string): void {
      suggestionsDone.add(uid);
    },
    /**
     * Friends and favourite hosts who came online since the last ask (anchor_online_notice,
     * spec §7). Throws the API's error.
     */
    cameOnline: async (): Promise<AnchorItemResult[]> => (await api.anchorOnlineNotice()).list,
    /**
     * A host's profile (spec §3 user card): her card with albums and videos (HTTP), her vCard
     * over the chat connection (XEP-0054), price (gems/min) and presence, read together. The
     * card's fields win; the vCard fills what the card lacks (full name, address, and the
     * whole card when the HTTP card fails but the vCard answers). Throws the card's error
     * when neither answers; a missing price or presence is 0 / offline.
     */
    /**
     * The host a call route names (spec §2 /video/{uid}, /call/{uid}: a uid or a jid), from a
     * cold start with no thread: her jid (domain `hostJidOf`) and her card (name, avatar) from
     * the HTTP card, else her vCard. Throws Error('invalid uid') for a malformed uid, and the
     * card's error (e.g. BACKEND_ERROR "user not found") when neither answers.
     */
    async resolveHost(uidOrJid: string): Promise<{ jid: string; nickName: string; avatarUrl?: string }> {
      const jid = hostJidOf(uidOrJid, chatDomain);
      // The HTTP card first; the vCard (which waits for the chat connection) only when it fails.
      const card = await api.getHostCard({ jid }).then((c) => ({ ok: true as const, c }), (e: unknown) => ({ ok: false as const, e }));
      const vc = card.ok || !vcard ? null : await vcard(jid).catch(() => null);
      if (!card.ok && !vc) throw card.e;
      const merged = mergeCard(jid, card.ok ? card.c : null, vc);
      return { jid, nickName: merged.nickName || uidFromJid(jid), ...(merged.avatarUrl ? { avatarUrl: merged.avatarUrl } : {}) };
    },
    async hostProfile(jid: string): Promise<HostProfile> {
      const [card, vc, account, presence] = await Promise.all([
        api.getHostCard({ jid }).then((c) => ({ ok: true as const, c }), (e: unknown) => ({ ok: false as const, e })),
        vcard ? vcard(jid).catch(() => null) : Promise.resolve(null),
        api.anchorAccount({ targetJid: [jid] }).catch(() => ({ anchorAccountInfo: [] })),
        api.multiOnlineStatus({ jids: [jid] }).catch(() => ({ list: [] })),
      ]);
      if (!card.ok && !vc) throw card.e;
      const price = account.anchorAccountInfo.find((a) => a.jid === jid)?.privateChatPrice ?? 0;
      const status = presence.list.find((p) => p.jid === jid)?.status ?? 'offline';
      return { card: mergeCard(jid, card.ok ? card.c : null, vc), price, status, fn: vc?.fn || (card.ok ? card.c.name : '') || '', address: vc?.address ?? '' };
    },
  };
}

export type SocialController = ReturnType<typeof createSocialController>;
