import { describe, expect, it } from 'vitest';
import { codeName, dateTimeFormat, numberFormat } from './intl.ts';

describe('cached Intl formatters', () => {
  it('gives the same formatter for the same locale and options, another for other options', () => {
    expect(numberFormat('en', { style: 'percent' })).toBe(numberFormat('en', { style: 'percent' }));
    expect(numberFormat('en', { style: 'percent' })).not.toBe(numberFormat('fr', { style: 'percent' }));
    const time = dateTimeFormat('en', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
    expect(time.format(new Date(Date.UTC(2026, 0, 1, 14, 5)))).toMatch(/0?2:05\sPM|14:05/);
    expect(dateTimeFormat('en', { day: 'numeric' })).not.toBe(time);
  });

  it('names codes in the interface language; empty, unknown or malformed give the fallback', () => {
    expect(codeName('IN', 'region', 'en')).toBe('India');
    expect(codeName('ar', 'language', 'en')).toBe('Arabic');
    expect(codeName('ar', 'language', 'fr')).toBe('arabe');
    expect(codeName('', 'region', 'en')).toBe('');
    expect(codeName('not a code!', 'language', 'en')).toBe('not a code!');
    expect(codeName('not a code!', 'language', 'en', '')).toBe('');
  });
});
