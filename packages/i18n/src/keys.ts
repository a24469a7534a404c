/**
 * `TranslationKey`: every translation key of the app, derived at type level from `locales/en.json`
 * (English is the source; every other locale has the same tree, checked by `locales.test.ts`).
 */
import type en from './locales/en.json';

/** CLDR plural categories i18next appends as `_<category>` (i18next JSON v4 format). */
export type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** `'age_one'` → `'age'`; keys without a plural suffix stay as they are. */
type StripPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Dotted paths to the string leaves of a nested resource object. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${StripPlural<K>}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * A key of the single `translation` namespace as passed to `t()`, in dotted form, e.g.
 * `'common.retry'`, `'goddess.tabs.ar'`. Plural keys appear once, without suffix
 * (`'goddess.age'`, `'message.unread'`): call them with `{ count }`.
 */
export type TranslationKey = Leaves<typeof en>;
