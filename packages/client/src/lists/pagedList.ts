/**
 * A server list read page by page ("Load more"; spec §7 paged endpoints: page, pageSize,
 * hasMore), as state in the client's store: pages 1, 2, … appended in order with duplicates
 * (by `key`) dropped; a failed page keeps what is shown and says so; `reload()` starts again
 * at page 1 and keeps the rows on screen until the fresh page arrives (no blank flash);
 * answers of an older generation are dropped. The UI renders `atom` and calls the commands.
 */
import { atom, type Atom, type createStore } from 'jotai/vanilla';

/** What a paged list shows. */
export interface PagedState<T> {
  /** The rows so far; null until the first page arrived. */
  rows: T[] | null;
  hasMore: boolean;
  /** A page is being read. */
  loading: boolean;
  /** The last page read failed (`error` says why). */
  failed: boolean;
  error: unknown;
}

/** One page of a paged endpoint. */
export type PageFetcher<T> = (page: number) => Promise<{ list: T[]; hasMore: boolean }>;

export interface PagedList<T> {
  atom: Atom<PagedState<T>>;
  /** Reads page 1 again (also the first load). */
  reload(): Promise<void>;
  /** Reads the next page; no-op while a page is read or when there is no more. */
  loadMore(): Promise<void>;
  /** Loads page 1 unless rows are there already (a list seen before shows at once). */
  ensure(): Promise<void>;
  /** Changes rows in place (e.g. fresh online statuses); the order and paging stay. */
  update(fn: (rows: T[]) => T[]): void;
}

const EMPTY: PagedState<never> = { rows: null, hasMore: false, loading: false, failed: false, error: null };

/** Creates a paged list over `fetchPage` in `store`; `key` names a row (default: none, no dedupe). */
export function createPagedList<T>(store: ReturnType<typeof createStore>, fetchPage: PageFetcher<T>, key?: (row: T) => string): PagedList<T> {
  const state = atom<PagedState<T>>(EMPTY);
  let generation = 0;
  let page = 0;
  const set = (p: Partial<PagedState<T>>) => store.set(state, { ...store.get(state), ...p });

  async function load(p: number): Promise<void> {
    const gen = generation;
    set({ loading: true, failed: false, error: null });
    try {
      const r = await fetchPage(p);
      if (gen !== generation) return;
      const prev = p === 1 ? [] : (store.get(state).rows ?? []);
      const seen = key ? new Set(prev.map(key)) : null;
      const added = seen ? r.list.filter((row) => !seen.has(key!(row))) : r.list;
      page = p;
      set({ rows: [...prev, ...added], hasMore: r.hasMore, loading: false });
    } catch (e) {
      if (gen === generation) set({ loading: false, failed: true, error: e });
    }
  }

  const list: PagedList<T> = {
    atom: state,
    reload() {
      generation += 1;
      return load(1);
    },
    loadMore() {
      const s = store.get(state);
      if (s.loading || !s.hasMore || s.rows === null) return Promise.resolve();
      return load(page + 1);
    },
    ensure() {
      const s = store.get(state);
      return s.rows === null && !s.loading ? list.reload() : Promise.resolve();
    },
    update(fn) {
      const rows = store.get(state).rows;
      if (rows) set({ rows: fn(rows) });
    },
  };
  return list;
}
