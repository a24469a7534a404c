/**
 * `/bindcheckout?sku=&country=` (spec §2 payment flow, outside the shell; no chat connection
 * here): card binding. The card is sent once to save_bank_card; the server keeps only its last
 * four digits and expiry. Saved, it returns to the checkout of the same package with the new
 * card chosen (or, opened on its own, says so and offers the way back). A declined or expired
 * card says so and nothing is saved.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Button, CheckIcon } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { useServices } from '../common/ServicesContext.tsx';
import { CardFields, EMPTY_CARD, readCard, type CardText } from './CardFields.tsx';
import { cardErrorText, type PaySearch } from './flow.ts';
import * as css from './payments.css.ts';

export function BindCheckoutPage() {
  const { t } = useTranslation();
  const { payments, session } = useServices();
  const navigate = useNavigate();
  const { sku, country } = useSearch({ strict: false }) as PaySearch;
  const [card, setCard] = useState<CardText>(EMPTY_CARD);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [savedLast4, setSavedLast4] = useState<string | null>(null);

  const save = async (ev: FormEvent) => {
    ev.preventDefault();
    if (busy) return;
    const read = readCard(card, t);
    if ('error' in read) return setError(read.error);
    setError(null);
    setBusy(true);
    try {
      const saved = await payments.saveCard(read.card, country);
      if (sku) void navigate({ to: '/checkoutCards', search: { sku, country, card: saved.cardId }, replace: true });
      else setSavedLast4(saved.last4);
    } catch (e) {
      setError(cardErrorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  const back = () => {
    if (sku) void navigate({ to: '/checkoutCards', search: { sku, country } });
    else void navigate({ to: '/goddess' }).then(() => session.resumeChat());
  };

  return (
    <main className={css.page} data-testid="bindcheckout">
      <div className={css.card}>
        <h1 className={css.title}>{t('pay.bindTitle')}</h1>
        {savedLast4 ? (
          <div className={css.center} role="status">
            <div className={css.ok} aria-hidden><CheckIcon size={32} /></div>
            <p>{t('pay.cardSaved', { last4: savedLast4 })}</p>
          </div>
        ) : (
          <form onSubmit={(e) => void save(e)} className={css.form} noValidate>
            <p className={css.muted}>{t('pay.bindText')}</p>
            <CardFields value={card} onChange={setCard} />
            {error && <p className={css.error} role="alert">{error}</p>}
            <Button type="submit" loading={busy} fullWidth>{t('pay.saveCardNow')}</Button>
          </form>
        )}
        <Button variant="ghost" onClick={back}>{savedLast4 ? t('pay.backToApp') : t('common.cancel')}</Button>
      </div>
    </main>
  );
}
