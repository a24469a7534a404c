/**
 * The sandbox's shop (tooling/sandbox/MONEY.md): gem packages (SKUs) priced in the 23
 * currencies of spec §9, the countries it sells in, the UPI apps, the test cards and UPI ids.
 * Prices are fixed USD list prices converted with fixed rates and rounded to two decimals.
 */
import { CURRENCIES, type Currency } from '@vchat/domain';

/** A gem package: `usd` list price, gems and bonus gems. */
export interface SkuDef {
  sku: string;
  usd: number;
  gems: number;
  bonusGems: number;
  tag?: 'popular' | 'best';
}

/** The gem packages, cheapest first. A paid order credits `gems + bonusGems`. */
export const SKUS: readonly SkuDef[] = [
  { sku: 'gems_100', usd: 0.99, gems: 100, bonusGems: 0 },
  { sku: 'gems_500', usd: 4.99, gems: 500, bonusGems: 50 },
  { sku: 'gems_1000', usd: 9.99, gems: 1000, bonusGems: 200, tag: 'popular' },
  { sku: 'gems_2000', usd: 19.99, gems: 2000, bonusGems: 500 },
  { sku: 'gems_5000', usd: 49.99, gems: 5000, bonusGems: 1500, tag: 'best' },
];

/** Units of each currency per US dollar (fixed for the sandbox). */
export const RATES: Readonly<Record<Currency, number>> = {
  BHD: 0.376, EGP: 48.5, EUR: 0.92, INR: 83.2, KWD: 0.307, OMR: 0.385, QAR: 3.64, SAR: 3.75, AED: 3.67, GBP: 0.79,
  USD: 1, TRY: 32.4, CAD: 1.36, AUD: 1.52, CHF: 0.88, NZD: 1.66, DKK: 6.87, BRL: 5.05, MXN: 17.1, PEN: 3.74,
  SEK: 10.6, NOK: 10.7, NGN: 1480,
};

/** Where the shop sells, with the billing currency (spec §3 "Payment channels response"). */
export const COUNTRIES: readonly { code: string; currency: Currency; name: string }[] = [
  { code: 'US', currency: 'USD', name: 'United States' }, { code: 'GB', currency: 'GBP', name: 'United Kingdom' },
  { code: 'DE', currency: 'EUR', name: 'Germany' }, { code: 'FR', currency: 'EUR', name: 'France' },
  { code: 'ES', currency: 'EUR', name: 'Spain' }, { code: 'IT', currency: 'EUR', name: 'Italy' },
  { code: 'PT', currency: 'EUR', name: 'Portugal' }, { code: 'IN', currency: 'INR', name: 'India' },
  { code: 'BH', currency: 'BHD', name: 'Bahrain' }, { code: 'EG', currency: 'EGP', name: 'Egypt' },
  { code: 'KW', currency: 'KWD', name: 'Kuwait' }, { code: 'OM', currency: 'OMR', name: 'Oman' },
  { code: 'QA', currency: 'QAR', name: 'Qatar' }, { code: 'SA', currency: 'SAR', name: 'Saudi Arabia' },
  { code: 'AE', currency: 'AED', name: 'United Arab Emirates' }, { code: 'TR', currency: 'TRY', name: 'Türkiye' },
  { code: 'CA', currency: 'CAD', name: 'Canada' }, { code: 'AU', currency: 'AUD', name: 'Australia' },
  { code: 'CH', currency: 'CHF', name: 'Switzerland' }, { code: 'NZ', currency: 'NZD', name: 'New Zealand' },
  { code: 'DK', currency: 'DKK', name: 'Denmark' }, { code: 'BR', currency: 'BRL', name: 'Brazil' },
  { code: 'MX', currency: 'MXN', name: 'Mexico' }, { code: 'PE', currency: 'PEN', name: 'Peru' },
  { code: 'SE', currency: 'SEK', name: 'Sweden' }, { code: 'NO', currency: 'NOK', name: 'Norway' },
  { code: 'NG', currency: 'NGN', name: 'Nigeria' },
];

/** UPI payment apps and their package names (spec §9). */
export const UPI_APPS = [
  { name: 'GPay', packageName: 'com.google.android.apps.nbu.paisa.user' },
  { name: 'BHIM', packageName: 'in.org.npci.upiapp' },
  { name: 'Paytm', packageName: 'net.one97.paytm' },
  { name: 'PhonePe', packageName: 'com.phonepe.app' },
] as const;

/** Whether `c` is one of the §9 currencies. */
export function isCurrency(c: string): c is Currency {
  return (CURRENCIES as readonly string[]).includes(c);
}

/** The billing country and currency of a profile country (default US / USD). */
export function payInfoOf(country: string): { country: string; currency: Currency } {
  const hit = COUNTRIES.find((c) => c.code === country.toUpperCase());
  return hit ? { country: hit.code, currency: hit.currency } : { country: 'US', currency: 'USD' };
}

/** The price of a SKU in `currency`, two decimals. */
export function priceOf(s: SkuDef, currency: Currency): number {
  return Math.round(s.usd * RATES[currency] * 100) / 100;
}

/** What a test card does (tooling/sandbox/MONEY.md). */
export type CardBehaviour = 'success' | 'declined' | 'authenticate';

/** The Luhn check of a card number (digits only). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card number's digits (spaces and dashes dropped). */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** What a valid card number does: the three test cards, anything else declined. */
export function cardBehaviour(digits: string): CardBehaviour {
  if (digits === '4242424242424242') return 'success';
  if (digits === '4000000000003220') return 'authenticate';
  return 'declined';
}

/** The brand of a card number by its prefix. */
export function cardBrand(digits: string): 'visa' | 'mastercard' | 'amex' | 'other' {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'other';
}

/** The one-time code that completes an authentication (3-D Secure stand-in). */
export const AUTH_CODE = '123456';

/** A UPI id `name@handle` (2..256 chars of the usual set). */
export const UPI_ID_RE = /^[\w.-]{2,200}@[A-Za-z]{2,50}$/;

/** What a UPI id does: when it settles (ms after the order) and how. */
export function upiOutcome(vpa: string): { afterMs: number; status: 'TXN_SUCCESS' | 'TXN_FAILURE' } {
  const id = vpa.toLowerCase();
  if (id === 'failure@upi') return { afterMs: 3000, status: 'TXN_FAILURE' };
  if (id === 'pending@upi') return { afterMs: 8000, status: 'TXN_SUCCESS' };
  return { afterMs: 3000, status: 'TXN_SUCCESS' };
}

/** Coins of each check-in day of a 7-day streak (day 8 starts again at day 1). */
export const CHECK_IN_COINS = [10, 10, 20, 20, 30, 30, 50] as const;

/** The tasks and their coins (spec §3 "Task info", taskKey e.g. install_web_app). */
export const TASKS = [
  { taskKey: 'install_web_app', coins: 50 },
  { taskKey: 'first_recharge', coins: 100 },
  { taskKey: 'send_gift', coins: 20 },
  { taskKey: 'complete_profile', coins: 30 },
] as const;
export type TaskKey = (typeof TASKS)[number]['taskKey'];

/** Silver given with a paid order: a tenth of its gems (recorded as `recharge_bonus`). */
export function silverBonusOf(gems: number): number {
  return Math.floor(gems / 10);
}
