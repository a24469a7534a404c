import { useEffect } from 'react';
import { useStore } from 'jotai';
import { callActiveAtom } from '@vchat/client';

/**
 * Fetches the price of host `hostJid` ahead of a call while her thread is open (issue 21.3: a
 * tap on "Video call" need not wait for it; the client keeps it for a short while), and again
 * each time a call ends (it used the last one and changed the wallet; the thread stays open
 * behind the call, so it is not opened anew). `hostJid` null (the official thread, a peer who
 * is not a host, or no viewer signed in): nothing is fetched.
 *
 * The call's state is followed through the store, not read in render: a call starting or
 * ending over the thread would otherwise draw the whole thread again (its composer and the
 * message list's layout read: ~100 ms of main thread on a 4x slower phone while the call's
 * offer was being made). Never re-renders its component.
 */
export function usePriceAhead(hostJid: string | null, calls: { prepareQuote(hostJid: string): void }): void {
  const store = useStore();
  useEffect(() => {
    if (!hostJid) return;
    const ask = () => {
      if (!store.get(callActiveAtom)) calls.prepareQuote(hostJid);
    };
    ask();
    return store.sub(callActiveAtom, ask);
  }, [hostJid, store, calls]);
}
