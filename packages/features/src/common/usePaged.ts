/**
 * A paged list read from the server ("Load more"): pages 1, 2, … of `fetchPage`, appended in
 * order. `rows` is null until the first page arrived; a failed page sets `failed` and keeps
 * what was shown. `reload()` starts again at page 1. A change of `fetchPage` (memoise it)
 * reloads; answers for an older `fetchPage` are dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Paged<T> {
  rows: T[] | null;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  loadMore: () => void;
  reload: () => void;
}

export function usePaged<T>(fetchPage: ((page: number) => Promise<{ list: T[]; hasMore: boolean }>) | null): Paged<T> {
  const [rows, setRows] = useState<T[] | null>(null);
  const [page, setPage] = useState(0);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const generation = useRef(0);

  const load = useCallback((p: number) => {
    if (!fetchPage) return;
    const gen = generation.current;
    setLoading(true);
    setFailed(false);
    fetchPage(p).then(
      (r) => {
        if (gen !== generation.current) return;
        setRows((prev) => (p === 1 ? r.list : [...(prev ?? []), ...r.list]));
        setHasMore(r.hasMore);
        setPage(p);
      },
      () => gen === generation.current && setFailed(true),
    ).finally(() => gen === generation.current && setLoading(false));
  }, [fetchPage]);

  const reload = useCallback(() => {
    generation.current += 1;
    setRows(null);
    load(1);
  }, [load]);

  useEffect(() => {
    reload();
  }, [reload]);

  return { rows, hasMore, loading, failed, loadMore: () => !loading && load(page + 1), reload };
}
