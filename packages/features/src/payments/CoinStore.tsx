/**
 * The coin store overlay (spec §2 overlays "coin store", §3 SKU, §9 currencies): the gem
 * packages priced in the user's billing currency (two decimals; the Arab-currency set in the
 * Arabic way in Arabic), opened from the header balance and from the insufficient-coins tip.
 * The billing panel on top picks the billing country (its currency prices the packages; the
 * profile's country by default) and, where UPI is offered (India, INR), card or UPI.
 * Choosing a package opens the card checkout (`/checkoutCards?sku=…&country=…`) or UPI
 * entry (`/upi?sku=…&country=…`).
 */
import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Button, CoinIcon, ErrorState, Skeleton } from '@vchat/ui-kit';
import { AppModal } from '../common/AppModal.tsx';
import { useTranslation } from '@vchat/i18n';
import { coinIconTier, formatCurrency } from '@vchat/domain';
import { useServices } from '../common/ServicesContext.tsx';
import { billingCountryAtom, channelsAtom } from '@vchat/client';
import { coinStoreOpenAtom } from '../common/purchase.ts';
import { taskEntranceOpenAtom } from '../common/taskEntranceAtom.ts';
import { configAtom } from '@vchat/client';
import * as css from './payments.css.ts';

/** A country's name in the interface language (Intl.DisplayNames), else the server's name. */
export function countryName(code: string, fallback: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'region' }).of(code) ?? (fallback || code);
  } catch {
    return fallback || code;
  }
}

export function CoinStore() {
  const { t, i18n } = useTranslation();
  const { payments } = useServices();
  const navigate = useNavigate();
  const [open, setOpen] = useAtom(coinStoreOpenAtom);
  const channels = useAtomValue(channelsAtom);
  const tasksOn = useAtomValue(configAtom)?.mainInfo.commonConfig.enableUserTaskEntrance ?? false;
  const openTaskEntrance = useSetAtom(taskEntranceOpenAtom);
  const [country, setCountry] = useAtom(billingCountryAtom);
  const [method, setMethod] = useState<'card' | 'upi'>('card');
  const [failed, setFailed] = useState(false);
  const load = (code = country) => {
    setFailed(false);
    payments.loadChannels(code ?? undefined).catch(() => setFailed(true));
  };
  useEffect(() => {
    if (open) load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load on open only
  }, [open]);
  if (!open) return null;
  const skus = channels?.extend_info.skus ?? [];
  const billing = country ?? channels?.userPayInfo.country ?? '';
  const upiOn = channels?.extend_info.channels.some((c) => c.channel === 'upi') ?? false;
  const payBy = upiOn ? method : 'card';
  const chooseCountry = (code: string) => {
    setCountry(code);
    load(code);
  };
  return (
    <AppModal open onClose={() => setOpen(false)} closeLabel={t('common.close')} title={t('pay.storeTitle')} width={440}>
      <div data-testid="coin-store" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <p className={css.muted}>{t('pay.storeSubtitle')}</p>
        {channels && channels.countries.length > 1 && (
          <label className={css.field}>
            {t('pay.billingCountry')}
            <select className={css.select} value={billing} onChange={(e) => chooseCountry(e.target.value)} data-testid="billing-country">
              {channels.countries.map((c) => (
                <option key={c.code} value={c.code}>{countryName(c.code, c.name, i18n.language)} · {c.currency}</option>
              ))}
            </select>
          </label>
        )}
        {upiOn && (
          <div className={css.methods} role="radiogroup" aria-label={t('pay.payWith')}>
            {(['card', 'upi'] as const).map((m) => (
              <button key={m} type="button" role="radio" aria-checked={payBy === m} className={css.method} onClick={() => setMethod(m)}>
                {m === 'card' ? t('pay.methodCard') : t('pay.methodUpi')}
              </button>
            ))}
          </div>
        )}
        {failed ? (
          <ErrorState title={t('pay.loadFailed')} retryLabel={t('common.retry')} onRetry={load} />
        ) : !channels ? (
          <ul className={css.skuList} aria-busy="true">
            {[0, 1, 2, 3, 4].map((i) => <li key={i}><Skeleton height={60} /></li>)}
          </ul>
        ) : (
          <ul className={css.skuList}>
            {skus.map((s) => (
              <li key={s.sku}>
                <button
                  type="button"
                  className={css.sku}
                  data-sku={s.sku}
                  onClick={() => {
                    setOpen(false);
                    const search = { sku: s.sku, ...(billing ? { country: billing } : {}) };
                    void navigate(payBy === 'upi' ? { to: '/upi', search } : { to: '/checkoutCards', search });
                  }}
                >
                  <CoinIcon tier={coinIconTier(s.gems + s.bonusGems)} size={28} />
                  <span className={css.skuGems}>
                    {t('pay.gemsCount', { count: s.gems })}
                    {s.bonusGems > 0 && <span className={css.skuBonus}>{t('pay.bonus', { count: s.bonusGems })}</span>}
                  </span>
                  {s.tag && <span className={css.skuTag}>{t(s.tag === 'popular' ? 'pay.popular' : 'pay.best')}</span>}
                  <span className={css.skuPrice}>{formatCurrency(s.price, s.currency, i18n.language)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button variant="ghost" size="sm" onClick={() => { setOpen(false); void navigate({ to: '/paymenthistory' }); }}>{t('history.title')}</Button>
          {/* The task-entrance overlay (spec §2), in place of the store: free gems before paying. */}
          {tasksOn && <Button variant="ghost" size="sm" data-testid="open-task-entrance" onClick={() => { setOpen(false); openTaskEntrance(true); }}>{t('tasks.entranceTitle')}</Button>}
        </div>
      </div>
    </AppModal>
  );
}
