// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  LANGUAGE_CODES,
  directionOf,
  isLanguageCode,
  matchBrowserLanguage,
  resolveStartLanguage,
} from './languages.ts';

describe('LANGUAGES', () => {
  it('lists the 13 interface languages of §9 in order, with native names', () => {
    expect(LANGUAGES.map((l) => [l.code, l.nativeName])).toEqual([
      ['en', 'English'],
      ['hi', 'हिन्दी'],
      ['pt', 'Português'],
      ['ar', 'العربية'],
      ['tr', 'Türkçe'],
      ['it', 'Italiano'],
      ['es', 'Español'],
      ['id', 'Bahasa Indonesia'],
      ['de', 'Deutsch'],
      ['fr', 'Français'],
      ['ja', '日本語'],
      ['zh-TW', '繁體中文'],
      ['ko', '한국어'],
    ]);
    expect(LANGUAGE_CODES).toHaveLength(13);
  });

  it('marks only Arabic right-to-left', () => {
    expect(LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar']);
    for (const l of LANGUAGES) expect(directionOf(l.code)).toBe(l.dir);
    expect(directionOf('xx')).toBe('ltr');
  });

  it('isLanguageCode accepts exactly the 13 codes', () => {
    expect(isLanguageCode('zh-TW')).toBe(true);
    expect(isLanguageCode('zh-tw')).toBe(false);
    expect(isLanguageCode('en-US')).toBe(false);
    expect(isLanguageCode(null)).toBe(false);
    expect(isLanguageCode(42)).toBe(false);
  });
});

describe('resolveStartLanguage (§9)', () => {
  it('prefers a supported saved language over the browser', () => {
    expect(resolveStartLanguage({ saved: 'de', browserLanguages: ['ar-EG'] })).toBe('de');
    expect(resolveStartLanguage({ saved: 'zh-TW', browserLanguages: ['en-US'] })).toBe('zh-TW');
    expect(resolveStartLanguage({ saved: 'zh-tw', browserLanguages: [] })).toBe('zh-TW');
  });

  it('ignores an unsupported or malformed saved value', () => {
    expect(resolveStartLanguage({ saved: 'ru', browserLanguages: ['fr-CA'] })).toBe('fr');
    expect(resolveStartLanguage({ saved: 'en-US', browserLanguages: ['ja-JP'] })).toBe('ja');
    expect(resolveStartLanguage({ saved: '', browserLanguages: ['ko'] })).toBe('ko');
    expect(resolveStartLanguage({ saved: 7, browserLanguages: ['tr-TR'] })).toBe('tr');
    expect(resolveStartLanguage({ saved: { code: 'de' }, browserLanguages: [] })).toBe('en');
    expect(resolveStartLanguage({ saved: null, browserLanguages: ['it'] })).toBe('it');
  });

  it('uses the primary subtag of the first browser language', () => {
    expect(resolveStartLanguage({ browserLanguages: ['ar-EG'] })).toBe('ar');
    expect(resolveStartLanguage({ browserLanguages: ['pt-BR', 'en'] })).toBe('pt');
    expect(resolveStartLanguage({ browserLanguages: ['es_MX'] })).toBe('es');
    expect(resolveStartLanguage({ browserLanguages: ['HI-in'] })).toBe('hi');
  });

  it('maps traditional Chinese tags to zh-TW, not simplified Chinese', () => {
    for (const tag of ['zh-TW', 'zh-Hant', 'zh-Hant-TW', 'zh-HK', 'zh-hant-hk', 'zh-MO']) {
      expect(resolveStartLanguage({ browserLanguages: [tag] }), tag).toBe('zh-TW');
    }
    for (const tag of ['zh', 'zh-CN', 'zh-Hans', 'zh-Hans-CN', 'zh-SG']) {
      expect(resolveStartLanguage({ browserLanguages: [tag] }), tag).toBe('en');
    }
  });

  it("reads the legacy 'in' as Indonesian", () => {
    expect(resolveStartLanguage({ browserLanguages: ['in'] })).toBe('id');
    expect(resolveStartLanguage({ browserLanguages: ['in-ID'] })).toBe('id');
    expect(resolveStartLanguage({ browserLanguages: ['id-ID'] })).toBe('id');
  });

  it('falls back to English for unknown, empty or missing browser languages', () => {
    expect(resolveStartLanguage({ browserLanguages: ['ru-RU'] })).toBe('en');
    expect(resolveStartLanguage({ browserLanguages: ['sw', 'de'] })).toBe('en'); // only the first counts
    expect(resolveStartLanguage({ browserLanguages: [''] })).toBe('en');
    expect(resolveStartLanguage({ browserLanguages: [] })).toBe('en');
    expect(resolveStartLanguage({ browserLanguages: null })).toBe('en');
    expect(resolveStartLanguage({})).toBe('en');
  });

  it('matchBrowserLanguage returns null when nothing fits', () => {
    expect(matchBrowserLanguage('xx-YY')).toBeNull();
    expect(matchBrowserLanguage('fr-BE')).toBe('fr');
  });
});
