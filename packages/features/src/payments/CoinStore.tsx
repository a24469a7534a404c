/**
 * The coin store overlay (spec §2 overlays "coin store", §3 SKU, §9 currencies): the gem
 * packages priced in the user's billing currency (two decimals; the Arab-currency set in the
 * Arabic way in Arabic), opened from the header balance and from the insufficient-coins tip.
 * Choosing one opens the card checkout (`/checkoutCards?sku=…`).
 */
import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { Button, CoinIcon, ErrorState, Modal, Skeleton } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { coinIconTier, formatCurrency } from '@vchat/domain';
import { useServices } from '../common/ServicesContext.tsx';
import { channelsAtom, coinStoreOpenAtom } from './atoms.ts';
import { configAtom } from '../session/atoms.ts';
import * as css from './payments.css.ts';

export function CoinStore() {
  const { t, i18n } = useTranslation();
  const { payments } = useServices();
  const navigate = useNavigate();
  const [open, setOpen] = useAtom(coinStoreOpenAtom);
  const channels = useAtomValue(channelsAtom);
  const tasksOn = useAtomValue(configAtom)?.mainInfo.commonConfig.enableUserTaskEntrance ?? false;
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    payments.loadChannels().catch(() => setFailed(true));
  };
  useEffect(() => {
    if (open) load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load on open only
  }, [open]);
  if (!open) return null;
  const skus = channels?.extend_info.skus ?? [];
  return (
    <Modal open onClose={() => setOpen(false)} closeLabel={t('common.close')} title={t('pay.storeTitle')} width={440}>
      <div data-testid="coin-store" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <p className={css.muted}>{t('pay.storeSubtitle')}</p>
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
                    void navigate({ to: '/checkoutCards', search: { sku: s.sku } });
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
          {tasksOn && <Button variant="ghost" size="sm" onClick={() => { setOpen(false); void navigate({ to: '/task' }); }}>{t('tasks.title')}</Button>}
        </div>
      </div>
    </Modal>
  );
}
