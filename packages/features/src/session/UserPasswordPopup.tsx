/**
 * `/userpassword` (spec §2 popup, open): sign-in with account ID and password, for a visitor
 * who already has an account (the same form as /login, without the quick account). A
 * signed-in user sees which account this is and may sign out to use another.
 */
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Button } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { useServices } from '../common/ServicesContext.tsx';
import { PopupFrame } from '../shell/PopupFrame.tsx';
import { mainUserAtom } from '@vchat/client';
import { PasswordForm } from './LoginPopup.tsx';
import * as css from './login.css.ts';

export function UserPasswordPopup() {
  const { t } = useTranslation();
  const { session } = useServices();
  const navigate = useNavigate();
  const user = useAtomValue(mainUserAtom);
  const [leaving, setLeaving] = useState(false);
  if (user) {
    return (
      <PopupFrame title={t('userpassword.title')}>
        <div className={css.form} data-testid="userpassword">
          <p>{t('userpassword.signedInAs', { uid: user.uid })}</p>
          <Button variant="secondary" fullWidth loading={leaving} onClick={() => {
            setLeaving(true);
            void session.logout().then(() => navigate({ to: '/userpassword' })).finally(() => setLeaving(false));
          }}>{t('userpassword.switch')}</Button>
        </div>
      </PopupFrame>
    );
  }
  return (
    <PopupFrame title={t('userpassword.title')} description={t('userpassword.subtitle')}>
      <div data-testid="userpassword"><PasswordForm onDone={() => void navigate({ to: '/' })} /></div>
    </PopupFrame>
  );
}
