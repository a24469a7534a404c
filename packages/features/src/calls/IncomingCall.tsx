/** The incoming-call card (spec §2 overlays): who is calling, accept or decline. */
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Avatar } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { CallStatus, uidFromJid } from '@vchat/domain';
import { useServices } from '../app/ServicesContext.tsx';
import { callAtom } from './calls.ts';
import * as css from './call.css.ts';

export function IncomingCall() {
  const { t } = useTranslation();
  const { calls } = useServices();
  const navigate = useNavigate();
  const call = useAtomValue(callAtom);
  if (!call || call.direction !== 'in' || call.status !== CallStatus.callIn) return null;
  const uid = (() => {
    try {
      return uidFromJid(call.peer.jid);
    } catch {
      return '';
    }
  })();
  const name = call.peer.nickName || uid;
  return (
    <div className={css.incoming} role="alertdialog" aria-label={t('call.incoming', { name })} data-testid="incoming-call">
      <Avatar name={name} size={48} src={uid ? `/media/avatars/${uid}.svg` : null} />
      <span className={css.incomingText}>{t('call.incoming', { name })}</span>
      <button type="button" className={`${css.round} ${css.small} ${css.hangUp}`} aria-label={t('call.decline')} onClick={() => calls.decline()}>✕</button>
      <button
        type="button"
        className={`${css.round} ${css.small} ${css.accept}`}
        aria-label={t('call.accept')}
        onClick={() => void calls.answer().then(() => navigate({ to: '/video/$uid', params: { uid }, search: { jid: call.peer.jid } }))}
      >
        ✓
      </button>
    </div>
  );
}
