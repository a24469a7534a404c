/**
 * The interface languages and the start-language rule (product spec §9 "Languages").
 *
 * Pure data and pure functions: no i18next, no DOM, no storage. `index.ts` wires them up.
 */

/** Writing direction of an interface language. */
export type Direction = 'ltr' | 'rtl';

/** One interface language: BCP 47 code, its name written in itself, and its writing direction. */
export interface Language {
  readonly code: string;
  readonly nativeName: string;
  readonly dir: Direction;
}

/**
 * The 13 interface languages, in the order the spec lists them (§9). `dir` is `'rtl'` only for
 * Arabic. Use this list for a language picker (show `nativeName`, never a translated name, so a
 * user can always find their own language).
 */
export const LANGUAGES = [
  { code: 'en', nativeName: 'English', dir: 'ltr' },
  { code: 'hi', nativeName: 'हिन्दी', dir: 'ltr' },
  { code: 'pt', nativeName: 'Português', dir: 'ltr' },
  { code: 'ar', nativeName: 'العربية', dir: 'rtl' },
  { code: 'tr', nativeName: 'Türkçe', dir: 'ltr' },
  { code: 'it', nativeName: 'Italiano', dir: 'ltr' },
  { code: 'es', nativeName: 'Español', dir: 'ltr' },
  { code: 'id', nativeName: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'de', nativeName: 'Deutsch', dir: 'ltr' },
  { code: 'fr', nativeName: 'Français', dir: 'ltr' },
  { code: 'ja', nativeName: '日本語', dir: 'ltr' },
  { code: 'zh-TW', nativeName: '繁體中文', dir: 'ltr' },
  { code: 'ko', nativeName: '한국어', dir: 'ltr' },
] as const satisfies readonly Language[];

/** Code of one of the 13 interface languages: `'en' | 'hi' | ... | 'zh-TW' | 'ko'`. */
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** The language used when nothing else applies, and the source of every translation (§9). */
export const DEFAULT_LANGUAGE = 'en' satisfies LanguageCode;

/** The 13 codes, in `LANGUAGES` order. */
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

const byLowerCode = new Map<string, LanguageCode>(LANGUAGE_CODES.map((c) => [c.toLowerCase(), c]));

/**
 * Type guard: is `code` exactly one of the 13 interface language codes (case-sensitive,
 * e.g. `'zh-TW'` yes, `'zh-tw'` and `'en-US'` no)? Accepts any value; never throws.
 */
export function isLanguageCode(code: unknown): code is LanguageCode {
  return typeof code === 'string' && (LANGUAGE_CODES as readonly string[]).includes(code);
}

/**
 * Writing direction of an interface language (§9: Arabic is right-to-left, all others
 * left-to-right). Any code other than `'ar'` (including unknown ones) gives `'ltr'`. Never throws.
 */
export function directionOf(code: string): Direction {
  return code === 'ar' ? 'rtl' : 'ltr';
}

/** Browser tags for traditional Chinese; all map to `zh-TW`. Simplified Chinese is not offered. */
const TRADITIONAL_CHINESE = new Set(['zh-tw', 'zh-hk', 'zh-mo', 'zh-hant']);

/** Legacy primary subtags some browsers and Android WebViews still report. */
const LEGACY_PRIMARY: Readonly<Record<string, string>> = { in: 'id' };

/**
 * Map one browser language tag (`navigator.languages[i]`, e.g. `'ar-EG'`, `'pt_BR'`,
 * `'zh-Hant-TW'`) to an interface language, or `null` if it has none.
 *
 * - Traditional Chinese (`zh-TW`, `zh-HK`, `zh-MO`, `zh-Hant`, `zh-Hant-*`) → `'zh-TW'`;
 *   any other Chinese (`zh`, `zh-CN`, `zh-Hans`) → `null`.
 * - Otherwise the primary subtag, lower-cased, with the legacy `'in'` read as `'id'`.
 * - Matching is case-insensitive; `_` is accepted as a separator. Never throws.
 */
export function matchBrowserLanguage(tag: string): LanguageCode | null {
  const parts = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  const primary = parts[0] ?? '';
  if (primary === 'zh') {
    const second = parts[1];
    if (second === undefined) return null;
    return TRADITIONAL_CHINESE.has(`zh-${second}`) ? 'zh-TW' : null;
  }
  const mapped = LEGACY_PRIMARY[primary] ?? primary;
  return byLowerCode.get(mapped) ?? null;
}

/** Input of {@link resolveStartLanguage}. */
export interface StartLanguageInput {
  /**
   * The persisted `currentLanguage` (§3 "Locally persisted"), already JSON-decoded; `null`,
   * `undefined` or any non-string when nothing usable is stored.
   */
  readonly saved?: unknown;
  /** The browser's preferred languages, most preferred first (`navigator.languages`). */
  readonly browserLanguages?: readonly string[] | null;
}

/**
 * The interface language to start with (§9 "Start language"):
 *
 * 1. the saved `currentLanguage`, if it is one of the 13 codes (compared case-insensitively, so a
 *    stored `'zh-tw'` still gives `'zh-TW'`); an unsupported or malformed value is ignored;
 * 2. else the FIRST browser language, by its primary subtag, if supported
 *    (see {@link matchBrowserLanguage}: `'ar-EG'` → `'ar'`, `'zh-Hant-TW'`/`'zh-HK'` → `'zh-TW'`,
 *    `'in'` → `'id'`); later browser languages are not consulted;
 * 3. else `'en'`.
 *
 * Pure; never throws.
 */
export function resolveStartLanguage(input: StartLanguageInput): LanguageCode {
  const { saved, browserLanguages } = input;
  if (typeof saved === 'string') {
    const code = byLowerCode.get(saved.trim().toLowerCase());
    if (code) return code;
  }
  const first = browserLanguages?.[0];
  if (typeof first === 'string') {
    const code = matchBrowserLanguage(first);
    if (code) return code;
  }
  return DEFAULT_LANGUAGE;
}
