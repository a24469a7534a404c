/**
 * The card inputs shared by `/checkoutCards` and `/bindcheckout` (spec §2 payment flow):
 * number, expiry (MM/YY) and security code, left-to-right in every language, with the
 * browser's card autofill names. {@link readCard} checks them before anything is sent.
 */
import type { CardInput } from '@vchat/api-client';
import { TextField } from '@vchat/ui-kit';
import type { TFunction } from 'i18next';
import { useTranslation } from '@vchat/i18n';
import * as css from './payments.css.ts';

/** What the user typed. */
export interface CardText {
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_CARD: CardText = { number: '', expiry: '', cvc: '' };

/** `MM/YY` (or `MM/YYYY`) → month and 4-digit year, or null. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return null;
  const expMonth = Number(m[1]);
  const year = Number(m[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

/**
 * Checks the typed card: 12..19 digits (spaces and dashes allowed), a MM/YY expiry, a 3 or 4
 * digit code. Returns the card to send, or the message to show (translated). The Luhn check
 * and the expiry date are the server's to judge (its answer is shown as given).
 */
export function readCard(c: CardText, t: TFunction): { card: CardInput } | { error: string } {
  const digits = c.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return { error: t('pay.invalidCard') };
  const exp = parseExpiry(c.expiry);
  if (!exp) return { error: t('pay.invalidExpiry') };
  if (!/^\d{3,4}$/.test(c.cvc.trim())) return { error: t('pay.invalidCvc') };
  return { card: { number: digits, cvc: c.cvc.trim(), ...exp } };
}

/** The three card inputs; `value` and `onChange` hold the typed text. */
export function CardFields({ value, onChange }: { value: CardText; onChange: (v: CardText) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={t('pay.cardNumber')} value={value.number} onChange={(e) => onChange({ ...value, number: e.target.value })} inputMode="numeric" autoComplete="cc-number" dir="ltr" />
      <div className={css.row2}>
        <TextField label={t('pay.expiry')} value={value.expiry} onChange={(e) => onChange({ ...value, expiry: e.target.value })} autoComplete="cc-exp" placeholder="MM/YY" dir="ltr" />
        <TextField label={t('pay.cvc')} value={value.cvc} onChange={(e) => onChange({ ...value, cvc: e.target.value })} inputMode="numeric" autoComplete="cc-csc" dir="ltr" />
      </div>
    </>
  );
}
