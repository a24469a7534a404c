import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import type { OrderStatus } from '@vchat/api-client';
import { createPaymentsController, readPaymentCookies } from './payments.ts';
import { createWallet } from '../wallet/wallet.ts';
import { accountAtom } from '../wallet/atoms.ts';

const paid = (gemsBalance: number, status: OrderStatus['payStatus'] = 'TXN_SUCCESS'): OrderStatus => ({
  payStatus: status, orderDetail: { orderId: 'o1', sku: 'gems_500', gems: 550, currency: 'USD', amount: 4.99, channel: 'card', createdAt: 1 }, gemsBalance,
});

function setup(answer: () => Promise<OrderStatus>) {
  const store = createStore();
  const wallet = createWallet({ store, api: { account: async () => ({ paid: false, gemsBalance: 20, silverBalance: 0, silverSpent: 0 }) } });
  wallet.set({ paid: false, gemsBalance: 20, silverBalance: 0, silverSpent: 0 });
  const createOrder = vi.fn((_body: unknown, _cookies: unknown) => answer());
  let n = 0;
  const p = createPaymentsController({
    store, wallet, paymentCookies: () => ({ _ga: 'x' }), newKey: () => `key-${++n}`,
    api: { createOrder, paymentChannels: vi.fn(), payOrderStatus: vi.fn(), authenticatePayment: vi.fn(), payRecords: vi.fn() } as never,
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
