/**
 * The device's small-value store (spec §9 "local storage order: indexed database, web SQL, local
 * storage"; "storage size about 4.9 MB"; §3 "Locally persisted").
 *
 * `openKeyValueStore()` picks the first backend that opens: an IndexedDB database `keyValue`
 * (version 1, one object store `values` of `{ key, value }` rows keyed by `key`), a web SQL database (older browsers only; current
 * Chromium has none), `localStorage`, and last an in-memory map (the values then live as long as
 * the page). It loads every value once, so reads are synchronous (`getItem`), and writes update
 * the snapshot at once and reach the backend in order in the background.
 *
 * - Values are strings (callers store JSON, see features `common/storage.ts`).
 * - A write that would take the store past `quotaBytes` (default 4.9 MB, counted as UTF-16 code
 *   units × 2 of keys and values) throws a `QuotaExceededError` DOMException and changes nothing,
 *   as `localStorage.setItem` does.
 * - Other tabs of the same origin learn each write through a BroadcastChannel, so their snapshots
 *   stay current.
 * - Writes still pending when the page is hidden are kept in a localStorage journal and applied on
 *   the next open, so closing the tab right after a write loses nothing.
 * - The first IndexedDB or web SQL open takes over the values an older build left in
 *   localStorage (one time; they are removed there).
 */
/** Synchronous string storage (the shape of `localStorage`'s three methods). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Which backend holds the values. */
export type KeyValueDriver = 'indexeddb' | 'websql' | 'localstorage' | 'memory';

/** The store returned by {@link openKeyValueStore}. */
export interface KeyValueStore extends KeyValueStorage {
  readonly driver: KeyValueDriver;
  /** Every key, in no set order. */
  keys(): string[];
  /** Bytes in use (UTF-16: 2 per code unit of keys and values). */
  bytes(): number;
  /** Settles when every write so far has reached the backend (or failed and been logged). */
  flush(): Promise<void>;
  /** Stops listening to other tabs and to page hiding; later writes stay in memory only. */
  close(): void;
}

/** Minimal web SQL surface (`window.openDatabase`), which only older browsers have. */
export interface WebSqlDatabase {
  transaction(
    run: (tx: { executeSql(sql: string, args?: unknown[], ok?: (tx: unknown, rs: { rows: { length: number; item(i: number): Record<string, unknown> } }) => void, fail?: (tx: unknown, e: { message: string }) => boolean): void }) => void,
    error?: (e: { message: string }) => void,
    success?: () => void,
  ): void;
}
export type OpenWebSqlDatabase = (name: string, version: string, displayName: string, size: number) => WebSqlDatabase;

/** Options of {@link openKeyValueStore}; each backend defaults to the browser's, `null` = absent. */
export interface KeyValueStoreOptions {
  /** Database name (IndexedDB and web SQL). Default `keyValue`. */
  name?: string;
  indexedDB?: IDBFactory | null;
  openDatabase?: OpenWebSqlDatabase | null;
  localStorage?: Storage | null;
  /** Channel for other tabs' writes; default a BroadcastChannel named `<name>`; null: none. */
  channel?: BroadcastChannelLike | null;
  /** Where `pagehide` is listened for (the journal); default `globalThis`; null: none. */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  /** Size limit in bytes. Default {@link KEY_VALUE_QUOTA_BYTES}. */
  quotaBytes?: number;
  /** How long the IndexedDB open may take before the next backend is tried, ms. Default 3000. */
  openTimeoutMs?: number;
}

export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (e: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (e: { data: unknown }) => void): void;
  close(): void;
}

/** Spec §9 "storage size about 4.9 MB". */
export const KEY_VALUE_QUOTA_BYTES = 4.9 * 1024 * 1024;
/** localStorage key of writes that were pending when the page was hidden. */
export const KEY_VALUE_JOURNAL = '__keyValueJournal';
/** localStorage key marking that old localStorage values were taken over. */
export const KEY_VALUE_MIGRATED = '__keyValueMigrated';

