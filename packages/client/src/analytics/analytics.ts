/**
 * Analytics in the app (spec §2 named views, §4 tracking states, §7 analytics reporting
 * service; the client itself is api-client's {@link createAnalytics}). Every navigation is a
 * `page_view` with its `path`, the §2 analytics name as `view` where the route has one
 * (online_video_chat, match, discover, about, video_history, message) and the previous page as
 * `referrer`. The signed-in user's uid is the user id. The tracking state follows the cookie
 * consent: no answer yet → paused (queued on the device, not sent), accepted → normal,
 * declined → stopped (the queue is emptied and nothing is recorded).
 */
import { createAnalytics, type Analytics, type AnalyticsState, type AnalyticsStorage } from '@vchat/api-client';
import type { Consent } from '../consent/consent.ts';

/** §2: routes with a named view and their analytics names. */
export const NAMED_VIEWS: Readonly<Record<string, string>> = {
  '/onlinevideochat': 'online_video_chat',
  '/match': 'match',
  '/goddess': 'discover',
  '/download': 'about',
  '/callrecord': 'video_history',
  '/message': 'message',
};

/** The tracking state for a consent answer (null: not answered yet). */
export function stateForConsent(consent: Consent | null): AnalyticsState {
  return consent === 'accepted' ? 'normal' : consent === 'declined' ? 'stopped' : 'paused';
}

export interface AnalyticsDeps {
  /** The reporting service base (brand hosts.analytics): `<base>/sync`, `<base>/debug`. */
  base: string;
  debug: boolean;
  version: string;
  /** The device id (the fingerprint, spec §3 androidId). */
  distinctId: () => string;
  storage?: AnalyticsStorage;
  fetch?: typeof fetch;
  consent: Consent | null;
}

/** Creates the app's analytics: the client, started, in the state the consent gives. */
export function createAppAnalytics(deps: AnalyticsDeps) {
  const client: Analytics = createAnalytics({
    syncUrl: `${deps.base}/sync`,
    debugUrl: `${deps.base}/debug`,
    debug: deps.debug,
    version: deps.version,
    distinctId: deps.distinctId,
    storage: deps.storage,
    fetch: deps.fetch,
    initialState: stateForConsent(deps.consent),
    log: (m, e) => console.warn(`[analytics] ${m}`, e ?? ''),
  });
  let previous = '';
  const safely = (f: () => void) => {
    try {
      f();
    } catch (e) {
      console.warn('[analytics]', e); // analytics never breaks a screen
    }
  };
  return {
    client,
    start: () => client.start(),
    /** Records a page view of `path` (pathname); repeated views of the same path are one. */
    pageView(path: string, firstReferrer = ''): void {
      if (path === previous) return;
      const referrer = previous ? previous : firstReferrer;
      previous = path;
      safely(() => client.track('page_view', { path, view: NAMED_VIEWS[path], referrer: referrer || undefined }));
    },
    /** Records an event (a bad name is logged, never thrown at a screen). */
    track(event: string, properties: Record<string, string | number | boolean | null | undefined> = {}): void {
      safely(() => client.track(event, properties));
    },
    /** Sets or clears the user id (the signed-in uid). */
    setUser(uid: string | null): void {
      safely(() => client.setUserId(uid));
    },
    /** Applies a consent answer to the tracking state. */
    setConsent(consent: Consent | null): void {
      client.setState(stateForConsent(consent));
    },
    /** Sends what is queued now (page hide). */
    flush: () => client.flush(),
  };
}

export type AppAnalytics = ReturnType<typeof createAppAnalytics>;
