/**
 * "Sign out?" (issue 17.12): every sign-out button asks first, so a mis-tap on a phone never
 * ends the session. Confirming signs out (spec §4 logout: chat closed; user, config and balance
 * cleared; the token revoked by the server) and goes to `/`.
 */
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '@vchat/i18n';
import { AppConfirmDialog } from '../common/AppModal.tsx';
import { useServices } from '../common/ServicesContext.tsx';

/** The confirm dialog while `open`; `onClose` is called after cancelling or signing out. */
export function SignOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { session } = useServices();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    try {
      await session.logout();
      await navigate({ to: '/' });
    } finally {
      setLeaving(false);
      onClose();
    }
  };
  return (
    <AppConfirmDialog
      open={open}
      title={t('settings.logoutTitle')}
      text={t('settings.logoutText')}
      confirmLabel={t('nav.logout')}
      cancelLabel={t('common.cancel')}
      onConfirm={() => void signOut()}
      onCancel={onClose}
      danger
      confirming={leaving}
    />
  );
}