interface Backend {
  readonly driver: KeyValueDriver;
  readAll(): Promise<Map<string, string>>;
  /** value null = delete. */
  write(entries: ReadonlyArray<readonly [string, string | null]>): Promise<void>;
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`${what} did not open within ${ms} ms`)), ms);
    p.then((v) => { clearTimeout(t); resolve(v); }, (e: unknown) => { clearTimeout(t); reject(e); });
  });
}

/** The lowest IndexedDB database version with the store (one object store `values`, keyPath `key`); a repaired database is higher. */
const KEY_VALUE_DB_VERSION = 1;

/**
 * Plain IndexedDB, not Dexie: this store opens before the first render, and Dexie stays out
 * of the landing route's download (chat-db's chat databases load it on demand).
 */
async function indexedDbBackend(name: string, factory: IDBFactory, timeoutMs: number): Promise<Backend> {
  const open = (version?: number) => new Promise<IDBDatabase>((resolve, reject) => {
    const req = version === undefined ? factory.open(name) : factory.open(name, version);
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains('values')) req.result.createObjectStore('values', { keyPath: 'key' });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB open failed'));
    req.onblocked = () => reject(new Error('IndexedDB open blocked by another tab'));
  });
  const db = await withTimeout((async () => {
    // At its current version (a new database is made at 1, with the store).
    const first = await open();
    if (first.objectStoreNames.contains('values') && first.version >= KEY_VALUE_DB_VERSION) return first;
    // A database of this name without the store (made by something else on the origin, or
    // left half-made): a version up creates the store, instead of giving up on IndexedDB.
    const next = Math.max(first.version + 1, KEY_VALUE_DB_VERSION);
    first.close();
    return open(next);
  })(), timeoutMs, 'IndexedDB');
  // A newer version elsewhere (another tab after an update) must not be blocked by this one.
  db.onversionchange = () => db.close();
  const done = (tx: IDBTransaction) => new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  return {
    driver: 'indexeddb',
    async readAll() {
      const tx = db.transaction('values', 'readonly');
      const req = tx.objectStore('values').getAll();
      await done(tx);
      const rows = req.result as Array<{ key?: unknown; value?: unknown }>;
      const out = new Map<string, string>();
      for (const r of rows) if (typeof r.key === 'string' && typeof r.value === 'string') out.set(r.key, r.value);
      return out;
    },
    async write(entries) {
      const tx = db.transaction('values', 'readwrite');
      const store = tx.objectStore('values');
      for (const [key, value] of entries) {
        if (value === null) store.delete(key);
        else store.put({ key, value });
      }
      await done(tx);
    },
  };
}

function webSqlBackend(name: string, open: OpenWebSqlDatabase, size: number): Promise<Backend> {
  const db = open(name, '1', name, size);
  const run = (statements: ReadonlyArray<readonly [string, unknown[]]>, onRows?: (rows: Map<string, string>) => void) =>
    new Promise<void>((resolve, reject) => {
      db.transaction(
        (tx) => {
          for (const [sql, args] of statements) {
            tx.executeSql(sql, args, onRows ? (_t, rs) => {
              const m = new Map<string, string>();
              for (let i = 0; i < rs.rows.length; i++) {
                const r = rs.rows.item(i);
                if (typeof r.key === 'string' && typeof r.value === 'string') m.set(r.key, r.value);
              }
              onRows(m);
            } : undefined);
          }
        },
        (e) => reject(new Error(`web SQL: ${e.message}`)),
        () => resolve(),
      );
    });
  const backend: Backend = {
    driver: 'websql',
    async readAll() {
      let out = new Map<string, string>();
      await run([['SELECT key, value FROM kv', []]], (m) => { out = m; });
      return out;
    },
    write: (entries) =>
      run(entries.map(([k, v]) => (v === null ? ['DELETE FROM kv WHERE key = ?', [k]] as const : ['INSERT OR REPLACE INTO kv (key, value) VALUES (?, ?)', [k, v]] as const))),
  };
  return run([['CREATE TABLE IF NOT EXISTS kv (key TEXT PRIMARY KEY, value TEXT NOT NULL)', []]]).then(() => backend);
}

