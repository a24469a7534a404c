/**
 * `/payresult?orderId=` (spec §2, outside the shell): the payment result — orderId,
 * currency, amount, payStatus (§3 order detail) — with the gems added and the balance the
 * server reports. A pending order is asked again every 2 s. "Back to the app" reopens the
 * chat connection (not opened on the payment routes) and returns to the wall.
 */
import { useEffect, useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { OrderStatus } from '@vchat/api-client';
import { AlertIcon, Button, CheckIcon, Spinner } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { formatCurrency } from '@vchat/domain';
import { useServices } from '../common/ServicesContext.tsx';
import { describeError } from '../common/errors.ts';
import * as css from './payments.css.ts';

/** How often a pending order is asked again, ms. */
const POLL_MS = 2000;

export function PayResultPage() {
  const { t, i18n } = useTranslation();
  const { payments, session } = useServices();
  const navigate = useNavigate();
  const { orderId } = useSearch({ strict: false }) as { orderId?: string };
  const [order, setOrder] = useState<OrderStatus | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!orderId) return;
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      payments.status(orderId).then(
        (o) => {
          if (stop) return;
          setOrder(o);
          if (o.payStatus === 'PENDING') timer = setTimeout(ask, POLL_MS);
        },
        (e: unknown) => !stop && setError(describeError(e, t)),
      );
    };
    ask();
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [orderId, payments, t]);

  const back = () => void navigate({ to: '/goddess' }).then(() => session.resumeChat());
  const d = order?.orderDetail;
  const status = order?.payStatus;
  return (
    <main className={css.page} data-testid="pay-result" data-status={status ?? 'loading'}>
      <div className={css.card}>
        {error || !orderId ? (
          <p className={css.error} role="alert">{error ?? t('common.error')}</p>
        ) : !order || !d ? (
          <Spinner />
        ) : (
          <div className={css.center}>
            <div className={status === 'TXN_SUCCESS' ? css.ok : css.bad} aria-hidden>
              {status === 'TXN_SUCCESS' ? <CheckIcon size={32} /> : status === 'TXN_FAILURE' ? <AlertIcon size={32} /> : <Spinner />}
            </div>
            <h1 className={css.title} role="status">
              {status === 'TXN_SUCCESS' ? t('pay.resultSuccess') : status === 'TXN_FAILURE' ? t('pay.resultFailed') : t('pay.resultPending')}
            </h1>
            {status === 'TXN_SUCCESS' && <p>{t('pay.resultAdded', { count: d.gems })}</p>}
            {status === 'TXN_FAILURE' && <p className={css.muted}>{order.failReason === 'authentication_failed' ? t('pay.authFailed') : t('pay.declined')}</p>}
            <p className={css.muted} data-testid="pay-amount">{formatCurrency(d.amount, d.currency, i18n.language)}</p>
            <p className={css.muted}>{t('pay.order', { id: d.orderId })}</p>
            <p data-testid="pay-balance">{t('pay.balanceNow', { count: order.gemsBalance })}</p>
          </div>
        )}
        <Button onClick={back} fullWidth>{t('pay.backToApp')}</Button>
      </div>
    </main>
  );
}
