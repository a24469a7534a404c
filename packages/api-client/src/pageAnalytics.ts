/**
 * The page-analytics service (spec §7 "page analytics"): a page-view service beside the
 * analytics reporting client (analytics.ts). Each page view is one hit, sent at once (no
 * queue), as a form-encoded POST in the measurement-protocol shape:
 *
 * | field | value |
 * |---|---|
 * | `v` | `1` (protocol version) |
 * | `t` | `pageview` |
 * | `cid` | the analytics client id of deviceInfo (spec §7), stable across loads |
 * | `dp` | the page path (pathname, starts with `/`, at most 2048 characters) |
 * | `dt` | the §2 analytics name of the view, when the route has one |
 * | `dr` | the referrer, cut to 200 characters (§9) |
 * | `av` | the app version |
 *
 * Hits are sent only while enabled (the cookie consent accepted); a failed or timed-out
 * (3000 ms) hit is logged and dropped, never thrown: analytics must not break a screen.
 */
import { ANALYTICS } from '@vchat/domain';

/** One page view. */
export interface PageHit {
  /** The pathname, e.g. `/goddess`. */
  path: string;
  /** The §2 analytics name (e.g. `discover`), when the route has one. */
  view?: string | undefined;
  /** The previous page or the document referrer. */
  referrer?: string | undefined;
}

/** Longest page path sent, characters. */
export const PAGE_PATH_MAX = 2048;

/**
 * The form body of a hit (see the module comment). Throws TypeError for a path that does not
 * start with `/` or a client id that is empty or longer than 64 characters.
 */
export function encodePageHit(clientId: string, hit: PageHit, version: string): string {
  if (!clientId || clientId.length > 64) throw new TypeError('page analytics: the client id must be 1..64 characters');
  if (!hit.path.startsWith('/')) throw new TypeError('page analytics: the path must start with /');
  const f = new URLSearchParams({ v: '1', t: 'pageview', cid: clientId, dp: hit.path.slice(0, PAGE_PATH_MAX) });
  if (hit.view) f.set('dt', hit.view);
  if (hit.referrer) f.set('dr', hit.referrer.slice(0, ANALYTICS.referrerMax));
  f.set('av', version);
  return f.toString();
}

export interface PageAnalyticsOptions {
  /** The hit URL, e.g. `/analytics/page`. */
  url: string;
  /** The analytics client id (deviceInfo's clientId). */
  clientId: () => string;
  version: string;
  fetch?: typeof fetch;
  /** Whether hits are sent now (default false: nothing goes out until consent). */
  enabled?: boolean;
  log?: (message: string, extra?: unknown) => void;
}

/** Creates the page-analytics client. */
export function createPageAnalytics(opts: PageAnalyticsOptions) {
  const doFetch = opts.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
  const log = opts.log ?? (() => undefined);
  let enabled = opts.enabled ?? false;
  let sent = 0;
  return {
    /**
     * Sends one page view. Resolves true when the service accepted it (HTTP 2xx), false when
     * disabled, refused, failed or timed out (3000 ms). Never rejects.
     */
    async hit(hit: PageHit): Promise<boolean> {
      if (!enabled) return false;
      let body: string;
      try {
        body = encodePageHit(opts.clientId(), hit, opts.version);
      } catch (e) {
        log('page analytics: bad hit', e);
        return false;
      }
      const ctl = new AbortController();
      const t = setTimeout(() => ctl.abort(), ANALYTICS.sendTimeoutMs);
      try {
        const res = await doFetch(opts.url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body, signal: ctl.signal });
        if (!res.ok) {
          log(`page analytics: hit answered HTTP ${res.status}`);
          return false;
        }
        sent++;
        return true;
      } catch (e) {
        log('page analytics: hit failed', e);
        return false;
      } finally {
        clearTimeout(t);
      }
    },
    /** Turns sending on (consent accepted) or off (not answered, declined). */
    setEnabled(on: boolean): void {
      enabled = on;
    },
    enabled: () => enabled,
    /** Hits the service accepted so far. */
    sent: () => sent,
  };
}

export type PageAnalytics = ReturnType<typeof createPageAnalytics>;
