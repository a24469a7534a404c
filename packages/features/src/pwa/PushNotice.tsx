/**
 * A push that arrives while the app is on screen (spec §4 foreground push): the in-app notice
 * with the sender, their avatar and the translated "move" text; opening it goes where the
 * notification would (the thread, or the call). Follows the notification settings.
 */
import { useNavigate } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { Avatar, NoticeBanner } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { noticeBehaviour, settingsAtom } from '@vchat/client';
import { pushNoticeAtom } from './pwa.ts';
import { pushTarget } from './pushPayload.ts';
import { useDialogOnScreen } from '../common/prompts.tsx';

export function PushNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [push, setPush] = useAtom(pushNoticeAtom);
  const notices = noticeBehaviour(useAtomValue(settingsAtom));
  const dialog = useDialogOnScreen();
  // Waits while a dialog is open, so it never covers its close button (issue 17.10).
  if (!push || !notices.show || dialog) return null;
  return (
    <NoticeBanner
      key={`${push.jid}:${push.sid}:${push.title}`}
      avatar={<Avatar name={push.title} size={36} src={push.avatarUrl || null} />}
      title={push.title}
      text={push.body || t(push.kind === 'call' ? 'push.call' : 'push.move')}
      openLabel={t('message.noticeOpen')}
      dismissLabel={t('message.noticeDismiss')}
      duration={notices.durationMs}
      onDismiss={() => setPush(null)}
      onOpen={() => {
        setPush(null);
        void navigate({ href: pushTarget(push) });
      }}
    />
  );
}
