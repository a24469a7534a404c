/**
 * A push that arrives while the app is on screen (spec §4 foreground push): the in-app notice
 * of type 2 with the sender, their avatar and the translated "move" text (`foregroundNotice`);
 * opening it goes where the notification would (the thread, or the call). Follows the
 * notification settings.
 */
import { useNavigate } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { Avatar, NoticeBanner } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { noticeBehaviour, settingsAtom } from '@vchat/client';
import { pushNoticeAtom } from './pwa.ts';
import { foregroundNotice, pushTarget } from './pushPayload.ts';
import { useDialogOnScreen } from '../common/prompts.tsx';

export function PushNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [push, setPush] = useAtom(pushNoticeAtom);
  const notices = noticeBehaviour(useAtomValue(settingsAtom));
  const dialog = useDialogOnScreen();
  // Waits while a dialog is open, so it never covers its close button (issue 17.10).
  if (!push || !notices.show || dialog) return null;
  const n = foregroundNotice(push, { move: t('push.move'), call: t('push.call') });
  return (
    <div data-testid="push-notice" data-notice-type={n.type}>
      <NoticeBanner
        key={`${push.jid}:${push.sid}:${push.title}`}
        avatar={<Avatar name={n.sender} size={36} src={n.avatarUrl || null} />}
        title={n.sender}
        text={n.text}
        openLabel={t('message.noticeOpen')}
        dismissLabel={t('message.noticeDismiss')}
        duration={notices.durationMs}
        onDismiss={() => setPush(null)}
        onOpen={() => {
          setPush(null);
          void navigate({ href: pushTarget(push) });
        }}
      />
    </div>
  );
}
