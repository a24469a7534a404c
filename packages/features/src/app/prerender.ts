/**
 * The app's side of the build-time prerendered landing (issue 21; tooling/vite-app/prerender.mjs).
 *
 * - The hint: the inline guard in `index.html` runs before the app and cannot read the key-value
 *   store (IndexedDB, asynchronous), so the app keeps a one-word hint in localStorage
 *   (`vchat.prerender`) of whether the English, signed-out landing is what it would show:
 *   `'en'`, `'en+c'` (and the cookie notice is answered) or `'off'`.
 * - The early tap: while the prerendered markup stands, the guard holds the first tap on one of
 *   its buttons or links as `window.__vchatEarlyClick = { tag, text }`; once the app has rendered,
 *   {@link replayEarlyClick} taps the app's own element with that tag and text.
 */

/** localStorage key of the hint the inline guard reads. */
export const PRERENDER_HINT_KEY = 'vchat.prerender';

/** What the guard keeps: the English signed-out landing (with or without the cookie notice), or nothing. */
export type PrerenderHint = 'en' | 'en+c' | 'off';

/** The hint for the app's state: `language` the active interface language code. */
export function prerenderHint(state: { language: string; signedIn: boolean; consentAnswered: boolean }): PrerenderHint {
  if (state.signedIn || state.language !== 'en') return 'off';
  return state.consentAnswered ? 'en+c' : 'en';
}

/** Stores the hint; a storage that refuses (private mode, quota) only costs the prerender. */
export function writePrerenderHint(hint: PrerenderHint, storage?: Pick<Storage, 'getItem' | 'setItem'>): void {
  try {
    // Reading `localStorage` itself throws where storage is denied (an opaque origin).
    const s = storage ?? globalThis.localStorage;
    if (s && s.getItem(PRERENDER_HINT_KEY) !== hint) s.setItem(PRERENDER_HINT_KEY, hint);
  } catch {
    // not kept: the guard falls back to the browser's language
  }
}

/** A tap the guard held: the tag name (upper case, as `Element.tagName`) and text of what was tapped. */
export interface EarlyClick {
  tag: string;
  text: string;
}

/** The held tap in `holder.__vchatEarlyClick`, if it is well-formed (it comes from the page, not from us). */
export function heldClick(holder: { __vchatEarlyClick?: unknown } = globalThis as never): EarlyClick | null {
  const c = holder.__vchatEarlyClick as Partial<EarlyClick> | null | undefined;
  if (!c || typeof c.tag !== 'string' || typeof c.text !== 'string' || !/^(BUTTON|A)$/.test(c.tag)) return null;
  return { tag: c.tag, text: c.text };
}

/**
 * Takes the held tap out of `holder.__vchatEarlyClick` (the caller has acted on it), leaving the
 * guard holding any later tap for {@link replayEarlyClick}.
 */
export function takeHeldClick(holder: { __vchatEarlyClick?: unknown } = globalThis as never): void {
  if (holder.__vchatEarlyClick) holder.__vchatEarlyClick = {};
}

/**
 * Ends the guard's holding (sets `holder.__vchatEarlyClick` to null) and, if it held a tap,
 * clicks the first element under `root` with the same tag and text. Returns that element, or
 * null when there was no tap or nothing matches now (the tap is then dropped, as a tap on a
 * vanished button would be).
 */
export function replayEarlyClick(root: ParentNode, holder: { __vchatEarlyClick?: unknown } = globalThis as never): HTMLElement | null {
  const held = heldClick(holder);
  holder.__vchatEarlyClick = null;
  if (!held) return null;
  const target = [...root.querySelectorAll<HTMLElement>(held.tag.toLowerCase())].find((el) => el.textContent === held.text) ?? null;
  target?.click();
  return target;
}
