/**
 * /callrecord (spec §2): the main user's calls from the local `videocalls` store, newest
 * first: direction, peer, when, how long or how it ended, and the viewer's rating (issue 20.17).
 * Opening a row opens the chat.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Avatar, EmptyState, ListRow, MissedCallIcon, PhoneIcon, Skeleton, TopBar, formatCallDuration } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { bareJid, uidFromJid } from '@vchat/domain';
import type { VideoCallRecord } from '@vchat/chat-db';
import { useServices } from '../common/ServicesContext.tsx';
import { END_TEXT } from '../common/callEnd.ts';
import { recordEndReason } from '@vchat/client';
import { mainUserAtom } from '@vchat/client';
import { threadsAtom } from '@vchat/client';
import { threadTimeLabel } from './format.ts';
import * as css from './pages.css.ts';
import { avatarOfUid, uidOrEmpty } from '../common/people.ts';
import { CallRatingBadge } from '../safety/RateCall.tsx';

export function CallRecordPage() {
  const { t, i18n } = useTranslation();
  const { messaging } = useServices();
  const navigate = useNavigate();
  const me = useAtomValue(mainUserAtom);
  const threads = useAtomValue(threadsAtom);
  const [calls, setCalls] = useState<VideoCallRecord[] | null>(null);

  useEffect(() => {
    if (!me) return;
    let live = true;
    void messaging.callRecords().then((c) => live && setCalls(c), () => live && setCalls([]));
    return () => {
      live = false;
    };
  }, [messaging, me]);

  const myJid = me ? bareJid(me.jid) : '';
  return (
    <section className={css.page} aria-labelledby="calls-title" data-testid="callrecord">
      <TopBar title={<span id="calls-title">{t('callrecord.title')}</span>} onBack={() => void navigate({ to: '/message' })} backLabel={t('common.back')} />
      {calls === null ? (
        <div aria-busy="true">{[0, 1, 2].map((i) => <Skeleton key={i} height={64} radius={12} style={{ marginBottom: 8 }} />)}</div>
      ) : calls.length === 0 ? (
        <div className={css.center}><EmptyState icon={<PhoneIcon />} title={t('callrecord.empty')} text={t('callrecord.emptyText')} /></div>
      ) : (
        <ul className={css.list}>
          {calls.map((c) => {
            const outgoing = bareJid(c.caller) === myJid;
            const peer = outgoing ? c.callee : c.caller;
            const thread = threads.find((th) => th.tid === c.tid);
            const name = thread?.linkedUser.nickName ?? uidFromJid(peer);
            const seconds = c.connectingTime > 0 && c.endTime > c.connectingTime ? Math.round((c.endTime - c.connectingTime) / 1000) : 0;
            const missed = seconds === 0 && !outgoing;
            return (
              <li key={c.vid} data-testid="call-row" data-sid={c.sid} data-end={recordEndReason(c, myJid)}>
                <ListRow
                  icon={<Avatar name={name} size={40} src={thread?.linkedUser.avatarUrl ?? avatarOfUid(uidOrEmpty(peer))} />}
                  title={name}
                  subtitle={
                    <span>
                      {/* Direction as the icon's name; the line says why it ended (as the call screen and the thread do) and how long. */}
                      {(() => {
                        const kind = missed ? t('message.callMissed') : outgoing ? t('message.callOutgoing') : t('message.callIncoming');
                        return missed ? <MissedCallIcon size={14} title={kind} /> : <PhoneIcon size={14} title={kind} />;
                      })()}{' '}
                      {t(END_TEXT[recordEndReason(c, myJid)])}
                      {seconds > 0 ? ` · ${formatCallDuration(seconds)}` : ''}
                      {seconds > 0 && <CallRatingBadge call={c} offer={false} />}
                    </span>
                  }
                  meta={threadTimeLabel(c.startTime, i18n.language, Date.now(), t('message.yesterday'))}
                  danger={missed}
                  onClick={() => void navigate({ to: '/message', search: { tid: c.tid } })}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
