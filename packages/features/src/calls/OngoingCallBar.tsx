/**
 * The call in progress while the user is on another screen: who, the m:ss timer, a way back
 * to the call (/videoview) and hang up. Leaving the call screen never hangs up silently.
 */
import { Link, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { CallTimer } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { CallStatus } from '@vchat/domain';
import { useServices } from '../common/ServicesContext.tsx';
import { callAtom } from './atoms.ts';
import { useNow } from '../common/useNow.ts';
import * as css from './call.css.ts';
import { displayName } from '../common/people.ts';

const CALL_ROUTES = /^\/(video\/|call\/|videoview$)/;

export function OngoingCallBar() {
  const { t } = useTranslation();
  const { calls } = useServices();
  const call = useAtomValue(callAtom);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const live = !!call && (call.status === CallStatus.connected || call.status === CallStatus.connecting) && !CALL_ROUTES.test(pathname);
  const now = useNow(live && call?.status === CallStatus.connected ? 1000 : null);
  if (!live || !call) return null;
  const name = displayName(call.peer);
  return (
    <div className={css.ongoing} role="region" aria-label={t('call.ongoing', { name })} data-testid="ongoing-call">
      <span className={css.ongoingDot} aria-hidden="true" />
      <span className={css.ongoingName}>{t('call.ongoing', { name })}</span>
      {call.status === CallStatus.connected && <CallTimer seconds={(now - call.connectedAt) / 1000} />}
      <Link to="/videoview" className={css.ongoingReturn}>{t('call.returnToCall')}</Link>
      <button type="button" className={`${css.round} ${css.tiny} ${css.hangUp}`} aria-label={t('call.hangUp')} onClick={() => calls.hangUp()}>✕</button>
    </div>
  );
}
