/**
 * The incoming-call overlay (spec §2 overlays "incoming call" and "story-line call"): who is
 * calling, the price per minute or the free call, accept or decline. A story-line call says
 * so and plays the host's video when accepted.
 */
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Avatar, formatCallDuration } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { CallStatus } from '@vchat/domain';
import { useServices } from '../common/ServicesContext.tsx';
import { callAtom } from '@vchat/client';
import * as css from './call.css.ts';
import { avatarOfUid, displayName, uidOrEmpty } from '../common/people.ts';

export function IncomingCall() {
  const { t } = useTranslation();
  const { calls } = useServices();
  const navigate = useNavigate();
  const call = useAtomValue(callAtom);
  if (!call || call.direction !== 'in' || call.status !== CallStatus.callIn) return null;
  const uid = uidOrEmpty(call.peer.jid);
  const name = displayName(call.peer);
  const title = call.isStoryLine ? t('call.storyIncoming', { name }) : t('call.incoming', { name });
  const detail = call.isStoryLine ? null
    : call.payment === 'paidUserFreeCall' ? t('call.freeCall', { time: formatCallDuration(call.freeSeconds) })
      : t('call.price', { price: call.price });
  return (
    <div
      className={css.incoming}
      role="alertdialog"
      aria-label={title}
      data-testid="incoming-call"
      data-story-line={call.isStoryLine ? '1' : '0'}
    >
      <div className={css.ring}><Avatar name={name} size={48} src={call.peer.avatarUrl ?? avatarOfUid(uid)} /></div>
      <div className={css.incomingText}>
        <span className={css.incomingTitle}>{title}</span>
        {detail && <span className={css.incomingDetail} data-testid="incoming-price">{detail}</span>}
        {call.isStoryLine && <span className={css.incomingDetail}>{t('call.story')}</span>}
      </div>
      <button type="button" className={`${css.round} ${css.small} ${css.hangUp}`} aria-label={t('call.decline')} onClick={() => calls.decline()}>✕</button>
      <button
        type="button"
        className={`${css.round} ${css.small} ${css.accept}`}
        aria-label={call.isStoryLine ? t('call.storyWatch') : t('call.accept')}
        onClick={() => void calls.answer().then(() => navigate({ to: '/video/$uid', params: { uid }, search: { jid: call.peer.jid } }))}
      >
        ✓
      </button>
    </div>
  );
}
