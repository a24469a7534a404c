/**
 * `/checkoutCards?sku=&country=&card=` (spec §2, outside the shell; no chat connection here):
 * card checkout of one gem package, priced in the billing country's currency (§9). The viewer
 * pays with a saved card (`card` preselects one, as `/bindcheckout` does after saving) or
 * types a new one, which is sent once to the server and never stored by the app. A card that
 * needs authentication asks for the bank's code; a declined card says so and nothing is
 * charged. A double click is one order (the payments controller keeps one idempotency key
 * per attempt). Success and final failure go to `/payresult?orderId=`.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Button, CoinIcon, LockIcon, Spinner, TextField } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { coinIconTier, formatCurrency } from '@vchat/domain';
import { useServices } from '../common/ServicesContext.tsx';
import { channelsAtom } from '@vchat/client';
import { cardErrorText, useChannels, type PaySearch } from './flow.ts';
import { CardFields, EMPTY_CARD, readCard, type CardText } from './CardFields.tsx';
import * as css from './payments.css.ts';

export { parseExpiry } from './CardFields.tsx';

export function CheckoutCardsPage() {
  const { t, i18n } = useTranslation();
  const { payments } = useServices();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as PaySearch;
  const { sku, country } = search;
  const channels = useAtomValue(channelsAtom);
  const { failed: loadFailed } = useChannels(country);
  const [chosen, setChosen] = useState<string | null>(search.card ?? null);
  const [card, setCard] = useState<CardText>(EMPTY_CARD);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [authOrder, setAuthOrder] = useState<string | null>(null);

  const saved = channels?.cards ?? [];
  // A saved card is the default once the list is known; "new" types one.
  const method = chosen ?? (saved[0]?.cardId || 'new');
  const item = useMemo(() => channels?.extend_info.skus.find((s) => s.sku === sku), [channels, sku]);
  const upi = channels?.extend_info.channels.some((c) => c.channel === 'upi') ?? false;
  const price = item ? formatCurrency(item.price, item.currency, i18n.language) : '';
  const reasonText = (reason: string | undefined) => (reason === 'authentication_failed' ? t('pay.authFailed') : t('pay.declined'));

  const pay = async (ev: FormEvent) => {
    ev.preventDefault();
    if (!item || busy) return;
    let payWith: { number: string; expMonth: number; expYear: number; cvc: string } | { cardId: string };
    if (method === 'new') {
      const read = readCard(card, t);
      if ('error' in read) return setError(read.error);
      payWith = read.card;
    } else payWith = { cardId: method };
    setError(null);
    setBusy(true);
    try {
      const o = await payments.buy(item.sku, item.currency, { channel: 'card', card: payWith });
      if (o.payStatus === 'PENDING_AUTH') setAuthOrder(o.orderDetail.orderId);
      else if (o.payStatus === 'TXN_FAILURE') setError(reasonText(o.failReason));
      else void navigate({ to: '/payresult', search: { orderId: o.orderDetail.orderId } });
    } catch (e) {
      setError(cardErrorText(e, t));
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
      setError(cardErrorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={css.page} data-testid="checkout">
      <div className={css.card}>
        <h1 className={css.title}>{authOrder ? t('pay.authTitle') : t('pay.checkoutTitle')}</h1>
        {loadFailed && !item ? (
          <p className={css.error} role="alert">{t('pay.loadFailed')}</p>
        ) : !item ? (
          channels ? <p className={css.error} role="alert">{t('pay.unknownPackage')}</p> : <Spinner />
        ) : (
          <div className={css.summary} data-testid="checkout-summary">
            <CoinIcon tier={coinIconTier(item.gems + item.bonusGems)} size={28} />
            <span>{t('pay.summary', { gems: item.gems + item.bonusGems, price })}</span>
          </div>
        )}
        {authOrder ? (
          <form onSubmit={(e) => void confirm(e)} className={css.form}>
            <p className={css.muted}>{t('pay.authText')}</p>
            <TextField label={t('pay.authCode')} value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" autoComplete="one-time-code" autoFocus />
            {error && <p className={css.error} role="alert">{error}</p>}
            <Button type="submit" loading={busy} fullWidth>{t('pay.confirm')}</Button>
          </form>
        ) : (
          <form onSubmit={(e) => void pay(e)} className={css.form} noValidate>
            {saved.length > 0 && (
              <fieldset className={css.choices}>
                <legend className={css.legend}>{t('pay.payWith')}</legend>
                {saved.map((c) => (
                  <label key={c.cardId} className={css.choice}>
                    <input type="radio" name="card" value={c.cardId} checked={method === c.cardId} onChange={() => setChosen(c.cardId)} />
                    <span className={css.choiceText} data-testid="saved-card">
                      <bdi>{t(`pay.brand.${c.brand}` as const)} •••• {c.last4}</bdi>
                      <span className={css.muted}>{t('pay.expires', { date: `${String(c.expMonth).padStart(2, '0')}/${String(c.expYear).slice(-2)}` })}</span>
                    </span>
                  </label>
                ))}
                <label className={css.choice}>
                  <input type="radio" name="card" value="new" checked={method === 'new'} onChange={() => setChosen('new')} />
                  <span className={css.choiceText}>{t('pay.newCard')}</span>
                </label>
              </fieldset>
            )}
            {method === 'new' && <CardFields value={card} onChange={setCard} />}
            {error && <p className={css.error} role="alert">{error}</p>}
            <Button type="submit" loading={busy} disabled={!item} fullWidth startIcon={<LockIcon size={18} />}>
              {t('pay.payNow', { price })}
            </Button>
            <p className={css.muted}>{t('pay.secure')}</p>
            <div className={css.links}>
              <Button variant="ghost" size="sm" onClick={() => void navigate({ to: '/bindcheckout', search: { sku, country } })}>{t('pay.saveCard')}</Button>
              {upi && sku && (
                <Button variant="ghost" size="sm" onClick={() => void navigate({ to: '/upi', search: { sku, country } })}>{t('pay.payUpi')}</Button>
              )}
            </div>
          </form>
        )}
        <Button variant="ghost" onClick={() => window.history.length > 1 ? window.history.back() : void navigate({ to: '/goddess' })}>
          {t('common.cancel')}
        </Button>
      </div>
    </main>
  );
}
