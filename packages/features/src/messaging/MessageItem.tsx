/**
 * One message of a thread, rendered by its type (spec §3): text (links only http/https,
 * never HTML), image and short video (upload progress, paid unlock, sensitive blur), sticker,
 * gift, ask-gift (answer with a gift), call records, official and system notices, and a
 * placeholder for types this version cannot show. Media load only from allowed hosts.
 */
import { CallRatingBadge } from '../safety/RateCall.tsx';
import { memo } from 'react';
import { useAtomValue } from 'jotai';
import {
  AskGiftMessage, CallRecordMessage, CoinIcon, GiftMessage, MediaMessage, MessageBubble, StickerMessage, SystemNotice,
  TranslateToggle, UnknownMessage, formatCallDuration,
} from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import {
  OFFICIAL_THREAD_TID, SensitiveFlag, bareJid, coinIconTier,
  type AskGiftAttachment, type CallAttachment, type GiftAttachment, type MediaAttachment, type Message, type StickerAttachment,
} from '@vchat/domain';
import { useServices } from '../common/ServicesContext.tsx';
import { END_TEXT } from '../common/callEnd.ts';
import { recordEndReason } from '@vchat/client';
import { localPreviewAtom, revealedAtom, showOriginalAtom, showTranslateAtom, translatingAtom, uploadProgressAtom } from '@vchat/client';
import { giftCatalogAtom } from '@vchat/client';
import { safeMediaUrl } from '@vchat/client';
import { messageTimeLabel } from './format.ts';
import { TEXT_TYPES, messagePreview } from './preview.ts';
import { FriendNotice } from './FriendNotice.tsx';

export { messagePreview };

export interface MessageItemProps {
  message: Message;
  outgoing: boolean;
  /** The main user's bare jid (a call's direction comes from its caller). */
  me: string;
  /** The thread's peer name (friend notices name the host). */
  peerName?: string;
  locale: string;
  onUnlock: (mid: string) => void;
  unlocking: boolean;
  onAnswerAskGift: (mid: string, giftId: string) => void;
  onRetry: (mid: string) => void;
  /**
   * The thread is at the unpaid daily limit: a failed message offers no Retry (it cannot
   * work until the limit lifts) and says why it was not sent.
   */
  retryBlocked?: boolean;
  /** Opens the photo viewer on this message's photo. */
  onOpenPhoto?: (mid: string) => void;
  onTranslate: (mid: string) => void;
  onToggleOriginal: (mid: string) => void;
  onReveal: (mid: string) => void;
}

const NOTICE_TYPES = new Set([
  'system', 'friends_request', 'add_friend_msg', 'invite_video', 'violate_rule', 'maintenance', 'question_answer',
  'attribution_refresh', 'location', 'audio', 'video', 'online_info', 'notice_info', 'collection_info', 'filed_busy_offline',
  'local_accept_friend',
]);

