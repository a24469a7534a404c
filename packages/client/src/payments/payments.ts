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
import type { createStore } from 'jotai/vanilla';
import { ApiError, type ApiClient, type CardInput, type OrderStatus, type PaymentChannels, type SavedCard } from '@vchat/api-client';
import type { Wallet } from '../wallet/wallet.ts';
import { channelsAtom } from './atoms.ts';

type Store = ReturnType<typeof createStore>;

/** Why the payment service refused the card or the UPI id (tooling/sandbox/MONEY.md errors). */
export type PaymentRefusal = 'invalidCard' | 'expired' | 'declined' | 'invalidVpa';

/** The server's refusal texts of MONEY.md, the wire vocabulary of a refused payment method. */
const PAYMENT_REFUSALS: Record<string, PaymentRefusal> = {
  'invalid card number': 'invalidCard',
  'card expired': 'expired',
  'card declined': 'declined',
  'invalid UPI id': 'invalidVpa',
};

/**
 * Why a payment command failed because of the card or UPI id, decoded here at the boundary
 * from the server's refusal (a BACKEND_ERROR whose message MONEY.md names); null otherwise.
 */
export function paymentRefusal(e: unknown): PaymentRefusal | null {
  if (!(e instanceof ApiError) || e.code !== 'BACKEND_ERROR') return null;
  return PAYMENT_REFUSALS[e.details.serverMessage ?? ''] ?? null;
}

export interface PaymentsDeps {
  store: Store;
  api: Pick<ApiClient, 'paymentChannels' | 'createOrder' | 'payOrderStatus' | 'authenticatePayment' | 'payRecords' | 'saveBankCard'>;
  wallet: Pick<Wallet, 'applyBalance'>;
  /** Payment cookies sent in deviceInfo with create_order (spec §7). */
  paymentCookies: () => Record<string, string>;
  /** A fresh idempotency key (default crypto.randomUUID). */
  newKey?: () => string;
  /**
   * A paid order (TXN_SUCCESS) was seen: the account and config are reloaded (spec §4
   * "Recharge refreshes the account and config"). Called once per order id.
   */
  onRecharged?: (orderId: string) => void;
}

/** How to pay: a typed card, a saved card, or a UPI id. */
export type PayMethod = { channel: 'card'; card: CardInput | { cardId: string } } | { channel: 'upi'; vpa: string };

/** How often a pending order is asked again, ms. */
export const ORDER_POLL_MS = 2000;

/**
 * How long `/upiprocess` waits for a UPI payment before it stops asking, ms (5 min: a UPI
 * collect request expires in the payer's app well before that).
 */
export const UPI_MAX_WAIT_MS = 5 * 60_000;

/** Final order states: nothing changes after them. */
export function isFinalStatus(s: OrderStatus['payStatus']): boolean {
  return s === 'TXN_SUCCESS' || s === 'TXN_FAILURE';
}

/**
 * Whether `vpa` is a well-formed UPI id (virtual payment address, `name@bank`): 2..256 of
 * letters, digits, `.`, `_`, `-` before the `@`, a handle of 2..64 letters/digits after it.
 */
export function isValidVpa(vpa: string): boolean {
  return /^[\w.-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/.test(vpa.trim());
}

/**
 * An Android intent URL that opens a UPI payment app by its package name (spec §9 payment-app
 * package names), so the payer can approve the collect request there; null for a package
 * name that is not a Java package name.
 */
export function upiAppIntent(packageName: string): string | null {
  if (!/^[a-zA-Z]\w*(\.[a-zA-Z]\w*)+$/.test(packageName)) return null;
  return `intent://#Intent;package=${packageName};end`;
}

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

  /** Orders whose recharge was already announced (polls repeat the same TXN_SUCCESS). */
  const recharged = new Set<string>();
  const applyPaid = (o: OrderStatus) => {
    if (o.payStatus !== 'TXN_SUCCESS') return;
    deps.wallet.applyBalance(o.gemsBalance, { paid: true });
    const id = o.orderDetail.orderId;
    if (recharged.has(id)) return;
    recharged.add(id);
    deps.onRecharged?.(id);
  };

  const loadChannels = async (country?: string): Promise<PaymentChannels> => {
    const c = await api.paymentChannels(country ? { country } : {});
    store.set(channelsAtom, c);
    return c;
  };

  const status = async (orderId: string): Promise<OrderStatus> => {
    const o = await api.payOrderStatus({ orderId });
    applyPaid(o);
    return o;
  };

  return {
    /** Loads SKUs (priced in the user's currency, or `country`'s) and saved cards; throws the API's error. */
    loadChannels,

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
      // A lost answer (network error, timeout) is asked once more with the same key: the server
      // answers the order it made, so a purchase whose response was lost is credited once and
      // its result is shown (issue 19.7).
      const ask = () => api.createOrder(body, deps.paymentCookies());
      current.running = ask().catch((e: unknown) => {
        if (e instanceof ApiError && (e.code === 'NETWORK_ERROR' || e.code === 'TIMEOUT')) return ask();
        throw e;
      });
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
    status,

    /**
     * Asks for `orderId`'s status every `intervalMs` (default {@link ORDER_POLL_MS}) until it is
     * final (TXN_SUCCESS / TXN_FAILURE), `maxMs` has passed (resolves with the last status,
     * still pending), or `signal` aborts (rejects with the abort reason). `onStatus` sees every
     * answer. A failed request is retried at the next tick; after 3 failures in a row the
     * error is thrown. A paid balance goes to the wallet once per answer (the server credits
     * once, whatever the number of polls).
     */
    async waitForOrder(
      orderId: string,
      opts: { intervalMs?: number; maxMs?: number; signal?: AbortSignal; onStatus?: (o: OrderStatus) => void; now?: () => number } = {},
    ): Promise<OrderStatus> {
      const interval = opts.intervalMs ?? ORDER_POLL_MS;
      const now = opts.now ?? Date.now;
      const deadline = now() + (opts.maxMs ?? Infinity);
      let failures = 0;
      let last: OrderStatus | null = null;
      for (;;) {
        opts.signal?.throwIfAborted();
        try {
          last = await status(orderId);
          failures = 0;
          opts.signal?.throwIfAborted();
          opts.onStatus?.(last);
          if (isFinalStatus(last.payStatus)) return last;
        } catch (e) {
          if (opts.signal?.aborted) throw opts.signal.reason;
          if (++failures >= 3) throw e;
        }
        if (now() + interval > deadline && last) return last;
        await sleep(interval, opts.signal);
      }
    },

    /**
     * Saves a card for later payments (`/bindcheckout`, save_bank_card): the server keeps the
     * last four digits and expiry only. Reloads the channels (the card list) in `country`.
     * Throws the API's error ("card declined", "card expired", "invalid card number").
     */
    async saveCard(card: CardInput, country?: string): Promise<SavedCard> {
      const { card: saved } = await api.saveBankCard(card);
      await loadChannels(country).catch(() => undefined);
      return saved;
    },

    /** One page of the payment history (pay_records_v2), newest first. */
    history: (page = 1) => api.payRecords({ page, pageSize: 20 }),
  };
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export type PaymentsController = ReturnType<typeof createPaymentsController>;
