import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { ApiError, type OrderStatus } from '@vchat/api-client';
import { paymentRefusal, createPaymentsController, isValidVpa, readPaymentCookies, upiAppIntent } from './payments.ts';
import { createWallet } from '../wallet/wallet.ts';
import { accountAtom } from '../wallet/atoms.ts';

const paid = (gemsBalance: number, status: OrderStatus['payStatus'] = 'TXN_SUCCESS'): OrderStatus => ({
  payStatus: status, orderDetail: { orderId: 'o1', sku: 'gems_500', gems: 550, currency: 'USD', amount: 4.99, channel: 'card', createdAt: 1 }, gemsBalance,
});

function setup(answer: () => Promise<OrderStatus>, onRecharged?: (orderId: string) => void) {
  const store = createStore();
  const wallet = createWallet({ store, api: { account: async () => ({ paid: false, gemsBalance: 20, silverBalance: 0, silverSpent: 0 }) } });
  wallet.set({ paid: false, gemsBalance: 20, silverBalance: 0, silverSpent: 0 });
  const createOrder = vi.fn((_body: unknown, _cookies: unknown) => answer());
  let n = 0;
  const p = createPaymentsController({
    store, wallet, paymentCookies: () => ({ _ga: 'x' }), newKey: () => `key-${++n}`,
    api: { createOrder, paymentChannels: vi.fn(), payOrderStatus: vi.fn(async () => answer()), authenticatePayment: vi.fn(), payRecords: vi.fn() } as never,
    ...(onRecharged ? { onRecharged } : {}),
  });
  return { store, p, createOrder };
}

