/** Messaging state (spec §3, §4). Written by the messaging controller through the store. */
import { atom } from 'jotai/vanilla';
import type { Message, Thread } from '@vchat/domain';
import type { PresenceUpdate } from '@vchat/xmpp-chat';

/** Threads of the main user, newest activity first. */
export const threadsAtom = atom<Thread[]>([]);
/** Whether the thread list has been read from the local database at least once. */
export const threadsLoadedAtom = atom(false);
/** tid of the open thread, or null. */
export const openTidAtom = atom<string | null>(null);
/** Loaded messages of the open thread (the latest page plus older pages), oldest first. */
export const openMessagesAtom = atom<Message[]>([]);
/** Whether older messages than those loaded exist in the open thread. */
export const openHasOlderAtom = atom(false);
/** Unread total shown on the Messages nav item (spec §4: ask_gift excluded). */
export const totalUnreadAtom = atom((get) => get(threadsAtom).reduce((n, t) => n + t.unread, 0));
/** Latest presence per bare jid, from the chat stream. */
export const presenceAtom = atom<Record<string, PresenceUpdate>>({});
/**
 * Hosts' online status per bare jid from multi_online_status and the `notice` database's
 * onlineUsers (the last known one, shown at once after a reload); chat-stream presence wins.
 */
export const onlineStatusAtom = atom<Record<string, 'online' | 'busy' | 'offline'>>({});
/** Upload progress 0..1 per message mid while a file uploads. */
export const uploadProgressAtom = atom<Record<string, number>>({});
/** Local preview (object URL) per message mid while its file uploads. */
export const localPreviewAtom = atom<Record<string, string>>({});
/** Message notice banner (spec §2): the latest message that arrived outside the open thread. */
export const noticeAtom = atom<{ tid: string; mid: string; name: string; text: string; type: string; peerJid: string } | null>(null);
/** Send lock per thread (send_msg_lock): locked threads disable the composer. */
export const sendLockAtom = atom<Record<string, { locked: boolean; reason: string; freeLeft: number }>>({});
/** Messages whose original text is shown instead of their translation. */
export const showOriginalAtom = atom<Record<string, boolean>>({});
/** Messages being translated now. */
export const translatingAtom = atom<Record<string, boolean>>({});
/** show_translate setting (spec §3, §9): translation is offered only when on. Default on. */
export const showTranslateAtom = atom(true);
/** Sensitive images the user chose to reveal (spec §5 "blurred until tapped"). */
export const revealedAtom = atom<Record<string, boolean>>({});
/** The photo shown in the photo viewer (its message mid), or null when the viewer is closed. */
export const photoViewerAtom = atom<string | null>(null);
