/**
 * The open thread (spec §3, §4): a virtualised message list (TanStack Virtual, end-anchored:
 * it starts at the newest message, keeps the visible message still when older pages are
 * prepended, and follows new messages only when the reader is at the end), the connection
 * notice, the unpaid send limit (a warning from 5 left, at the limit a panel with what lifts it
 * in place of the composer), the composer with photo, sticker and gift pickers, and the photo
 * viewer over the thread's photos.
 * A 10,000-message thread mounts only the rows in view plus overscan.
 */
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useAtomValue, useStore } from 'jotai';
import { Avatar, Composer, GiftIcon, IconButton, ImageIcon, Spinner, StickerIcon, TopBar, VideoCameraIcon } from '@vchat/ui-kit';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '@vchat/i18n';
import { MAX_MESSAGE_LENGTH, OFFICIAL_THREAD_TID, bareJid, isAnchorJid, type GiftAttachment, type Message, type Thread } from '@vchat/domain';
import { useServices } from '../common/ServicesContext.tsx';
import { describeError } from '../common/errors.ts';
import { chatStateAtom, mainUserAtom } from '@vchat/client';
import { showToast } from '../common/toast.ts';
import { openHasOlderAtom, photoViewerAtom, revealedAtom, sendLockAtom, showOriginalAtom } from '@vchat/client';
import { giftCatalogAtom } from '@vchat/client';
import { dayLabel } from './format.ts';
import { MessageItem, type MessageItemProps } from './MessageItem.tsx';
import { StickerSheet } from './StickerSheet.tsx';
import { GiftSheet } from './GiftSheet.tsx';
import { MessageInputError, giftRefusal, type MessageInputCode } from '@vchat/client';
import { sendLimitState } from '@vchat/client';
import { SendLimitPanel, SendLimitWarning } from './SendLimitNotice.tsx';
import { usePriceAhead } from './usePriceAhead.ts';
import { useLaggingMessages } from './useLaggingMessages.ts';
import { ThreadPhotoViewer } from './ThreadPhotoViewer.tsx';
import { UnlockDialog } from './UnlockDialog.tsx';
import { currentPath, openCoinStoreAtom } from '../common/purchase.ts';
import * as css from './message.css.ts';
import { avatarOfUid } from '../common/people.ts';
import { blockedJidsAtom } from '@vchat/client';
import { HostSafetyMenu } from '../safety/HostSafetyMenu.tsx';
import * as safetyCss from '../safety/safety.css.ts';
import { MessageActions, MessageActionsButton, useLongPress, type ActionMessage } from '../safety/MessageActions.tsx';
import { TEXT_TYPES, messagePreview } from './preview.ts';
import { useExtraSmall } from '../shell/useExtraSmall.ts';

/** Her messages a viewer can act on (copy, report, issue 20.16): what she wrote or sent, not notices or call lines. */
const ACTIONABLE_TYPES = new Set([...TEXT_TYPES, 'image', 'short_video', 'image_with_gift', 'sticker', 'gift', 'ask_gift']);

/** One of her messages with its actions: long press, right click and the hover/focus button open them. */
function ActionableMessage({ onOpen, children, ...data }: { onOpen: () => void; children: ReactNode } & Record<`data-${string}`, string>) {
  const press = useLongPress(onOpen);
  return (
    <div {...data} {...press} className={safetyCss.messageActionsHost}>
      {children}
      <MessageActionsButton onOpen={onOpen} />
    </div>
  );
}

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,video/mp4';

// The thread's dialogs (closed nearly all the time) skip the thread's renders unless their own
// props change: a message coming in renders the thread twice (the list, then the list measured),
// and these were some 40 of its 70 components each time (issue 21, typing while she writes).
const SafetyMenu = memo(HostSafetyMenu);
const Actions = memo(MessageActions);
const Unlock = memo(UnlockDialog);

/** What a thread's rows do (MessageItem's handlers), one object for the whole list. */
type RowHandlers = Pick<MessageItemProps, 'onUnlock' | 'onAnswerAskGift' | 'onRetry' | 'onOpenPhoto' | 'onTranslate' | 'onToggleOriginal' | 'onReveal'>;

