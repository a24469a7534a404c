/**
 * A paged server list ("Load more") for a screen: the paging itself is the client's
 * (`pagedList`, lists/pagedList.ts); this hook makes one per `fetchPage` (memoise it; null:
 * nothing to read yet), loads its first page and renders its state.
 */
import { useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { atom } from 'jotai/vanilla';
import type { PageFetcher, PagedState } from '@vchat/client';
import { useServices } from './ServicesContext.tsx';

export interface Paged<T> {
  rows: T[] | null;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  loadMore: () => void;
  reload: () => void;
}

const IDLE = atom<PagedState<never>>({ rows: null, hasMore: false, loading: false, failed: false, error: null });

export function usePaged<T>(fetchPage: PageFetcher<T> | null): Paged<T> {
  const { pagedList } = useServices();
  const list = useMemo(() => (fetchPage ? pagedList(fetchPage) : null), [pagedList, fetchPage]);
  const s = useAtomValue(list?.atom ?? IDLE) as PagedState<T>;
  useEffect(() => void list?.reload(), [list]);
  return {
    rows: s.rows,
    hasMore: s.hasMore,
    loading: s.loading,
    failed: s.failed,
    loadMore: () => void list?.loadMore(),
    reload: () => void list?.reload(),
  };
}
