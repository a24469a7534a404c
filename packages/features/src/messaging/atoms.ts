/** Messaging state (spec §3, §4). Written by the messaging controller through the store. */
import { atom } from 'jotai';
import type { Message, Thread } from '@vchat/domain';
import type { PresenceUpdate } from '@vchat/xmpp-chat';

/** Threads of the main user, newest activity first. */
export const threadsAtom = atom<Thread[]>([]);
/** Whether the thread list has been read from the local database at least once. */
export const threadsLoadedAtom = atom(false);
/** tid of the open thread, or null. */
export const openTidAtom = atom<string | null>(null);
/** Latest messages of the open thread, oldest first. */
export const openMessagesAtom = atom<Message[]>([]);
/** Unread total shown on the Messages nav item (spec §4: ask_gift excluded). */
export const totalUnreadAtom = atom((get) => get(threadsAtom).reduce((n, t) => n + t.unread, 0));
/** Latest presence per bare jid, from the chat stream. */
export const presenceAtom = atom<Record<string, PresenceUpdate>>({});
