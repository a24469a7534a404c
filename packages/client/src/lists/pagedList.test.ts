import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { createPagedList } from './pagedList.ts';

const deferred = <T,>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('paged list', () => {
  it('reads pages in order, drops duplicates by key, stops at the last page', async () => {
    const store = createStore();
    const pages: Record<number, { list: { id: string }[]; hasMore: boolean }> = {
      1: { list: [{ id: 'a' }, { id: 'b' }], hasMore: true },
      2: { list: [{ id: 'b' }, { id: 'c' }], hasMore: false },
    };
    const asked: number[] = [];
    const l = createPagedList(store, async (p) => (asked.push(p), pages[p]!), (r) => r.id);
    expect(store.get(l.atom).rows).toBeNull();
    await l.ensure();
    await l.loadMore();
    await l.loadMore();
    expect(store.get(l.atom)).toMatchObject({ rows: [{ id: 'a' }, { id: 'b' }, { id: 'c' }], hasMore: false, loading: false, failed: false });
    expect(asked).toEqual([1, 2]);
    await l.ensure();
    expect(asked).toEqual([1, 2]);
  });

  it('a failed page keeps the rows and says so; reload keeps rows until page 1 arrives and drops stale answers', async () => {
    const store = createStore();
    let fail = false;
    const slow = deferred<{ list: string[]; hasMore: boolean }>();
    let first = true;
    const l = createPagedList<string>(store, async (p) => {
      if (fail) throw new Error('HTTP 500');
      if (p === 1 && !first) return slow.promise;
      first = false;
      return { list: [`p${p}`], hasMore: true };
    });
    await l.reload();
    fail = true;
    await l.loadMore();
    expect(store.get(l.atom)).toMatchObject({ rows: ['p1'], failed: true, loading: false });
    fail = false;
    const stale = l.reload();
    expect(store.get(l.atom)).toMatchObject({ rows: ['p1'], loading: true, failed: false });
    const fresh = l.reload();
    slow.resolve({ list: ['new'], hasMore: false });
    await Promise.all([stale, fresh]);
    expect(store.get(l.atom)).toMatchObject({ rows: ['new'], hasMore: false, loading: false });
  });

  it('update changes rows in place', async () => {
    const store = createStore();
    const l = createPagedList(store, async () => ({ list: [{ id: 'a', on: false }], hasMore: false }));
    await l.reload();
    l.update((rows) => rows.map((r) => ({ ...r, on: true })));
    expect(store.get(l.atom).rows).toEqual([{ id: 'a', on: true }]);
  });
});
