import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@vchat/client';
import { createDeviceInfo, stableClientId } from './deviceInfo.ts';

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

  it('the timezone is asked of Intl only when read, once, and goes into the envelope (issue 21, boot task)', () => {
    const g = globalThis as Record<string, unknown>;
    const saved = { navigator: g.navigator, window: g.window };
    Object.defineProperty(globalThis, 'navigator', { value: { language: 'en', platform: 'web' }, configurable: true });
    g.window = { screen: { width: 375, height: 812 } };
    const asked = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const device = createDeviceInfo(memoryStorage());
      const d = device.get();
      expect([d.language, d.platform]).toEqual(['en', 'web']);
      expect(asked).not.toHaveBeenCalled();
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      asked.mockClear();
      expect(JSON.parse(JSON.stringify({ deviceInfo: { ...device.get() } })).deviceInfo.timezone).toBe(zone);
      expect(device.get().timezone).toBe(zone);
      expect(asked).toHaveBeenCalledTimes(1);
    } finally {
      asked.mockRestore();
      Object.defineProperty(globalThis, 'navigator', { value: saved.navigator, configurable: true });
      g.window = saved.window;
    }
  });
});
