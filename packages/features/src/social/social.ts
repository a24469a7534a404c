/**
 * Friends, likes, favourites and host profiles (spec §1, §2 /friendreq, /anchorprofile, the
 * friend / like / liked-me lists and the favourite tip; §3 user card; §7 friends_service; the
 * contract is tooling/sandbox/SOCIAL.md). The server owns every relation: each command applies
 * the relation it answers to `relationsAtom`, so every screen showing that host agrees.
 */
import type { createStore } from 'jotai';
import * as v from 'valibot';
import type { AnchorItemResult, ApiClient, ContactPopup, HostCard, Relation, RelationAction, RelationList } from '@vchat/api-client';
import { readJson, writeJson, type KeyValueStorage } from '../common/storage.ts';
import { relationsAtom } from '../common/relations.ts';

type Store = ReturnType<typeof createStore>;

export { relationsAtom } from '../common/relations.ts';

/** Local storage key: the favourite tip was shown once. */
export const FAVORITE_TIP_KEY = 'favoriteTipSeen';

/** The lists the app shows. */
export type PeopleList = 'friends' | 'incoming' | 'favorites' | 'liked' | 'likedMe';

/** A host's profile: her card with albums and videos, her price (gems/min) and presence. */
export interface HostProfile {
  card: HostCard;
  price: number;
  status: AnchorItemResult['status'];
}

export interface SocialDeps {
  store: Store;
  api: Pick<ApiClient, 'changeRelation' | 'friendsRelative' | 'friendList' | 'likeList' | 'enableUserFavorite' | 'changeUserFavorite'
    | 'queryUserFavoriteList' | 'getHostCard' | 'anchorAccount' | 'multiOnlineStatus' | 'autoAddFriend' | 'contactPopupInfo' | 'anchorOnlineNotice'>;
  storage: KeyValueStorage;
}

/** Creates the social controller. Every command throws the API's error. */
export function createSocialController({ store, api, storage }: SocialDeps) {
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
    /** A host's profile: card (albums, videos), price and presence, read together. */
    async hostProfile(jid: string): Promise<HostProfile> {
      const [card, account, presence] = await Promise.all([
        api.getHostCard({ jid }),
        api.anchorAccount({ targetJid: [jid] }),
        api.multiOnlineStatus({ jids: [jid] }).catch(() => ({ list: [] })),
      ]);
      const price = account.anchorAccountInfo.find((a) => a.jid === jid)?.privateChatPrice ?? 0;
      const status = presence.list.find((p) => p.jid === jid)?.status ?? 'offline';
      return { card, price, status };
    },
  };
}

export type SocialController = ReturnType<typeof createSocialController>;