const CARD = { channel: 'card' as const, card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' } };

describe('payments controller', () => {
  it('a double click is one attempt: one request, one key; the server\'s balance goes to the wallet', async () => {
    let release!: (o: OrderStatus) => void;
    const { store, p, createOrder } = setup(() => new Promise((r) => (release = r)));
    const a = p.buy('gems_500', 'USD', CARD);
    const b = p.buy('gems_500', 'USD', CARD);
    release(paid(570));
    expect(await a).toEqual(await b);
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(createOrder.mock.calls[0]![1]).toEqual({ _ga: 'x' });
    expect(store.get(accountAtom)).toMatchObject({ gemsBalance: 570, paid: true });
  });

  it('a retry after a dropped request reuses the key; a finished attempt frees it', async () => {
    let fail = true;
    const { p, createOrder } = setup(async () => {
      if (fail) throw new Error('network');
      return paid(570);
    });
    await expect(p.buy('gems_500', 'USD', CARD)).rejects.toThrow('network');
    fail = false;
    await p.buy('gems_500', 'USD', CARD);
    await p.buy('gems_500', 'USD', CARD);
    const keys = createOrder.mock.calls.map((c) => (c[0] as unknown as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('a lost answer is asked once more with the same key, and the result shown (issue 19.7)', async () => {
    let lost = 1;
    const { store, p, createOrder } = setup(async () => {
      if (lost-- > 0) throw new ApiError('NETWORK_ERROR', 'fetch failed', { requestId: 'r1', path: 'payment_service/create_order' });
      return paid(570);
    });
    const o = await p.buy('gems_500', 'USD', CARD);
    expect(o.payStatus).toBe('TXN_SUCCESS');
    expect(store.get(accountAtom)).toMatchObject({ gemsBalance: 570, paid: true });
    const keys = createOrder.mock.calls.map((c) => (c[0] as unknown as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toEqual(['key-1', 'key-1']);
  });

  it('a paid order asks for the account and config reload once per order (§4 "Recharge refreshes the account and config")', async () => {
    const seen: string[] = [];
    let status: OrderStatus['payStatus'] = 'TXN_SUCCESS';
    const { p } = setup(async () => paid(570, status), (id) => seen.push(id));
    await p.buy('gems_500', 'USD', CARD);
    await p.status('o1'); // a poll of the same paid order
    expect(seen).toEqual(['o1']);
    status = 'TXN_FAILURE';
    const q = setup(async () => paid(20, status), (id) => seen.push(id));
    await q.p.buy('gems_500', 'USD', CARD);
    expect(seen).toEqual(['o1']);
  });

  it('a declined order leaves the balance alone', async () => {
    const { store, p } = setup(async () => ({ ...paid(20, 'TXN_FAILURE'), failReason: 'card_declined' }));
    const o = await p.buy('gems_500', 'USD', CARD);
    expect(o.failReason).toBe('card_declined');
    expect(store.get(accountAtom)).toMatchObject({ gemsBalance: 20, paid: false });
  });

  it('reads only the payment cookies it knows', () => {
    expect(readPaymentCookies('_ga=GA1.2; session=secret; checkout_sid=a%20b; x=1')).toEqual({ _ga: 'GA1.2', checkout_sid: 'a b' });
  });
});

function pollSetup(statuses: (OrderStatus['payStatus'] | Error)[]) {
  const store = createStore();
  const wallet = createWallet({ store, api: { account: async () => ({ paid: false, gemsBalance: 20, silverBalance: 0, silverSpent: 0 }) } });
  wallet.set({ paid: false, gemsBalance: 20, silverBalance: 0, silverSpent: 0 });
  let i = 0;
  const payOrderStatus = vi.fn(async () => {
    const s = statuses[Math.min(i++, statuses.length - 1)]!;
    if (s instanceof Error) throw s;
    return paid(s === 'TXN_SUCCESS' ? 570 : 20, s);
  });
  const p = createPaymentsController({
    store, wallet, paymentCookies: () => ({}),
    api: { payOrderStatus, createOrder: vi.fn(), paymentChannels: vi.fn(), authenticatePayment: vi.fn(), payRecords: vi.fn(), saveBankCard: vi.fn() } as never,
  });
  return { store, p, payOrderStatus };
}

describe('waiting for an order (/upiprocess, /payresult)', () => {
  it('asks until the order is final, reports every answer and credits the server\'s balance', async () => {
    const { store, p, payOrderStatus } = pollSetup(['PENDING', 'PENDING', 'TXN_SUCCESS']);
    const seen: string[] = [];
    const o = await p.waitForOrder('o1', { intervalMs: 1, onStatus: (s) => seen.push(s.payStatus) });
    expect(o.payStatus).toBe('TXN_SUCCESS');
    expect(seen).toEqual(['PENDING', 'PENDING', 'TXN_SUCCESS']);
    expect(payOrderStatus).toHaveBeenCalledTimes(3);
    expect(store.get(accountAtom)?.gemsBalance).toBe(570);
  });

  it('stops at the maximum duration with the order still pending', async () => {
    let t = 0;
    const { p, payOrderStatus } = pollSetup(['PENDING']);
    const o = await p.waitForOrder('o1', { intervalMs: 1, maxMs: 10, now: () => (t += 4) });
    expect(o.payStatus).toBe('PENDING');
    expect(payOrderStatus.mock.calls.length).toBeLessThan(5);
  });

  it('rides out a dropped request, but gives up after three in a row', async () => {
    const once = pollSetup([new Error('network'), 'TXN_FAILURE']);
    expect((await once.p.waitForOrder('o1', { intervalMs: 1 })).payStatus).toBe('TXN_FAILURE');
    const down = pollSetup([new Error('network')]);
    await expect(down.p.waitForOrder('o1', { intervalMs: 1 })).rejects.toThrow('network');
    expect(down.payOrderStatus).toHaveBeenCalledTimes(3);
  });

  it('stops asking when the screen goes away', async () => {
    const { p, payOrderStatus } = pollSetup(['PENDING']);
    const ac = new AbortController();
    const run = p.waitForOrder('o1', { intervalMs: 50, signal: ac.signal });
    await new Promise((r) => setTimeout(r, 10));
    ac.abort(new Error('left'));
    await expect(run).rejects.toThrow('left');
    const calls = payOrderStatus.mock.calls.length;
    await new Promise((r) => setTimeout(r, 80));
    expect(payOrderStatus.mock.calls.length).toBe(calls);
  });
});

describe('UPI', () => {
  it('accepts UPI ids of the name@bank shape only', () => {
    for (const ok of ['success@upi', 'pending@upi', 'ravi.kumar-1@okhdfcbank', ' name_1@ybl ']) expect(isValidVpa(ok), ok).toBe(true);
    for (const bad of ['', 'upi', '@upi', 'a@upi', 'name@', 'name@1bank', 'na me@upi', 'name@upi@x']) expect(isValidVpa(bad), bad).toBe(false);
  });

  it('opens a payment app by its package name, and nothing else', () => {
    expect(upiAppIntent('com.phonepe.app')).toBe('intent://#Intent;package=com.phonepe.app;end');
    expect(upiAppIntent('net.one97.paytm')).toBe('intent://#Intent;package=net.one97.paytm;end');
    expect(upiAppIntent('javascript:alert(1)')).toBeNull();
    expect(upiAppIntent('com.x;end;S.browser_fallback_url=http')).toBeNull();
  });
});


describe('payment refusals (MONEY.md)', () => {
  it('reads the server refusal into a typed reason; anything else is null', () => {
    const refused = (msg: string) => new ApiError('BACKEND_ERROR', 'backend error', { requestId: 'r', path: '/api/x', result: 0, serverMessage: msg });
    expect(paymentRefusal(refused('card declined'))).toBe('declined');
    expect(paymentRefusal(refused('card expired'))).toBe('expired');
    expect(paymentRefusal(refused('invalid card number'))).toBe('invalidCard');
    expect(paymentRefusal(refused('invalid UPI id'))).toBe('invalidVpa');
    expect(paymentRefusal(refused('something else'))).toBeNull();
    expect(paymentRefusal(new ApiError('NETWORK_ERROR', 'network error', { requestId: 'r', path: '/api/x' }))).toBeNull();
    expect(paymentRefusal(new Error('card declined'))).toBeNull();
  });
});
