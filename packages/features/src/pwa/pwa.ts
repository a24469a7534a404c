/**
 * The installable app in the page (issue 11; spec §1 install to desktop / bookmark, §4 push):
 * registers the service worker (builds only: `/sw.js`, packages/features/src/pwa/sw.ts), keeps
 * the browser's install prompt for the add-to-desktop guide (dropped once installed), and turns a
 * push the worker forwards while the app is visible into the in-app notice.
 */
import { atom } from 'jotai';
import type { createStore } from 'jotai';
import { parsePush, PUSH_MESSAGE_TYPE, type PushPayload } from './pushPayload.ts';
import { whenInactive, type InactivityEnv } from '../app/whenInactive.ts';

/**
 * How long a first-time visitor leaves the page alone before the service worker is installed,
 * ms. Installing precaches the whole app (about 585 kB brotli, 123 files): on a phone's link
 * that took the bandwidth her sign-in and the wall needed (issue 21, tap → talking).
 */
export const SERVICE_WORKER_QUIET_MS = 10_000;

type Store = ReturnType<typeof createStore>;

/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The browser's deferred install prompt; null when the browser offers none (yet). */
export const installPromptAtom = atom<BeforeInstallPromptEvent | null>(null);
/** A push that arrived while the app was visible (spec §4 foreground push). */
export const pushNoticeAtom = atom<PushPayload | null>(null);

export interface PwaDeps {
  store: Store;
  /** Whether to register the worker (production builds; never the dev server or unit tests). */
  register: boolean;
  log?: (m: string, e?: unknown) => void;
  /** The viewer's input and idle time (default: the browser's), for the first install's wait. */
  inactivity?: InactivityEnv;
}

let workerWanted = false;
let registering: Promise<void> | null = null;
let logWorker: (m: string, e?: unknown) => void = () => undefined;

/**
 * Registers the service worker now if this page registers one at all ({@link startPwa} with
 * `register`) and it is not registered yet: for what needs it at once (a push subscription
 * after the viewer allowed notifications). A failed registration is logged and may be retried.
 */
export function ensureServiceWorker(): void {
  if (!workerWanted || registering || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  registering = navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
    () => undefined,
    (e: unknown) => {
      registering = null;
      logWorker('service worker registration failed', e);
    },
  );
}

/** At most this many pushes are held while the app starts (the notice shows the last). */
const HELD_PUSHES_MAX = 8;
/** Pushes the worker forwarded before {@link startPwa} ran (null: malformed), oldest first. */
const heldPushes: Array<PushPayload | null> = [];
let showPush: ((p: PushPayload | null) => void) | null = null;
let listening = false;

/**
 * Listens for pushes the service worker forwards to this visible page (sw.ts), from now on, and
 * takes those the prerendered page's loader kept before the app script ran
 * (`window.__vchatEarlyWorkerMessages`). Call it before the first await of the page's start:
 * the browser hands the worker's messages to the page from DOMContentLoaded on, and one that
 * finds no listener is gone. A push that comes while the app still starts (storage, language)
 * is held until {@link startPwa} and then shown; malformed ones are logged there. Idempotent; a
 * no-op without service workers.
 */
export function listenForWorkerPushes(): void {
  if (listening || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  listening = true;
  const take = (data: unknown) => {
    const d = data as { type?: unknown; payload?: unknown } | null;
    if (!d || typeof d !== 'object' || d.type !== PUSH_MESSAGE_TYPE) return;
    const p = parsePush(JSON.stringify(d.payload ?? null));
    if (showPush) showPush(p);
    else if (heldPushes.push(p) > HELD_PUSHES_MAX) heldPushes.shift();
  };
  // What the prerendered page's loader kept before this script ran (tooling/vite-app/prerender.mjs).
  const w = window as { __vchatEarlyWorkerMessages?: unknown };
  const early = w.__vchatEarlyWorkerMessages;
  w.__vchatEarlyWorkerMessages = null;
  if (Array.isArray(early)) for (const data of early.slice(-HELD_PUSHES_MAX)) take(data);
  navigator.serviceWorker.addEventListener('message', (e: MessageEvent) => take(e.data));
}

/**
 * Starts listening (install prompt, installs, forwarded pushes) and registers the worker: at
 * once when it already controls the page (a returning visitor: only an update check), else
 * once the viewer has left the page alone for {@link SERVICE_WORKER_QUIET_MS}, or sooner through
 * {@link ensureServiceWorker}.
 */
export function startPwa({ store, register, log = () => undefined, inactivity }: PwaDeps): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault(); // shown from our guide instead of the browser's mini bar
    store.set(installPromptAtom, e as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => store.set(installPromptAtom, null));
  if (!('serviceWorker' in navigator)) return;
  listenForWorkerPushes();
  const show = (p: PushPayload | null) => {
    if (p) store.set(pushNoticeAtom, p);
    else log('dropped a malformed push');
  };
  for (const p of heldPushes.splice(0)) show(p);
  showPush = show;
  if (!register) return;
  workerWanted = true;
  logWorker = log;
  if (navigator.serviceWorker.controller) ensureServiceWorker();
  else whenInactive(ensureServiceWorker, SERVICE_WORKER_QUIET_MS, inactivity);
}

/**
 * Shows the browser's install prompt when it has one. Resolves with the outcome, or 'none'
 * when the browser offered no prompt (the guide then explains the browser menu).
 */
export async function promptInstall(store: Store): Promise<'accepted' | 'dismissed' | 'none'> {
  const e = store.get(installPromptAtom);
  if (!e) return 'none';
  store.set(installPromptAtom, null); // a prompt event can be used once
  await e.prompt();
  return (await e.userChoice).outcome;
}
