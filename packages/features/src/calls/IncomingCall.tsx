/**
 * The incoming-call overlay (spec §2 overlays "incoming call" and "story-line call"): who is
 * calling, the price per minute or the free call, accept or decline. A story-line call says
 * so and plays the host's video when accepted.
 *
 * Keyboard and screen readers (issue 21.5): the banner is an `alertdialog`; it takes focus when
 * it appears (so it is announced and Tab reaches Decline and Accept next), Escape declines, and
 * focus goes back to where it was when the banner leaves.
 */
import { useEffect, useRef } from 'react';
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
  const ringing = !!call && call.direction === 'in' && call.status === CallStatus.callIn;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ringing) return;
    const before = document.activeElement as HTMLElement | null;
    box.current?.focus();
    return () => {
      // Back to where the viewer was, unless they moved on (or the call screen took focus).
      if (before?.isConnected && (document.activeElement === document.body || document.activeElement === null)) before.focus();
    };
  }, [ringing]);
  if (!call || !ringing) return null;
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
      ref={box}
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          calls.decline();
        }
      }}
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
