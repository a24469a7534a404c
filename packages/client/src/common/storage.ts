/**
 * Small values stored as JSON; a value that does not parse reads as null (spec §9 "small values
 * stored as JSON, null on parse failure"). The storage itself is the device's key-value store
 * (`openKeyValueStore` of chat-db: IndexedDB, web SQL, localStorage, memory, in that order),
 * opened once by `mountApp`.
 */
import * as v from 'valibot';
import type { KeyValueStorage } from '@vchat/chat-db/keyValue';

export type { KeyValueStorage } from '@vchat/chat-db/keyValue';

/** Reads `key` and validates it with `schema`; null when missing, unparsable or invalid. */
export function readJson<S extends v.GenericSchema>(storage: KeyValueStorage, key: string, schema: S): v.InferOutput<S> | null {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const r = v.safeParse(schema, JSON.parse(raw));
    return r.success ? r.output : null;
  } catch {
    return null;
  }
}

/** Writes `value` as JSON; storage errors (quota, private mode) are logged, not thrown. */
export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch (e) {
    console.warn(`could not store ${key}`, e);
  }
}

/** A storage that keeps values in memory (unit tests). */
export function memoryStorage(): KeyValueStorage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, val) => void m.set(k, val),
    removeItem: (k) => void m.delete(k),
  };
}

export const MainUserSchema = v.object({
  uid: v.pipe(v.string(), v.minLength(1)),
  jid: v.pipe(v.string(), v.includes('@')),
  role: v.optional(v.number(), 2),
  vcToken: v.pipe(v.string(), v.minLength(1)),
  nickName: v.optional(v.string(), ''),
  name: v.optional(v.string(), ''),
});

export const ComponentInfoStoredSchema = v.object({ hubDomain: v.string(), giftDomain: v.string(), helpDomain: v.string() });

/** Storage keys (spec §3 "Locally persisted"). */
export const KEYS = {
  mainUser: 'mainUser',
  componentInfo: 'componentInfo',
  androidId: 'androidId',
  /** deviceInfo's analytics client id (spec §7), kept so it is the same on every load. */
  analyticsClientId: 'analyticsClientId',
  sandboxOpenId: 'sandboxOpenId',
  showTranslate: 'show_translate',
  outbox: 'outbox',
} as const;