function localStorageBackend(ls: Storage): Backend {
  // Probe: Safari's old private mode and disabled storage throw here.
  const probe = '__keyValueProbe';
  ls.setItem(probe, '1');
  ls.removeItem(probe);
  return {
    driver: 'localstorage',
    readAll() {
      const m = new Map<string, string>();
      for (let i = 0; i < ls.length; i++) {
        const k = ls.key(i);
        if (k === null || k === KEY_VALUE_JOURNAL || k === KEY_VALUE_MIGRATED) continue;
        const v = ls.getItem(k);
        if (v !== null) m.set(k, v);
      }
      return Promise.resolve(m);
    },
    write(entries) {
      for (const [k, v] of entries) {
        if (v === null) ls.removeItem(k);
        else ls.setItem(k, v);
      }
      return Promise.resolve();
    },
  };
}

const memoryBackend = (): Backend => ({ driver: 'memory', readAll: () => Promise.resolve(new Map()), write: () => Promise.resolve() });

function safeLocalStorage(given: Storage | null | undefined): Storage | null {
  if (given !== undefined) return given;
  try {
    return (globalThis as { localStorage?: Storage }).localStorage ?? null;
  } catch {
    return null; // a sandboxed frame throws on access
  }
}

const sizeOf = (k: string, v: string) => (k.length + v.length) * 2;

/** Parses the journal; anything malformed reads as empty (nothing half-applied). */
function readJournal(ls: Storage | null): Array<[string, string | null]> {
  try {
    const raw = ls?.getItem(KEY_VALUE_JOURNAL);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const ok = parsed.every((e) => Array.isArray(e) && e.length === 2 && typeof e[0] === 'string' && (typeof e[1] === 'string' || e[1] === null));
    return ok ? (parsed as Array<[string, string | null]>) : [];
  } catch {
    return [];
  }
}

/**
 * Opens the device's small-value store, trying IndexedDB, web SQL, localStorage and memory in
 * that order (§9). Never rejects: a backend that throws or does not open in time is skipped
 * (logged). See the module comment for quota, tabs, journal and migration.
 */
