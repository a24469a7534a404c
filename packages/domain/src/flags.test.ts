import { describe, expect, it } from 'vitest';
import { FLAG_COUNTRIES, flagOf, GLOBAL_FLAG } from './index.ts';

describe('country flags (§9)', () => {
  it('has about 28 distinct two-letter country codes', () => {
    expect(FLAG_COUNTRIES).toHaveLength(28);
    expect(new Set(FLAG_COUNTRIES).size).toBe(28);
    for (const c of FLAG_COUNTRIES) expect(c).toMatch(/^[A-Z]{2}$/);
  });

  it('gives the flag of a supported country, whatever the case or spaces', () => {
    expect(flagOf('IN')).toBe('IN');
    expect(flagOf('sa')).toBe('SA');
    expect(flagOf(' br ')).toBe('BR');
    expect(flagOf('uk')).toBe('GB');
    for (const c of FLAG_COUNTRIES) expect(flagOf(c)).toBe(c);
  });

  it('falls back to the global flag for an unknown, empty or malformed code', () => {
    for (const c of ['JP', 'PH', '', '   ', 'USA', 'U', '12', 'global', null, undefined]) expect(flagOf(c)).toBe(GLOBAL_FLAG);
    expect(GLOBAL_FLAG).toBe('global');
  });
});
