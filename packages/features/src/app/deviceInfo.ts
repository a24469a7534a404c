/**
 * Device info of the request envelope (spec §7): language, fingerprint, screen size,
 * timezone, platform, analytics client id. The fingerprint (androidId, spec §3) comes from
 * the FingerprintJS library, computed once after start and persisted; until then a random
 * stored id stands in. The timezone is the device's IANA name (`Asia/Kolkata`) once the
 * background work has asked Intl for it, and its UTC offset (`+05:30`) until then. The
 * analytics client id is a random UUID made once per device and kept
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
  // The IANA name is asked of Intl only in the background work below: the page's first Intl
  // call loads the ICU data, 250-350 ms of main thread on a 4x slower phone (issue 21: it ran in
  // an idle moment between the slices of the sign-in sheet's first render and held the sheet).
  // Until then the envelope carries the UTC offset, also a valid ECMAScript time zone, at no cost.
  let timezone: string | undefined;
  return {
    get: (): DeviceInfo => ({
      language: navigator.language || 'en',
      fingerprint: androidId,
      screen: `${window.screen?.width ?? 0}x${window.screen?.height ?? 0}`,
      get timezone() {
        return timezone ?? utcOffsetZone(new Date());
      },
      platform: navigator.platform || 'web',
      clientId,
    }),
    /**
     * The background work, for a moment the viewer leaves the page alone (services.ts): computes
     * the fingerprint once (stored; idempotent) and asks Intl for the timezone's IANA name.
     * Never throws: a fingerprint that fails becomes a random id, a name Intl cannot give stays
     * the UTC offset.
     */
    async ensureFingerprint(): Promise<void> {
      try {
        timezone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
      } catch {
        // the offset serves
      }
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

/**
 * `date`'s UTC offset on this device as an ECMAScript offset time zone (`+05:30`, `-03:00`,
 * `+00:00`), read from `Date#getTimezoneOffset` (min; no Intl, no ICU data).
 */
export function utcOffsetZone(date: Date): string {
  const east = -date.getTimezoneOffset();
  const abs = Math.abs(east);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${east < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
