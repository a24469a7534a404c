/** Transient messages for the user (errors of commands, confirmations). */
import { atom, type createStore } from 'jotai';

export interface ToastItem {
  id: number;
  text: string;
  tone: 'info' | 'success' | 'warning' | 'error';
}

export const toastsAtom = atom<ToastItem[]>([]);
let nextId = 1;

/** Shows a toast (at most 3 at once; the oldest goes first). */
export function showToast(store: ReturnType<typeof createStore>, text: string, tone: ToastItem['tone'] = 'info'): void {
  store.set(toastsAtom, [...store.get(toastsAtom).slice(-2), { id: nextId++, text, tone }]);
}

/** Removes a toast by id. */
export function dismissToast(store: ReturnType<typeof createStore>, id: number): void {
  store.set(toastsAtom, store.get(toastsAtom).filter((t) => t.id !== id));
}
