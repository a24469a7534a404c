/**
 * One prompt at a time (issue 17.10). After sign-in the Match sheet, a welcome notice, the
 * cookie bar, "Picked for you" and complete-profile used to pile up on a phone. Now:
 * - the offers the app makes on its own (complete-profile, improve-information, today's
 *   suggested host, the download-app offer) ask for a turn with {@link usePromptTurn}; one is
 *   granted at a time, by priority, and only while no other dialog is on screen (a route
 *   popup such as Match or Login, the coin store, a call, a sheet the user opened);
 * - notice banners (messages, friends online, foreground pushes) wait while any dialog is on
 *   screen ({@link useDialogOnScreen}), so they never cover a dialog's close button;
 * - the cookie bar reserves its space at the bottom (CookieConsent), so it covers nothing.
 * `PromptHost` (mounted once in the root) watches the document for modal dialogs and grants.
 */
import { useEffect, type ReactNode } from 'react';
import { atom, useAtomValue, useSetAtom, useStore } from 'jotai';

/** The offers that take turns, highest priority first. */
export const PROMPT_ORDER = ['completeProfile', 'improveInfo', 'exclusiveGirl', 'downloadApp'] as const;
export type PromptId = (typeof PROMPT_ORDER)[number];

/** Prompts that want a turn now. */
const wantingAtom = atom<ReadonlySet<PromptId>>(new Set<PromptId>());
/** The prompt on screen (granted), or null. */
export const promptGrantedAtom = atom<PromptId | null>(null);
/** A modal dialog that is not a granted prompt is on screen. */
export const otherDialogAtom = atom(false);
/** Any modal dialog is on screen (a granted prompt's included). */
export const dialogOnScreenAtom = atom(false);

/** Selector of modal dialogs (ui-kit Modal, ConfirmDialog, overlays). */
const MODAL = '[role="dialog"][aria-modal="true"], [role="alertdialog"]';

/**
 * Which modal dialogs the document shows: any, and any outside a prompt's own frame
 * (`[data-prompt]`). Pure over a document, for tests.
 */
export function dialogsOnScreen(doc: Pick<Document, 'querySelectorAll'>): { any: boolean; other: boolean } {
  const all = [...doc.querySelectorAll(MODAL)];
  return { any: all.length > 0, other: all.some((el) => !el.closest('[data-prompt]')) };
}

/**
 * The next prompt to show: the granted one while it still wants its turn; else, when no other
 * dialog is on screen, the highest-priority prompt that wants one; else none.
 */
export function nextGrant(granted: PromptId | null, wanting: ReadonlySet<PromptId>, otherDialog: boolean): PromptId | null {
  if (granted && wanting.has(granted)) return granted;
  if (otherDialog) return null;
  return PROMPT_ORDER.find((id) => wanting.has(id)) ?? null;
}

/**
 * Asks for a turn while `wanted`; true while this prompt is the one on screen. Render the
 * prompt's dialog inside {@link PromptFrame} so it is not counted as "another dialog".
 */
export function usePromptTurn(id: PromptId, wanted: boolean): boolean {
  const setWanting = useSetAtom(wantingAtom);
  const granted = useAtomValue(promptGrantedAtom);
  useEffect(() => {
    if (!wanted) return;
    setWanting((s) => new Set(s).add(id));
    return () =>
      setWanting((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
  }, [id, wanted, setWanting]);
  return wanted && granted === id;
}

/** True while any modal dialog is on screen: notice banners wait meanwhile. */
export function useDialogOnScreen(): boolean {
  return useAtomValue(dialogOnScreenAtom);
}

/** Wraps a prompt's dialog (layout-neutral), marking it as the prompt's own. */
export function PromptFrame({ id, children }: { id: PromptId; children: ReactNode }) {
  return (
    <div data-prompt={id} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/** Mounted once (root layout): follows the document's dialogs and grants turns. */
export function PromptHost(): null {
  const store = useStore();
  useEffect(() => {
    const update = () => {
      const d = dialogsOnScreen(document);
      if (store.get(dialogOnScreenAtom) !== d.any) store.set(dialogOnScreenAtom, d.any);
      if (store.get(otherDialogAtom) !== d.other) store.set(otherDialogAtom, d.other);
      const next = nextGrant(store.get(promptGrantedAtom), store.get(wantingAtom), d.other);
      if (store.get(promptGrantedAtom) !== next) store.set(promptGrantedAtom, next);
    };
    // Coalesced to a microtask: prompts that ask in the same render are granted by priority.
    let queued = false;
    let live = true;
    const schedule = () => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        if (live) update();
      });
    };
    schedule();
    const mo = new MutationObserver(schedule);
    mo.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-modal', 'role'] });
    const unsub = store.sub(wantingAtom, schedule);
    return () => {
      live = false;
      mo.disconnect();
      unsub();
    };
  }, [store]);
  return null;
}
