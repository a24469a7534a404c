/**
 * The state of this copy of the app against the device's data (spec §3 local databases): a
 * newer app in another tab upgraded the chat database, so this page's code is older than its
 * data and must be reloaded (issue 19.9). Set by the client; the shell shows it.
 */
import { atom } from 'jotai/vanilla';

/** True once another tab upgraded or deleted the chat database under this page. */
export const staleAppAtom = atom(false);
