import { afterEach, describe, expect, it } from 'vitest';
import { IDBFactory, IDBKeyRange, IDBObjectStore } from 'fake-indexeddb';
import type { NewMessage } from '@vchat/chat-db';
import { lazyChatStore, loadOnce } from './lazy.ts';

const ME = 'user_1@localhost';
const HOST = { jid: 'anchor_100001@anchors.localhost', nickName: 'Amira' };
const msg = (mid: string): NewMessage => ({ mid, from: ME, to: HOST.jid, date: Date.now(), type: 'text', content: mid, nickName: '', os: 'web', pkgName: 'p', version: 1, sensitiveInfo: 0 });

type Writes = { put: (...a: unknown[]) => unknown; add: (...a: unknown[]) => unknown; transaction: { db: { name: string } } };
const proto = IDBObjectStore.prototype as unknown as Writes;
const { put, add } = proto;
afterEach(() => {
  proto.put = put;
  proto.add = add;
});

describe('lazyChatStore when the device storage is full (issue 19.10)', () => {
  it('moves to memory with a copy of the data, runs the write there, tells once, and leaves the disk as it was', async () => {
    const idb = new IDBFactory();
    let told = 0;
    const store = lazyChatStore(undefined, { indexedDB: idb, IDBKeyRange, name: 'quota-test', onStorageFull: () => told++ });
    const first = await store.addOutgoing(ME, HOST, msg('before-full'));
    // From now on every write to the real database fails for lack of space.
    const fullOnDisk = (real: (...a: unknown[]) => unknown) =>
      function (this: Writes, ...a: unknown[]) {
        if (this.transaction.db.name === 'quota-test') throw new DOMException('the quota is used up', 'QuotaExceededError');
        return real.apply(this, a);
      };
    proto.put = fullOnDisk(put);
    proto.add = fullOnDisk(add);
    const second = await store.addOutgoing(ME, HOST, msg('after-full'));
    proto.put = put;
    proto.add = add;
    const third = await store.addOutgoing(ME, HOST, msg('still-in-memory'));
    expect(told).toBe(1);
    const shown = await store.olderMessages(first.tid, Number.MAX_SAFE_INTEGER, 50);
    expect(shown.map((m) => m.mid)).toEqual([first.mid, second.mid, third.mid]);
    // Nothing half-written: the disk holds what it held before the storage was full, and
    // (memory from then on) nothing after.
    const onDisk = await new Promise<string[]>((resolve, reject) => {
      const req = idb.open('quota-test');
      req.onerror = () => reject(req.error);
      req.onsuccess = () => {
        const all = req.result.transaction('messages').objectStore('messages').getAll();
        all.onsuccess = () => resolve((all.result as Array<{ mid: string }>).map((m) => m.mid));
      };
    });
    expect(onDisk.filter((m) => m !== undefined && !m.startsWith('local'))).toEqual(['before-full']);
  });
});

describe('loadOnce (the lazy wrappers\' module load)', () => {
  it('builds once for concurrent callers, and a failed load is tried again by the next caller', async () => {
    let runs = 0;
    let fail = true;
    const load = loadOnce(async () => {
      runs++;
      if (fail) throw new Error('chunk lost');
      return { n: runs };
    });
    const [a, b] = await Promise.allSettled([load(), load()]);
    expect([a.status, b.status]).toEqual(['rejected', 'rejected']);
    expect(runs).toBe(1);
    fail = false;
    const first = await load();
    expect(await load()).toBe(first);
    expect(runs).toBe(2);
  });
});
