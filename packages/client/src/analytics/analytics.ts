/**
 * Analytics in the app (spec §2 named views, §4 tracking states, §7 analytics reporting
 * service; the client itself is api-client's {@link createAnalytics}). Every navigation is a
 * `page_view` with its `path`, the §2 analytics name as `view` where the route has one
 * (online_video_chat, match, discover, about, video_history, message) and the previous page as
 * `referrer`. The signed-in user's uid is the user id. The tracking state follows the cookie
 * consent: no answer yet → paused (queued on the device, not sent), accepted → normal,
 * declined → stopped (the queue is emptied and nothing is recorded).
 *
 * Beside the reporting client, the page-analytics service (spec §7 "page analytics";
 * api-client {@link createPageAnalytics}) gets one hit per page view at `<base>/page`, with
 * deviceInfo's analytics client id, only while the consent is accepted. At start-up without a
 * cached user the anonymous tracking properties (spec §4) ride on every event until sign-in.
 */
import { createAnalytics, createPageAnalytics, type Analytics, type AnalyticsState, type AnalyticsStorage, type PageAnalytics } from '@vchat/api-client';
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
  /** The device's analytics id, the same for every event of the device (the app: the stored analytics client id). */
  distinctId: () => string;
  storage?: AnalyticsStorage;
  fetch?: typeof fetch;
  consent: Consent | null;
  /** The analytics client id of deviceInfo (spec §7), stable across loads: the page-analytics service's `cid`. */
  clientId?: () => string;
}

/** What the anonymous tracking properties say about the visitor (spec §4). */
export interface AnonymousInfo {
  /** The interface language, e.g. `en`. */
  language: string;
  /** The device platform, e.g. `web`, `Linux armv8l`. */
  platform: string;
  /** clientInfo's source, e.g. `web_fachat` (spec §7). */
  source: string;
}

/** The anonymous tracking properties (spec §4 "Without one, only anonymous tracking properties are set"). */
export function anonymousProperties(info: AnonymousInfo): Record<string, string | boolean> {
  return { is_login: false, user_type: 'anonymous', language: info.language.slice(0, 35), platform: info.platform.slice(0, 100), source: info.source.slice(0, 50) };
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
  const pages: PageAnalytics = createPageAnalytics({
    url: `${deps.base}/page`,
    clientId: deps.clientId ?? deps.distinctId,
    version: deps.version,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    enabled: deps.consent === 'accepted',
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
    /** The page-analytics service (spec §7 "page analytics"). */
    pages,
    start: () => client.start(),
    /**
     * Records a page view of `path` (pathname); repeated views of the same path are one. It
     * goes to the reporting client (`page_view`) and, with consent, to the page-analytics
     * service (one hit).
     */
    pageView(path: string, firstReferrer = ''): void {
      if (path === previous) return;
      const referrer = previous ? previous : firstReferrer;
      previous = path;
      const view = NAMED_VIEWS[path];
      safely(() => client.track('page_view', { path, view, referrer: referrer || undefined }));
      void pages.hit({ path, view, referrer: referrer || undefined });
    },
    /**
     * Start-up without a cached user (spec §4): the anonymous tracking properties ride on
     * every event until a user signs in.
     */
    setAnonymous(info: AnonymousInfo): void {
      safely(() => client.setProperties(anonymousProperties(info)));
    },
    /** Records an event (a bad name is logged, never thrown at a screen). */
    track(event: string, properties: Record<string, string | number | boolean | null | undefined> = {}): void {
      safely(() => client.track(event, properties));
    },
    /** Sets or clears the user id (the signed-in uid); a signed-in user drops the anonymous properties. */
    setUser(uid: string | null): void {
      safely(() => client.setUserId(uid));
      if (uid !== null && client.properties().user_type === 'anonymous') safely(() => client.setProperties({}));
    },
    /** Applies a consent answer to the tracking state (and turns page hits on only when accepted). */
    setConsent(consent: Consent | null): void {
      client.setState(stateForConsent(consent));
      pages.setEnabled(consent === 'accepted');
    },
    /** Sends what is queued now (page hide). */
    flush: () => client.flush(),
  };
}

export type AppAnalytics = ReturnType<typeof createAppAnalytics>;
