/**
 * /message (spec §1, §2): the thread list and the open thread. On desktop both panes show;
 * below 1024 px the list shows until a thread opens (with a back button). Messages render
 * from the local database first; the chat connection fills in new ones.
 */
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Avatar, ChatIcon, Composer, EmptyState, MessageBubble, ThreadListItem, TopBar } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { MAX_MESSAGE_LENGTH, OFFICIAL_THREAD_TID, type Message, type Thread } from '@vchat/domain';
import { useServices } from '../app/ServicesContext.tsx';
import { chatStateAtom, mainUserAtom } from '../session/atoms.ts';
import { openMessagesAtom, openTidAtom, presenceAtom, threadsAtom, threadsLoadedAtom } from './atoms.ts';
import { dayLabel, messageTimeLabel, threadTimeLabel } from './format.ts';
import * as css from './message.css.ts';

function presenceStatus(p: { available: boolean; show: string } | undefined): 'online' | 'busy' | 'offline' | undefined {
  if (!p) return undefined;
  if (!p.available) return 'offline';
  return p.show === 'dnd' ? 'busy' : 'online';
}

function previewText(m: Thread["lastMessage"]): string {
  if (!m) return '';
  return m.type === 'text' || m.type === 'official_message' || m.type === 'system' || m.type === 'manager_text' ? m.content : `[${m.type}]`;
}

export function MessagePage() {
  const { t, i18n } = useTranslation();
  const { messaging } = useServices();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { tid?: string };
  const threads = useAtomValue(threadsAtom);
  const loaded = useAtomValue(threadsLoadedAtom);
  const openTid = useAtomValue(openTidAtom);
  const presence = useAtomValue(presenceAtom);
  const routeTid = search.tid ?? null;

  useEffect(() => {
    if (routeTid !== openTid) void messaging.openThread(routeTid);
  }, [routeTid, openTid, messaging]);

  useEffect(() => () => void messaging.openThread(null), [messaging]);

  const open = threads.find((th) => th.tid === openTid) ?? null;
  const locale = i18n.language;

  return (
    <div className={css.page} data-testid="message-page">
      <section className={`${css.listPane} ${openTid ? css.hiddenOnMobile : ''}`} aria-labelledby="threads-title">
        <div className={css.listHeader}>
          <h1 id="threads-title" className={css.heading}>{t('message.title')}</h1>
        </div>
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
                    avatarSrc={th.linkedUser.avatarUrl ?? (th.tid === OFFICIAL_THREAD_TID ? null : `/media/avatars/${th.linkedUser.uid}.svg`)}
                    status={presenceStatus(presence[th.linkedJid])}
                    preview={previewText(th.lastMessage)}
                    timeLabel={th.lastMessage ? threadTimeLabel(th.lastMessage.date, locale, Date.now(), t('message.yesterday')) : ''}
                    unreadCount={th.unread}
                    unreadLabel={t('message.unread', { count: th.unread })}
                    selected={th.tid === openTid}
                    onSelect={() => void navigate({ to: '/message', search: { tid: th.tid } })}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section className={`${css.threadPane} ${openTid ? '' : css.hiddenOnMobile}`} aria-label={open?.linkedUser.nickName ?? t('message.select')}>
        {open ? (
          <ThreadView thread={open} presence={presenceStatus(presence[open.linkedJid])} onBack={() => void navigate({ to: '/message', search: {} })} />
        ) : (
          <div className={css.center}>
            <EmptyState icon={<ChatIcon />} title={t('message.select')} text={t('message.emptyText')} />
          </div>
        )}
      </section>
    </div>
  );
}

function ThreadView({ thread, presence, onBack }: { thread: Thread; presence: 'online' | 'busy' | 'offline' | undefined; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const { messaging } = useServices();
  const messages = useAtomValue(openMessagesAtom);
  const me = useAtomValue(mainUserAtom);
  const chatState = useAtomValue(chatStateAtom);
  const scroller = useRef<HTMLDivElement>(null);
  const official = thread.tid === OFFICIAL_THREAD_TID;
  const name = official ? t('message.official') : thread.linkedUser.nickName;
  const locale = i18n.language;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, thread.tid]);

  const mine = (m: Message) => !!me && m.from.split('/')[0] === me.jid.split('/')[0];
  let lastDay = '';

  return (
    <>
      <TopBar
        title={
          <span className={css.titleRow}>
            <Avatar src={official ? null : (thread.linkedUser.avatarUrl ?? `/media/avatars/${thread.linkedUser.uid}.svg`)} name={name} size={36} status={presence} />
            <span className={css.titleText}>
              <span className={css.titleName}>{name}</span>
              {presence && <span className={css.titleStatus}>{t(`status.${presence}`)}</span>}
            </span>
          </span>
        }
        onBack={onBack}
        backLabel={t('common.back')}
        as="h2"
      />
      {chatState !== 'connected' && !official && (
        <div className={css.notice} role="status">{chatState === 'connecting' ? t('message.connecting') : t('message.offline')}</div>
      )}
      <div className={css.messages} ref={scroller} data-testid="message-list" role="log" aria-live="polite">
        {messages.length === 0 && <div className={css.center}>{t('message.emptyThread')}</div>}
        {messages.map((m) => {
          const day = dayLabel(m.date, locale, { today: t('message.today'), yesterday: t('message.yesterday') });
          const showDay = day !== lastDay;
          lastDay = day;
          const out = mine(m);
          return (
            <Fragment key={m.mid}>
              {showDay && <div className={css.dayLabel}>{day}</div>}
              <div data-testid="message" data-mid={m.mid} data-state={m.state} data-direction={out ? 'out' : 'in'}>
                <MessageBubble
                  direction={out ? 'out' : 'in'}
                  text={m.type === 'text' || official || m.type === 'manager_text' ? m.content : `[${m.type}]`}
                  timeLabel={messageTimeLabel(m.date, locale)}
                  status={out ? m.state : undefined}
                  statusLabels={{ sending: t('message.sending'), success: t('message.sent'), error: t('message.failed') }}
                  onRetry={out && m.state === 'error' ? () => void messaging.retry(m.mid) : undefined}
                  retryLabel={t('message.retry')}
                />
              </div>
            </Fragment>
          );
        })}
      </div>
      {!official && (
        <div className={css.composer}>
          <Composer
            aria-label={t('message.placeholder')}
            placeholder={t('message.placeholder')}
            sendLabel={t('common.send')}
            maxLength={MAX_MESSAGE_LENGTH}
            onSend={(text) => void messaging.sendText(thread.tid, text).catch(() => {})}
            autoFocus
          />
        </div>
      )}
    </>
  );
}
