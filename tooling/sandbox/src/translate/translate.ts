/**
 * The sandbox translator: a small, real, offline method.
 * 1. Phrase table: every canned line a simulated host can send (replies, auto greetings,
 *    thanks and ask-gift lines, the official welcome) in all 13 languages → exact translation.
 * 2. Otherwise word by word through the glossary (English and the six main languages, multi-
 *    word entries first); unknown words are kept as they are.
 * The source language is detected from the script and from phrase/glossary hits.
 */
import { allCannedLines, LANGS, type Lang, type Multi } from '../lines.ts';
import { DETECT_WORDS, GLOSSARY, GLOSSARY_LANGS, type GlossaryLang, type GlossaryRow } from './glossary.ts';

/** A translation result. */
export interface Translation {
  translatedText: string;
  sourceLang: Lang;
}

/**
 * Normalises a requested target language: lower-cased, `zh-Hant`/`zh-TW`/`zh-HK` → `zh-TW`,
 * `in` → `id`, region subtags dropped (`fr-CA` → `fr`). Returns undefined when unsupported.
 */
export function normalizeLang(raw: string): Lang | undefined {
  const tag = raw.trim().replace(/_/g, '-').toLowerCase();
  if (/^zh-(hant|tw|hk|mo)(-|$)/.test(tag)) return 'zh-TW';
  const primary = tag.split('-')[0]!;
  const code = primary === 'in' ? 'id' : primary;
  if (code === 'zh') return undefined; // only traditional Chinese is supported
  return (LANGS as readonly string[]).includes(code) ? (code as Lang) : undefined;
}

