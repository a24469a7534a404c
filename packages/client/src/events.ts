/**
 * Events the client raises for the UI to show once, in the interface language (the client has
 * no texts of its own): a callback the viewer missed for lack of gems (spec §5). The UI reads
 * `clientEventsAtom`, shows each event and takes it off with {@link takeClientEvent}.
 */
import { atom, type createStore } from 'jotai/vanilla';

/** What happened. */
export type ClientEvent = { kind: 'missedCallback'; peer: { jid: string; nickName: string } };

/** Events not shown yet, oldest first, each with its id. */
export const clientEventsAtom = atom<ReadonlyArray<ClientEvent & { id: number }>>([]);

let nextId = 1;

/** Adds an event for the UI. */
export function pushClientEvent(store: ReturnType<typeof createStore>, e: ClientEvent): void {
  store.set(clientEventsAtom, [...store.get(clientEventsAtom), { ...e, id: nextId++ }]);
}

/** Removes a shown event. */
export function takeClientEvent(store: ReturnType<typeof createStore>, id: number): void {
  store.set(clientEventsAtom, store.get(clientEventsAtom).filter((e) => e.id !== id));
}
