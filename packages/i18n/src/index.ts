/**
 * @vchat/i18n: i18next + react-i18next setup for the 13 interface languages (product spec §9).
 *
 * English is bundled; every other language is a separate chunk loaded on demand through
 * {@link loadTranslations}. `createI18n` builds a fresh i18next instance (never the global one),
 * picks the start language (§9 rule, see `resolveStartLanguage`), keeps `<html lang dir>` in step
 * with the active language, and persists the user's choice under `currentLanguage` (§3 "Locally
 * persisted", §9 "small values stored as JSON, null on parse failure").
 */
import { createInstance, type i18n as I18nInstance, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  directionOf,
  isLanguageCode,
  resolveStartLanguage,
  type LanguageCode,
} from './languages.ts';

export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_CODES,
  directionOf,
  isLanguageCode,
  matchBrowserLanguage,
  resolveStartLanguage,
} from './languages.ts';
export type { Direction, Language, LanguageCode, StartLanguageInput } from './languages.ts';
export type { PluralSuffix, TranslationKey } from './keys.ts';
export { I18nextProvider, Trans, useTranslation } from 'react-i18next';

/** The one i18next namespace; every key lives in it. */
export const NAMESPACE = 'translation';

/** Storage key of the chosen interface language; the value is a JSON-encoded string (§3, §9). */
export const STORAGE_KEY = 'currentLanguage';

/** A translation tree as stored in `locales/<code>.json`. */
export type TranslationBundle = { readonly [key: string]: string | TranslationBundle };

type Loader = () => Promise<{ default: TranslationBundle }>;

/**
 * One dynamic import per language, written out literally so that Vite emits one chunk per
 * locale file. English is not here: it is imported statically above.
 */
const loaders: { readonly [C in Exclude<LanguageCode, 'en'>]: Loader } = {
  hi: () => import('./locales/hi.json'),
  pt: () => import('./locales/pt.json'),
  ar: () => import('./locales/ar.json'),
  tr: () => import('./locales/tr.json'),
  it: () => import('./locales/it.json'),
  es: () => import('./locales/es.json'),
  id: () => import('./locales/id.json'),
  de: () => import('./locales/de.json'),
  fr: () => import('./locales/fr.json'),
  ja: () => import('./locales/ja.json'),
  'zh-TW': () => import('./locales/zh-TW.json'),
  ko: () => import('./locales/ko.json'),
};

/**
 * The translation tree of one interface language. English resolves from the main bundle; the
 * others fetch their chunk (Vite caches it, so repeat calls are cheap).
 *
 * @throws RangeError (as a rejected promise) when `code` is not one of the 13 codes.
 * @throws whatever the dynamic import throws when the chunk cannot be fetched (offline, deploy
 *   replaced the chunk); nothing is cached in that case, so a later call retries.
 */
export async function loadTranslations(code: LanguageCode): Promise<TranslationBundle> {
  if (!isLanguageCode(code)) throw new RangeError(`Unsupported interface language: ${String(code)}`);
  if (code === 'en') return en;
  const module = await loaders[code]();
  return module.default;
}

/** Options of {@link createI18n}; every field defaults to the browser global when omitted. */
export interface CreateI18nOptions {
  /** Where `currentLanguage` is read and written; default `globalThis.localStorage`. `null`: none. */
  readonly storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Browser languages, most preferred first; default `navigator.languages` (or `[navigator.language]`). */
  readonly navigatorLanguages?: readonly string[];
  /** Document whose `<html>` gets `lang` and `dir`; default `globalThis.document`. `null`: none. */
  readonly document?: Document | null;
}

/** What {@link createI18n} returns. */
export interface I18nHandle {
  /** The instance to pass to `<I18nextProvider i18n={...}>`. Not the i18next global. */
  readonly i18n: I18nInstance;
  /**
   * Resolves once the start language is loaded and active (render after it). Never rejects: if
   * the start language's chunk cannot be loaded, the app starts in English instead.
   */
  readonly ready: Promise<void>;
  /**
   * Switch the interface language: load its chunk, activate it, persist it under
   * `currentLanguage` (JSON string), and set `<html lang dir>` (`dir="rtl"` only for `ar`).
   * Waits for `ready` first. When called again before finishing, only the latest call takes
   * effect; the earlier promise still resolves.
   *
   * @throws RangeError (rejected promise) for a code that is not one of the 13.
   * @throws the chunk-load error if the language cannot be fetched; the current language,
   *   the stored value and the document are then left unchanged.
   */
  setLanguage(code: LanguageCode): Promise<void>;
  /** The active interface language code; `'en'` until `ready` has resolved. */
  language(): LanguageCode;
}

