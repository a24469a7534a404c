/**
 * The app's small values as a test reads and changes them. The app keeps them in the IndexedDB
 * database `keyValue` (store `values`, rows `{ key, value }` with JSON strings; spec §9 storage
 * order), loads them once at start, and learns other tabs' writes on the BroadcastChannel
 * `keyValue`. These helpers write the database and announce the change on that channel, as
 * another tab of the app would, so the open page sees it at once and after a reload.
 */
import type { Page } from '@playwright/test';

type Op = { kind: 'get'; key: string } | { kind: 'set'; key: string; value: string } | { kind: 'remove'; key: string } | { kind: 'clear' };

async function run(page: Page, op: Op): Promise<string | null> {
  return page.evaluate(async (op) => {
    const open = () => new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('keyValue');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    // The app creates the store while it starts (after the page's first paint); wait up to 15 s
    // for it. Never open the database before it exists: that would make an empty one first.
    const exists = async () => (await indexedDB.databases()).some((d) => d.name === 'keyValue');
    for (let i = 0; i < 150 && !(await exists()); i++) await new Promise((r) => setTimeout(r, 100));
    let db = await open();
    for (let i = 0; i < 150 && !db.objectStoreNames.contains('values'); i++) {
      db.close();
      await new Promise((r) => setTimeout(r, 100));
      db = await open();
    }
    try {
      if (!db.objectStoreNames.contains('values')) throw new Error('the app did not open its key-value store on this origin');
      const tx = db.transaction('values', op.kind === 'get' ? 'readonly' : 'readwrite');
      const store = tx.objectStore('values');
      let out: string | null = null;
      let cleared: string[] = [];
      if (op.kind === 'get') {
        const req = store.get(op.key);
        req.onsuccess = () => { out = (req.result as { value?: string } | undefined)?.value ?? null; };
      } else if (op.kind === 'set') store.put({ key: op.key, value: op.value });
      else if (op.kind === 'remove') store.delete(op.key);
      else {
        const req = store.getAllKeys();
        req.onsuccess = () => { cleared = req.result as string[]; store.clear(); };
      }
      await new Promise<void>((resolve, reject) => { tx.oncomplete = () => resolve(); tx.onerror = () => reject(tx.error); });
      const channel = new BroadcastChannel('keyValue');
      if (op.kind === 'set') channel.postMessage({ key: op.key, value: op.value });
      if (op.kind === 'remove') channel.postMessage({ key: op.key, value: null });
      for (const key of cleared) channel.postMessage({ key, value: null });
      channel.close();
      return out;
    } finally {
      db.close();
    }
  }, op);
}

/**
 * The stored value of `key`, JSON-parsed; null when it is absent for `waitMs` (default 2000 ms).
 * The app writes in the background (a write lands a few ms after the screen changed), so a
 * missing value is read again until it appears or the time is up.
 */
export async function readStored<T = unknown>(page: Page, key: string, waitMs = 2000): Promise<T | null> {
  const until = Date.now() + waitMs;
  for (;;) {
    const raw = await run(page, { kind: 'get', key });
    if (raw !== null) return JSON.parse(raw) as T;
    if (Date.now() >= until) return null;
    await page.waitForTimeout(100);
  }
}

/** Stores `value` (JSON-encoded) under `key`. */
export async function writeStored(page: Page, key: string, value: unknown): Promise<void> {
  await run(page, { kind: 'set', key, value: JSON.stringify(value) });
}

/** Removes `key`. */
export async function removeStored(page: Page, key: string): Promise<void> {
  await run(page, { kind: 'remove', key });
}

/** Removes every stored value (a new device, as far as the app can tell). */
export async function clearStored(page: Page): Promise<void> {
  await run(page, { kind: 'clear' });
}

/**
 * Every row of a store of the app's chat database (`chat`, spec §3: users, threads, messages,
 * videocalls) as it is on the disk now, without opening it through the app; [] when the
 * database or the store does not exist (nothing was ever written).
 */
export async function chatRows<T = Record<string, unknown>>(page: Page, store: 'users' | 'threads' | 'messages' | 'videocalls'): Promise<T[]> {
  return page.evaluate(async (store) => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'chat')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open('chat');
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    try {
      if (!db.objectStoreNames.contains(store)) return [];
      return await new Promise<T[]>((resolve, reject) => {
        const r = db.transaction(store).objectStore(store).getAll();
        r.onsuccess = () => resolve(r.result as T[]);
        r.onerror = () => reject(r.error);
      });
    } finally {
      db.close();
    }
  }, store);
}
