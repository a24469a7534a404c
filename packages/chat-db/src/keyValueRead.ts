/**
 * One read of the device's small-value store without Dexie, for the service worker (which has
 * no localStorage and should not carry Dexie): opens the IndexedDB database `keyValue` written
 * by `openKeyValueStore` (keyValue.ts, spec §9) and reads the row `key`. Resolves the stored
 * string, or null when the database, the store or the row is missing, or anything fails.
 * Never creates the database.
 */
export async function readKeyValue(key: string, opts: { indexedDB?: IDBFactory; name?: string } = {}): Promise<string | null> {
  const idb = opts.indexedDB ?? (globalThis as { indexedDB?: IDBFactory }).indexedDB;
  if (!idb) return null;
  const name = opts.name ?? 'keyValue';
  try {
    const db = await new Promise<IDBDatabase | null>((resolve) => {
      const req = idb.open(name);
      // A database that does not exist yet must not be created here (the app owns its schema).
      req.onupgradeneeded = () => req.transaction?.abort();
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => resolve(null);
      req.onblocked = () => resolve(null);
    });
    if (!db) return null;
    try {
      if (!db.objectStoreNames.contains('values')) return null;
      return await new Promise<string | null>((resolve) => {
        const req = db.transaction('values', 'readonly').objectStore('values').get(key);
        req.onsuccess = () => {
          const row = req.result as { value?: unknown } | undefined;
          resolve(typeof row?.value === 'string' ? row.value : null);
        };
        req.onerror = () => resolve(null);
      });
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}
