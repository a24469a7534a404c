/**
 * The goddess wall's host lists (spec §6 /goddess, §7 anchor_list_hot / anchor_list_new):
 * one paged list per kind and language tab, kept while the app runs (a tab seen before shows
 * at once), and while the wall watches a list its hosts' online status is asked again every
 * {@link STATUS_REFRESH_MS} (multi_online_status, the first 100 hosts).
 */
import type { createStore } from 'jotai/vanilla';
import type { AnchorItemResult, ApiClient } from '@vchat/api-client';
import type { DiscoverTab, OnlineStatus } from '@vchat/domain';
import { createPagedList, type PagedList } from '../lists/pagedList.ts';
import type { Clock } from '../platform.ts';

/** Hosts per page of the wall. */
export const WALL_PAGE_SIZE = 24;
/** How often a watched list's online statuses are asked again, ms. */
export const STATUS_REFRESH_MS = 30_000;

export type ListKind = 'hot' | 'new';

export interface DiscoverDeps {
  store: ReturnType<typeof createStore>;
  api: Pick<ApiClient, 'anchorListHot' | 'anchorListNew' | 'multiOnlineStatus'>;
  clock: Clock;
  log: (message: string, extra?: unknown) => void;
}

/** Creates the wall's lists. */
export function createDiscover({ store, api, clock, log }: DiscoverDeps) {
  const lists = new Map<string, PagedList<AnchorItemResult>>();

  function list(kind: ListKind, tab: DiscoverTab): PagedList<AnchorItemResult> {
    const k = `${kind}:${tab}`;
    let l = lists.get(k);
    if (!l) {
      const call = kind === 'hot' ? api.anchorListHot : api.anchorListNew;
      l = createPagedList(store, (page) => call({ page, pageSize: WALL_PAGE_SIZE, language: tab }), (a) => a.jid);
      lists.set(k, l);
    }
    return l;
  }

  async function refreshStatus(l: PagedList<AnchorItemResult>): Promise<void> {
    const jids = (store.get(l.atom).rows ?? []).slice(0, 100).map((a) => a.jid);
    if (jids.length === 0) return;
    const res = await api.multiOnlineStatus({ jids });
    const byJid = new Map<string, OnlineStatus>(res.list.map((s) => [s.jid, s.status]));
    l.update((rows) => rows.map((a) => {
      const s = byJid.get(a.jid);
      return s && s !== a.status ? { ...a, status: s } : a;
    }));
  }

  return {
    list,
    /**
     * The wall shows this list: loads it unless it is there, and refreshes its hosts' online
     * status every {@link STATUS_REFRESH_MS} until the returned stop is called.
     */
    watch(kind: ListKind, tab: DiscoverTab): () => void {
      const l = list(kind, tab);
      void l.ensure();
      const timer = clock.setInterval(() => void refreshStatus(l).catch((e: unknown) => log('online status refresh failed', e)), STATUS_REFRESH_MS);
      return () => clock.clearInterval(timer);
    },
    /** Drops a host the viewer blocked (issue 20.16) from every loaded list of the wall. */
    dropHost(jid: string): void {
      const j = jid.toLowerCase();
      for (const l of lists.values()) l.update((rows) => rows.filter((a) => a.jid.toLowerCase() !== j));
    },
    /** Forgets every list (sign-in or sign-out: the wall may differ). */
    reset(): void {
      lists.clear();
    },
  };
}

export type Discover = ReturnType<typeof createDiscover>;
