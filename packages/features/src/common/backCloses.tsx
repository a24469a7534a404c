/**
 * The browser's Back closes the top sheet or dialog (issue 17.9), as it leaves a popup route:
 * on a phone, Back is how people dismiss what is on top. A dialog that is not a route (the coin
 * store, the sticker and gift sheets, the friends lists, the lucky box, prompts) adds a history
 * entry for the same address while it is open (`history.pushState`, marked with its number);
 * Back pops that entry, and the popstate closes every dialog opened after the entry now current,
 * newest first. Closing a dialog with its own button takes its entry back off the history, so
 * the next Back leaves the page as before; a dialog that opens while that is under way adds its
 * entry once it is done. The router sees pops to the same address and keeps the page.
 */
import { useLayoutEffect, useRef } from 'react';

/** The history.state field that carries a dialog's number. */
const MARK = 'vchatDialog';

interface Entry {
  /** Grows with each dialog opened. */
  n: number;
  close: () => void;
  /** Whether its history entry was added (it waits while our own Back is under way). */
  pushed: boolean;
}

/** Open dialogs, oldest first. */
const open: Entry[] = [];
let counter = 0;
let listening = false;
/** A `history.back()` of ours is under way: the next popstate is its end, not the user's Back. */
let ownBack = false;

/** The dialog number of a history state (0 when the entry is not a dialog's). */
function markOf(state: unknown): number {
  const n = state && typeof state === 'object' ? (state as Record<string, unknown>)[MARK] : undefined;
  return typeof n === 'number' ? n : 0;
}

/** Adds the entry's history entry; the current one is reused when a closed dialog left it. */
function addEntry(entry: Entry): void {
  entry.pushed = true;
  const current = markOf(window.history.state);
  // A dialog closed a moment ago and its entry is still current (its removal is checked in a
  // microtask; React's development double effects do the same): reuse it, do not stack.
  const stale = current > 0 && !open.some((e) => e.n === current);
  const state = { ...(window.history.state as object | null), [MARK]: entry.n };
  if (stale) window.history.replaceState(state, '', window.location.href);
  else window.history.pushState(state, '', window.location.href);
}

/** A pop: the end of our own Back, or the user's Back closing dialogs newest first. */
function onPopState(e: PopStateEvent): void {
  if (ownBack) {
    ownBack = false;
    for (const entry of open) if (!entry.pushed) addEntry(entry);
    return;
  }
  const current = markOf(e.state);
  while (open.length > 0 && open[open.length - 1]!.n > current) open.pop()!.close();
}

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('popstate', onPopState);
}

/** Registers an open dialog (adds its history entry); returns its removal. */
function register(close: () => void): () => void {
  listen();
  const entry: Entry = { n: ++counter, close, pushed: false };
  open.push(entry);
  if (!ownBack) addEntry(entry);
  return () => {
    const i = open.indexOf(entry);
    if (i < 0) return; // closed by Back: its entry is gone already
    open.splice(i, 1);
    if (!entry.pushed) return;
    // Closed by its own button: take its entry off the history, if it is still the current one.
    // Checked in a microtask: a dialog that closes and navigates in one handler ("Video call",
    // "View profile") has had the router push the new page by then (the router writes history
    // in a microtask queued by `navigate`, before this one), and its entry stays under the new
    // page, where Back returns to the page it was opened on. A plain close pops at once.
    queueMicrotask(() => {
      if (markOf(window.history.state) !== entry.n) return;
      ownBack = true;
      window.history.back();
    });
  };
}

/**
 * Makes Back close this dialog while `isOpen` (the newest open dialog closes first). `onClose`
 * is what the dialog's own close button does; its latest value is used.
 */
export function useCloseOnBack(isOpen: boolean, onClose: () => void): void {
  const latest = useRef(onClose);
  latest.current = onClose;
  // A layout effect: the history entry is there before the dialog is painted. A passive effect
  // runs after paint when the dialog appears outside a click (its lazy chunk resolved, a
  // prompt), and a Back pressed in that gap left the page (the flaky phone.spec 17.9 run).
  useLayoutEffect(() => {
    if (!isOpen) return;
    return register(() => latest.current());
  }, [isOpen]);
}
