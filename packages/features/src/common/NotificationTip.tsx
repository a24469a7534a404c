/**
 * The notification permission tip (spec §2 overlays, §4 permission states): a card at the top of
 * the chat list while the browser has not been asked ("default"): "Turn on" asks for
 * permission, "Not now" hides it for this visit. Never a modal: it must not stand between the
 * user and their chats. Shared here because the messages page shows it and notifications/ owns
 * the asking (`services.notifications.request`).
 */
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { BellIcon, Button } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { useServices } from './ServicesContext.tsx';
import { permissionAtom } from '@vchat/client';
import * as css from './notificationTip.css.ts';

const LATER_KEY = 'notificationTipLater';

function later(): boolean {
  try {
    return window.sessionStorage.getItem(LATER_KEY) === '1';
  } catch {
    return false;
  }
}

export function NotificationTip() {
  const { t } = useTranslation();
  const { notifications } = useServices();
  const permission = useAtomValue(permissionAtom);
  const [hidden, setHidden] = useState(later);
  const [asking, setAsking] = useState(false);
  if (permission !== 'default' || hidden) return null;
  const putOff = () => {
    try {
      window.sessionStorage.setItem(LATER_KEY, '1');
    } catch {
      /* private mode: hidden for this page only */
    }
    setHidden(true);
  };
  return (
    <div className={css.tip} role="region" aria-label={t('notify.tipTitle')} data-testid="notification-tip">
      <span className={css.icon} aria-hidden><BellIcon size={20} /></span>
      <span className={css.body}>
        <strong>{t('notify.tipTitle')}</strong>
        <span className={css.text}>{t('notify.tipText')}</span>
      </span>
      <span className={css.actions}>
        <Button size="sm" variant="ghost" onClick={putOff}>{t('social.notNow')}</Button>
        <Button size="sm" loading={asking} onClick={() => {
          setAsking(true);
          void notifications.request().finally(() => setAsking(false));
        }}>{t('notify.turnOn')}</Button>
      </span>
    </div>
  );
}
