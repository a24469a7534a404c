/**
 * The unpaid daily message limit in a host's thread (issue "Phone first" 8; rules in
 * sendLimit.ts): from 5 messages left a line says how many are left; at the limit a panel
 * takes the composer's place and says what lifts it (any gem package makes the viewer paid,
 * or the next 00:00 UTC, shown in local time) with the action that opens the coin store.
 */
import { useId } from 'react';
import { BIDI_SLOT, BidiText, Button, CoinIcon } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { FREE_MESSAGES_PER_DAY, type SendLimitState } from '@vchat/client';
import { messageTimeLabel } from './format.ts';
import * as css from './limit.css.ts';

export function SendLimitWarning({ left, peerName, onBuy }: { left: number; peerName: string; onBuy: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={css.warning} role="status" data-testid="send-limit-warning" data-left={left}>
      <span className={css.warningText}>
        <BidiText text={t('message.freeLeft', { name: BIDI_SLOT, count: left })} names={[peerName]} />
      </span>
      <Button size="sm" variant="secondary" onClick={onBuy} startIcon={<CoinIcon tier={1} size={14} />}>
        {t('message.limitBuy')}
      </Button>
    </div>
  );
}

export function SendLimitPanel({ state, peerName, onBuy }: { state: Extract<SendLimitState, { kind: 'locked' }>; peerName: string; onBuy: () => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const time = messageTimeLabel(state.resetsAt, i18n.language);
  return (
    <section className={css.panel} aria-labelledby={titleId} data-testid="send-limit">
      <h3 id={titleId} className={css.panelTitle}>{t('message.limitTitle')}</h3>
      <p className={css.panelText}>
        <BidiText text={t('message.limitText', { name: BIDI_SLOT, limit: FREE_MESSAGES_PER_DAY, time })} names={[peerName]} />
      </p>
      <Button variant="primary" onClick={onBuy} startIcon={<CoinIcon tier={1} size={16} />}>
        {t('message.limitBuy')}
      </Button>
    </section>
  );
}
