import { describe, expect, it } from 'vitest';
import {
  ageFromBirthDate, ARAB_CURRENCIES, coinIconTier, CURRENCIES, formatCurrency, hostDailyState, isAnchorJid, sensitiveVerdict,
  statusOfDailyState, uidFromJid, hostJidOf, upgradeHttps, bareJid,
} from './rules.ts';

describe('hostJidOf (§2 /video/{uid}, §3)', () => {
  it('names the host of a uid as the backend does, and round-trips with uidFromJid', () => {
    expect(hostJidOf('100001', 'localhost')).toBe('anchor_100001@anchors.localhost');
    expect(uidFromJid(hostJidOf('100001', 'im.fachat.example'))).toBe('100001');
  });
  it('returns a jid bare, and refuses what is not a uid', () => {
    expect(hostJidOf('anchor_7@anchors.localhost/web', 'x')).toBe('anchor_7@anchors.localhost');
    for (const bad of ['', 'a b', '../x', 'x'.repeat(65)]) expect(() => hostJidOf(bad, 'localhost')).toThrow('invalid uid');
  });
});

describe('uidFromJid (§3)', () => {
  it('takes the part after the underscore of the local name', () => {
    expect(uidFromJid('user_200001@localhost')).toBe('200001');
    expect(uidFromJid('anchor_100042@anchors.localhost/web')).toBe('100042');
    expect(uidFromJid('a_b_77@x')).toBe('77');
  });
  it('returns a local name without underscore whole and rejects an empty one', () => {
    expect(uidFromJid('official@x')).toBe('official');
    expect(() => uidFromJid('@x')).toThrow('invalid jid');
  });
  it('bareJid drops the resource', () => expect(bareJid('a@b/c/d')).toBe('a@b'));
});

describe('ageFromBirthDate (§5)', () => {
  const now = new Date(Date.UTC(2026, 10, 22));
  it('counts whole years, before and after the birthday', () => {
    expect(ageFromBirthDate('2000-11-22', now)).toBe(26);
    expect(ageFromBirthDate('2000-11-23', now)).toBe(25);
  });
  it('gives -1 for empty, invalid or future dates', () => {
    expect(ageFromBirthDate('', now)).toBe(-1);
    expect(ageFromBirthDate(null, now)).toBe(-1);
    expect(ageFromBirthDate('2001-02-30', now)).toBe(-1);
    expect(ageFromBirthDate('hello', now)).toBe(-1);
    expect(ageFromBirthDate('2030-01-01', now)).toBe(-1);
  });
});

describe('coinIconTier (§9)', () => {
  it.each([[0, 1], [299, 1], [300, 2], [699, 2], [700, 3], [2999, 3], [3000, 4]])('%i gems → tier %i', (g, t) => {
    expect(coinIconTier(g)).toBe(t);
  });
});

describe('formatCurrency (§9)', () => {
  it('uses two decimals and falls back to USD', () => {
    expect(formatCurrency(4.5, 'EUR', 'en')).toBe('€4.50');
    expect(formatCurrency(1, 'XXX', 'en')).toBe('$1.00');
    expect(formatCurrency(1.005, 'USD', 'en')).toMatch(/^\$1\.0[01]$/);
    expect(() => formatCurrency(Number.NaN, 'USD', 'en')).toThrow(RangeError);
  });

  // Every currency of §9, in English and in Arabic. Arab currencies in Arabic: Arabic-Indic
  // digits (١٢٣٤٫٥٠) and the Arabic symbol; all others keep Western digits.
  const arabicDigits = /[٠-٩]/;
  it.each(CURRENCIES.map((c) => [c]))('%s: two decimals in en and ar', (c) => {
    const en = formatCurrency(1234.5, c, 'en');
    expect(en).toMatch(/1,234\.50/);
    expect(en).not.toMatch(arabicDigits);
    const ar = formatCurrency(1234.5, c, 'ar');
    if (ARAB_CURRENCIES.has(c)) {
      expect(ar).toMatch(/١٬٢٣٤٫٥٠/);
      expect(ar).not.toContain(c);
    } else {
      expect(ar).toMatch(/1,234\.50/);
      expect(ar).not.toMatch(arabicDigits);
    }
  });

  it('writes the Arabic symbols of the Arab currencies in Arabic', () => {
    expect(formatCurrency(12.5, 'SAR', 'ar')).toContain('ر.س.');
    expect(formatCurrency(12.5, 'AED', 'ar')).toContain('د.إ.');
    expect(formatCurrency(12.5, 'KWD', 'ar-SA')).toContain('د.ك.');
    expect(formatCurrency(12.5, 'SAR', 'en')).toMatch(/^SAR\s12\.50$/);
  });
});

