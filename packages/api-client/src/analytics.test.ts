import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS, AnalyticsInputError, checksum, createAnalytics, type AnalyticsEvent } from './analytics.ts';

/** Decodes a form body back to its events and checks the checksum. */
function decode(body: string): { events: AnalyticsEvent[]; crcOk: boolean; version: string | null } {
  const f = new URLSearchParams(body);
  const data = f.get('data') ?? '';
  const json = new TextDecoder().decode(Uint8Array.from(atob(data), (c) => c.charCodeAt(0)));
  return { events: JSON.parse(json), crcOk: String(checksum(data)) === f.get('crc'), version: f.get('version') };
}

function memory() {
  const m = new Map<string, string>();
  return { m, getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}

function setup(over: Partial<Parameters<typeof createAnalytics>[0]> = {}, answer: () => Promise<Response> = async () => new Response('{}', { status: 200 })) {
  const calls: Array<{ url: string; body: string }> = [];
  const fetch = vi.fn(async (url: unknown, init?: RequestInit) => {
    calls.push({ url: String(url), body: String(init?.body) });
    return answer();
  });
  const a = createAnalytics({ syncUrl: '/analytics/sync', debugUrl: '/analytics/debug', version: '1.0.0', distinctId: () => 'dev1', fetch: fetch as never, ...over });
  return { a, calls, fetch };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('analytics client', () => {
  it('a bad name throws and queues nothing; duration capped at 86400 s, referrer cut to 200', () => {
    const { a } = setup();
    expect(() => a.track('bad name')).toThrow(AnalyticsInputError);
    expect(() => a.track('ok', { 'bad-prop': 1 })).toThrow(AnalyticsInputError);
    expect(a.queued()).toEqual([]);
    a.track('watch', { event_duration: 999_999, referrer: 'r'.repeat(500), skipped: undefined });
    expect(a.queued()[0]!.properties).toEqual({ event_duration: ANALYTICS.maxDurationS, referrer: 'r'.repeat(200) });
    expect(() => a.setUserId('')).toThrow(AnalyticsInputError);
  });
  it('properties set once ride on every later event; the event\'s own win; a bad name throws', () => {
    const { a } = setup();
    a.setProperties({ is_login: false, user_type: 'anonymous' });
    a.track('page_view', { path: '/x' });
    a.track('tap', { user_type: 'override' });
    expect(a.queued().map((e) => e.properties)).toEqual([
      { is_login: false, user_type: 'anonymous', path: '/x' },
      { is_login: false, user_type: 'override' },
    ]);
    expect(() => a.setProperties({ 'bad-name': 1 })).toThrow(AnalyticsInputError);
    expect(a.properties()).toEqual({ is_login: false, user_type: 'anonymous' });
  });

  it('sends at once when the batch is full, else every 6000 ms; the user id rides along', async () => {
    const { a, calls } = setup({ batchSize: 3 });
    a.start();
    a.setUserId('210001');
    a.track('one');
    a.track('two');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(0);
    a.track('three');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(decode(calls[0]!.body).events.map((e) => [e.event, e.user_id, e.distinct_id])).toEqual([['one', '210001', 'dev1'], ['two', '210001', 'dev1'], ['three', '210001', 'dev1']]);
    expect(calls[0]!.url).toBe('/analytics/sync');
    a.track('four');
    await vi.advanceTimersByTimeAsync(5999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(a.queued()).toEqual([]);
    a.stop();
  });

  it('at most 50 events per send; the queue keeps the newest 500', async () => {
    const { a, calls } = setup({ initialState: 'paused' });
    for (let i = 0; i < 520; i++) a.track('e', { i });
    expect(a.queued()).toHaveLength(500);
    expect(a.queued()[0]!.properties.i).toBe(20);
    expect(a.stats().dropped).toBe(20);
    expect(calls).toHaveLength(0); // paused: nothing goes out
    a.setState('normal');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => decode(c.body).events.length)).toEqual(Array(10).fill(50));
    expect(a.stats().sent).toBe(500);
  });

  it('the queue is a limited list: a smaller cap keeps the newest; a non-positive cap throws (§8)', () => {
    const { a } = setup({ initialState: 'paused', queueCap: 3 });
    for (let i = 0; i < 5; i++) a.track('e', { i });
    expect(a.queued().map((e) => e.properties.i)).toEqual([2, 3, 4]);
    expect(a.stats().dropped).toBe(2);
    for (const queueCap of [0, -1, 2.5]) {
      expect(() => setup({ queueCap })).toThrow(new RangeError('max length must be a positive integer'));
    }
  });

  it('retries 3 times, then keeps the events for the next tick', async () => {
    let ok = false;
    const { a, calls } = setup({ batchSize: 1 }, async () => new Response('', { status: ok ? 200 : 503 }));
    a.start();
    a.track('x');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1 + ANALYTICS.retries);
    expect(a.queued()).toHaveLength(1);
    ok = true;
    await vi.advanceTimersByTimeAsync(ANALYTICS.sendIntervalMs);
    expect(calls).toHaveLength(5);
    expect(decode(calls[4]!.body).events[0]!._id).toBe(decode(calls[0]!.body).events[0]!._id); // same id: the server can drop repeats
    expect(a.queued()).toEqual([]);
    a.stop();
  });

  it('a send that hangs is aborted after 3000 ms', async () => {
    const signals: AbortSignal[] = [];
    const fetch = vi.fn((_u: unknown, init?: RequestInit) => new Promise<Response>((_, reject) => {
      signals.push(init!.signal!);
      init!.signal!.addEventListener('abort', () => reject(new Error('aborted')));
    }));
    const a = createAnalytics({ syncUrl: '/s', debugUrl: '/d', debug: true, version: '1', distinctId: () => 'd', fetch: fetch as never, batchSize: 1 });
    a.track('x');
    await vi.advanceTimersByTimeAsync(2999);
    expect(signals[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]!.aborted).toBe(true);
    expect(fetch.mock.calls[0]![0]).toBe('/d'); // debug mode: the debug path
  });

  it('stopped (opted out): the queue is emptied and nothing is recorded', () => {
    const { a } = setup({ initialState: 'paused' });
    a.track('x');
    a.setState('stopped');
    a.track('y');
    expect(a.queued()).toEqual([]);
    expect(a.state()).toBe('stopped');
  });

  it('writes the queue at most every 500 ms and restores it on the next load', async () => {
    const storage = memory();
    const { a } = setup({ storage, initialState: 'paused' });
    a.track('one');
    expect(storage.m.size).toBe(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(JSON.parse(storage.m.get('analyticsQueue')!)).toHaveLength(1);
    a.track('two');
    await vi.advanceTimersByTimeAsync(499);
    expect(JSON.parse(storage.m.get('analyticsQueue')!)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(JSON.parse(storage.m.get('analyticsQueue')!)).toHaveLength(2);
    storage.m.set('analyticsQueue', JSON.stringify([...JSON.parse(storage.m.get('analyticsQueue')!), { junk: true }]));
    const again = setup({ storage, initialState: 'paused' }).a;
    expect(again.queued().map((e) => e.event)).toEqual(['one', 'two']);
    storage.m.set('analyticsQueue', '{not json');
    expect(setup({ storage }).a.queued()).toEqual([]);
  });
});
