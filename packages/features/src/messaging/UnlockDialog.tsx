/**
 * The message-unlock overlay (spec §2 overlays "message unlock"; §3 payNeed, payPrice): tapping
 * "Unlock" on a paid photo or video opens this dialog, which says the price in gems and the
 * balance, and either unlocks on confirm (the server debits once; the media shows) or, when the
 * balance does not cover it, offers the coin store. A dialog (AppModal): focus moves in and is
 * trapped, Escape and Back close it, focus returns to the Unlock button. Mounted at the thread's
 * root (never inside a transformed message row).
 */
import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Button, CoinIcon } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { coinIconTier, type MediaAttachment, type Message } from '@vchat/domain';
import { accountAtom } from '@vchat/client';
import { AppModal } from '../common/AppModal.tsx';
import { useServices } from '../common/ServicesContext.tsx';
import { currentPath, openCoinStoreAtom } from '../common/purchase.ts';
import { unlockChoice } from './unlock.ts';
import * as css from './unlockDialog.css.ts';

export interface UnlockDialogProps {
  /** The locked image or short video; null: closed. */
  message: Message | null;
  onClose: () => void;
  /** Shows a failure (the thread's toast). */
  onError: (e: unknown) => void;
}

export function UnlockDialog({ message, onClose, onError }: UnlockDialogProps) {
  const { t } = useTranslation();
  const { messaging } = useServices();
  const balance = useAtomValue(accountAtom)?.gemsBalance ?? null;
  const openStore = useSetAtom(openCoinStoreAtom);
  const [busy, setBusy] = useState(false);
  if (!message) return null;
  const price = (message.attachment as MediaAttachment | undefined)?.payPrice ?? 0;
  const video = message.type === 'short_video';
  const choice = unlockChoice(price, balance);
  const confirm = () => {
    setBusy(true);
    messaging.unlockMedia(message.mid).then(onClose, (e: unknown) => {
      onError(e);
    }).finally(() => setBusy(false));
  };
  const gems = (n: number) => <span className={css.gems}><CoinIcon tier={coinIconTier(n)} size={16} /> {n}</span>;
  return (
    <AppModal
      open
      onClose={onClose}
      closeLabel={t('common.close')}
      title={t(video ? 'message.unlockVideoTitle' : 'message.unlockPhotoTitle')}
      width={400}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>{t('common.cancel')}</Button>
          {choice === 'pay' ? (
            <Button data-autofocus loading={busy} onClick={confirm} data-testid="unlock-confirm">{t('message.unlockFor', { price })}</Button>
          ) : (
            <Button
              data-autofocus
              data-testid="unlock-get-gems"
              onClick={() => {
                onClose();
                openStore({ path: currentPath() });
              }}
            >
              {t('message.unlockGetGems')}
            </Button>
          )}
        </>
      }
    >
      <div className={css.body} data-testid="unlock-dialog">
        <p className={css.line}>{t('message.unlockPrice')} {gems(price)}</p>
        <p className={css.line}>{t('message.unlockBalance')} {balance === null ? '…' : gems(balance)}</p>
        {choice === 'getGems' && <p className={css.short} role="status">{t('message.gemsInsufficient')}</p>}
      </div>
    </AppModal>
  );
}
