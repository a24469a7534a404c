/**
 * The call in progress while the user is on another screen: who, the m:ss timer, a way back
 * to the call (/videoview) and hang up. Leaving the call screen never hangs up silently.
 * A call that ends meanwhile for another reason than the viewer's own hang-up (free time
 * over, gems ran out, she ended it, the network…) leaves the bar saying why, with the ended
 * screen one tap away (/videoview: the next steps) and a close button; it goes by itself after
 * 12 s (the thread's call record keeps the reason), so it does not sit over the page.
 */
import { useEffect, useState } from 'react';
import { useReserveEdge } from '../common/reserveEdge.ts';
import { Link, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { CallTimer } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { CallStatus } from '@vchat/domain';
import { useServices } from '../common/ServicesContext.tsx';
import { END_TEXT } from '../common/callEnd.ts';
import { callAtom } from '@vchat/client';
import { useNow } from '../common/useNow.ts';
import * as css from './call.css.ts';
import { displayName } from '../common/people.ts';

const CALL_ROUTES = /^\/(video\/|call\/|videoview$)/;
/** Endings the viewer caused: nothing to explain. */
const OWN_ENDINGS: ReadonlySet<string> = new Set(['youEnded', 'youCancelled', 'youDeclined']);

export function OngoingCallBar() {
  const { t } = useTranslation();
  const { calls, store } = useServices();
  const call = useAtomValue(callAtom);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const live = !!call && (call.status === CallStatus.connected || call.status === CallStatus.connecting) && !CALL_ROUTES.test(pathname);
  const now = useNow(live && call?.status === CallStatus.connected ? 1000 : null);
  const end = call?.end;
  const endedHere = !!call && !!end && !OWN_ENDINGS.has(end) && !CALL_ROUTES.test(pathname);
  const endedSid = endedHere ? call!.sid : null;
  // The bar keeps the top of the screen to itself: the thread's back and call buttons and the
  // sheets' close buttons lay out below it (issue 17).
  const [bar, setBar] = useState<HTMLElement | null>(null);
  useReserveEdge((call && end && endedHere) || (live && call) ? bar : null, 'top');
  useEffect(() => {
    if (!endedSid) return;
    const timer = setTimeout(() => {
      if (store.get(callAtom)?.sid === endedSid) calls.dismiss();
    }, 12_000);
    return () => clearTimeout(timer);
  }, [endedSid, calls, store]);
  if (call && end && endedHere) {
    return (
      <div ref={setBar} className={`${css.ongoing} ${css.ongoingEnded}`} role="status" data-testid="call-ended-bar" data-end={end}>
        <span className={css.ongoingName}>{t(END_TEXT[end])}</span>
        <Link to="/videoview" className={css.ongoingReturn}>{t('common.more')}</Link>
        <button type="button" className={`${css.round} ${css.ongoingClose}`} aria-label={t('common.close')} onClick={() => calls.dismiss()}>✕</button>
      </div>
    );
  }
  if (!live || !call) return null;
  const name = displayName(call.peer);
  return (
    <div ref={setBar} className={css.ongoing} role="region" aria-label={t('call.ongoing', { name })} data-testid="ongoing-call">
      <span className={css.ongoingDot} aria-hidden="true" />
      <span className={css.ongoingName}>{t('call.ongoing', { name })}</span>
      {call.status === CallStatus.connected && <CallTimer seconds={(now - call.connectedAt) / 1000} />}
      <Link to="/videoview" className={css.ongoingReturn}>{t('call.returnToCall')}</Link>
      <button type="button" className={`${css.round} ${css.tiny} ${css.hangUp}`} aria-label={t('call.hangUp')} onClick={() => calls.hangUp()}>✕</button>
    </div>
  );
}
