/**
 * `/checkoutCards?sku=` (spec §2, outside the shell; no chat connection here): card checkout
 * of one gem package. The card is sent once to the server (never stored by the app); a card
 * that needs authentication asks for the bank's code; a declined card says so and nothing is
 * charged. A double click is one order (the payments controller keeps one idempotency key per
 * attempt). Success and final failure go to `/payresult?orderId=`.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { ApiError } from '@vchat/api-client';
import { Button, CoinIcon, LockIcon, Spinner, TextField } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { coinIconTier, formatCurrency } from '@vchat/domain';
import { useServices } from '../common/ServicesContext.tsx';
import { describeError } from '../common/errors.ts';
import { channelsAtom } from './atoms.ts';
import * as css from './payments.css.ts';

/** `MM/YY` → month and 4-digit year, or null. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return null;
  const expMonth = Number(m[1]);
  const year = Number(m[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

export function CheckoutCardsPage() {
  const { t, i18n } = useTranslation();
  const { payments } = useServices();
  const navigate = useNavigate();
  const { sku } = useSearch({ strict: false }) as { sku?: string };
  const channels = useAtomValue(channelsAtom);
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [authOrder, setAuthOrder] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    if (!channels) payments.loadChannels().catch(() => setLoadFailed(true));
  }, [channels, payments]);

  const item = useMemo(() => channels?.extend_info.skus.find((s) => s.sku === sku), [channels, sku]);
  const price = item ? formatCurrency(item.price, item.currency, i18n.language) : '';

  const reasonText = (reason: string | undefined) => (reason === 'authentication_failed' ? t('pay.authFailed') : t('pay.declined'));
  const serverText = (e: unknown) => {
    const msg = e instanceof ApiError ? e.details.serverMessage : undefined;
    if (msg === 'invalid card number') return t('pay.invalidCard');
    if (msg === 'card expired') return t('pay.expired');
    return describeError(e, t);
  };

  const pay = async (ev: FormEvent) => {
    ev.preventDefault();
    if (!item || busy) return;
    const exp = parseExpiry(expiry);
    if (number.replace(/[\s-]/g, '').length < 12) return setError(t('pay.invalidCard'));
    if (!exp) return setError(t('pay.invalidExpiry'));
    if (!/^\d{3,4}$/.test(cvc)) return setError(t('pay.invalidCvc'));
    setError(null);
    setBusy(true);
    try {
      const o = await payments.buy(item.sku, item.currency, { channel: 'card', card: { number, cvc, ...exp } });
      if (o.payStatus === 'PENDING_AUTH') setAuthOrder(o.orderDetail.orderId);
      else if (o.payStatus === 'TXN_FAILURE') setError(reasonText(o.failReason));
      else void navigate({ to: '/payresult', search: { orderId: o.orderDetail.orderId } });
    } catch (e) {
      setError(serverText(e));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (ev: FormEvent) => {
    ev.preventDefault();
    if (!authOrder || busy) return;
    setBusy(true);
    try {
      const o = await payments.authenticate(authOrder, code);
      void navigate({ to: '/payresult', search: { orderId: o.orderDetail.orderId } });
    } catch (e) {
      setError(serverText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={css.page} data-testid="checkout">
      <div className={css.card}>
        <h1 className={css.title}>{authOrder ? t('pay.authTitle') : t('pay.checkoutTitle')}</h1>
        {loadFailed ? (
          <p className={css.error} role="alert">{t('pay.loadFailed')}</p>
        ) : !item ? (
          <Spinner />
        ) : (
          <div className={css.summary} data-testid="checkout-summary">
            <CoinIcon tier={coinIconTier(item.gems + item.bonusGems)} size={28} />
            <span>{t('pay.summary', { gems: item.gems + item.bonusGems, price })}</span>
          </div>
        )}
        {authOrder ? (
          <form onSubmit={(e) => void confirm(e)} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
            <p className={css.muted}>{t('pay.authText')}</p>
            <TextField label={t('pay.authCode')} value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" autoComplete="one-time-code" autoFocus />
            {error && <p className={css.error} role="alert">{error}</p>}
            <Button type="submit" loading={busy} fullWidth>{t('pay.confirm')}</Button>
          </form>
        ) : (
          <form onSubmit={(e) => void pay(e)} style={{ display: 'flex', flexDirection: 'column', gap: 12 }} noValidate>
            <TextField label={t('pay.cardNumber')} value={number} onChange={(e) => setNumber(e.target.value)} inputMode="numeric" autoComplete="cc-number" dir="ltr" />
            <div className={css.row2}>
              <TextField label={t('pay.expiry')} value={expiry} onChange={(e) => setExpiry(e.target.value)} autoComplete="cc-exp" placeholder="MM/YY" dir="ltr" />
              <TextField label={t('pay.cvc')} value={cvc} onChange={(e) => setCvc(e.target.value)} inputMode="numeric" autoComplete="cc-csc" dir="ltr" />
            </div>
            {error && <p className={css.error} role="alert">{error}</p>}
            <Button type="submit" loading={busy} disabled={!item} fullWidth startIcon={<LockIcon size={18} />}>
              {t('pay.payNow', { price })}
            </Button>
            <p className={css.muted}>{t('pay.secure')}</p>
          </form>
        )}
        <Button variant="ghost" onClick={() => window.history.length > 1 ? window.history.back() : void navigate({ to: '/goddess' })}>
          {t('common.cancel')}
        </Button>
      </div>
    </main>
  );
}
