/**
 * The message notice banner (spec §2 overlays): a message that arrived outside the open
 * thread slides in at the top; opening it goes to the thread. Off when the user turned
 * message banners off (/messageSetup) or notifications off (settings allowNotifications);
 * with keepNotifications on it stays until dismissed.
 */
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Avatar, NoticeBanner } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { OFFICIAL_THREAD_TID } from '@vchat/domain';
import { callActiveAtom } from '@vchat/client';
import { useServices } from '../common/ServicesContext.tsx';
import { noticeAtom, openTidAtom } from '@vchat/client';
import { noticesEnabledAtom } from '@vchat/client';
import { noticeBehaviour, settingsAtom } from '@vchat/client';
import { messagePreview } from '../messaging/preview.ts';
import { avatarOfUid, uidOrEmpty } from '../common/people.ts';
import { useHostImage } from '../common/hostImage.ts';
import { useDialogOnScreen } from '../common/prompts.tsx';

export function MessageNotice() {
  const { t } = useTranslation();
  const { messaging } = useServices();
  const image = useHostImage();
  const navigate = useNavigate();
  const notice = useAtomValue(noticeAtom);
  const notices = noticeBehaviour(useAtomValue(settingsAtom));
  const enabled = useAtomValue(noticesEnabledAtom) && notices.show;
  const openTid = useAtomValue(openTidAtom);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const inCall = useAtomValue(callActiveAtom);
  const dialog = useDialogOnScreen();
  // Quiet during a call and for the conversation already on screen; waits while a dialog is
  // open, so it never covers the dialog's close button (issue 17.10).
  if (!notice || !enabled || inCall || dialog || (pathname === '/message' && openTid === notice.tid)) return null;
  const official = notice.tid === OFFICIAL_THREAD_TID;
  const name = official ? t('message.official') : notice.name;
  const uid = uidOrEmpty(notice.peerJid);
  return (
    <NoticeBanner
      key={notice.mid}
      avatar={<Avatar name={name} size={36} src={official ? null : image(avatarOfUid(uid))} />}
      title={name}
      text={messagePreview({ type: notice.type, content: notice.text }, t)}
      openLabel={t('message.noticeOpen')}
      dismissLabel={t('message.noticeDismiss')}
      duration={notices.durationMs}
      onDismiss={() => messaging.dismissNotice()}
      onOpen={() => {
        messaging.dismissNotice();
        void navigate({ to: '/message', search: { tid: notice.tid } });
      }}
    />
  );
}
