import { describe, expect, it } from 'vitest';
import { checkMaxLength, GIFT_PACKAGE_VERSION, limitList, QUERY_LIMITS } from './index.ts';

describe('limited list (§8, §9)', () => {
  it('keeps the newest maxLength items and counts the dropped ones', () => {
    expect(limitList([1, 2, 3, 4, 5], 3)).toEqual({ kept: [3, 4, 5], dropped: 2 });
    expect(limitList([1, 2], 3)).toEqual({ kept: [1, 2], dropped: 0 });
    expect(limitList([], 1)).toEqual({ kept: [], dropped: 0 });
  });

  it('does not change the list it is given', () => {
    const items = [1, 2, 3];
    limitList(items, 1);
    expect(items).toEqual([1, 2, 3]);
  });

  it('throws "max length must be a positive integer" for a non-positive or non-integer max length', () => {
    for (const bad of [0, -1, -500, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => limitList([1], bad)).toThrow(new RangeError('max length must be a positive integer'));
      expect(() => checkMaxLength(bad)).toThrow('max length must be a positive integer');
    }
    expect(checkMaxLength(500)).toBe(500);
  });
});

describe('§9 limits', () => {
  it('query strings: arrays 20, depth 5, 1,000 parameters', () => {
    expect(QUERY_LIMITS).toEqual({ arrayLimit: 20, depth: 5, parameterLimit: 1000 });
  });

  it('gift service default package version is 5', () => {
    expect(GIFT_PACKAGE_VERSION).toBe(5);
  });
});
