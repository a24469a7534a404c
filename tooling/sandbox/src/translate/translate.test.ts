import { describe, expect, it } from 'vitest';
import { allCannedLines, LANGS } from '../lines.ts';
import { HOST_REPLIES } from '../seedData.ts';
import { GLOSSARY, GLOSSARY_LANGS } from './glossary.ts';
import { detectLang, normalizeLang, translate } from './translate.ts';

describe('phrase table', () => {
  it('translates every canned line from and into every language exactly', () => {
    const lines = allCannedLines();
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) {
      for (const from of LANGS) {
        for (const to of LANGS) {
          const r = translate(line[from], to);
          expect(r.translatedText, `${from} → ${to}: ${line[from]}`).toBe(line[to]);
          expect(r.sourceLang).toBe(from);
        }
      }
    }
  });

  it('covers every reply a host can send', () => {
    for (const [lang, pool] of Object.entries(HOST_REPLIES)) {
      for (const text of pool) expect(translate(text, 'en').sourceLang, text).toBe(lang);
    }
  });
});

describe('glossary', () => {
  it('has ~150+ complete rows', () => {
    expect(GLOSSARY.length).toBeGreaterThanOrEqual(150);
    for (const row of GLOSSARY) expect(row.en, JSON.stringify(row)).not.toBe('');
    expect(GLOSSARY_LANGS).toEqual(['en', 'ar', 'hi', 'tr', 'fr', 'es']);
  });

  it('translates word by word between the main languages, multi-word entries first', () => {
    expect(translate('good night my love', 'tr').translatedText).toBe('iyi geceler benim aşk');
    expect(translate('I love you', 'fr').translatedText).toBe("Je t'aime");
    expect(translate('merhaba nasılsın', 'es')).toEqual({ translatedText: 'hola cómo estás', sourceLang: 'tr' });
    expect(translate('आप कैसे हैं', 'en')).toEqual({ translatedText: 'how are you', sourceLang: 'hi' });
    expect(translate('how are you?', 'ar').translatedText).toBe('كيف حالك؟');
    expect(translate('hola amigo, ¿cómo estás?', 'en').translatedText).toBe('hello friend, how are you?');
  });
});

describe('detection and targets', () => {
  it('detects by script and glossary hits', () => {
    expect(detectLang('مرحبا يا صديقي')).toBe('ar');
    expect(detectLang('नमस्ते दोस्त')).toBe('hi');
    expect(detectLang('안녕하세요')).toBe('ko');
    expect(detectLang('こんにちは、元気？')).toBe('ja');
    expect(detectLang('你好嗎')).toBe('zh-TW');
    expect(detectLang('bonjour mon ami, tu es très belle')).toBe('fr');
    expect(detectLang('hola, eres muy bonita')).toBe('es');
    expect(detectLang('günaydın canım')).toBe('tr');
    expect(detectLang('ich bin nicht müde')).toBe('de');
    expect(detectLang('hello dear')).toBe('en');
  });

  it('normalises target tags', () => {
    expect(normalizeLang('zh-Hant')).toBe('zh-TW');
    expect(normalizeLang('zh-TW')).toBe('zh-TW');
    expect(normalizeLang('zh_Hant_HK')).toBe('zh-TW');
    expect(normalizeLang('in')).toBe('id');
    expect(normalizeLang('fr-CA')).toBe('fr');
    expect(normalizeLang('PT-br')).toBe('pt');
    expect(normalizeLang('zh')).toBeUndefined();
    expect(normalizeLang('ru')).toBeUndefined();
  });

  it('keeps text that needs no or no known translation', () => {
    expect(translate('Hello', 'en').translatedText).toBe('Hello');
    expect(translate('Ich bin müde', 'fr')).toEqual({ translatedText: 'Ich bin müde', sourceLang: 'de' });
    expect(translate('', 'fr').translatedText).toBe('');
  });
});