/** Key used to look a phrase up: NFC, one kind of apostrophe, single spaces, lower case. */
function phraseKey(text: string): string {
  return text.normalize('NFC').replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The same key without emoji, punctuation and spaces (a looser second lookup). */
function looseKey(text: string): string {
  return phraseKey(text).replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
}

interface PhraseHit {
  line: Multi;
  lang: Lang;
}

let phraseIndex: { exact: Map<string, PhraseHit>; loose: Map<string, PhraseHit> } | undefined;

function phrases() {
  if (phraseIndex) return phraseIndex;
  const exact = new Map<string, PhraseHit>();
  const loose = new Map<string, PhraseHit>();
  for (const line of allCannedLines()) {
    for (const lang of LANGS) {
      const text = line[lang];
      if (!exact.has(phraseKey(text))) exact.set(phraseKey(text), { line, lang });
      const lk = looseKey(text);
      if (lk && !loose.has(lk)) loose.set(lk, { line, lang });
    }
  }
  phraseIndex = { exact, loose };
  return phraseIndex;
}

/** Looks a whole text up in the phrase table. */
export function lookupPhrase(text: string): PhraseHit | undefined {
  const p = phrases();
  return p.exact.get(phraseKey(text)) ?? p.loose.get(looseKey(text));
}

// ---- glossary index -------------------------------------------------------------------

const MAX_WORDS = 5;
const normWord = (w: string) => w.normalize('NFC').replace(/[’‘`]/g, "'").toLowerCase().replace(/i̇/g, 'i');

let glossaryIndex: Map<GlossaryLang, Map<string, GlossaryRow>> | undefined;

function glossary(): Map<GlossaryLang, Map<string, GlossaryRow>> {
  if (glossaryIndex) return glossaryIndex;
  glossaryIndex = new Map();
  for (const lang of GLOSSARY_LANGS) {
    const m = new Map<string, GlossaryRow>();
    for (const row of GLOSSARY) {
      const key = row[lang].split(/\s+/).map(normWord).join(' ');
      if (key && !m.has(key)) m.set(key, row);
    }
    glossaryIndex.set(lang, m);
  }
  return glossaryIndex;
}

/** Tokens: words (letters, marks, digits, apostrophes, inner hyphens) and the text between them. */
function tokenize(text: string): Array<{ word: boolean; text: string }> {
  const out: Array<{ word: boolean; text: string }> = [];
  const re = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > last) out.push({ word: false, text: text.slice(last, m.index) });
    out.push({ word: true, text: m[0] });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ word: false, text: text.slice(last) });
  return out;
}

/** Glossary matches of `text` read as `lang`: [start token, end token (exclusive), row]. */
function glossaryMatches(tokens: Array<{ word: boolean; text: string }>, lang: GlossaryLang): Array<[number, number, GlossaryRow]> {
  const index = glossary().get(lang)!;
  const out: Array<[number, number, GlossaryRow]> = [];
  let i = 0;
  while (i < tokens.length) {
    if (!tokens[i]!.word) {
      i++;
      continue;
    }
    let hit: [number, number, GlossaryRow] | undefined;
    // Longest run of words separated by plain spaces first.
    const words: string[] = [];
    let j = i;
    const ends: number[] = [];
    while (j < tokens.length && words.length < MAX_WORDS) {
      words.push(normWord(tokens[j]!.text));
      ends.push(j + 1);
      const sep = tokens[j + 1];
      if (!sep || sep.word || !/^ +$/.test(sep.text) || !tokens[j + 2]?.word) break;
      j += 2;
    }
    for (let n = words.length; n >= 1 && !hit; n--) {
      const row = index.get(words.slice(0, n).join(' '));
      if (row) hit = [i, ends[n - 1]!, row];
    }
    if (hit) {
      out.push(hit);
      i = hit[1];
    } else i++;
  }
  return out;
}

// ---- detection ---------------------------------------------------------------------------

const SCRIPTS: Array<[RegExp, Lang]> = [
  [/[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/gu, 'ar'],
  [/[\u0900-\u097f]/gu, 'hi'],
  [/[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]/gu, 'ko'],
  [/[\u3040-\u30ff]/gu, 'ja'],
  [/\p{Script=Han}/gu, 'zh-TW'],
];

/** Detects the language of a text (no phrase-table hit): script first, then glossary hits. */
export function detectLang(text: string): Lang {
  const count = (lang: Lang) => (text.match(SCRIPTS.find(([, l]) => l === lang)![0]) ?? []).length;
  const latin = (text.match(/\p{Script=Latin}/gu) ?? []).length;
  const kana = count('ja');
  const han = count('zh-TW');
  // Japanese mixes kana and Han: any kana makes Han count as Japanese.
  const byScript: Array<[Lang, number]> = [
    ['ar', count('ar')],
    ['hi', count('hi')],
    ['ko', count('ko')],
    ['ja', kana > 0 ? kana + han : 0],
    ['zh-TW', kana > 0 ? 0 : han],
  ];
  const best = byScript.sort((a, b) => b[1] - a[1])[0]!;
  if (best[1] > 0 && best[1] >= latin) return best[0];

  const tokens = tokenize(text);
  const words = tokens.filter((t) => t.word).map((t) => normWord(t.text));
  const score: Partial<Record<Lang, number>> = {};
  const add = (l: Lang, n: number) => (score[l] = (score[l] ?? 0) + n);
  for (const lang of ['en', 'tr', 'fr', 'es'] as const) {
    for (const [s, e] of glossaryMatches(tokens, lang)) add(lang, Math.ceil((e - s) / 2) * 2);
  }
  for (const [lang, list] of Object.entries(DETECT_WORDS) as Array<[Lang, readonly string[]]>) {
    for (const w of words) if (list.includes(w)) add(lang, 2);
  }
  if (/[ğışİ]/.test(text)) add('tr', 3);
  if (/[ñ¿¡]/.test(text)) add('es', 3);
  if (/[èêœùûëîï]|ç[aou]/i.test(text)) add('fr', 2);
  if (/[ãõ]/.test(text)) add('pt', 3);
  if (/[äß]/.test(text)) add('de', 3);
  let winner: Lang = 'en';
  let top = score.en ?? 0;
  for (const [l, n] of Object.entries(score) as Array<[Lang, number]>) {
    if (n > top) {
      winner = l;
      top = n;
    }
  }
  return winner;
}

// ---- translation -------------------------------------------------------------------------

const isGlossaryLang = (l: Lang): l is GlossaryLang => (GLOSSARY_LANGS as readonly string[]).includes(l);
const LATIN_TARGET = new Set<Lang>(['en', 'tr', 'fr', 'es']);

function capitalise(word: string, lang: Lang): string {
  if (!word) return word;
  return lang === 'tr' && word[0] === 'i' ? `İ${word.slice(1)}` : word[0]!.toUpperCase() + word.slice(1);
}

/** Word-by-word through the glossary; unknown words are kept. */
function glossaryTranslate(text: string, source: GlossaryLang, target: GlossaryLang): string {
  const tokens = tokenize(text);
  const matches = glossaryMatches(tokens, source);
  const out: string[] = [];
  let i = 0;
  for (const [s, e, row] of matches) {
    for (; i < s; i++) out.push(tokens[i]!.text);
    let word = row[target];
    const first = tokens[s]!.text;
    if (word && LATIN_TARGET.has(target) && first[0] !== first[0]!.toLowerCase()) word = capitalise(word, target);
    out.push(word);
    i = e;
  }
  for (; i < tokens.length; i++) out.push(tokens[i]!.text);
  let result = out.join('').replace(/ {2,}/g, ' ').replace(/ +([,.!?؟،])/g, '$1').trim();
  if (target === 'ar') result = result.replace(/\?/g, '؟').replace(/,/g, '،');
  if (source === 'ar') result = result.replace(/؟/g, '?').replace(/،/g, ',');
  if (target === 'fr') result = result.replace(/([^\s])([?!])/g, '$1 $2');
  if (source === 'fr') result = result.replace(/ ([?!:;])/g, '$1');
  if (source === 'es') result = result.replace(/[¿¡]/g, '');
  return result;
}

/**
 * Translates `text` into `target` (already normalised). Phrase table first, then the
 * glossary (English and the six main languages); when neither applies the text is returned
 * unchanged. Same source and target → the text unchanged.
 */
export function translate(text: string, target: Lang): Translation {
  if (!text.trim()) return { translatedText: text, sourceLang: 'en' };
  const hit = lookupPhrase(text);
  if (hit) return { translatedText: hit.lang === target ? text : hit.line[target], sourceLang: hit.lang };
  const source = detectLang(text);
  if (source === target || !isGlossaryLang(source) || !isGlossaryLang(target)) return { translatedText: text, sourceLang: source };
  return { translatedText: glossaryTranslate(text, source, target), sourceLang: source };
}
