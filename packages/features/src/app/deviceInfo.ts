/**
 * Device info of the request envelope (spec §7): language, fingerprint, screen size,
 * timezone, platform, analytics client id. The fingerprint (androidId, spec §3) comes from
 * the FingerprintJS library, computed once after start and persisted; until then a random
 * stored id stands in.
 */
import type { DeviceInfo } from '@vchat/api-client';
import { KEYS, readJson, writeJson, type KeyValueStorage } from '@vchat/client';
import * as v from 'valibot';

export function createDeviceInfo(storage: KeyValueStorage) {
  let androidId = readJson(storage, KEYS.androidId, v.pipe(v.string(), v.minLength(1))) ?? '';
  const clientId = crypto.randomUUID();
  return {
    get: (): DeviceInfo => ({
      language: navigator.language || 'en',
      fingerprint: androidId,
      screen: `${window.screen?.width ?? 0}x${window.screen?.height ?? 0}`,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC',
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
