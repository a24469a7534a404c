/**
 * The insufficient-coins tip and the silver-call limit tip (spec §2 overlays, §5): shown
 * instead of a call that cannot be paid. The balance is live: a recharge (ReChargeSuccess)
 * updates it here and offers "Call now" once it exceeds the price. The silver club offers a
 * silver call when it is on and silver calls remain.
 */
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { Button, CoinIcon, formatCallDuration } from '@vchat/ui-kit';
import { AppModal } from '../common/AppModal.tsx';
import { useTranslation } from '@vchat/i18n';
import { coinIconTier } from '@vchat/domain';
import { useServices } from '../common/ServicesContext.tsx';
import { accountAtom } from '@vchat/client';
import { callTipAtom } from '@vchat/client';
import { currentPath, openCoinStoreAtom } from '../common/purchase.ts';
import * as css from './call.css.ts';
import { displayName, uidOrEmpty } from '../common/people.ts';

export function CallTip() {
  const { t } = useTranslation();
  const { calls } = useServices();
  const navigate = useNavigate();
  const tip = useAtomValue(callTipAtom);
  const account = useAtomValue(accountAtom);
  const openStore = useSetAtom(openCoinStoreAtom);
  if (!tip) return null;
  const balance = account?.gemsBalance ?? 0;
  const name = displayName(tip.peer);
  const uid = uidOrEmpty(tip.peer.jid);
  const close = () => calls.closeTip();
  const callAgain = (silver: boolean) => {
    if (silver) {
      calls.closeTip();
      void calls.dial(tip.peer, { payment: 'silverCall' }).then((o) => {
        if (o === 'ringing') void navigate({ to: '/video/$uid', params: { uid }, search: { jid: tip.peer.jid } });
      }, () => undefined);
      return;
    }
    calls.closeTip();
    void navigate({ to: '/video/$uid', params: { uid }, search: { jid: tip.peer.jid } });
  };
  const canPay = balance > tip.price;
  const silverOffer = tip.kind === 'insufficient' && tip.silver.enabled && tip.silver.availableTimes > 0;
  return (
    <AppModal
      open
      onClose={close}
      closeLabel={t('common.close')}
      title={tip.kind === 'insufficient' ? t('call.tip.insufficientTitle') : t('call.tip.silverLimitTitle')}
      width={400}
      footer={
        <div className={css.tipActions}>
          {tip.kind === 'insufficient' && canPay && (
            <Button variant="primary" onClick={() => callAgain(false)}>{t('call.tip.callNow')}</Button>
          )}
          {silverOffer && !canPay && (
            <Button variant="primary" onClick={() => callAgain(true)}>
              {t('call.tip.silverCall', { count: tip.silver.availableTimes, time: formatCallDuration(tip.silver.durationS) })}
            </Button>
          )}
          {tip.kind === 'insufficient' && !canPay && (
            <Button variant={silverOffer ? 'secondary' : 'primary'} onClick={() => openStore({ path: currentPath(), call: { jid: tip.peer.jid, uid, price: tip.price } })}>{t('pay.buyGems')}</Button>
          )}
          <Button variant="secondary" onClick={close}>{t('call.tip.ok')}</Button>
        </div>
      }
    >
      <div className={css.tipBody} data-testid="call-tip" data-kind={tip.kind}>
        {tip.kind === 'insufficient' ? (
          <>
            <p>{t('call.tip.insufficientText', { name, price: tip.price, balance })}</p>
            <p className={css.tipBalance} data-testid="tip-balance">
              <CoinIcon tier={coinIconTier(balance)} size={22} /> {balance}
            </p>
            {!canPay && <p className={css.tipHint}>{t('call.tip.rechargeHint')}</p>}
          </>
        ) : (
          <p>{t('call.tip.silverLimitText')}</p>
        )}
      </div>
    </AppModal>
  );
}
