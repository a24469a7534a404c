// @vitest-environment node
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadTranslations, type TranslationBundle } from './index.ts';
import { LANGUAGE_CODES, type LanguageCode } from './languages.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Flatten a bundle to `dotted.key -> text`. */
function flatten(bundle: TranslationBundle, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(bundle)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** Plural forms collapse to `base#plural`, so `age_one`/`age_other` and `age_other` compare equal. */
function normalizedKeys(flat: Map<string, string>): Set<string> {
  return new Set([...flat.keys()].map((k) => k.replace(PLURAL, '#plural')));
}

/** base key -> plural suffixes present. */
function pluralGroups(flat: Map<string, string>): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  for (const key of flat.keys()) {
    const m = PLURAL.exec(key);
    if (!m) continue;
    const base = key.slice(0, -m[0].length);
    const set = groups.get(base) ?? new Set<string>();
    set.add(m[1]!);
    groups.set(base, set);
  }
  return groups;
}

function variables(text: string): Set<string> {
  return new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]!));
}

const enFlat = flatten(await loadTranslations('en'));
const enKeys = normalizedKeys(enFlat);
const enPluralBases = [...pluralGroups(enFlat).keys()].sort();

describe('locale files', () => {
  it('exist for exactly the 13 languages', () => {
    const dir = join(dirname(fileURLToPath(import.meta.url)), 'locales');
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
    expect(files).toEqual(LANGUAGE_CODES.map((c) => `${c}.json`).sort());
  });

  it('English has the plural keys the app uses', () => {
    expect(enPluralBases).toEqual(['deleteSettings.deleted', 'goddess.age', 'message.unread']);
  });

  describe.each(LANGUAGE_CODES.map((c) => [c] as [LanguageCode]))('%s', (code) => {
    it('has the same key tree as en.json (plural forms counted once)', async () => {
      const flat = flatten(await loadTranslations(code));
      expect([...normalizedKeys(flat)].sort()).toEqual([...enKeys].sort());
    });

    it('has exactly the CLDR plural forms of the language for every plural key', async () => {
      const groups = pluralGroups(flatten(await loadTranslations(code)));
      const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
      expect([...groups.keys()].sort()).toEqual(enPluralBases);
      for (const [base, suffixes] of groups) {
        expect([...suffixes].sort(), `${code} ${base}`).toEqual([...categories].sort());
      }
    });

    it('has no empty strings', async () => {
      for (const [key, text] of flatten(await loadTranslations(code))) {
        expect(text.trim(), `${code} ${key}`).not.toBe('');
      }
    });

    it('uses the same interpolation variables as English', async () => {
      for (const [key, text] of flatten(await loadTranslations(code))) {
        const base = key.replace(PLURAL, '');
        const enText = enFlat.get(key) ?? enFlat.get(`${base}_other`);
        expect(enText, `${code} ${key} has an English source`).toBeDefined();
        const expected = variables(enText!);
        const actual = variables(text);
        if (PLURAL.test(key)) {
          // a plural form may spell the number out ("سنتان"), but may not invent variables
          for (const v of actual) expect(expected.has(v), `${code} ${key}: {{${v}}}`).toBe(true);
        } else {
          expect([...actual].sort(), `${code} ${key}`).toEqual([...expected].sort());
        }
      }
    });
  });
});
