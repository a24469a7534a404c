/**
 * The blocked viewer's screen (issue 20.18; spec §3 mainInfo.blockInfo, §6): when the config
 * says the account is blocked, a full-screen state says so with the reason (or a general line
 * when there is none) and what the viewer can still do: contact support (the support contact
 * from get_user_support: e-mail, FAQ link) and sign out. Nothing else of the app is usable.
 */
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from '@tanstack/react-router';
import { AlertIcon, Button, FullScreenOverlay } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { supportAtom, viewerBlockAtom } from '@vchat/client';
import { useServices } from '../common/ServicesContext.tsx';
import * as css from './safety.css.ts';

function Blocked({ reason }: { reason: string }) {
  const { t } = useTranslation();
  const { session, support: supportCmd } = useServices();
  const navigate = useNavigate();
  // The same support contact as the settings' "Contact support" (client support module, issue 20.6).
  const state = useAtomValue(supportAtom);
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState<'out' | null>(null);
  const contact = () => {
    setAsked(true);
    void supportCmd.load();
  };
  const ready = asked && state.status === 'ready' && !state.empty ? state.contact : null;
  const none = asked && (state.status === 'error' || (state.status === 'ready' && state.empty));
  const support = ready ? { email: ready.email, faqUrl: ready.faqUrl } : none ? 'none' : null;
  const signOut = async () => {
    setBusy('out');
    try {
      await session.logout();
      await navigate({ to: '/' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <FullScreenOverlay title={t('safety.viewerBlocked.title')} text={t('safety.viewerBlocked.canDo')} icon={<AlertIcon size={40} />}>
      <div data-testid="viewer-blocked">
        <p className={css.reasonBox} data-testid="viewer-blocked-reason">
          {/* The reason is the server's text, in any script: isolated (FSI … PDI) inside the translated line. */}
          {reason ? t('safety.viewerBlocked.reason', { reason: `\u2068${reason}\u2069` }) : t('safety.viewerBlocked.noReason')}
        </p>
        <div className={css.overlayActions}>
          <Button fullWidth onClick={contact} loading={asked && state.status === 'loading'} data-testid="viewer-blocked-support">{t('safety.viewerBlocked.support')}</Button>
          {support === 'none' && <p className={css.muted} role="status">{t('safety.viewerBlocked.supportNone')}</p>}
          {support && support !== 'none' && (
            <p className={css.muted} role="status" data-testid="viewer-blocked-contact">
              {support.email && <a href={`mailto:${support.email}`}>{t('safety.viewerBlocked.supportEmail', { email: support.email })}</a>}
              {support.email && support.faqUrl && ' · '}
              {support.faqUrl && <a href={support.faqUrl} target="_blank" rel="noopener noreferrer">{t('safety.viewerBlocked.faq')}</a>}
            </p>
          )}
          <Button fullWidth variant="secondary" onClick={() => void signOut()} loading={busy === 'out'} data-testid="viewer-blocked-signout">{t('safety.viewerBlocked.signOut')}</Button>
        </div>
      </div>
    </FullScreenOverlay>
  );
}

/** See the module docstring; renders nothing unless the viewer is blocked. */
export function BlockedViewerOverlay() {
  const block = useAtomValue(viewerBlockAtom);
  return block.blocked ? <Blocked reason={(block.reason ?? '').trim()} /> : null;
}
