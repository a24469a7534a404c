import { describe, expect, it } from 'vitest';
import { createDownload, DOWNLOAD_PROMPT_AFTER_MS, DOWNLOAD_PROMPT_EVERY_MS, downloadLinkFor, downloadPromptDue } from './download.ts';
import { memoryStorage } from '../common/storage.ts';
import { devicePlatform } from '../common/device.ts';

const NOW = 1_800_000_000_000;
const info = { androidUrl: '/download/app-release.apk', iosUrl: '', version: '1.0', sizeMb: 20 };

describe('download-app overlay rules', () => {
  it('phones only, not when installed, once a week', () => {
    const base = { platform: 'android' as const, installed: false, lastShownAt: null, now: NOW };
    expect(downloadPromptDue(base)).toBe(true);
    expect(downloadPromptDue({ ...base, platform: 'ios' })).toBe(true);
    expect(downloadPromptDue({ ...base, platform: 'desktop' })).toBe(false);
    expect(downloadPromptDue({ ...base, platform: 'apple' })).toBe(false);
    expect(downloadPromptDue({ ...base, installed: true })).toBe(false);
    expect(downloadPromptDue({ ...base, lastShownAt: NOW - DOWNLOAD_PROMPT_EVERY_MS + 1 })).toBe(false);
    expect(downloadPromptDue({ ...base, lastShownAt: NOW - DOWNLOAD_PROMPT_EVERY_MS })).toBe(true);
    expect(downloadPromptDue({ ...base, lastShownAt: NOW + 60_000 })).toBe(true); // a clock moved back does not silence it for ever
  });

  it('the link for the platform, none when the server gives none', () => {
    expect(downloadLinkFor('android', info)).toBe('/download/app-release.apk');
    expect(downloadLinkFor('ios', info)).toBeNull();
    expect(downloadLinkFor('desktop', info)).toBeNull();
  });

  it('tells the platforms apart (iPadOS says Mac but has touch)', () => {
    expect(devicePlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131 Mobile')).toBe('android');
    expect(devicePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(devicePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios');
    expect(devicePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe('apple');
    expect(devicePlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/131')).toBe('desktop');
  });
});

describe('download controller (spec §2 download-app overlay)', () => {
  const setup = (answer: () => Promise<{ appDownloadInfo: { androidUrl: string; iosUrl: string } }>) => {
    let now = NOW;
    const timers: Array<{ fn: () => void; at: number; live: boolean }> = [];
    const clock = {
      now: () => now,
      setTimeout: (fn: () => void, ms: number) => (timers.push({ fn, at: now + ms, live: true }), timers.length - 1),
      clearTimeout: (i: unknown) => void (timers[i as number]!.live = false),
      setInterval: () => 0,
      clearInterval: () => {},
    };
    const storage = memoryStorage();
    const tracked: string[] = [];
    let asks = 0;
    const d = createDownload({
      api: { getWebsiteConfig: () => (asks++, answer()) as never },
      storage, clock, log: () => {}, track: (e, p) => void tracked.push(`${e}:${p.platform}`),
    });
    const advance = (ms: number) => {
      now += ms;
      for (const t of timers) {
        if (!t.live || t.at > now) continue;
        t.live = false;
        t.fn();
      }
    };
    return { d, advance, tracked, asks: () => asks, storage };
  };

  it('offers the platform link after the wait, then not again for a week', async () => {
    const s = setup(async () => ({ appDownloadInfo: { androidUrl: 'https://a', iosUrl: '' } }));
    const link = s.d.promptLink({ platform: 'android', installed: false });
    await new Promise((r) => setTimeout(r, 0));
    s.advance(DOWNLOAD_PROMPT_AFTER_MS);
    expect(await link).toBe('https://a');
    s.d.promptShown('android');
    expect(s.tracked).toEqual(['download_prompt_shown:android']);
    expect(await s.d.promptLink({ platform: 'android', installed: false })).toBeNull();
    expect(await s.d.promptLink({ platform: 'ios', installed: false })).toBeNull();
  });

  it('leaving the wall first offers nothing; a failed read is asked again next time', async () => {
    let fail = true;
    const s = setup(async () => {
      if (fail) throw new Error('HTTP 500');
      return { appDownloadInfo: { androidUrl: 'https://a', iosUrl: '' } };
    });
    expect(await s.d.promptLink({ platform: 'android', installed: false })).toBeNull();
    fail = false;
    const left = new AbortController();
    const link = s.d.promptLink({ platform: 'android', installed: false, signal: left.signal });
    await new Promise((r) => setTimeout(r, 0));
    left.abort();
    expect(await link).toBeNull();
    expect(s.asks()).toBe(2);
    expect(await s.d.appLinks()).toEqual({ androidUrl: 'https://a', iosUrl: '' });
    expect(s.asks()).toBe(2);
  });
});
