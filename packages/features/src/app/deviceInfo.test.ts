import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@vchat/client';
import { createDeviceInfo, stableClientId, utcOffsetZone } from './deviceInfo.ts';

describe('deviceInfo analytics client id (spec §7)', () => {
  it('is made once and kept in the device store: the same on the next load', () => {
    const storage = memoryStorage();
    const first = stableClientId(storage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(stableClientId(storage)).toBe(first);
    expect(JSON.parse(storage.getItem('analyticsClientId')!)).toBe(first);
  });

  it('a stored value that is not an id is replaced', () => {
    const storage = memoryStorage();
    storage.setItem('analyticsClientId', JSON.stringify('x'.repeat(65)));
    expect(stableClientId(storage, () => 'fresh-id')).toBe('fresh-id');
    expect(stableClientId(storage, () => 'other')).toBe('fresh-id');
  });

  it('two loads of the app over one device store send the same client id', () => {
    const g = globalThis as Record<string, unknown>;
    const saved = { navigator: g.navigator, window: g.window };
    Object.defineProperty(globalThis, 'navigator', { value: { language: 'en', platform: 'web' }, configurable: true });
    g.window = { screen: { width: 375, height: 812 } };
    try {
      const storage = memoryStorage();
      const a = createDeviceInfo(storage).get().clientId;
      const b = createDeviceInfo(storage).get().clientId;
      expect(b).toBe(a);
    } finally {
      Object.defineProperty(globalThis, 'navigator', { value: saved.navigator, configurable: true });
      g.window = saved.window;
    }
  });

  it('the envelope carries the UTC offset, not asking Intl, until the background work names the zone (issue 21: ICU load held the sign-in sheet)', async () => {
    const g = globalThis as Record<string, unknown>;
    const saved = { navigator: g.navigator, window: g.window };
    Object.defineProperty(globalThis, 'navigator', { value: { language: 'en', platform: 'web' }, configurable: true });
    g.window = { screen: { width: 375, height: 812 } };
    const asked = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const storage = memoryStorage();
      storage.setItem('androidId', JSON.stringify('kept-fingerprint'));
      const device = createDeviceInfo(storage);
      const sent = () => JSON.parse(JSON.stringify({ deviceInfo: { ...device.get() } })).deviceInfo.timezone;
      expect(sent()).toBe(utcOffsetZone(new Date()));
      expect(sent()).toMatch(/^[+-]\d\d:\d\d$/);
      expect(asked).not.toHaveBeenCalled();
      await device.ensureFingerprint();
      expect(asked).toHaveBeenCalledTimes(1);
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      expect(sent()).toBe(zone);
      expect(device.get().fingerprint).toBe('kept-fingerprint');
    } finally {
      asked.mockRestore();
      Object.defineProperty(globalThis, 'navigator', { value: saved.navigator, configurable: true });
      g.window = saved.window;
    }
  });

  it('the UTC offset is written as an ECMAScript offset time zone', () => {
    const at = (minutesWest: number) => ({ getTimezoneOffset: () => minutesWest }) as Date;
    expect(utcOffsetZone(at(-330))).toBe('+05:30');
    expect(utcOffsetZone(at(180))).toBe('-03:00');
    expect(utcOffsetZone(at(0))).toBe('+00:00');
    expect(utcOffsetZone(at(-765))).toBe('+12:45');
    expect(utcOffsetZone(at(570))).toBe('-09:30');
  });
});
