/**
 * `/upi?sku=&country=` (spec §2 payment flow, outside the shell; no chat connection here):
 * UPI entry. The viewer types a UPI id (`name@bank`) and picks the payment app they will
 * approve the request in (GPay, BHIM, Paytm, PhonePe; §9 package names from the channels
 * answer). Paying creates a UPI order (one per attempt: a double click is one order) and goes
 * to `/upiprocess`, which waits for the bank. UPI is offered in Indian rupees only: in another
 * currency the page offers to switch the billing country to India.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { paymentRefusal } from '@vchat/client';
import { Button, CoinIcon, Spinner, TextField } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { coinIconTier, formatCurrency } from '@vchat/domain';
import { useServices } from '../common/ServicesContext.tsx';
import { describeError } from '../common/errors.ts';
import { billingCountryAtom, channelsAtom } from '@vchat/client';
import { useChannels, type PaySearch } from './flow.ts';
import { isValidVpa } from '@vchat/client';
import * as css from './payments.css.ts';

/** The UPI apps offered, by name (§9). */
export type UpiAppName = 'GPay' | 'BHIM' | 'Paytm' | 'PhonePe';

export function UpiPage() {
  const { t, i18n } = useTranslation();
  const { payments } = useServices();
  const navigate = useNavigate();
  const { sku, country } = useSearch({ strict: false }) as PaySearch;
  const channels = useAtomValue(channelsAtom);
  const setBillingCountry = useSetAtom(billingCountryAtom);
  const { failed: loadFailed } = useChannels(country);
  const [vpa, setVpa] = useState('');
  const [app, setApp] = useState<UpiAppName | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const item = useMemo(() => channels?.extend_info.skus.find((s) => s.sku === sku), [channels, sku]);
  const upiOn = channels?.extend_info.channels.some((c) => c.channel === 'upi') ?? false;
  // gpayIsHide (§3 payment channels): Google Pay is not offered.
  const apps = (channels?.extend_info.upiApps ?? []).filter((a) => !(channels?.gpayIsHide && a.name === 'GPay'));
  const price = item ? formatCurrency(item.price, item.currency, i18n.language) : '';

  const pay = async (ev: FormEvent) => {
    ev.preventDefault();
    if (!item || busy) return;
    if (!isValidVpa(vpa)) return setError(t('pay.invalidVpa'));
    setError(null);
    setBusy(true);
    try {
      const o = await payments.buy(item.sku, item.currency, { channel: 'upi', vpa: vpa.trim() });
      if (o.payStatus === 'TXN_FAILURE') setError(t('pay.upiDeclined'));
      else if (o.payStatus === 'TXN_SUCCESS') void navigate({ to: '/payresult', search: { orderId: o.orderDetail.orderId } });
      else void navigate({ to: '/upiprocess', search: { orderId: o.orderDetail.orderId, ...(app ? { app } : {}) } });
    } catch (e) {
      setError(paymentRefusal(e) === 'invalidVpa' ? t('pay.invalidVpa') : describeError(e, t));
    } finally {
      setBusy(false);
    }
  };

  const inIndia = () => {
    setBillingCountry('IN');
    void navigate({ to: '/upi', search: { sku, country: 'IN' }, replace: true });
  };

  return (
    <main className={css.page} data-testid="upi">
      <div className={css.card}>
        <h1 className={css.title}>{t('pay.upiTitle')}</h1>
        {loadFailed && !item ? (
          <p className={css.error} role="alert">{t('pay.loadFailed')}</p>
        ) : !channels ? (
          <Spinner />
        ) : !item ? (
          <p className={css.error} role="alert">{t('pay.unknownPackage')}</p>
        ) : (
          <div className={css.summary} data-testid="checkout-summary">
            <CoinIcon tier={coinIconTier(item.gems + item.bonusGems)} size={28} />
            <span>{t('pay.summary', { gems: item.gems + item.bonusGems, price })}</span>
          </div>
        )}
        {channels && item && !upiOn ? (
          <div className={css.form}>
            <p className={css.muted}>{t('pay.upiIndiaOnly')}</p>
            <Button onClick={inIndia} fullWidth>{t('pay.payInIndia')}</Button>
          </div>
        ) : (
          <form onSubmit={(e) => void pay(e)} className={css.form} noValidate>
            {apps.length > 0 && (
              <div className={css.field}>
                <span id="upi-apps">{t('pay.upiApp')}</span>
                <ul className={css.apps} aria-labelledby="upi-apps">
                  {apps.map((a) => (
                    <li key={a.name}>
                      <button type="button" className={css.app} aria-pressed={app === a.name} data-package={a.packageName} onClick={() => setApp(app === a.name ? null : a.name)}>
                        <span className={css.appMark} aria-hidden>{a.name.slice(0, 1)}</span>
                        {a.name}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <TextField label={t('pay.upiId')} value={vpa} onChange={(e) => {
              setVpa(e.target.value);
              setError(null);
            }} placeholder="name@bank" autoComplete="off" autoCapitalize="none" spellCheck={false} dir="ltr" />
            <p className={css.muted}>{t('pay.upiHint')}</p>
            {error && <p className={css.error} role="alert">{error}</p>}
            <Button type="submit" loading={busy} disabled={!item || !upiOn} fullWidth>{t('pay.payNow', { price })}</Button>
          </form>
        )}
        <div className={css.links}>
          {sku && <Button variant="ghost" size="sm" onClick={() => void navigate({ to: '/checkoutCards', search: { sku, country } })}>{t('pay.payCard')}</Button>}
          <Button variant="ghost" size="sm" onClick={() => window.history.length > 1 ? window.history.back() : void navigate({ to: '/goddess' })}>{t('common.cancel')}</Button>
        </div>
      </div>
    </main>
  );
}
