/**
 * `/payresult?orderId=` (spec §2, outside the shell): the payment result — orderId,
 * currency, amount, payStatus (§3 order detail) — with the gems added and the balance the
 * server reports. A pending order is asked again every 2 s until it is final.
 *
 * Where it goes back to (issue 9): when the coin store was opened from the insufficient-coins
 * tip and the balance now exceeds the call's price, "Back to the call" calls the host again;
 * otherwise "Back to the app" returns to the page the store was opened on (the goddess wall
 * by default). Both reopen the chat connection, which the payment routes do not open.
 */
import { useEffect, useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import type { OrderStatus } from '@vchat/api-client';
import { AlertIcon, Button, CheckIcon, Spinner } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { formatCurrency } from '@vchat/domain';
import { useServices } from '../common/ServicesContext.tsx';
import { describeError } from '../common/errors.ts';
import { canReturnToCall, purchaseReturnAtom } from '../common/purchase.ts';
import type { OrderSearch } from './flow.ts';
import * as css from './payments.css.ts';

export function PayResultPage() {
  const { t, i18n } = useTranslation();
  const { payments, session, calls } = useServices();
  const navigate = useNavigate();
  const { orderId } = useSearch({ strict: false }) as OrderSearch;
  const [ret, setRet] = useAtom(purchaseReturnAtom);
  const [order, setOrder] = useState<OrderStatus | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!orderId) return;
    const ac = new AbortController();
    payments.waitForOrder(orderId, { signal: ac.signal, onStatus: setOrder }).catch((e: unknown) => !ac.signal.aborted && setError(describeError(e, t)));
    return () => ac.abort(new DOMException('left the page', 'AbortError'));
  }, [orderId, payments, t]);

  const d = order?.orderDetail;
  const status = order?.payStatus;
  const toCall = status === 'TXN_SUCCESS' && canReturnToCall(ret, order!.gemsBalance) ? ret : null;

  const back = () => {
    setRet(null);
    void navigate({ href: ret?.path ?? '/goddess' }).then(() => session.resumeChat());
  };
  const backToCall = () => {
    if (!toCall) return;
    setRet(null);
    calls.closeTip();
    void session.resumeChat().then(() => navigate({ to: '/video/$uid', params: { uid: toCall.call.uid }, search: { jid: toCall.call.jid } }));
  };

  return (
    <main className={css.page} data-testid="pay-result" data-status={status ?? 'loading'}>
      <div className={css.card}>
        {error || !orderId ? (
          <h1 className={`${css.title} ${css.error}`}><span role="alert">{error ?? t('pay.noOrder')}</span></h1>
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
            {status === 'TXN_FAILURE' && (
              <p className={css.muted}>
                {order.failReason === 'authentication_failed' ? t('pay.authFailed') : d.channel === 'upi' ? t('pay.upiDeclined') : t('pay.declined')}
              </p>
            )}
            <p className={css.muted} data-testid="pay-amount">{formatCurrency(d.amount, d.currency, i18n.language)}</p>
            <p className={css.muted}>{t('pay.order', { id: d.orderId })}</p>
            <p data-testid="pay-balance">{t('pay.balanceNow', { count: order.gemsBalance })}</p>
          </div>
        )}
        {toCall && <Button onClick={backToCall} fullWidth>{t('pay.backToCall')}</Button>}
        <Button variant={toCall ? 'secondary' : 'primary'} onClick={back} fullWidth>{t('pay.backToApp')}</Button>
      </div>
    </main>
  );
}