describe('upgradeHttps (§5)', () => {
  it('upgrades http and keeps loopback only when asked', () => {
    expect(upgradeHttps('http://img.example/a.png')).toBe('https://img.example/a.png');
    expect(upgradeHttps('https://img.example/a.png')).toBe('https://img.example/a.png');
    expect(upgradeHttps('http://localhost:8787/a.png', true)).toBe('http://localhost:8787/a.png');
    expect(upgradeHttps('http://127.0.0.1/a.png', false)).toBe('https://127.0.0.1/a.png');
  });
});

describe('isAnchorJid (§6)', () => {
  it('recognises anchors by "anchor" in the jid', () => {
    expect(isAnchorJid('anchor_1@anchors.localhost')).toBe(true);
    expect(isAnchorJid('user_1@localhost')).toBe(false);
  });
});

describe('sensitiveVerdict (§5)', () => {
  it('drops discard (1) and offline (4), replaces porn (8), marks sensitive (2)', () => {
    expect(sensitiveVerdict(1)).toEqual({ action: 'drop' });
    expect(sensitiveVerdict(4)).toEqual({ action: 'drop' });
    expect(sensitiveVerdict(8)).toEqual({ action: 'keep', sensitive: false, replaceWithFiltered: true });
    expect(sensitiveVerdict(2)).toEqual({ action: 'keep', sensitive: true, replaceWithFiltered: false });
    expect(sensitiveVerdict(0)).toEqual({ action: 'keep', sensitive: false, replaceWithFiltered: false });
  });
});

describe('hostDailyState (§4)', () => {
  const at = (h: number, m = 0) => hostDailyState(h * 60 + m);
  it('follows the daily timetable', () => {
    expect(at(0)).toBe('sleeping');
    expect(at(7, 59)).toBe('sleeping');
    expect(at(8)).toBe('dining');
    expect(at(9)).toBe('outdoor');
    expect(at(11, 59)).toBe('outdoor');
    expect(at(12)).toBe('dining');
    expect(at(13)).toBe('private');
    expect(at(15)).toBe('offline');
    expect(at(16, 59)).toBe('offline');
    expect(at(17)).toBe('dining');
    expect(at(18)).toBe('offline');
    expect(at(23, 59)).toBe('offline');
  });
  it('rejects minutes outside a day', () => {
    expect(() => hostDailyState(1440)).toThrow(RangeError);
    expect(() => hostDailyState(-1)).toThrow(RangeError);
  });
  it('maps states to presence', () => {
    expect(statusOfDailyState('outdoor')).toBe('online');
    expect(statusOfDailyState('private')).toBe('busy');
    expect(statusOfDailyState('sleeping')).toBe('offline');
  });
});

import { isAllowedMediaUrl, uploadFileName } from './rules.ts';

describe('uploadFileName (§5)', () => {
  it('keeps the extension, lower-cased, with a random 32-hex name', () => {
    expect(uploadFileName('Holiday.JPG', () => 'a'.repeat(32))).toBe(`${'a'.repeat(32)}.jpg`);
    expect(uploadFileName('clip.mp4')).toMatch(/^[0-9a-f]{32}\.mp4$/);
    expect(uploadFileName('x.png')).not.toBe(uploadFileName('x.png'));
  });
  it('refuses other types', () => {
    expect(() => uploadFileName('evil.svg')).toThrow('unsupported file type');
    expect(() => uploadFileName('noext')).toThrow('unsupported file type');
  });
});

describe('isAllowedMediaUrl', () => {
  const allowed = ['https://img.fachat.example'];
  it('allows same-origin media paths and configured hosts only', () => {
    expect(isAllowedMediaUrl('/media/uploads/abc.png', allowed)).toBe(true);
    expect(isAllowedMediaUrl('https://img.fachat.example/a.png', allowed)).toBe(true);
    expect(isAllowedMediaUrl('https://evil.example/a.png', allowed)).toBe(false);
    expect(isAllowedMediaUrl('javascript:alert(1)', allowed)).toBe(false);
    expect(isAllowedMediaUrl('data:image/png;base64,AAAA', allowed)).toBe(false);
    expect(isAllowedMediaUrl('/media/../api/x', allowed)).toBe(false);
    expect(isAllowedMediaUrl('//evil.example/a.png', allowed)).toBe(false);
  });
});

describe('isPaymentPath (§2, §9)', () => {
  it('matches the five payment routes exactly', async () => {
    const { isPaymentPath } = await import('./constants.ts');
    for (const p of ['/checkoutCards', '/bindcheckout', '/upi', '/upiprocess', '/payresult', '/payresult/']) expect(isPaymentPath(p), p).toBe(true);
    for (const p of ['/', '/upi2', '/checkoutcards', '/goddess', '/payresult/x']) expect(isPaymentPath(p), p).toBe(false);
  });
});
