/**
 * `/upiprocess?orderId=&app=` (spec §2 payment flow, outside the shell; no chat connection
 * here): UPI processing. Asks pay_order_status every 2 s ({@link ORDER_POLL_MS}) until the
 * order is final, then shows `/payresult`; stops asking after {@link UPI_MAX_WAIT_MS} (5 min,
 * shown as a live countdown) and says the gems arrive when the bank confirms, with "Check
 * again" and the payment history. On an Android phone it offers to open the chosen UPI app by
 * its package name (§9).
 */
import { useEffect, useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Button, ClockIcon, formatCallDuration, Spinner } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { formatCurrency } from '@vchat/domain';
import type { OrderStatus } from '@vchat/api-client';
import { useServices } from '../common/ServicesContext.tsx';
import { describeError } from '../common/errors.ts';
import { useNow } from '../common/useNow.ts';
import { channelsAtom } from '@vchat/client';
import type { OrderSearch } from './flow.ts';
import { UPI_MAX_WAIT_MS, upiAppIntent } from '@vchat/client';
import * as css from './payments.css.ts';

export function UpiProcessPage() {
  const { t, i18n } = useTranslation();
  const { payments } = useServices();
  const navigate = useNavigate();
  const { orderId, app } = useSearch({ strict: false }) as OrderSearch;
  const apps = useAtomValue(channelsAtom)?.extend_info.upiApps ?? [];
  const [order, setOrder] = useState<OrderStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [gaveUp, setGaveUp] = useState(false);
  const [round, setRound] = useState(0);
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const now = useNow(gaveUp || error ? null : 1000);

  useEffect(() => {
    if (!orderId) return;
    const ac = new AbortController();
    setGaveUp(false);
    setError(null);
    setStartedAt(Date.now());
    payments.waitForOrder(orderId, { maxMs: UPI_MAX_WAIT_MS, signal: ac.signal, onStatus: setOrder }).then(
      (o) => {
        if (o.payStatus === 'TXN_SUCCESS' || o.payStatus === 'TXN_FAILURE') void navigate({ to: '/payresult', search: { orderId }, replace: true });
        else setGaveUp(true);
      },
      (e: unknown) => !ac.signal.aborted && setError(describeError(e, t)),
    );
    return () => ac.abort(new DOMException('left the page', 'AbortError'));
  }, [orderId, payments, navigate, t, round]);

  const left = Math.max(0, Math.ceil((startedAt + UPI_MAX_WAIT_MS - now) / 1000));
  const pkg = apps.find((a) => a.name === app)?.packageName;
  const intent = pkg && /Android/i.test(navigator.userAgent) ? upiAppIntent(pkg) : null;
  const d = order?.orderDetail;

  return (
    <main className={css.page} data-testid="upi-process" data-status={gaveUp ? 'timeout' : order?.payStatus ?? 'loading'}>
      <div className={css.card}>
        {!orderId ? (
          <p className={css.error} role="alert">{t('pay.noOrder')}</p>
        ) : error ? (
          <>
            <p className={css.error} role="alert">{error}</p>
            <Button onClick={() => setRound((r) => r + 1)} fullWidth>{t('common.retry')}</Button>
          </>
        ) : gaveUp ? (
          <div className={css.center}>
            <div className={css.ok} aria-hidden><ClockIcon size={32} /></div>
            <h1 className={css.title} role="status">{t('pay.upiStillPending')}</h1>
            <p className={css.muted}>{t('pay.upiStillPendingText')}</p>
            <Button onClick={() => setRound((r) => r + 1)} fullWidth>{t('pay.checkAgain')}</Button>
            <Button variant="secondary" onClick={() => void navigate({ to: '/paymenthistory' })} fullWidth>{t('history.title')}</Button>
          </div>
        ) : (
          <div className={css.center}>
            <div className={css.ok} aria-hidden><Spinner /></div>
            <h1 className={css.title} role="status">{t('pay.upiProcessing')}</h1>
            <p>{app ? t('pay.upiApproveIn', { app }) : t('pay.upiApprove')}</p>
            {d && <p className={css.muted} data-testid="pay-amount">{formatCurrency(d.amount, d.currency, i18n.language)}</p>}
            <p className={css.muted}>
              {t('pay.upiExpiresIn')} <span className={css.countdown} data-testid="upi-countdown">{formatCallDuration(left)}</span>
            </p>
            {intent && <a className={css.muted} href={intent}>{t('pay.openApp', { app })}</a>}
          </div>
        )}
      </div>
    </main>
  );
}