/**
 * One row of a thread: its day label (`day`, when the day changes here), the message, and for
 * her messages the actions (long press, right click, the button). Memoised: with stable
 * `handlers` and `onOpenActions`, a row renders again only when its message or placing changes.
 */
const MessageRow = memo(function MessageRow({ message: m, day, outgoing, actionable, me, peerName, locale, retryBlocked, handlers, onOpenActions }: {
  message: Message;
  day: string | undefined;
  outgoing: boolean;
  actionable: boolean;
  me: string;
  peerName: string | undefined;
  locale: string;
  retryBlocked: boolean;
  handlers: RowHandlers;
  onOpenActions: (m: Message) => void;
}) {
  const item = (
    <MessageItem
      message={m}
      outgoing={outgoing}
      me={me}
      peerName={peerName}
      locale={locale}
      // The unlock overlay shows the progress; the button stays focusable for focus return.
      unlocking={false}
      retryBlocked={retryBlocked}
      {...handlers}
    />
  );
  return (
    <>
      {day !== undefined && <div className={css.dayLabel}>{day}</div>}
      {actionable ? (
        <ActionableMessage data-testid="message" data-mid={m.mid} data-type={m.type} data-state={m.state} data-direction="in" onOpen={() => onOpenActions(m)}>
          {item}
        </ActionableMessage>
      ) : (
        <div data-testid="message" data-mid={m.mid} data-type={m.type} data-state={m.state} data-direction={outgoing ? 'out' : 'in'}>
          {item}
        </div>
      )}
    </>
  );
});

/** The toast for each refusal a user can fix. */
const INPUT_ERROR_KEYS: Partial<Record<MessageInputCode, string>> = {
  'unsupported-type': 'message.badType',
  'too-large': 'message.tooBig',
  'send-locked': 'message.limitTitle',
  'too-long': 'message.tooLong',
};

/**
 * One open thread (spec §2 /message?tid=): its top bar, the virtualized message list pinned to
 * the newest message, the composer and its sheets. `thread` is the list's object for it,
 * `presence` her status, `onBack` closes it. Memoized: the messaging client keeps an unchanged
 * thread's object, so a change elsewhere in the thread list does not draw it again.
 */
