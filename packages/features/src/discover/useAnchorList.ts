/**
 * The goddess wall's host list for a kind and language tab, from the client's discover module
 * (paging, the 30 s online status refresh and the cache live there); this hook only renders
 * its state and hands out its commands.
 */
import { useDeferredValue, useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import type { AnchorItemResult } from '@vchat/api-client';
import type { DiscoverTab } from '@vchat/domain';
import type { ListKind } from '@vchat/client';
import { useServices } from '../common/ServicesContext.tsx';

export type { ListKind } from '@vchat/client';

export interface AnchorListState {
  items: readonly AnchorItemResult[];
  status: 'loading' | 'ready' | 'error';
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

export function useAnchorList(kind: ListKind, tab: DiscoverTab): AnchorListState {
  const { discover } = useServices();
  const list = useMemo(() => discover.list(kind, tab), [discover, kind, tab]);
  // Deferred: a new page of hosts (24 cards) renders in the background, in slices of a few ms
  // that a tap can interrupt, not as one long task when the list arrives (issue 21, wall TBT).
  const s = useDeferredValue(useAtomValue(list.atom));
  useEffect(() => discover.watch(kind, tab), [discover, kind, tab]);
  return {
    items: s.rows ?? [],
    status: s.rows !== null ? 'ready' : s.failed ? 'error' : 'loading',
    error: s.error,
    hasMore: s.hasMore,
    loadingMore: s.loading && s.rows !== null,
    loadMore: () => void list.loadMore(),
    retry: () => void list.reload(),
  };
}
