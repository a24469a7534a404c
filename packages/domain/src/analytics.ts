/**
 * Analytics wire format and rules (spec §5 name rules, §7 analytics reporting service, §9
 * constants): shared by the reporting client (api-client) and the sandbox receiver. Pure.
 */

/** Spec §9 analytics constants. */
export const ANALYTICS = {
  defaultBatch: 6,
  minBatch: 1,
  maxBatch: 30,
  sendIntervalMs: 6000,
  queueCap: 500,
  maxPerSend: 50,
  sendTimeoutMs: 3000,
  retries: 3,
  writeIntervalMs: 500,
  maxDurationS: 86_400,
  referrerMax: 200,
} as const;

/** Tracking states (spec §4). */
export type AnalyticsState = 'normal' | 'paused' | 'stopped';

export type PropertyValue = string | number | boolean | null;

/** One queued event as sent. */
export interface AnalyticsEvent {
  /** Unique per event (repeats of a retried batch share it). */
  _id: string;
  event: string;
  /** Epoch ms. */
  time: number;
  distinct_id: string;
  /** The signed-in user's id (§5: non-empty, under 64 characters), when known. */
  user_id?: string;
  properties: Record<string, PropertyValue>;
}

const NAME_RE = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

/** Whether `name` is a valid event or property name (§5). */
export function isValidName(name: string): boolean {
  return NAME_RE.test(name);
}

/** Whether `id` is a valid user id (§5): a non-empty string under 64 characters. */
export function isValidUserId(id: unknown): id is string {
  return typeof id === 'string' && id.length > 0 && id.length < 64;
}

/** The batch size in force: `n` rounded and clamped to 1..30; 6 when not a number. */
export function clampBatch(n: number | undefined): number {
  if (n === undefined || !Number.isFinite(n)) return ANALYTICS.defaultBatch;
  return Math.min(ANALYTICS.maxBatch, Math.max(ANALYTICS.minBatch, Math.round(n)));
}

/** The checksum of a `data` field: the 32-bit signed string hash (h = 31·h + code unit). */
export function checksum(data: string): number {
  let h = 0;
  for (let i = 0; i < data.length; i++) h = (Math.imul(h, 31) + data.charCodeAt(i)) | 0;
  return h;
}

/** Base64 of the UTF-8 bytes of `s` (browser and Node). */
export function base64Utf8(s: string): string {
  const bytes = new TextEncoder().encode(s);
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

/** The form body of one send (spec §7: data + checksum + version). */
export function encodeBatch(events: readonly AnalyticsEvent[], version: string): string {
  const data = base64Utf8(JSON.stringify(events));
  return new URLSearchParams({ data, crc: String(checksum(data)), version }).toString();
}