/**
 * Build the i18n runtime for one app (§9 "Languages").
 *
 * - Start language: `resolveStartLanguage({ saved: <stored currentLanguage>, browserLanguages })`.
 *   The stored value is JSON-decoded; anything unreadable (corrupt JSON, non-string, storage that
 *   throws) counts as "nothing saved". Starting does not write to storage: only an explicit
 *   `setLanguage` records a choice.
 * - i18next: fresh instance with `initReactI18next`, single namespace `translation`,
 *   `fallbackLng: 'en'`, `supportedLngs` = the 13 codes, `escapeValue: false` (React escapes).
 * - `<html lang dir>` follows every `languageChanged` of the instance, including the first.
 *
 * Never throws synchronously; storage and document errors are swallowed (the UI still works, the
 * choice is just not remembered).
 */
export function createI18n(options: CreateI18nOptions = {}): I18nHandle {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const doc = options.document === undefined ? defaultDocument() : options.document;
  const browserLanguages = options.navigatorLanguages ?? defaultNavigatorLanguages();
  const start = resolveStartLanguage({ saved: readStoredLanguage(storage), browserLanguages });

  const i18n = createInstance();
  i18n.use(initReactI18next);
  i18n.on('languageChanged', (lng: string) => {
    if (isLanguageCode(lng)) applyToDocument(doc, lng);
  });

  const ready = (async () => {
    const resources: Resource = { en: { [NAMESPACE]: en } };
    let lng: LanguageCode = start;
    if (start !== 'en') {
      try {
        resources[start] = { [NAMESPACE]: await loadTranslations(start) };
      } catch {
        lng = DEFAULT_LANGUAGE; // chunk unavailable: start in English rather than not at all
      }
    }
    await i18n.init({
      resources,
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGE_CODES,
      load: 'currentOnly',
      ns: [NAMESPACE],
      defaultNS: NAMESPACE,
      partialBundledLanguages: true,
      returnNull: false,
      interpolation: { escapeValue: false },
    });
  })();

  let latestRequest = 0;

  async function setLanguage(code: LanguageCode): Promise<void> {
    if (!isLanguageCode(code)) throw new RangeError(`Unsupported interface language: ${String(code)}`);
    const request = ++latestRequest;
    await ready;
    if (!i18n.hasResourceBundle(code, NAMESPACE)) {
      const bundle = await loadTranslations(code);
      i18n.addResourceBundle(code, NAMESPACE, bundle, true, true);
    }
    if (request !== latestRequest) return; // superseded by a later call
    await i18n.changeLanguage(code);
    if (request !== latestRequest) return;
    writeStoredLanguage(storage, code);
  }

  function language(): LanguageCode {
    const lng = i18n.language;
    return isLanguageCode(lng) ? lng : DEFAULT_LANGUAGE;
  }

  return { i18n, ready, setLanguage, language };
}

/** The stored `currentLanguage`, JSON-decoded; `null` if absent, unreadable or not a string. */
function readStoredLanguage(storage: Pick<Storage, 'getItem'> | null): string | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(STORAGE_KEY);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

function writeStoredLanguage(storage: Pick<Storage, 'setItem'> | null, code: LanguageCode): void {
  if (!storage) return;
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(code));
  } catch {
    // quota exceeded or storage disabled: the choice is not remembered, nothing else breaks
  }
}

function applyToDocument(doc: Document | null, code: LanguageCode): void {
  const html = doc?.documentElement;
  if (!html) return;
  html.setAttribute('lang', code);
  html.setAttribute('dir', directionOf(code));
}

function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // e.g. SecurityError when storage is blocked
  }
}

function defaultDocument(): Document | null {
  return typeof document === 'undefined' ? null : document;
}

function defaultNavigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages && navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}