function MessageItemImpl(p: MessageItemProps) {
  const { t } = useTranslation();
  const { env, hosts } = useServices();
  const m = p.message;
  const dev = env === 'development';
  const media = (url: string | undefined) => safeMediaUrl(url, hosts.mediaOrigins, dev);
  const progress = useAtomValue(uploadProgressAtom)[m.mid];
  const preview = useAtomValue(localPreviewAtom)[m.mid];
  const translating = useAtomValue(translatingAtom)[m.mid] === true;
  const showOriginal = useAtomValue(showOriginalAtom)[m.mid] === true;
  const revealed = useAtomValue(revealedAtom)[m.mid] === true;
  const showTranslate = useAtomValue(showTranslateAtom);
  const gifts = useAtomValue(giftCatalogAtom);
  const direction = p.outgoing ? 'out' : 'in';
  const time = messageTimeLabel(m.date, p.locale);
  const status = p.outgoing ? m.state : undefined;
  const bubble = {
    direction,
    timeLabel: time,
    status,
    statusLabels: { sending: t('message.sending'), success: t('message.sent'), error: p.retryBlocked ? t('message.failedLimit') : t('message.failed') },
    onRetry: p.outgoing && m.state === 'error' && !p.retryBlocked ? () => p.onRetry(m.mid) : undefined,
    retryLabel: t('message.retry'),
  } as const;

  if (TEXT_TYPES.has(m.type) || (m.type === 'official_message') || (m.tid === OFFICIAL_THREAD_TID && m.type === 'system')) {
    const translated = !!m.translate && !showOriginal && m.translate !== m.content;
    const canTranslate = !p.outgoing && showTranslate && TEXT_TYPES.has(m.type) && m.content.trim().length > 0;
    const footer = canTranslate ? (
      m.translate ? (
        <TranslateToggle
          translated={translated}
          onToggle={() => p.onToggleOriginal(m.mid)}
          showOriginalLabel={t('message.showOriginal')}
          showTranslationLabel={t('message.showTranslation')}
          translating={translating}
          translatingLabel={t('message.translating')}
        />
      ) : (
        <TranslateToggle
          translated={false}
          onToggle={() => p.onTranslate(m.mid)}
          showOriginalLabel={t('message.showOriginal')}
          showTranslationLabel={t('message.translate')}
          translating={translating}
          translatingLabel={t('message.translating')}
        />
      )
    ) : undefined;
    return <MessageBubble {...bubble} text={translated ? m.translate! : m.content} footer={footer} />;
  }

  if (m.type === 'image' || m.type === 'short_video' || m.type === 'image_with_gift') {
    const a = m.attachment as MediaAttachment | undefined;
    const thumb = preview ?? media(a?.thumbUrl) ?? undefined;
    const src = preview ?? media(a?.url) ?? undefined;
    if (!thumb && progress === undefined && m.state !== 'error') return <UnknownMessage direction={direction} text={t('message.unsupported')} />;
    const locked = a?.payNeed === true;
    const sensitive = (m.sensitiveInfo & SensitiveFlag.sensitive) !== 0;
    return (
      <MessageBubble {...bubble}>
        <MediaMessage
          kind={m.type === 'short_video' ? 'video' : 'image'}
          thumbSrc={thumb ?? ''}
          src={locked ? undefined : src}
          alt={t(`message.types.${m.type}`)}
          locked={locked ? {
            priceLabel: <span><CoinIcon tier={coinIconTier(a?.payPrice ?? 0)} size={14} /> {t('message.lockedPrice', { price: a?.payPrice ?? 0 })}</span>,
            unlockLabel: t('message.unlock'),
            onUnlock: () => p.onUnlock(m.mid),
            unlocking: p.unlocking,
          } : undefined}
          sensitive={sensitive ? { label: t('message.sensitive'), revealLabel: t('message.reveal'), revealed, onReveal: () => p.onReveal(m.mid) } : undefined}
          onOpen={m.type !== 'short_video' && !locked && p.onOpenPhoto ? () => p.onOpenPhoto?.(m.mid) : undefined}
          uploading={progress !== undefined ? { progress, label: t('message.uploading', { percent: Math.round(progress * 100) }) } : undefined}
          failed={p.outgoing && m.state === 'error' ? { label: t('message.uploadFailed'), retryLabel: t('message.retry'), onRetry: () => p.onRetry(m.mid) } : undefined}
        />
      </MessageBubble>
    );
  }

  if (m.type === 'sticker') {
    const a = m.attachment as StickerAttachment | undefined;
    const src = media(a?.thumbUrl);
    if (!a || !src) return <UnknownMessage direction={direction} text={t('message.unsupported')} />;
    return <MessageBubble {...bubble}><StickerMessage src={src} name={a.name} /></MessageBubble>;
  }

  if (m.type === 'gift') {
    const a = m.attachment as GiftAttachment | undefined;
    if (!a) return <UnknownMessage direction={direction} text={t('message.unsupported')} />;
    return (
      <MessageBubble {...bubble}>
        <GiftMessage
          direction={direction}
          iconSrc={media(a.iconUrl) ?? ''}
          title={a.title}
          priceLabel={<span><CoinIcon tier={coinIconTier(a.gemsPrice)} size={14} /> {a.gemsPrice}</span>}
        />
      </MessageBubble>
    );
  }

  if (m.type === 'ask_gift') {
    const a = m.attachment as AskGiftAttachment | undefined;
    if (!a) return <UnknownMessage direction={direction} text={t('message.unsupported')} />;
    const gift = gifts.status === 'ready' ? gifts.value.list.find((g) => g.id === a.giftId) : undefined;
    return (
      <MessageBubble {...bubble}>
        <AskGiftMessage
          iconSrc={media(gift?.iconUrl) ?? ''}
          title={gift?.title ?? t('message.types.gift')}
          text={m.content}
          priceLabel={<span><CoinIcon tier={coinIconTier(a.giftPrice)} size={14} /> {a.giftPrice}</span>}
          sent={a.isSend}
          sendLabel={t('message.askGiftSend')}
          sentLabel={t('message.askGiftSent')}
          onSend={() => p.onAnswerAskGift(m.mid, a.giftId)}
          disabled={p.outgoing || (gifts.status === 'ready' && !gift)}
        />
      </MessageBubble>
    );
  }

  if (m.type === 'v_hub_call' || m.type === 'story_line_call') {
    const a = m.attachment as CallAttachment | undefined;
    const duration = a && a.connectingTime > 0 && a.endTime > a.connectingTime ? Math.round((a.endTime - a.connectingTime) / 1000) : 0;
    const iCalled = a ? bareJid(a.caller) === p.me : p.outgoing;
    const missed = !!a && duration === 0;
    // Why it ended, in the words of the call screen (common/callEnd.ts), and how long it lasted.
    const why = a ? t(END_TEXT[recordEndReason(a, p.me)]) : '';
    const ended = duration > 0 ? <>{`${why} · ${formatCallDuration(duration)}`}{a && <CallRatingBadge call={a} />}</> : why || time;
    return (
      <CallRecordMessage
        direction={iCalled ? 'out' : 'in'}
        title={missed && !iCalled ? t('message.callMissed') : iCalled ? t('message.callOutgoing') : t('message.callIncoming')}
        detail={ended}
        missed={missed && !iCalled}
      />
    );
  }

  if (m.type === 'friends_request' || m.type === 'add_friend_msg' || m.type === 'local_accept_friend') {
    return <FriendNotice message={m} name={p.peerName ?? m.nickName} />;
  }

  if (NOTICE_TYPES.has(m.type)) {
    return <SystemNotice>{m.content || messagePreview(m, t)}</SystemNotice>;
  }

  return <UnknownMessage direction={direction} text={t('message.unsupported')} />;
}

/** One message row; re-renders only when its message or its per-message state changes. */
export const MessageItem = memo(MessageItemImpl);
