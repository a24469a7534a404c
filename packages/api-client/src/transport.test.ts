import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createApiClient } from './index.ts';
import { ApiError, BACKEND_ERROR_MESSAGE } from './errors.ts';
import { shouldRetry } from './retry.ts';

type Handler = (req: Request) => Response | Promise<Response>;

function client(handler: Handler, extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  const calls: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    calls.push(req.clone());
    return handler(req);
  }) as unknown as typeof globalThis.fetch;
  const api = createApiClient({
    baseURL: 'http://api.test/api',
    source: 'web_fachat',
    deviceInfo: () => ({ language: 'en', fingerprint: 'fp', screen: '1x1', timezone: 'UTC', platform: 'test', clientId: 'c' }),
    session: () => ({ uid: '1', jid: 'user_1@localhost', vcToken: 'tok' }),
    log: () => {},
    fetch,
    ...extra,
  });
  return { api, calls };
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('transport (§7)', () => {
  it('POSTs the envelope with a 21-character X-Request-Id and returns validated data', async () => {
    const { api, calls } = client(() => json({ result: 1, data: { maintananceStatus: 2 } }));
    await expect(api.maintenanceStatus()).resolves.toEqual({ maintananceStatus: 2 });
    const req = calls[0]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('http://api.test/api/system_maintenance/maintenance_status');
    expect(req.headers.get('x-request-id')).toMatch(/^[A-Za-z0-9_-]{21}$/);
    const body = await req.json();
    expect(body).toMatchObject({
      clientInfo: { channel: 'B1', versionCode: 1, version: '1.0.0', region: 'CN', source: 'web_fachat' },
      userInfo: { uid: '1', jid: 'user_1@localhost', role: 2, vcToken: 'tok' },
      deviceInfo: { language: 'en', fingerprint: 'fp' },
      data: {},
    });
  });

  it('create_order carries the payment cookies in deviceInfo; other calls do not (§7)', async () => {
    const order = { payStatus: 'TXN_SUCCESS', orderDetail: { orderId: 'o1', currency: 'USD', amount: 4.99 }, gemsBalance: 600 };
    const { api, calls } = client(() => json({ result: 1, data: order }));
    await api.createOrder({ sku: 'gems_100', currency: 'USD', idempotencyKey: 'k-12345678', channel: 'card', card: { cardId: 'c1' } }, { _ga: 'x', stripe_mid: 'y' });
    await api.payOrderStatus({ orderId: 'o1' });
    const [create, status] = await Promise.all(calls.map((c) => c.json()));
    expect(create.deviceInfo).toMatchObject({ language: 'en', fingerprint: 'fp', paymentCookies: { _ga: 'x', stripe_mid: 'y' } });
    expect(create.data).toEqual({ sku: 'gems_100', currency: 'USD', idempotencyKey: 'k-12345678', channel: 'card', card: { cardId: 'c1' } });
    expect(status.deviceInfo.paymentCookies).toBeUndefined();
  });

  it('the gift catalogue request carries the gift service package version, 5 by default (§9)', async () => {
    const { api, calls } = client(() => json({ result: 1, data: { tabs: [], list: [] } }));
    await api.giftList();
    await api.giftList({ version: 6 });
    const [first, second] = await Promise.all(calls.map((c) => c.json()));
    expect(calls[0]!.url).toBe('http://api.test/api/common_service/gift_list');
    expect(first.data).toEqual({ version: 5 });
    expect(second.data).toEqual({ version: 6 });
  });

  it('gives every request its own id', async () => {
    const { api, calls } = client(() => json({ result: 1, data: { maintananceStatus: 0 } }));
    await Promise.all([api.maintenanceStatus(), api.maintenanceStatus(), api.maintenanceStatus()]);
    expect(new Set(calls.map((c) => c.headers.get('x-request-id'))).size).toBe(3);
  });

  it('fails with BACKEND_ERROR and the spec message when result is not 1', async () => {
    const { api } = client(() => json({ result: 0, msg: 'wrong account id or password' }));
    const err = await api.userPwdLogin({ uid: 'x', passwd: 'y' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'BACKEND_ERROR', message: BACKEND_ERROR_MESSAGE, details: { result: 0, serverMessage: 'wrong account id or password' } });
  });

  it('lets the failure hook replace the response', async () => {
    const { api } = client(() => json({ result: 5 }), { onBackendFailure: () => ({ data: { maintananceStatus: 0 } }) });
    await expect(api.maintenanceStatus()).resolves.toEqual({ maintananceStatus: 0 });
  });

  it('rejects data that does not match the endpoint schema, naming the field', async () => {
    const { api } = client(() => json({ result: 1, data: { userInfo: { id: '1', jid: 'nojid', vcToken: 't' }, componentInfo: {} } }));
    const err = (await api.userPwdLogin({ uid: '1', passwd: 'p' }).catch((e: unknown) => e)) as ApiError;
    expect(err.code).toBe('INVALID_RESPONSE');
    expect(err.message).toContain('userInfo.jid');
  });

  it('rejects a login without vcToken', async () => {
    const { api } = client(() => json({ result: 1, data: { userInfo: { id: '1', jid: 'a@b', vcToken: '' }, componentInfo: { hubDomain: 'h', giftDomain: 'g', helpDomain: 'x' } } }));
    const err = (await api.userPwdLogin({ uid: '1', passwd: 'p' }).catch((e: unknown) => e)) as ApiError;
    expect(err.message).toContain('invalid token');
  });

  it('treats 304 as success and other statuses as HTTP_ERROR', async () => {
    // A real 304: no body (the Fetch standard forbids one). A call whose answer needs no field resolves.
    const notModified = client(() => new Response(null, { status: 304 }));
    await expect(notModified.api.request('x', {}, v.object({ ok: v.optional(v.boolean()) }))).resolves.toEqual({});
    await expect(notModified.api.request('x', {}, v.unknown())).resolves.toEqual({});
    const { api } = client(() => json({ result: 1, data: { maintananceStatus: 0 } }, 404));
    await expect(api.maintenanceStatus()).rejects.toMatchObject({ code: 'HTTP_ERROR', details: { status: 404 } });
  });

  it('treats every status 200-299 as success, and 300-303 as HTTP_ERROR', async () => {
    for (const status of [200, 201, 202, 299]) {
      const { api } = client(() => json({ result: 1, data: { maintananceStatus: 1 } }, status));
      await expect(api.maintenanceStatus()).resolves.toEqual({ maintananceStatus: 1 });
    }
    const created = client(() => new Response(null, { status: 204 }));
    await expect(created.api.request('x', {}, v.object({}))).resolves.toEqual({});
    for (const status of [300, 302, 303]) {
      const { api } = client(() => json({ result: 1, data: { maintananceStatus: 1 } }, status));
      await expect(api.maintenanceStatus()).rejects.toMatchObject({ code: 'HTTP_ERROR', details: { status } });
    }
  });

  it('a 304 without a body for a call that needs data fails with NO_DATA, not INVALID_RESPONSE', async () => {
    const { api } = client(() => new Response(null, { status: 304 }));
    const err = (await api.maintenanceStatus().catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe('NO_DATA');
    expect(err.details.status).toBe(304);
    expect(err.message).toContain('304');
  });

  it('does not retry POST on 5xx or network errors', async () => {
    let n = 0;
    const { api } = client(() => {
      n++;
      return json({}, 503);
    });
    await expect(api.maintenanceStatus()).rejects.toMatchObject({ code: 'HTTP_ERROR' });
    expect(n).toBe(1);
  });

  it('retries GET up to 3 times on 5xx, with no delay', async () => {
    let n = 0;
    const { api } = client(() => (++n < 4 ? json({}, 502) : json({ result: 1, data: { ok: true } })));
    await expect(api.request('x', {}, v.object({ ok: v.boolean() }), { method: 'GET' })).resolves.toEqual({ ok: true });
    expect(n).toBe(4);
    n = 0;
    const c2 = client(() => { n++; return json({}, 500); });
    await expect(c2.api.request('x', {}, v.unknown(), { method: 'GET' })).rejects.toMatchObject({ code: 'HTTP_ERROR' });
    expect(n).toBe(4);
  });

  it('times out after the budget with TIMEOUT and no retry', async () => {
    let n = 0;
    const { api } = client(
      (req) => { n++; return new Promise((_, reject) => req.signal.addEventListener('abort', () => reject(req.signal.reason))); },
      { timeoutMs: 50 },
    );
    await expect(api.request('slow', {}, v.unknown(), { method: 'GET' })).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(n).toBe(1);
  });

  it('cancels one request by id and all at once', async () => {
    const hang: Handler = (req) => new Promise((_, reject) => req.signal.addEventListener('abort', () => reject(req.signal.reason)));
    const { api } = client(hang);
    const p1 = api.maintenanceStatus({ requestId: 'a'.repeat(21) });
    const p2 = api.maintenanceStatus();
    const p3 = api.maintenanceStatus();
    await Promise.resolve();
    expect(api.pending()).toHaveLength(3);
    expect(api.cancel('a'.repeat(21))).toBe(true);
    await expect(p1).rejects.toMatchObject({ code: 'ABORTED' });
    expect(api.cancelAll()).toBe(2);
    await expect(p2).rejects.toMatchObject({ code: 'ABORTED' });
    await expect(p3).rejects.toMatchObject({ code: 'ABORTED' });
    expect(api.pending()).toHaveLength(0);
  });

  it('reports network errors as NETWORK_ERROR', async () => {
    const { api } = client(() => { throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }); });
    await expect(api.maintenanceStatus()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});

describe('shouldRetry (§7)', () => {
  const base = { method: 'GET', attempt: 0, maxRetries: 3, budgetLeftMs: 1000 };
  it('retries network errors and 5xx on idempotent methods only', () => {
    expect(shouldRetry({ ...base, failure: 'network' })).toBe(true);
    expect(shouldRetry({ ...base, status: 500 })).toBe(true);
    expect(shouldRetry({ ...base, status: 599 })).toBe(true);
    expect(shouldRetry({ ...base, status: 404 })).toBe(false);
    for (const m of ['HEAD', 'OPTIONS', 'PUT', 'DELETE']) expect(shouldRetry({ ...base, method: m, status: 503 })).toBe(true);
    expect(shouldRetry({ ...base, method: 'POST', status: 503 })).toBe(false);
  });
  it('never retries certificate, DNS, aborted or timed-out failures, or past budget and count', () => {
    for (const f of ['certificate', 'dns', 'aborted', 'timeout'] as const) expect(shouldRetry({ ...base, failure: f })).toBe(false);
    expect(shouldRetry({ ...base, failure: 'network', budgetLeftMs: 0 })).toBe(false);
    expect(shouldRetry({ ...base, failure: 'network', attempt: 3 })).toBe(false);
  });
});
