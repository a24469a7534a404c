/** Search params of the payment-flow routes (spec §2), validated by the route tree. No imports: the landing's download includes this. */

/** Search params of the payment routes: the package, the billing country, a saved card. */
export interface PaySearch {
  sku?: string;
  country?: string;
  card?: string;
}

/** Validates the payment routes' search params (unknown or malformed ones are dropped). */
export function validatePaySearch(s: Record<string, unknown>): PaySearch {
  const out: PaySearch = {};
  if (typeof s.sku === 'string' && /^[\w-]{1,64}$/.test(s.sku)) out.sku = s.sku;
  if (typeof s.country === 'string' && /^[A-Z]{2}$/.test(s.country)) out.country = s.country;
  if (typeof s.card === 'string' && /^[\w-]{1,64}$/.test(s.card)) out.card = s.card;
  return out;
}

/** Search params of /upiprocess and /payresult: the order, and the UPI app chosen. */
export interface OrderSearch {
  orderId?: string;
  app?: 'GPay' | 'BHIM' | 'Paytm' | 'PhonePe';
}

/** Validates /upiprocess and /payresult search params (unknown or malformed ones are dropped). */
export function validateOrderSearch(s: Record<string, unknown>): OrderSearch {
  const out: OrderSearch = {};
  if (typeof s.orderId === 'string' && /^[\w-]{1,64}$/.test(s.orderId)) out.orderId = s.orderId;
  if (s.app === 'GPay' || s.app === 'BHIM' || s.app === 'Paytm' || s.app === 'PhonePe') out.app = s.app;
  return out;
}