export const ThreadView = memo(function ThreadView({ thread, presence, onBack }: { thread: Thread; presence: 'online' | 'busy' | 'offline' | undefined; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const { messaging } = services;
  const store = useStore();
  const messages = useLaggingMessages(thread.tid);
  const hasOlder = useAtomValue(openHasOlderAtom);
  const me = useAtomValue(mainUserAtom);
  const chatState = useAtomValue(chatStateAtom);
  const lock = useAtomValue(sendLockAtom)[thread.tid];
  const gifts = useAtomValue(giftCatalogAtom);
  const blocked = useAtomValue(blockedJidsAtom).has(thread.linkedJid.toLowerCase());
  const scroller = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [sheet, setSheet] = useState<'sticker' | 'gift' | null>(null);
  const [askMid, setAskMid] = useState<string | null>(null);
  /** The paid photo or video whose unlock overlay is open (spec §2 message unlock). */
  const [unlockMid, setUnlockMid] = useState<string | null>(null);
  const [actionOn, setActionOn] = useState<ActionMessage | null>(null);
  const extraSmall = useExtraSmall();
  const [loadingOlder, setLoadingOlder] = useState(false);
  const official = thread.tid === OFFICIAL_THREAD_TID;
  const name = official ? t('message.official') : thread.linkedUser.nickName;
  const locale = i18n.language;
  const myJid = me ? bareJid(me.jid) : '';

  useEffect(() => {
    void messaging.loadGifts();
  }, [messaging]);

  // The call screen's code loads while the viewer reads a host's thread (right after its first
  // render: on a throttled phone a tap soon after the thread opened waited 0.4 s more with a
  // 500 ms delay here), so "Video call" opens the screen without waiting for it (issue 21.3).
  // The same module as the /video route's lazy component: one chunk, fetched once.
  useEffect(() => {
    if (official) return;
    const id = setTimeout(() => void import('../calls/CallScreen.tsx').catch(() => undefined), 0);
    return () => clearTimeout(id);
  }, [official]);

  // Her price, fetched while she reads a host's thread and again after each call.
  const hostJid = !official && isAnchorJid(thread.linkedJid) ? thread.linkedJid : null;
  usePriceAhead(me !== null ? hostJid : null, services.calls);

  // Whether the reader is at the newest message. Only the user's own scrolling changes it
  // (wheel, touch, keys, scrollbar), so programmatic scrolls and media growing above can't
  // unpin a reader who is following the conversation.
  const atEnd = useRef(true);
  const userScrolling = useRef(false);
  const userIdle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const markUserScroll = () => {
    userScrolling.current = true;
    clearTimeout(userIdle.current);
    userIdle.current = setTimeout(() => (userScrolling.current = false), 200);
  };

  const virtualizer = useVirtualizer({
    count: messages.length,
    onChange: (v) => {
      if (atEnd.current && !userScrolling.current && v.getDistanceFromEnd() > 1) v.scrollToEnd();
    },
    getScrollElement: () => scroller.current,
    estimateSize: () => 76,
    getItemKey: (index) => messages[index]!.mid,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: 80,
    overscan: 8,
  });

  useLayoutEffect(() => {
    atEnd.current = true;
    virtualizer.scrollToEnd();
    // Only when another thread opens: later appends are followed by followOnAppend.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [thread.tid]);

  // Follow new messages while the reader is at the end, and always after sending.
  const lastMid = messages[messages.length - 1]?.mid;
  const lastFromMe = messages.length > 0 && bareJid(messages[messages.length - 1]!.from) === myJid;
  useLayoutEffect(() => {
    if (lastFromMe) atEnd.current = true;
    if (atEnd.current) virtualizer.scrollToEnd();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastMid]);

  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (userScrolling.current) atEnd.current = virtualizer.getDistanceFromEnd() < 160;
    if (!el || loadingOlder || !hasOlder || el.scrollTop > 240) return;
    setLoadingOlder(true);
    void messaging.loadOlder().finally(() => setLoadingOlder(false));
  }, [hasOlder, loadingOlder, messaging, virtualizer]);

  const report = useCallback((e: unknown) => {
    if (e instanceof MessageInputError) {
      showToast(store, t(INPUT_ERROR_KEYS[e.code] ?? 'common.error'), 'warning');
      return;
    }
    const refusal = giftRefusal(e);
    if (refusal) {
      const reason = refusal === 'gems-insufficient' ? t('message.gemsInsufficient') : refusal === 'send-locked' ? t('message.limitTitle') : t('message.tryAgain');
      showToast(store, t('message.giftFailed', { reason }), 'error');
      return;
    }
    showToast(store, describeError(e, t), 'error');
  }, [store, t]);

  const sendGift = async (gift: GiftAttachment) => {
    try {
      await messaging.sendGift(thread.tid, gift, askMid ?? undefined);
      showToast(store, t('message.giftSent'), 'success');
      setSheet(null);
      setAskMid(null);
    } catch (e) {
      report(e);
    }
  };

  const limit = official ? null : sendLimitState(lock, Date.now());
  const buyGems = () => store.set(openCoinStoreAtom, { path: currentPath() });
  const peerName = thread.linkedUser.nickName;
  // Her newest text, offered to include in a report (issue 20.16).
  let herMid = '';
  let herText = '';
  for (let i = messages.length - 1; i >= 0 && !official; i--) {
    const m = messages[i]!;
    if (bareJid(m.from) === bareJid(thread.linkedJid) && m.type === 'text' && m.content) {
      herMid = m.mid;
      herText = m.content;
      break;
    }
  }
  const lastFromHer = useMemo(() => (herMid ? { mid: herMid, text: herText } : null), [herMid, herText]);
  const host = useMemo(() => ({ jid: thread.linkedJid, nickName: peerName }), [thread.linkedJid, peerName]);
  const closeActions = useCallback(() => setActionOn(null), []);
  const closeUnlock = useCallback(() => setUnlockMid(null), []);

  // The rows' handlers keep their identity across renders, so a message that arrives (or a
  // keystroke's render) renders only the rows that changed, not every row on screen (issue 21:
  // a host's message while the viewer typed was a 65 ms task at 4x CPU).
  const handlers = useMemo<RowHandlers>(() => ({
    onUnlock: (mid) => setUnlockMid(mid),
    onAnswerAskGift: (mid) => {
      setAskMid(mid);
      setSheet('gift');
    },
    onRetry: (mid) => void messaging.retry(mid).catch(report),
    onOpenPhoto: (mid) => store.set(photoViewerAtom, mid),
    onTranslate: (mid) => void messaging.translate(mid).catch(report),
    onToggleOriginal: (mid) => {
      const cur = store.get(showOriginalAtom);
      store.set(showOriginalAtom, { ...cur, [mid]: !cur[mid] });
    },
    onReveal: (mid) => store.set(revealedAtom, { ...store.get(revealedAtom), [mid]: true }),
  }), [messaging, report, store]);
  const onOpenActions = useCallback(
    (m: Message) => setActionOn({ mid: m.mid, text: messagePreview(m, t), isText: TEXT_TYPES.has(m.type) }),
    [t],
  );

  const items = virtualizer.getVirtualItems();
  const dayWords = { today: t('message.today'), yesterday: t('message.yesterday') };
  // A row's day is also the next row's "day before": each is worked out once per render.
  const days = new Map<Message, string>();
  const dayOf = (m: Message) => {
    let d = days.get(m);
    if (d === undefined) days.set(m, (d = dayLabel(m.date, locale, dayWords)));
    return d;
  };

  return (
    <>
      <TopBar
        title={
          official ? (
            <span className={css.titleRow}>
              <Avatar src={null} name={name} size={36} status={presence} />
              <span className={css.titleText}><span className={css.titleName} dir="auto">{name}</span></span>
            </span>
          ) : (
            // The host's name opens her profile (spec §2 /anchorprofile).
            <button type="button" className={`${css.titleRow} ${css.titleButton}`} data-testid="thread-peer"
              onClick={() => void navigate({ to: '/anchorprofile', search: { jid: thread.linkedJid } })}>
              <Avatar src={thread.linkedUser.avatarUrl ?? avatarOfUid(thread.linkedUser.uid)} name={name} size={36} status={presence} />
              <span className={css.titleText}>
                <span className={css.titleName} dir="auto">{name}</span>
                {presence && <span className={css.titleStatus}>{t(`status.${presence}`)}</span>}
              </span>
            </button>
          )
        }
        onBack={onBack}
        backLabel={t('common.back')}
        // Below 1024 px the thread list (with the page's h1) is hidden: the peer's name is the h1.
        as={extraSmall ? 'h1' : 'h2'}
        actions={
          official ? undefined : (
            <>
              <IconButton
                aria-label={t('call.start')}
                icon={<VideoCameraIcon />}
                variant="primary"
                disabled={blocked}
                onClick={() => {
                  // The camera starts opening at the tap, beside the call screen's render (issue 21.3).
                  if (hostJid) services.calls.warmUp(hostJid);
                  void navigate({ to: '/video/$uid', params: { uid: thread.linkedUser.uid }, search: { jid: thread.linkedJid } });
                }}
              />
              <SafetyMenu host={host} lastMessage={lastFromHer} />
            </>
          )
        }
      />
      {blocked && !official && (
        <p className={safetyCss.notice} role="status" data-testid="thread-blocked">{t('safety.threadBlocked', { name: peerName })}</p>
      )}
      {chatState !== 'connected' && !official && (
        <div className={css.notice} role="status">{chatState === 'connecting' ? t('message.connecting') : t('message.offline')}</div>
      )}
      <div
        className={css.messages}
        ref={scroller}
        onScroll={onScroll}
        onWheel={markUserScroll}
        onTouchMove={markUserScroll}
        onKeyDown={markUserScroll}
        onPointerDown={markUserScroll}
        tabIndex={0} data-testid="message-list" role="log" aria-live="polite" aria-busy={loadingOlder}>
        {messages.length === 0 && <div className={css.center}>{t('message.emptyThread')}</div>}
        {loadingOlder && (
          <div className={css.loadingOlder} role="status"><Spinner size={16} /> {t('message.loadingOlder')}</div>
        )}
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
          {items.map((row) => {
            const m = messages[row.index]!;
            const prev = row.index > 0 ? messages[row.index - 1] : undefined;
            const day = dayOf(m);
            const showDay = !prev || dayOf(prev) !== day;
            const outgoing = bareJid(m.from) === myJid;
            const actionable = !official && !outgoing && bareJid(m.from) === bareJid(thread.linkedJid) && ACTIONABLE_TYPES.has(m.type);
            return (
              <div
                key={row.key}
                data-index={row.index}
                ref={virtualizer.measureElement}
                className={css.row}
                style={{ transform: `translateY(${row.start}px)` }}
              >
                <MessageRow
                  message={m}
                  day={showDay ? day : undefined}
                  outgoing={outgoing}
                  actionable={actionable}
                  me={myJid}
                  peerName={official ? undefined : thread.linkedUser.nickName}
                  locale={locale}
                  retryBlocked={limit?.kind === 'locked'}
                  handlers={handlers}
                  onOpenActions={onOpenActions}
                />
              </div>
            );
          })}
        </div>
      </div>
      {limit?.kind === 'locked' && <SendLimitPanel state={limit} peerName={peerName} onBuy={buyGems} />}
      {!official && limit?.kind !== 'locked' && (
        <div className={css.composer}>
          {limit?.kind === 'low' && <SendLimitWarning left={limit.left} peerName={peerName} onBuy={buyGems} />}
          <input
            ref={fileInput}
            type="file"
            accept={ACCEPT}
            hidden
            data-testid="file-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void messaging.sendMedia(thread.tid, file, file.name).catch(report);
            }}
          />
          <Composer
            aria-label={t('message.placeholder')}
            placeholder={t('message.placeholder')}
            sendLabel={t('common.send')}
            maxLength={MAX_MESSAGE_LENGTH}
            disabled={lock?.locked === true || blocked}
            onSend={(text) => void messaging.sendText(thread.tid, text).catch(report)}
            slotLabel={t('common.more')}
            startSlot={
              <>
                <IconButton aria-label={t('message.attachImage')} icon={<ImageIcon />} onClick={() => fileInput.current?.click()} />
                <IconButton aria-label={t('message.attachSticker')} icon={<StickerIcon />} onClick={() => setSheet('sticker')} />
                <IconButton aria-label={t('message.attachGift')} icon={<GiftIcon />} onClick={() => { setAskMid(null); setSheet('gift'); }} />
              </>
            }
            autoFocus
          />
        </div>
      )}
      <ThreadPhotoViewer />
      <Actions host={host} message={actionOn} onClose={closeActions} />
      <Unlock message={unlockMid ? (messages.find((m) => m.mid === unlockMid) ?? null) : null} onClose={closeUnlock} onError={report} />
      {sheet === 'sticker' && (
        <StickerSheet
          onClose={() => setSheet(null)}
          onPick={(s) => {
            setSheet(null);
            void messaging.sendSticker(thread.tid, s).catch(report);
          }}
        />
      )}
      {sheet === 'gift' && (
        <GiftSheet
          preselect={askMid ? (messages.find((m) => m.mid === askMid)?.attachment as { giftId?: string } | undefined)?.giftId : undefined}
          catalog={gifts}
          onClose={() => {
            setSheet(null);
            setAskMid(null);
          }}
          onSend={sendGift}
        />
      )}
    </>
  );
});