export async function openKeyValueStore(options: KeyValueStoreOptions = {}): Promise<KeyValueStore> {
  const name = options.name ?? 'keyValue';
  const quota = options.quotaBytes ?? KEY_VALUE_QUOTA_BYTES;
  const ls = safeLocalStorage(options.localStorage);
  const idb = options.indexedDB !== undefined ? options.indexedDB : ((globalThis as { indexedDB?: IDBFactory }).indexedDB ?? null);
  const openDb = options.openDatabase !== undefined ? options.openDatabase : ((globalThis as { openDatabase?: OpenWebSqlDatabase }).openDatabase ?? null);

  const candidates: Array<[KeyValueDriver, () => Promise<Backend>]> = [];
  if (idb) candidates.push(['indexeddb', () => indexedDbBackend(name, idb, options.openTimeoutMs ?? 3000)]);
  if (openDb) candidates.push(['websql', () => webSqlBackend(name, openDb, Math.ceil(quota))]);
  if (ls) candidates.push(['localstorage', () => Promise.resolve(localStorageBackend(ls))]);

  let backend: Backend = memoryBackend();
  let values = new Map<string, string>();
  for (const [driver, make] of candidates) {
    try {
      const b = await make();
      values = await b.readAll();
      backend = b;
      break;
    } catch (e) {
      console.warn(`key-value store: ${driver} unavailable`, e);
    }
  }

  let chain: Promise<void> = Promise.resolve();
  /** Entries written but not yet confirmed by the backend (for the journal). */
  const pending = new Map<string, string | null>();
  let pendingSeq = 0;
  let journalWritten = false;
  const persist = (entries: Array<[string, string | null]>) => {
    const seq = ++pendingSeq;
    for (const [k, v] of entries) pending.set(k, v);
    chain = chain
      .then(() => backend.write(entries))
      .catch((e: unknown) => console.warn('key-value store: write failed', e))
      .then(() => {
        if (seq !== pendingSeq) return;
        pending.clear();
        // Everything reached the backend: a journal written at an earlier page hide is stale.
        if (journalWritten) {
          journalWritten = false;
          try { ls?.removeItem(KEY_VALUE_JOURNAL); } catch { /* ignore */ }
        }
      });
  };

  // Take over an older build's localStorage values, once, when a database backend is in use.
  if (ls && (backend.driver === 'indexeddb' || backend.driver === 'websql')) {
    try {
      if (ls.getItem(KEY_VALUE_MIGRATED) === null) {
        const old = await localStorageBackend(ls).readAll();
        const taken: Array<[string, string]> = [];
        for (const [k, v] of old) if (!values.has(k)) { values.set(k, v); taken.push([k, v]); }
        if (taken.length) persist(taken);
        await chain;
        for (const k of old.keys()) ls.removeItem(k);
        ls.setItem(KEY_VALUE_MIGRATED, '1');
      }
    } catch (e) {
      console.warn('key-value store: could not take over localStorage values', e);
    }
  }

  // Writes the last page left pending.
  const journal = readJournal(ls);
  if (journal.length) {
    for (const [k, v] of journal) {
      if (v === null) values.delete(k);
      else values.set(k, v);
    }
    persist(journal);
    await chain;
    try { ls?.removeItem(KEY_VALUE_JOURNAL); } catch { /* ignore */ }
  }

  let used = 0;
  for (const [k, v] of values) used += sizeOf(k, v);

  let channel: BroadcastChannelLike | null = null;
  if (options.channel !== undefined) channel = options.channel;
  else if (typeof BroadcastChannel !== 'undefined') channel = new BroadcastChannel(name) as unknown as BroadcastChannelLike;

  /** Applies a write to the snapshot; false (nothing changed) when over the quota. */
  const apply = (key: string, value: string | null): boolean => {
    const before = values.get(key);
    const delta = (value === null ? 0 : sizeOf(key, value)) - (before === undefined ? 0 : sizeOf(key, before));
    if (delta > 0 && used + delta > quota) return false;
    used += delta;
    if (value === null) values.delete(key);
    else values.set(key, value);
    return true;
  };

  const onMessage = (e: { data: unknown }) => {
    const d = e.data as { key?: unknown; value?: unknown } | null;
    if (!d || typeof d.key !== 'string' || !(typeof d.value === 'string' || d.value === null)) return;
    apply(d.key, d.value);
  };
  channel?.addEventListener('message', onMessage);

  const events = options.events !== undefined ? options.events : (typeof globalThis.addEventListener === 'function' ? globalThis : null);
  const onHide = () => {
    if (!pending.size || !ls || backend.driver === 'localstorage') return;
    try {
      ls.setItem(KEY_VALUE_JOURNAL, JSON.stringify([...pending]));
      journalWritten = true;
    } catch { /* the journal is best effort */ }
  };
  events?.addEventListener('pagehide', onHide);

  let closed = false;
  const write = (key: string, value: string | null) => {
    // The same value again (e.g. texts saved at every start) costs no transaction.
    if ((values.get(key) ?? null) === value) return;
    if (!apply(key, value)) throw new DOMException(`storing ${key} would exceed ${quota} bytes`, 'QuotaExceededError');
    if (closed) return;
    persist([[key, value]]);
    try { channel?.postMessage({ key, value }); } catch { /* a closed channel */ }
  };

  return {
    driver: backend.driver,
    getItem: (key) => values.get(String(key)) ?? null,
    setItem: (key, value) => write(String(key), String(value)),
    removeItem: (key) => write(String(key), null),
    keys: () => [...values.keys()],
    bytes: () => used,
    flush: () => chain,
    close() {
      closed = true;
      channel?.removeEventListener('message', onMessage);
      try { channel?.close(); } catch { /* ignore */ }
      events?.removeEventListener('pagehide', onHide);
    },
  };
}
