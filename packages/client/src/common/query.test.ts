import { describe, expect, it } from 'vitest';
import { parseQuery, stringifyQuery } from './query.ts';

describe('query strings (§9 limits: arrays 20, depth 5, 1,000 parameters)', () => {
  it('reads plain parameters as strings, with or without the leading ?', () => {
    expect(parseQuery('?tid=1.5&jid=host_1%40im.example&name=A%20B')).toEqual({ tid: '1.5', jid: 'host_1@im.example', name: 'A B' });
    expect(parseQuery('orderId=ord_1&app=PhonePe')).toEqual({ orderId: 'ord_1', app: 'PhonePe' });
    expect(parseQuery('')).toEqual({});
  });

  it('reads at most 1,000 parameters', () => {
    const search = Array.from({ length: 1500 }, (_, i) => `p${i}=${i}`).join('&');
    const q = parseQuery(search);
    expect(Object.keys(q)).toHaveLength(1000);
    expect(q.p999).toBe('999');
    expect(q.p1000).toBeUndefined();
  });

  it('makes arrays of at most 20 items; a longer one is not an array', () => {
    const twenty = parseQuery(Array.from({ length: 20 }, (_, i) => `a[]=${i}`).join('&'));
    expect(Array.isArray(twenty.a)).toBe(true);
    expect(twenty.a).toHaveLength(20);
    const more = parseQuery(Array.from({ length: 21 }, (_, i) => `a[]=${i}`).join('&'));
    expect(Array.isArray(more.a)).toBe(false);
    expect(Array.isArray(parseQuery('a[100]=x').a)).toBe(false);
  });

  it('nests objects at most 5 deep; deeper brackets stay one key', () => {
    const q = parseQuery('a[b][c][d][e][f][g][h]=1');
    expect(q).toEqual({ a: { b: { c: { d: { e: { f: { '[g][h]': '1' } } } } } } });
  });

  it('drops prototype keys and never throws', () => {
    const q = parseQuery('__proto__[polluted]=1&constructor[prototype][x]=1&ok=1');
    expect(q).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(() => parseQuery('%E0%A4%A=1&a[=2&]=3')).not.toThrow();
  });

  it('writes what it reads back, leaving out undefined', () => {
    const params = { redirect: '/goddess?x=1', jid: 'host_1@im.example', name: 'سارة', skip: undefined };
    const s = stringifyQuery(params);
    expect(s).toBe('?redirect=%2Fgoddess%3Fx%3D1&jid=host_1%40im.example&name=%D8%B3%D8%A7%D8%B1%D8%A9');
    expect(parseQuery(s)).toEqual({ redirect: '/goddess?x=1', jid: 'host_1@im.example', name: 'سارة' });
    expect(stringifyQuery({})).toBe('');
    expect(parseQuery(stringifyQuery({ a: ['x', 'y'], b: { c: 'd' } }))).toEqual({ a: ['x', 'y'], b: { c: 'd' } });
  });
});
