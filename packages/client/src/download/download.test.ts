import { describe, expect, it } from 'vitest';
import { DOWNLOAD_PROMPT_EVERY_MS, downloadLinkFor, downloadPromptDue } from './prompt.ts';
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
