/**
 * "She is online now" (spec §7 anchor_online_notice; §3 local-only online_info): asks the server
 * which friends and favourite hosts came online, when the shell mounts, every 60 s, and on each
 * return to the goddess wall or the messages. Each one becomes online at once (and in the
 * `notice` database), gets an online_info line in her thread, and is announced by a banner,
 * one at a time, that opens her profile. The banner follows the settings: none when
 * allowNotifications is off; it stays until dismissed when keepNotifications is on.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { AnchorItemResult } from '@vchat/api-client';
import { Avatar, BIDI_SLOT, BidiText, NoticeBanner } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { useServices } from '../common/ServicesContext.tsx';
import { avatarOfUid, uidOrEmpty } from '../common/people.ts';
import { noticeBehaviour, settingsAtom } from '../common/userSettings.ts';
import { callAtom, isCallActive } from '../calls/atoms.ts';
import { noticeAtom } from '../messaging/atoms.ts';
import { useDialogOnScreen } from '../common/prompts.tsx';

/** Ms between asks while the app is open (spec §7 anchor_online_notice). */
export const ONLINE_NOTICE_POLL_MS = 60_000;
/** The shortest gap (ms) between two asks caused by navigation. */
const MIN_GAP_MS = 3_000;

/** Mounted for a signed-in user. */
export function OnlineNotices() {
  const { t } = useTranslation();
  const { social, messaging } = useServices();
  const navigate = useNavigate();
  const notices = noticeBehaviour(useAtomValue(settingsAtom));
  const inCall = isCallActive(useAtomValue(callAtom));
  // One banner at a time: a message notice goes first.
  const messageShowing = useAtomValue(noticeAtom) !== null;
  // Waits while a dialog is open (issue 17.10).
  const dialog = useDialogOnScreen();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [queue, setQueue] = useState<AnchorItemResult[]>([]);
  const last = useRef(0);
  const ask = useRef<() => void>(() => undefined);

  ask.current = () => {
    if (Date.now() - last.current < MIN_GAP_MS) return;
    last.current = Date.now();
    social.cameOnline().then(
      async (list) => {
        await messaging.hostsCameOnline(list.map((h) => ({ jid: h.jid, line: t('social.cameOnlineLine', { name: h.nickName }) })));
        if (list.length) setQueue((q) => [...q, ...list.filter((h) => !q.some((o) => o.jid === h.jid))]);
      },
      (e: unknown) => console.warn('[social] anchor_online_notice failed', e),
    );
  };

  useEffect(() => {
    const id = setInterval(() => {
      last.current = 0;
      ask.current();
    }, ONLINE_NOTICE_POLL_MS);
    return () => clearInterval(id);
  }, []);

  useEffect(() => {
    if (pathname === '/goddess' || pathname === '/message') ask.current();
  }, [pathname]);

  const host = queue[0];
  if (!host || !notices.show || inCall || messageShowing || dialog) return null;
  const next = () => setQueue((q) => q.slice(1));
  return (
    <NoticeBanner
      key={host.jid}
      avatar={<Avatar name={host.nickName} size={36} src={host.avatarUrl || avatarOfUid(uidOrEmpty(host.jid))} />}
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
