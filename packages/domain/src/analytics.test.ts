import { describe, expect, it } from 'vitest';
import { checksum, clampBatch, encodeBatch, isValidName, isValidUserId, type AnalyticsEvent } from './analytics.ts';

/** Decodes a form body back to its events and checks the checksum. */
function decode(body: string) {
  const f = new URLSearchParams(body);
  const data = f.get('data') ?? '';
  const json = new TextDecoder().decode(Uint8Array.from(atob(data), (c) => c.charCodeAt(0)));
  return { events: JSON.parse(json) as AnalyticsEvent[], crcOk: String(checksum(data)) === f.get('crc'), version: f.get('version') };
}

describe('analytics rules (spec §5, §9)', () => {
  it('names: a letter first, then letters, digits or _, at most 50', () => {
    expect(isValidName('page_view')).toBe(true);
    expect(isValidName('a'.repeat(50))).toBe(true);
    expect(isValidName('a'.repeat(51))).toBe(false);
    expect(isValidName('1st')).toBe(false);
    expect(isValidName('_x')).toBe(false);
    expect(isValidName('has-dash')).toBe(false);
    expect(isValidName('')).toBe(false);
  });
  it('user id: non-empty and under 64 characters', () => {
    expect(isValidUserId('210001')).toBe(true);
    expect(isValidUserId('x'.repeat(63))).toBe(true);
    expect(isValidUserId('x'.repeat(64))).toBe(false);
    expect(isValidUserId('')).toBe(false);
    expect(isValidUserId(5)).toBe(false);
  });
  it('batch size: default 6, clamped 1..30', () => {
    expect(clampBatch(undefined)).toBe(6);
    expect(clampBatch(0)).toBe(1);
    expect(clampBatch(99)).toBe(30);
    expect(clampBatch(Number.NaN)).toBe(6);
  });
  it('encodes data + crc + version; the checksum is the 32-bit string hash', () => {
    expect(checksum('')).toBe(0);
    expect(checksum('abc')).toBe(96354);
    const e: AnalyticsEvent = { _id: '1', event: 'é', time: 1, distinct_id: 'd', properties: { name: 'ليلى' } };
    const d = decode(encodeBatch([e], '2.0'));
    expect(d).toEqual({ events: [e], crcOk: true, version: '2.0' });
  });
});

