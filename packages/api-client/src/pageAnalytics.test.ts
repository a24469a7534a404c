import { describe, expect, it } from 'vitest';
import { createPageAnalytics, encodePageHit } from './pageAnalytics.ts';

describe('page-analytics service (spec §7 page analytics)', () => {
  it('encodes a page view: client id, path, view name, referrer cut to 200, version', () => {
    const f = new URLSearchParams(encodePageHit('cid-1', { path: '/goddess', view: 'discover', referrer: 'r'.repeat(300) }, '1.0.0'));
    expect(Object.fromEntries(f)).toEqual({ v: '1', t: 'pageview', cid: 'cid-1', dp: '/goddess', dt: 'discover', dr: 'r'.repeat(200), av: '1.0.0' });
    expect(() => encodePageHit('', { path: '/x' }, '1')).toThrow(TypeError);
    expect(() => encodePageHit('c', { path: 'x' }, '1')).toThrow(TypeError);
  });

  it('sends nothing until enabled; then one POST per hit; a refused or failed hit resolves false', async () => {
    const bodies: string[] = [];
    let status = 200;
    const fetch = (async (_url: string, init: RequestInit) => {
      bodies.push(String(init.body));
      if (status === 0) throw new TypeError('network');
      return new Response('{}', { status });
    }) as unknown as typeof globalThis.fetch;
    const p = createPageAnalytics({ url: '/analytics/page', clientId: () => 'cid-1', version: '1.0.0', fetch });
    expect(await p.hit({ path: '/match', view: 'match' })).toBe(false);
    expect(bodies).toEqual([]);
    p.setEnabled(true);
    expect(await p.hit({ path: '/match', view: 'match' })).toBe(true);
    expect(new URLSearchParams(bodies[0]).get('dp')).toBe('/match');
    status = 400;
    expect(await p.hit({ path: '/x' })).toBe(false);
    status = 0;
    expect(await p.hit({ path: '/y' })).toBe(false);
    expect(p.sent()).toBe(1);
  });
});
