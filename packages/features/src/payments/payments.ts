/**
 * Payments controller (spec §3, §7, §9; the contract is tooling/sandbox/MONEY.md): loads the
 * channels, buys a SKU with a card or UPI, completes a card authentication, reads an order's
 * status. The server is the only source of truth: a paid order's balance goes to the wallet
 * as the server sent it.
 *
 * One purchase attempt = one idempotency key: a double click, or a retried request, reuses
 * the same key, so the server creates one order. A new key is made only after the attempt
 * ended (paid, failed, or the user changed SKU or payment details).
 */
import type { createStore } from 'jotai';
import type { ApiClient, CardInput, OrderStatus, PaymentChannels } from '@vchat/api-client';
import type { Wallet } from '../wallet/wallet.ts';
import { channelsAtom } from './atoms.ts';

type Store = ReturnType<typeof createStore>;

export interface PaymentsDeps {
  store: Store;
  api: Pick<ApiClient, 'paymentChannels' | 'createOrder' | 'payOrderStatus' | 'authenticatePayment' | 'payRecords'>;
  wallet: Pick<Wallet, 'applyBalance'>;
  /** Payment cookies sent in deviceInfo with create_order (spec §7). */
  paymentCookies: () => Record<string, string>;
  /** A fresh idempotency key (default crypto.randomUUID). */
  newKey?: () => string;
}

/** How to pay: a typed card, a saved card, or a UPI id. */
export type PayMethod = { channel: 'card'; card: CardInput | { cardId: string } } | { channel: 'upi'; vpa: string };

/** Payment cookies the page can read (names of the usual analytics and checkout cookies). */
export function readPaymentCookies(cookie: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!/^(_ga|_gid|_fbp|_fbc|checkout_[\w-]+)$/.test(name)) continue;
    out[name] = decodeURIComponent(part.slice(eq + 1).trim()).slice(0, 512);
    if (Object.keys(out).length >= 20) break;
  }
  return out;
}

/** Creates the payments controller. */
export function createPaymentsController(deps: PaymentsDeps) {
  const { store, api } = deps;
  const newKey = deps.newKey ?? (() => crypto.randomUUID());
  let attempt: { signature: string; key: string; running: Promise<OrderStatus> | null } | null = null;

  const applyPaid = (o: OrderStatus) => {
    if (o.payStatus === 'TXN_SUCCESS') deps.wallet.applyBalance(o.gemsBalance, { paid: true });
  };

  return {
    /** Loads SKUs (priced in the user's currency, or `country`'s) and saved cards; throws the API's error. */
    async loadChannels(country?: string): Promise<PaymentChannels> {
      const c = await api.paymentChannels(country ? { country } : {});
      store.set(channelsAtom, c);
      return c;
    },

    /**
     * Buys `sku` in `currency`. While an attempt for the same SKU and details is running or
     * was left pending, the same idempotency key is used (a double click is one order).
     * Resolves with the order's status (TXN_SUCCESS, TXN_FAILURE with failReason,
     * PENDING_AUTH, PENDING); throws the API's error for refusals (invalid card, …).
     */
    async buy(sku: string, currency: string, method: PayMethod): Promise<OrderStatus> {
      const signature = JSON.stringify([sku, currency, method]);
      if (attempt && attempt.signature === signature && attempt.running) return attempt.running;
      if (!attempt || attempt.signature !== signature) attempt = { signature, key: newKey(), running: null };
      const current = attempt;
      const body = method.channel === 'card'
        ? { sku, currency, idempotencyKey: current.key, channel: 'card' as const, card: method.card }
        : { sku, currency, idempotencyKey: current.key, channel: 'upi' as const, vpa: method.vpa };
      current.running = api.createOrder(body, deps.paymentCookies());
      try {
        const o = await current.running;
        applyPaid(o);
        // A finished attempt (paid or failed) frees the key: trying again is a new order.
        if (o.payStatus === 'TXN_SUCCESS' || o.payStatus === 'TXN_FAILURE') attempt = null;
        return o;
        // A refusal or a dropped request (thrown) keeps the key: the retry is the same order.
      } finally {
        current.running = null;
      }
    },

    /** Completes a card that needs authentication with the one-time code. */
    async authenticate(orderId: string, code: string): Promise<OrderStatus> {
      const o = await api.authenticatePayment({ orderId, code });
      applyPaid(o);
      return o;
    },

    /** Reads an order's status (and applies a paid balance). */
    async status(orderId: string): Promise<OrderStatus> {
      const o = await api.payOrderStatus({ orderId });
      applyPaid(o);
      return o;
    },

    /** One page of the payment history (pay_records_v2), newest first. */
    history: (page = 1) => api.payRecords({ page, pageSize: 20 }),
  };
}

export type PaymentsController = ReturnType<typeof createPaymentsController>;
