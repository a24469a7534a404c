/**
 * /message (spec §1, §2): the thread list and the open thread. On desktop both panes show;
 * below 1024 px the list shows until a thread opens (with a back button). Messages render
 * from the local database first; the chat connection fills in new ones. `basePath` is the route
 * the page lives on: `/message` in the shell, `/preview` for the full-page chat view (§2). Kept
 * alive behind another route (the extra-small-screen instant-message panel, shell/imPanel.ts),
 * it leaves its open thread as it was and does not act on that route's search.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { ChatIcon, ClockIcon, EmptyState, IconButton, SettingsIcon, ThreadListItem } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { OFFICIAL_THREAD_TID } from '@vchat/domain';
import { useServices } from '../common/ServicesContext.tsx';
import { onlineStatusAtom, openTidAtom, presenceAtom, threadsAtom, threadsLoadedAtom } from '@vchat/client';
import { parseQuery, presenceStatus } from '@vchat/client';
import { threadTimeLabel } from './format.ts';
import { ThreadView } from './ThreadView.tsx';
import { validateMessageSearch } from '../router/search.ts';
import { messagePreview } from './MessageItem.tsx';
import * as css from './message.css.ts';
import { avatarOfUid } from '../common/people.ts';
import { NotificationTip } from '../common/NotificationTip.tsx';


export interface MessagePageProps {
  /** The route this page lives on; its links (?tid=) stay on it. Default `/message`. */
  basePath?: '/message' | '/preview';
}

export function MessagePage({ basePath = '/message' }: MessagePageProps = {}) {
  const { t, i18n } = useTranslation();
  const { messaging, brand } = useServices();
  const navigate = useNavigate();
  // The path and its search from one snapshot of the location: read apart (the search from the
  // matches), the path could be a step ahead while a navigation settled, and the thread was
  // closed for a render and opened again (a call ending back on her thread drew it anew).
  // Strings are selected, so the page renders again only when its path or search changes.
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const search = useMemo(() => validateMessageSearch(parseQuery(searchStr)), [searchStr]);
  const threads = useAtomValue(threadsAtom);
  const loaded = useAtomValue(threadsLoadedAtom);
  const openTid = useAtomValue(openTidAtom);
  const presence = useAtomValue(presenceAtom);
  const online = useAtomValue(onlineStatusAtom);
  /** Chat-stream presence first, else the last known status (spec §3 onlineUsers). */
  const statusOf = (jid: string) => presenceStatus(presence[jid]) ?? online[jid];
  // The thread list's presence goes stale: ask again every minute while the page is open.
  // The hosts' online status stays fresh while this page is open (the client asks every minute).
  useEffect(() => messaging.watchOnline(), [messaging]);
  // Only on its own route: drawn behind a popup route (a call's /video/$uid?jid=) or kept alive
  // behind /friendreq or /paymenthistory (the instant-message panel) it must not act.
  const onMessageRoute = pathname === basePath;
  const routeTid = search.tid ?? null;

  useEffect(() => {
    if (onMessageRoute && routeTid !== openTid) void messaging.openThread(routeTid);
  }, [onMessageRoute, routeTid, openTid, messaging]);

  // A push notification links to /message?jid=: open (or start) the thread with that peer.
  const routeJid = search.tid || !onMessageRoute ? null : (search.jid ?? null);
  const routeName = search.name ?? '';
  useEffect(() => {
    if (!routeJid) return;
    messaging.startChat({ jid: routeJid, nickName: routeName }).then(
      (tid) => navigate({ to: basePath, search: { tid }, replace: true }),
      () => navigate({ to: basePath, replace: true }),
    );
  }, [routeJid, routeName, messaging, navigate, basePath]);

  useEffect(() => () => void messaging.openThread(null), [messaging]);

  const open = threads.find((th) => th.tid === openTid) ?? null;
  // Stable, so the memoized thread is not drawn again when only the list around it changes.
  const closeThread = useCallback(() => void navigate({ to: basePath, search: {} }), [navigate, basePath]);
  const locale = i18n.language;

  return (
    <div className={css.page} data-testid="message-page">
      <section className={`${css.listPane} ${openTid ? css.hiddenOnMobile : ''}`} aria-labelledby="threads-title">
        <div className={css.listHeader}>
          <h1 id="threads-title" className={css.heading}>{t('message.title')}</h1>
          <span className={css.headerActions}>
            <IconButton aria-label={t('callrecord.title')} icon={<ClockIcon />} onClick={() => void navigate({ to: '/callrecord' })} />
            <IconButton
              aria-label={t('nav.settings')}
              icon={<SettingsIcon />}
              onClick={() => void navigate({ to: brand.routes.messageSetup ? '/messageSetup' : '/deletemessagesettings' })}
            />
          </span>
        </div>
        <NotificationTip />
        {loaded && threads.length === 0 ? (
          <div className={css.center}>
            <EmptyState icon={<ChatIcon />} title={t('message.empty')} text={t('message.emptyText')} />
          </div>
        ) : (
          <ul className={css.list} data-testid="thread-list">
            {threads.map((th) => {
              const name = th.tid === OFFICIAL_THREAD_TID ? t('message.official') : th.linkedUser.nickName;
              return (
                <li key={th.tid} data-tid={th.tid} data-unread={th.unread}>
                  <ThreadListItem
                    name={name}
                    avatarSrc={th.linkedUser.avatarUrl ?? (th.tid === OFFICIAL_THREAD_TID ? null : avatarOfUid(th.linkedUser.uid))}
                    status={statusOf(th.linkedJid)}
                    preview={th.lastMessage ? messagePreview(th.lastMessage, t) : ''}
                    timeLabel={th.lastMessage ? threadTimeLabel(th.lastMessage.date, locale, Date.now(), t('message.yesterday')) : ''}
                    unreadCount={th.unread}
                    unreadLabel={t('message.unread', { count: th.unread })}
                    selected={th.tid === openTid}
                    onSelect={() => void navigate({ to: basePath, search: { tid: th.tid } })}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section className={`${css.threadPane} ${openTid ? '' : css.hiddenOnMobile}`} aria-label={open?.linkedUser.nickName ?? t('message.select')}>
        {open ? (
          <ThreadView thread={open} presence={statusOf(open.linkedJid)} onBack={closeThread} />
        ) : (
          <div className={css.center}>
            <EmptyState icon={<ChatIcon />} title={t('message.select')} text={t('message.emptyText')} />
          </div>
        )}
      </section>
    </div>
  );
}
