/**
 * "She is online now" (spec §7 anchor_online_notice; §3 local-only online_info): the client
 * asks the server which friends and favourite hosts came online (every 60 s while signed in,
 * social/onlineNotices.ts); this asks it again on each return to the goddess wall or the
 * messages, and announces each host of its queue by a banner, one at a time, that opens her
 * profile. The banner follows the settings: none when
 * allowNotifications is off; it stays until dismissed when keepNotifications is on.
 */
import { useEffect } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Avatar, BIDI_SLOT, BidiText, NoticeBanner } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { useServices } from '../common/ServicesContext.tsx';
import { avatarOfUid, uidOrEmpty } from '../common/people.ts';
import { useHostImage } from '../common/hostImage.ts';
import { noticeBehaviour, settingsAtom } from '@vchat/client';
import { callActiveAtom } from '@vchat/client';
import { noticeAtom, onlineNoticeQueueAtom } from '@vchat/client';
import { useDialogOnScreen } from '../common/prompts.tsx';

/** Mounted for a signed-in user. */
export function OnlineNotices() {
  const { t } = useTranslation();
  const { onlineNotices } = useServices();
  const image = useHostImage();
  const navigate = useNavigate();
  const notices = noticeBehaviour(useAtomValue(settingsAtom));
  const inCall = useAtomValue(callActiveAtom);
  // One banner at a time: a message notice goes first.
  const messageShowing = useAtomValue(noticeAtom) !== null;
  // Waits while a dialog is open (issue 17.10).
  const dialog = useDialogOnScreen();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const queue = useAtomValue(onlineNoticeQueueAtom);

  useEffect(() => {
    if (pathname === '/goddess' || pathname === '/message') void onlineNotices.check();
  }, [pathname, onlineNotices]);

  const host = queue[0];
  if (!host || !notices.show || inCall || messageShowing || dialog) return null;
  const next = () => onlineNotices.dismiss(host.jid);
  return (
    <NoticeBanner
      key={host.jid}
      avatar={<Avatar name={host.nickName} size={36} src={image(host.avatarUrl || avatarOfUid(uidOrEmpty(host.jid)))} />}
      title={<BidiText text={t('social.cameOnline', { name: BIDI_SLOT })} names={[host.nickName]} />}
      text={t('social.cameOnlineText')}
      openLabel={t('social.viewProfile')}
      dismissLabel={t('message.noticeDismiss')}
      duration={notices.durationMs}
      onDismiss={next}
      onOpen={() => {
        next();
        void navigate({ to: '/anchorprofile', search: { jid: host.jid } });
      }}
    />
  );
}
