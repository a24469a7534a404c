/**
 * The app's services: the headless client (`createClient` of @vchat/client) on the browser
 * platform, plus what only the UI has: the brand, the environment, i18n, the service worker
 * and the colour scheme on `<html>`. Created once by the brand app (App.tsx).
 */
import { createClient, takeClientEvent, type ClientPlatform, type KeyValueStorage, type VchatClient } from '@vchat/client';
import { callActiveAtom, parseQuery, writeJson } from '@vchat/client';
import { createI18n, type I18nHandle } from '@vchat/i18n';
import { borderedScheme, darkScheme } from '@vchat/ui-kit';
import type { BrandConfig, BrandHosts, Environment } from '../brand.ts';
import { resolveHosts } from '../env.ts';
import { startPwa } from '../pwa/pwa.ts';
import { PUSH_TEXTS_KEY } from '../pwa/pushPayload.ts';
import { showToast } from '../common/toast.ts';
import { displayName } from '../common/people.ts';
import { followScheme } from '../settings/scheme.ts';
import { browserPlatform } from './platform.ts';
import { whenIdle, whenInactive } from './whenInactive.ts';

/** How long the viewer leaves the page alone before the device fingerprint is computed, ms. */
export const FINGERPRINT_QUIET_MS = 10_000;
/** At most this long after the start the service worker's notification texts are stored, ms (sooner when the page is idle). */
const PUSH_TEXTS_WITHIN_MS = 3_000;

export type AppStore = VchatClient['store'];

/** The client and the UI's own parts; components take what they need with `useServices()`. */
export type Services = VchatClient & {
  brand: BrandConfig;
  env: Environment;
  hosts: BrandHosts;
  /** The device's small-value store (the UI's own flags: prompts shown, language). */
  storage: KeyValueStorage;
  i18n: I18nHandle;
};

/** Options of {@link createServices}. */
export interface ServicesOptions {
  /** Register the service worker (`/sw.js`): production builds only (issue 11). Default false. */
  registerServiceWorker?: boolean;
  /**
   * Parts of the browser platform to replace (the stories' scripted transport: `fetch`,
   * `createXmppEntity`, a memory `chatDb` name, the `location` of the story's route).
   * Default: the browser's own.
   */
  platform?: Partial<ClientPlatform>;
}

/**
 * Creates the services for a brand in an environment (browser only). `storage`: the device's
 * small-value store (`openKeyValueStore()` of chat-db, §9). `start()` (before the router's first
 * load: the cached main user is applied synchronously) starts the client, the service worker,
 * the fingerprint, and keeps the scheme classes and the push texts in step.
 */
export function createServices(brand: BrandConfig, env: Environment, options: ServicesOptions, storage: KeyValueStorage): Services {
  const hosts = resolveHosts(brand, env, window.location);
  const platform = { ...browserPlatform(storage), ...options.platform };
  const i18n = createI18n({ storage, navigatorLanguages: navigator.languages, document });
  const client = createClient({
    brand,
    hosts,
    platform,
    texts: {
      officialWelcome: () => i18n.i18n.t('message.officialWelcome'),
      cameOnlineLine: (name) => i18n.i18n.t('social.cameOnlineLine', { name }),
    },
    analytics: { debug: 'debug' in parseQuery(window.location.search) },
  });
  const { store } = client;
  const startClient = client.start;
  return Object.assign(client, {
    brand,
    env,
    hosts,
    storage,
    i18n,
    start(): Promise<void> {
      const restored = startClient();
      followScheme(store, document.documentElement, { dark: darkScheme, bordered: borderedScheme });
      // Client events in the interface language (the client has no texts).
      const showEvents = () => {
        for (const e of store.get(client.events)) {
          takeClientEvent(store, e.id);
          if (e.kind === 'missedCallback') showToast(store, i18n.i18n.t('call.missedNoGems', { name: displayName(e.peer) }), 'warning');
        }
      };
      store.sub(client.events, showEvents);
      startPwa({ store, register: options.registerServiceWorker ?? false, log: (m, e) => console.warn(`[pwa] ${m}`, e ?? '') });
      // The worker shows system notifications in the chosen language; it has no i18n of its own.
      // Written in the first idle moment, not before the first render: on a 4x slower phone the
      // write and its first translations took ~30 ms of the landing's start (issue 21).
      const savePushTexts = () => writeJson(storage, PUSH_TEXTS_KEY, { move: i18n.i18n.t('push.move'), call: i18n.i18n.t('push.call') });
      whenIdle(savePushTexts, PUSH_TEXTS_WITHIN_MS);
      i18n.i18n.on('languageChanged', savePushTexts);
      // The fingerprint costs over a second of main thread on a cheap phone: it waits until
      // the viewer has left the page alone (a stored stand-in id serves meanwhile, §3 androidId).
      // Not during a video call either: the viewer leaves the screen alone then, and a second of
      // busy main thread would hold the call's controls (Hang up) on a cheap phone.
      whenInactive(() => void platform.ensureFingerprint(), FINGERPRINT_QUIET_MS, undefined, () => store.get(callActiveAtom));
      return restored;
    },
  });
}

