/** Session state (spec §4 "Session"). Written by the session controller through the store. */
import { atom } from 'jotai/vanilla';
import type { ConfigInfo, MainUser, UserCard } from '@vchat/domain';
import type { ConnectionState } from '@vchat/xmpp-chat';

/**
 * `anonymous`: no user. `restoring`: a cached main user is being signed in again (routes
 * that need login are open, content renders from the local database). `signedIn`: chat
 * login and the config fetch succeeded.
 */
export type SessionStatus = 'anonymous' | 'restoring' | 'signedIn';

export const mainUserAtom = atom<MainUser | null>(null);
export const sessionStatusAtom = atom<SessionStatus>('anonymous');
export const configAtom = atom<ConfigInfo | null>(null);
export const profileAtom = atom<UserCard | null>(null);
export const chatStateAtom = atom<ConnectionState>('disconnected');
