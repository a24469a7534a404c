/**
 * Device info of the request envelope (spec §7): language, fingerprint, screen size,
 * timezone, platform, analytics client id. The fingerprint (androidId, spec §3) comes from
 * the FingerprintJS library, computed once after start and persisted; until then a random
 * stored id stands in. The analytics client id is a random UUID made once per device and kept
 * in the device's key-value store, so it is the same on every load (a new one only when the
 * store cannot keep it, or holds something that is not 1..64 characters).
 */
import type { DeviceInfo } from '@vchat/api-client';
import { KEYS, readJson, writeJson, type KeyValueStorage } from '@vchat/client';
import * as v from 'valibot';

/** The stored analytics client id, or a new random UUID, stored (spec §7 deviceInfo). */
export function stableClientId(storage: KeyValueStorage, newId: () => string = () => crypto.randomUUID()): string {
  const kept = readJson(storage, KEYS.analyticsClientId, v.pipe(v.string(), v.minLength(1), v.maxLength(64)));
  if (kept) return kept;
  const id = newId();
  writeJson(storage, KEYS.analyticsClientId, id);
  return id;
}

export function createDeviceInfo(storage: KeyValueStorage) {
  let androidId = readJson(storage, KEYS.androidId, v.pipe(v.string(), v.minLength(1))) ?? '';
  const clientId = stableClientId(storage);
  // Asked once: a new Intl.DateTimeFormat per request envelope cost 144 ms of a throttled
  // phone's boot (issue 21, CPU profile of the landing). And asked only when read (a getter):
  // the first one still cost 95 ms of that boot's task, for the analytics' anonymous
  // properties, which read only the language and the platform. An envelope (spread, JSON)
  // reads it.
  let timezone: string | undefined;
  return {
    get: (): DeviceInfo => ({
      language: navigator.language || 'en',
      fingerprint: androidId,
      screen: `${window.screen?.width ?? 0}x${window.screen?.height ?? 0}`,
      get timezone() {
        return (timezone ??= Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC');
      },
      platform: navigator.platform || 'web',
      clientId,
    }),
    /** Computes the fingerprint in the background (idempotent). */
    async ensureFingerprint(): Promise<void> {
      if (androidId) return;
      try {
        const fp = await import('@fingerprintjs/fingerprintjs');
        const agent = await fp.load({ monitoring: false } as never);
        androidId = (await agent.get()).visitorId;
      } catch {
        androidId = crypto.randomUUID().replace(/-/g, '');
      }
      writeJson(storage, KEYS.androidId, androidId);
    },
  };
}
