import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { memoryStorage } from '../common/storage.ts';
import { consentAtom, createConsentController, readConsent } from '../consent/consent.ts';
import { createAppAnalytics, NAMED_VIEWS, stateForConsent } from './analytics.ts';

const make = (consent: 'accepted' | 'declined' | null = 'accepted') =>
  createAppAnalytics({ base: '/analytics', debug: false, version: '1.0.0', distinctId: () => 'dev', consent, fetch: vi.fn(async () => new Response('{}')) as never });

describe('app analytics (spec §2 named views, §4 tracking states)', () => {
  it('the six named views of §2', () => {
    expect(NAMED_VIEWS).toEqual({
      '/onlinevideochat': 'online_video_chat', '/match': 'match', '/goddess': 'discover', '/download': 'about', '/callrecord': 'video_history', '/message': 'message',
    });
  });

  it('a page view per navigation with its view name and the previous page as referrer', () => {
    const a = make('declined');
    a.setConsent('accepted');
    a.pageView('/goddess', 'https://search.example/q');
    a.pageView('/goddess'); // same page: not twice
    a.pageView('/settings');
    const q = a.client.queued().map((e) => e.properties);
    expect(q).toEqual([
      { path: '/goddess', view: 'discover', referrer: 'https://search.example/q' },
      { path: '/settings', referrer: '/goddess' },
    ]);
  });

  it('consent sets the state: none → paused, accepted → normal, declined → stopped', () => {
    expect(stateForConsent(null)).toBe('paused');
    expect(stateForConsent('accepted')).toBe('normal');
    expect(stateForConsent('declined')).toBe('stopped');
    const a = make(null);
    a.pageView('/match');
    expect(a.client.queued()).toHaveLength(1); // kept while paused
    a.setConsent('declined');
    expect(a.client.queued()).toEqual([]);
    a.pageView('/message');
    expect(a.client.queued()).toEqual([]);
  });

  it('page views go to the page-analytics service with the analytics client id, only with consent (§7 page analytics)', async () => {
    const hits: Array<{ url: string; body: string }> = [];
    const fetch = vi.fn(async (url: unknown, init?: RequestInit) => {
      hits.push({ url: String(url), body: String(init?.body ?? '') });
      return new Response('{}');
    });
    const a = createAppAnalytics({ base: '/analytics', debug: false, version: '1.0.0', distinctId: () => 'dev', clientId: () => 'cid-stable', consent: null, fetch: fetch as never });
    a.pageView('/match');
    await Promise.resolve();
    expect(hits.filter((h) => h.url === '/analytics/page')).toEqual([]);
    a.setConsent('accepted');
    a.pageView('/goddess', 'https://search.example/q');
    await vi.waitFor(() => expect(hits.filter((h) => h.url === '/analytics/page')).toHaveLength(1));
    const f = new URLSearchParams(hits.find((h) => h.url === '/analytics/page')!.body);
    expect(Object.fromEntries(f)).toMatchObject({ t: 'pageview', cid: 'cid-stable', dp: '/goddess', dt: 'discover', dr: '/match' });
  });

  it('anonymous tracking properties ride on every event until a user signs in (§4)', () => {
    const a = make();
    a.setAnonymous({ language: 'ar', platform: 'web', source: 'web_fachat' });
    a.track('tap');
    a.setUser('210001');
    a.track('tap');
    expect(a.client.queued().map((e) => e.properties)).toEqual([
      { is_login: false, user_type: 'anonymous', language: 'ar', platform: 'web', source: 'web_fachat' },
      {},
    ]);
  });

  it('a bad user id is logged, never thrown at a screen', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => make().setUser('x'.repeat(80))).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('the consent answer is kept on the device and told to analytics', () => {
    const store = createStore();
    const storage = memoryStorage();
    const onChange = vi.fn();
    const c = createConsentController({ store, storage, onChange });
    expect(c.init()).toBeNull();
    c.answer('declined');
    expect(store.get(consentAtom)).toBe('declined');
    expect(readConsent(storage)).toBe('declined');
    expect(onChange).toHaveBeenCalledWith('declined');
    storage.setItem('cookieConsent', 'garbage');
    expect(createConsentController({ store, storage, onChange }).init()).toBeNull();
  });
});
