import { describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { KEY_VALUE_JOURNAL, KEY_VALUE_MIGRATED, openKeyValueStore, type OpenWebSqlDatabase, type WebSqlDatabase } from './keyValue.ts';

/** A Map-backed Storage (Node has no localStorage). `failWrites` acts like disabled storage. */
class MapStorage implements Storage {
  m = new Map<string, string>();
  constructor(private failWrites = false) {}
  get length() { return this.m.size; }
  key(i: number) { return [...this.m.keys()][i] ?? null; }
  getItem(k: string) { return this.m.get(k) ?? null; }
  setItem(k: string, v: string) {
    if (this.failWrites) throw new DOMException('disabled', 'SecurityError');
    this.m.set(k, String(v));
  }
  removeItem(k: string) { this.m.delete(k); }
  clear() { this.m.clear(); }
}

/** Web SQL stand-in for unit tests: understands the four statements the store issues. */
function fakeWebSql(tables: Map<string, Map<string, string>>): OpenWebSqlDatabase {
  return (name) => {
    const db: WebSqlDatabase = {
      transaction(run, error, success) {
        setTimeout(() => {
          try {
            run({
              executeSql(sql, args = [], ok) {
                if (sql.startsWith('CREATE TABLE')) { if (!tables.has(name)) tables.set(name, new Map()); return; }
                const t = tables.get(name);
                if (!t) throw new Error('no such table: kv');
                if (sql.startsWith('SELECT')) {
                  const rows = [...t].map(([key, value]) => ({ key, value }));
                  ok?.(null, { rows: { length: rows.length, item: (i) => rows[i]! } });
                } else if (sql.startsWith('INSERT OR REPLACE')) t.set(String(args[0]), String(args[1]));
                else if (sql.startsWith('DELETE')) t.delete(String(args[0]));
                else throw new Error(`unexpected SQL ${sql}`);
              },
            });
            success?.();
          } catch (e) {
            error?.({ message: (e as Error).message });
          }
        }, 0);
      },
    };
    return db;
  };
}

const idb = () => ({ indexedDB: new IDBFactory() });
const quiet = { channel: null, events: null } as const;

/** An IDBFactory whose open never succeeds (as in a browser with IndexedDB disabled). */
const brokenIdb = () => ({ open: () => { throw new DOMException('blocked', 'InvalidStateError'); } }) as unknown as IDBFactory;

describe('openKeyValueStore (§9 storage order)', () => {
  it('uses IndexedDB first; values read at once and survive a reopen', async () => {
    const deps = idb();
    const ls = new MapStorage();
    const a = await openKeyValueStore({ ...deps, localStorage: ls, openDatabase: fakeWebSql(new Map()), ...quiet });
    expect(a.driver).toBe('indexeddb');
    a.setItem('mainUser', '{"uid":"1"}');
    a.setItem('gone', '1');
    a.removeItem('gone');
    expect(a.getItem('mainUser')).toBe('{"uid":"1"}');
    expect(a.getItem('gone')).toBeNull();
    await a.flush();
    a.close();
    const b = await openKeyValueStore({ ...deps, localStorage: ls, ...quiet });
    expect(b.getItem('mainUser')).toBe('{"uid":"1"}');
    expect(b.keys()).toEqual(['mainUser']);
    expect(ls.getItem('mainUser')).toBeNull(); // not in localStorage
  });

  it('repairs a database of its name that has no store (made elsewhere on the origin) and keeps IndexedDB', async () => {
    const deps = idb();
    await new Promise<void>((resolve, reject) => {
      const req = deps.indexedDB.open('keyValue'); // version 1, no object store
      req.onsuccess = () => { req.result.close(); resolve(); };
      req.onerror = () => reject(req.error);
    });
    const a = await openKeyValueStore({ ...deps, localStorage: new MapStorage(), ...quiet });
    expect(a.driver).toBe('indexeddb');
    a.setItem('currentLanguage', '"ar"');
    await a.flush();
    a.close();
    const b = await openKeyValueStore({ ...deps, ...quiet });
    expect(b.driver).toBe('indexeddb');
    expect(b.getItem('currentLanguage')).toBe('"ar"');
  });

  it('falls back to web SQL when IndexedDB does not open', async () => {
    const tables = new Map<string, Map<string, string>>();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const a = await openKeyValueStore({ indexedDB: brokenIdb(), openDatabase: fakeWebSql(tables), localStorage: new MapStorage(), ...quiet });
    expect(a.driver).toBe('websql');
    expect(warn).toHaveBeenCalledWith('key-value store: indexeddb unavailable', expect.anything());
    a.setItem('currentLanguage', '"ar"');
    await a.flush();
    expect(tables.get('keyValue')?.get('currentLanguage')).toBe('"ar"');
    const b = await openKeyValueStore({ indexedDB: null, openDatabase: fakeWebSql(tables), localStorage: new MapStorage(), ...quiet });
    expect(b.getItem('currentLanguage')).toBe('"ar"');
    warn.mockRestore();
  });

  it('falls back to localStorage, then to memory', async () => {
    const ls = new MapStorage();
    const a = await openKeyValueStore({ indexedDB: null, openDatabase: null, localStorage: ls, ...quiet });
    expect(a.driver).toBe('localstorage');
    a.setItem('k', 'v');
    await a.flush();
    expect(ls.getItem('k')).toBe('v');

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const m = await openKeyValueStore({ indexedDB: brokenIdb(), openDatabase: null, localStorage: new MapStorage(true), ...quiet });
    expect(m.driver).toBe('memory');
    m.setItem('k', 'v');
    expect(m.getItem('k')).toBe('v');
    warn.mockRestore();
  });

  it('writing the same value again reaches no backend', async () => {
    const ls = new MapStorage();
    let writes = 0;
    const set = ls.setItem.bind(ls);
    ls.setItem = (k, v) => { writes++; set(k, v); };
    const s = await openKeyValueStore({ indexedDB: null, openDatabase: null, localStorage: ls, ...quiet });
    const before = writes; // the open's probe
    s.setItem('pushTexts', '{"move":"x"}');
    s.setItem('pushTexts', '{"move":"x"}');
    s.removeItem('absent');
    await s.flush();
    expect(writes - before).toBe(1);
  });

  it('refuses a write past the quota and keeps the old value', async () => {
    const s = await openKeyValueStore({ ...idb(), localStorage: null, quotaBytes: 100, ...quiet });
    s.setItem('a', 'x'.repeat(20)); // (1 + 20) * 2 = 42 bytes
    expect(s.bytes()).toBe(42);
    expect(() => s.setItem('a', 'y'.repeat(60))).toThrowError(expect.objectContaining({ name: 'QuotaExceededError' }) as Error);
    expect(s.getItem('a')).toBe('x'.repeat(20));
    expect(s.bytes()).toBe(42);
    s.setItem('a', 'z'); // shrinking is fine
    expect(s.bytes()).toBe(4);
  });

  it('takes over an older build\'s localStorage values once', async () => {
    const deps = idb();
    const ls = new MapStorage();
    ls.setItem('mainUser', '{"uid":"7"}');
    ls.setItem('cookieConsent', '"accepted"');
    const a = await openKeyValueStore({ ...deps, localStorage: ls, ...quiet });
    expect(a.getItem('mainUser')).toBe('{"uid":"7"}');
    expect(ls.getItem('mainUser')).toBeNull();
    expect(ls.getItem(KEY_VALUE_MIGRATED)).toBe('1');
    await a.flush();
    a.close();
    ls.setItem('cookieConsent', '"declined"'); // written after the take-over: not read again
    const b = await openKeyValueStore({ ...deps, localStorage: ls, ...quiet });
    expect(b.getItem('cookieConsent')).toBe('"accepted"');
  });

  it('keeps writes pending at page hide in a journal and applies them on the next open', async () => {
    const ls = new MapStorage();
    const events = new EventTarget();
    const a = await openKeyValueStore({ ...idb(), localStorage: ls, channel: null, events });
    a.setItem('outbox', '[1]');
    events.dispatchEvent(new Event('pagehide'));
    // The disk as the page died: the journal is there; the IndexedDB write never happened.
    const disk = new MapStorage();
    for (const [k, v] of ls.m) disk.setItem(k, v);
    expect(JSON.parse(disk.getItem(KEY_VALUE_JOURNAL)!)).toEqual([['outbox', '[1]']]);
    const fresh = idb();
    const b = await openKeyValueStore({ ...fresh, localStorage: disk, ...quiet });
    expect(b.getItem('outbox')).toBe('[1]');
    expect(disk.getItem(KEY_VALUE_JOURNAL)).toBeNull();
    b.close();
    const c = await openKeyValueStore({ ...fresh, localStorage: disk, ...quiet });
    expect(c.getItem('outbox')).toBe('[1]'); // the journal's write reached IndexedDB
    // In the first page the write did complete, so its stale journal was removed.
    await a.flush();
    expect(ls.getItem(KEY_VALUE_JOURNAL)).toBeNull();
  });

  it('ignores a malformed journal and rows that are not strings', async () => {
    const deps = idb();
    const ls = new MapStorage();
    ls.setItem(KEY_VALUE_MIGRATED, '1');
    ls.setItem(KEY_VALUE_JOURNAL, '[["a", 5]]');
    const a = await openKeyValueStore({ ...deps, localStorage: ls, ...quiet });
    expect(a.getItem('a')).toBeNull();
    a.close();
    // A row another program wrote with a non-string value.
    await new Promise<void>((resolve, reject) => {
      const req = deps.indexedDB.open('keyValue');
      req.onsuccess = () => {
        const tx = req.result.transaction('values', 'readwrite');
        tx.objectStore('values').put({ key: 'bad', value: 42 });
        tx.objectStore('values').put({ key: 'good', value: '1' });
        tx.oncomplete = () => { req.result.close(); resolve(); };
        tx.onerror = () => reject(tx.error);
      };
    });
    const b = await openKeyValueStore({ ...deps, localStorage: ls, ...quiet });
    expect(b.getItem('bad')).toBeNull();
    expect(b.getItem('good')).toBe('1');
  });

  it('tells other tabs about each write', async () => {
    const deps = idb();
    const name = `kv-${Math.random()}`;
    const a = await openKeyValueStore({ ...deps, name, localStorage: null, events: null });
    const b = await openKeyValueStore({ ...deps, name, localStorage: null, events: null });
    a.setItem('favoriteTipSeen', 'true');
    await vi.waitFor(() => expect(b.getItem('favoriteTipSeen')).toBe('true'));
    a.removeItem('favoriteTipSeen');
    await vi.waitFor(() => expect(b.getItem('favoriteTipSeen')).toBeNull());
    a.close();
    b.close();
  });
});

describe('readKeyValue (the service worker\'s read)', () => {
  it('reads what the store wrote; null for a missing row or database, and it creates none', async () => {
    const { readKeyValue } = await import('./keyValueRead.ts');
    const deps = idb();
    expect(await readKeyValue('pushTexts', { indexedDB: deps.indexedDB })).toBeNull();
    expect(await deps.indexedDB.databases()).toEqual([]); // not created by the read
    const s = await openKeyValueStore({ ...deps, localStorage: null, ...quiet });
    s.setItem('pushTexts', '{"move":"x"}');
    await s.flush();
    expect(await readKeyValue('pushTexts', { indexedDB: deps.indexedDB })).toBe('{"move":"x"}');
    expect(await readKeyValue('other', { indexedDB: deps.indexedDB })).toBeNull();
  });
});
