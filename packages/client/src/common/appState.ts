/**
 * The state of this copy of the app against the device's data (spec §3 local databases): a
 * newer app in another tab upgraded the chat database, so this page's code is older than its
 * data and must be reloaded (issue 19.9); or the device's storage is full and the chat data is
 * kept in memory (issue 19.10). Set by the client; the shell shows them.
 */
import { atom } from 'jotai/vanilla';

/** True once another tab upgraded or deleted the chat database under this page. */
export const staleAppAtom = atom(false);

/**
 * True once the device's storage was found full: the chat data now lives in memory (the
 * client's lazy chat store, issue 19.10) and is kept only until the app is closed.
 */
export const storageFullAtom = atom(false);
