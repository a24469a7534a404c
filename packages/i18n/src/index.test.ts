import { beforeEach, describe, expect, it } from 'vitest';
import {
  I18nextProvider,
  STORAGE_KEY,
  Trans,
  createI18n,
  loadTranslations,
  useTranslation,
  type LanguageCode,
  type TranslationKey,
} from './index.ts';

/** In-memory `Storage` stand-in that records writes. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const html = () => document.documentElement;

beforeEach(() => {
  html().removeAttribute('lang');
  html().removeAttribute('dir');
});

describe('createI18n', () => {
  it('starts in English with nothing saved and an unknown browser language', async () => {
    const storage = memoryStorage();
    const { i18n, ready, language } = createI18n({ storage, navigatorLanguages: ['ru-RU'], document });
    await ready;
    expect(language()).toBe('en');
    expect(i18n.t('nav.messages')).toBe('Messages');
    expect(html().getAttribute('lang')).toBe('en');
    expect(html().getAttribute('dir')).toBe('ltr');
    expect(storage.data.size).toBe(0); // starting never records a choice
  });

  it('starts in the browser language, loaded before ready resolves', async () => {
    const { i18n, ready, language } = createI18n({
      storage: memoryStorage(),
      navigatorLanguages: ['ar-EG', 'en'],
      document,
    });
    expect(language()).toBe('en');
    await ready;
    expect(language()).toBe('ar');
    expect(i18n.t('nav.messages')).toBe('الرسائل');
    expect(html().getAttribute('dir')).toBe('rtl');
    expect(html().getAttribute('lang')).toBe('ar');
  });

  it('prefers the saved language (JSON-encoded) over the browser', async () => {
    const storage = memoryStorage({ [STORAGE_KEY]: JSON.stringify('zh-TW') });
    const { i18n, ready, language } = createI18n({ storage, navigatorLanguages: ['ar-EG'], document });
    await ready;
    expect(language()).toBe('zh-TW');
    expect(i18n.t('common.close')).toBe('關閉');
    expect(html().getAttribute('dir')).toBe('ltr');
  });

  it.each([
    ['corrupt JSON', 'not json{'],
    ['a bare unquoted code', 'de'],
    ['a JSON non-string', '{"code":"de"}'],
    ['an unsupported code', '"ru"'],
  ])('falls back safely when the stored value is %s', async (_label, raw) => {
    const storage = memoryStorage({ [STORAGE_KEY]: raw });
    const handle = createI18n({ storage, navigatorLanguages: ['fr-FR'], document });
    await handle.ready;
    expect(handle.language()).toBe('fr');
    await handle.setLanguage('es');
    expect(storage.data.get(STORAGE_KEY)).toBe('"es"');
  });

  it('keeps working when storage throws', async () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const handle = createI18n({ storage, navigatorLanguages: ['de-DE'], document });
    await handle.ready;
    expect(handle.language()).toBe('de');
    await expect(handle.setLanguage('ko')).resolves.toBeUndefined();
    expect(handle.language()).toBe('ko');
  });

  it('works without storage or document (Node / tests)', async () => {
    const handle = createI18n({ storage: null, document: null, navigatorLanguages: ['ja'] });
    await handle.ready;
    await handle.setLanguage('id');
    expect(handle.i18n.t('common.send')).toBe('Kirim');
  });

  it('builds independent instances', async () => {
    const a = createI18n({ storage: null, document: null, navigatorLanguages: ['de'] });
    const b = createI18n({ storage: null, document: null, navigatorLanguages: ['tr'] });
    await Promise.all([a.ready, b.ready]);
    expect(a.i18n).not.toBe(b.i18n);
    expect(a.i18n.t('common.back')).toBe('Zurück');
    expect(b.i18n.t('common.back')).toBe('Geri');
  });
});

describe('setLanguage', () => {
  it("setLanguage('ar') loads Arabic, sets <html lang=ar dir=rtl> and persists it", async () => {
    const storage = memoryStorage();
    const { i18n, ready, setLanguage, language } = createI18n({
      storage,
      navigatorLanguages: ['en-US'],
      document,
    });
    await ready;
    expect(i18n.hasResourceBundle('ar', 'translation')).toBe(false); // lazy
    await setLanguage('ar');
    expect(language()).toBe('ar');
    expect(html().getAttribute('lang')).toBe('ar');
    expect(html().getAttribute('dir')).toBe('rtl');
    expect(storage.data.get(STORAGE_KEY)).toBe('"ar"');
    expect(JSON.parse(storage.data.get(STORAGE_KEY)!)).toBe('ar');
    expect(i18n.t('maintenance.title')).toBe('عذرًا، نُجري أعمال صيانة حاليًا');

    await setLanguage('fr');
    expect(html().getAttribute('dir')).toBe('ltr');
    expect(html().getAttribute('lang')).toBe('fr');
    expect(storage.data.get(STORAGE_KEY)).toBe('"fr"');
  });

  it('the persisted choice is the start language of the next run', async () => {
    const storage = memoryStorage();
    const first = createI18n({ storage, navigatorLanguages: ['en'], document: null });
    await first.setLanguage('hi');
    const second = createI18n({ storage, navigatorLanguages: ['en'], document: null });
    await second.ready;
    expect(second.language()).toBe('hi');
  });

  it('rejects a code that is not an interface language and changes nothing', async () => {
    const storage = memoryStorage();
    const handle = createI18n({ storage, navigatorLanguages: ['en'], document });
    await handle.ready;
    await expect(handle.setLanguage('ru' as LanguageCode)).rejects.toBeInstanceOf(RangeError);
    expect(handle.language()).toBe('en');
    expect(storage.data.size).toBe(0);
  });

  it('when called twice quickly, the last call wins', async () => {
    const storage = memoryStorage();
    const handle = createI18n({ storage, navigatorLanguages: ['en'], document });
    await Promise.all([handle.setLanguage('ja'), handle.setLanguage('ko')]);
    expect(handle.language()).toBe('ko');
    expect(storage.data.get(STORAGE_KEY)).toBe('"ko"');
    expect(html().getAttribute('lang')).toBe('ko');
  });
});

describe('translation behaviour', () => {
  it('interpolates without HTML escaping (React escapes)', async () => {
    const { i18n, ready } = createI18n({ storage: null, document: null, navigatorLanguages: ['en'] });
    await ready;
    expect(i18n.t('login.agree', { terms: 'Terms & <b>rules</b>', privacy: 'Privacy' })).toBe(
      'By signing in you agree to our Terms & <b>rules</b> and Privacy.',
    );
  });

  it('picks English plural forms', async () => {
    const { i18n, ready } = createI18n({ storage: null, document: null, navigatorLanguages: ['en'] });
    await ready;
    expect(i18n.t('goddess.age', { count: 1 })).toBe('1 year');
    expect(i18n.t('goddess.age', { count: 24 })).toBe('24 years');
    expect(i18n.t('message.unread', { count: 3 })).toBe('3 unread');
  });

  it('picks all six Arabic plural forms', async () => {
    const { i18n, setLanguage } = createI18n({ storage: null, document: null, navigatorLanguages: ['en'] });
    await setLanguage('ar');
    const unread = (count: number) => i18n.t('message.unread', { count });
    expect(unread(0)).toBe('لا توجد رسائل غير مقروءة');
    expect(unread(1)).toBe('رسالة واحدة غير مقروءة');
    expect(unread(2)).toBe('رسالتان غير مقروءتين');
    expect(unread(5)).toBe('5 رسائل غير مقروءة');
    expect(unread(25)).toBe('25 رسالة غير مقروءة');
    expect(unread(100)).toBe('100 رسالة غير مقروءة');
    expect(i18n.t('goddess.age', { count: 23 })).toBe('23 سنة');
  });

  it('falls back to English for a key missing from a loaded language', async () => {
    const { i18n, setLanguage } = createI18n({ storage: null, document: null, navigatorLanguages: ['en'] });
    await setLanguage('de');
    i18n.addResource('en', 'translation', 'extra.onlyEnglish', 'Only in English');
    expect(i18n.t('extra.onlyEnglish')).toBe('Only in English');
  });

  it('loadTranslations rejects unknown codes', async () => {
    await expect(loadTranslations('xx' as LanguageCode)).rejects.toBeInstanceOf(RangeError);
  });
});

describe('exports', () => {
  it('re-exports the react-i18next bindings', () => {
    expect(typeof useTranslation).toBe('function');
    expect(typeof I18nextProvider).toBe('function');
    expect(typeof Trans).toBe('function');
  });

  it('TranslationKey covers nested and plural keys (type-level)', () => {
    const keys: TranslationKey[] = ['common.retry', 'goddess.tabs.ar', 'goddess.age', 'message.unread'];
    // @ts-expect-error not a key
    const bad: TranslationKey = 'common.nope';
    // @ts-expect-error plural suffixes are not part of the key
    const suffixed: TranslationKey = 'goddess.age_one';
    expect([...keys, bad, suffixed]).toHaveLength(6);
  });
});
