/**
 * `/paymenthistory` (spec §2 page, §7 pay_records_v2): the user's orders, newest first — date,
 * gems, amount in its currency, status — with "Load more" for older pages and an empty state.
 */
import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { PayRecords } from '@vchat/api-client';
import { Button, CoinIcon, EmptyState, ErrorState, Skeleton, TopBar } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { coinIconTier, formatCurrency, dateTimeFormat } from '@vchat/domain';
import { useServices } from '../common/ServicesContext.tsx';
import { usePaged } from '../common/usePaged.ts';
import * as css from './payments.css.ts';

type Row = PayRecords['list'][number];

export function PaymentHistoryPage() {
  const { t, i18n } = useTranslation();
  const { payments } = useServices();
  const navigate = useNavigate();
  const history = useCallback((p: number) => payments.history(p), [payments]);
  const { rows, hasMore, loading, failed, loadMore, reload } = usePaged<Row>(history);

  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const statusText = (s: Row['payStatus']) => (s === 'TXN_SUCCESS' ? t('history.paid') : s === 'TXN_FAILURE' ? t('history.failed') : t('history.pending'));
  return (
    <section className={css.historyPage} aria-labelledby="history-title" data-testid="paymenthistory">
      <TopBar title={<span id="history-title">{t('history.title')}</span>} onBack={() => void navigate({ to: '/goddess' })} backLabel={t('common.back')} />
      {failed && !rows ? (
        <ErrorState title={t('history.loadFailed')} retryLabel={t('common.retry')} onRetry={reload} />
      ) : !rows ? (
        <ul className={css.skuList} aria-busy="true">{[0, 1, 2].map((i) => <li key={i}><Skeleton height={64} /></li>)}</ul>
      ) : rows.length === 0 ? (
        <EmptyState icon={<CoinIcon tier={1} size={32} />} title={t('history.empty')} text={t('history.emptyText')} />
      ) : (
        <>
          <ul className={css.skuList}>
            {rows.map((o) => (
              <li key={o.orderId} className={css.historyRow} data-testid="pay-record" data-status={o.payStatus}>
                <CoinIcon tier={coinIconTier(o.gems)} size={24} />
                <span className={css.skuGems}>
                  {t('pay.gemsCount', { count: o.gems })}
                  <span className={css.muted}>{o.createdAt ? date.format(o.createdAt) : ''}</span>
                </span>
                <span className={css.historyAmount}>
                  <span className={css.skuPrice}>{formatCurrency(o.amount, o.currency, i18n.language)}</span>
                  <span className={o.payStatus === 'TXN_SUCCESS' ? css.statusOk : o.payStatus === 'TXN_FAILURE' ? css.statusBad : css.muted}>{statusText(o.payStatus)}</span>
                </span>
              </li>
            ))}
          </ul>
          {hasMore && <Button variant="secondary" loading={loading} onClick={loadMore}>{t('goddess.loadMore')}</Button>}
        </>
      )}
    </section>
  );
}
