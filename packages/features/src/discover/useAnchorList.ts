/**
 * Loads the goddess wall's host lists (spec §7 anchor_list_hot / anchor_list_new) page by
 * page for a language tab, and refreshes the hosts' online status every 30 s
 * (multi_online_status). Stale answers after a tab switch are ignored.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnchorItemResult } from '@vchat/api-client';
import type { DiscoverTab, OnlineStatus } from '@vchat/domain';
import { useServices } from '../common/ServicesContext.tsx';

export type ListKind = 'hot' | 'new';

export interface AnchorListState {
  items: AnchorItemResult[];
  status: 'loading' | 'ready' | 'error';
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

const PAGE_SIZE = 24;
const STATUS_REFRESH_MS = 30_000;

export function useAnchorList(kind: ListKind, tab: DiscoverTab): AnchorListState {
  const { api } = useServices();
  const [items, setItems] = useState<AnchorItemResult[]>([]);
  const [status, setStatus] = useState<AnchorListState['status']>('loading');
  const [error, setError] = useState<unknown>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const page = useRef(1);
  const key = `${kind}:${tab}:${attempt}`;
  const current = useRef(key);
  current.current = key;

  const fetchPage = useCallback(
    (p: number) => {
      const call = kind === 'hot' ? api.anchorListHot : api.anchorListNew;
      return call({ page: p, pageSize: PAGE_SIZE, language: tab });
    },
    [api, kind, tab],
  );

  useEffect(() => {
    const myKey = key;
    setStatus('loading');
    setItems([]);
    setHasMore(false);
    page.current = 1;
    fetchPage(1).then(
      (res) => {
        if (current.current !== myKey) return;
        setItems(res.list);
        setHasMore(res.hasMore);
        setStatus('ready');
      },
      (e: unknown) => {
        if (current.current !== myKey) return;
        setError(e);
        setStatus('error');
      },
    );
  }, [key, fetchPage]);

  const loadMore = useCallback(() => {
    if (loadingMore || !hasMore) return;
    const myKey = current.current;
    setLoadingMore(true);
    fetchPage(page.current + 1).then(
      (res) => {
        if (current.current !== myKey) return;
        page.current += 1;
        setItems((prev) => {
          const seen = new Set(prev.map((a) => a.jid));
          return [...prev, ...res.list.filter((a) => !seen.has(a.jid))];
        });
        setHasMore(res.hasMore);
        setLoadingMore(false);
      },
      () => setLoadingMore(false),
    );
  }, [fetchPage, hasMore, loadingMore]);

  useEffect(() => {
    if (status !== 'ready' || items.length === 0) return;
    const timer = setInterval(() => {
      const jids = items.slice(0, 100).map((a) => a.jid);
      api.multiOnlineStatus({ jids }).then(
        (res) => {
          const byJid = new Map<string, OnlineStatus>(res.list.map((s) => [s.jid, s.status]));
          setItems((prev) => prev.map((a) => (byJid.has(a.jid) && byJid.get(a.jid) !== a.status ? { ...a, status: byJid.get(a.jid)! } : a)));
        },
        () => {},
      );
    }, STATUS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [api, status, items]);

  return { items, status, error, hasMore, loadingMore, loadMore, retry: () => setAttempt((n) => n + 1) };
}
