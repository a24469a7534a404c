/**
 * The analytics reporting client (spec §7 analytics reporting service, §5 name rules, §4
 * tracking states, §9 constants). Events queue on the device and go out in batches:
 *
 * - `track(event, properties)`: names start with a letter and hold letters, digits or `_`, at
 *   most 50 characters (event and every property); a bad name throws {@link AnalyticsInputError}
 *   and nothing is queued. `event_duration` (s) is capped at 86 400; `referrer` is cut to 200.
 * - The queue holds at most 500 events (the oldest are dropped) and is written to storage at
 *   most every 500 ms, so a reload loses nothing that was queued before the last write.
 * - A send happens every 6000 ms, or at once when `batchSize` events are waiting (default 6,
 *   clamped 1..30); each send carries at most 50 events as a form-encoded POST of `data`
 *   (base64 of the UTF-8 JSON array), `crc` (the 32-bit string hash of `data`, see
 *   {@link checksum}) and `version`, to the sync URL, or the debug URL in debug mode. A send
 *   times out after 3000 ms and is retried up to 3 times; events leave the queue only once the
 *   server accepted them (HTTP 2xx), so a failed send is tried again on the next tick. Every
 *   event carries an `_id`, so a server can drop repeats of a retried batch.
 * - `setProperties(p)`: properties added to every later event (the event's own win).
 * - States: `normal` (sends), `paused` (queues, does not send), `stopped` (opted out: the queue
 *   is emptied and nothing is recorded).
 */

import {
  ANALYTICS, checkMaxLength, clampBatch, encodeBatch, isValidName, isValidUserId, limitList,
  type AnalyticsEvent, type AnalyticsState, type PropertyValue,
} from '@vchat/domain';

export { ANALYTICS, base64Utf8, checksum, clampBatch, encodeBatch, isValidName, isValidUserId, type AnalyticsEvent, type AnalyticsState, type PropertyValue } from '@vchat/domain';

/** A rule of §5 was broken; nothing was queued. */
export class AnalyticsInputError extends Error {
  override name = 'AnalyticsInputError';
}

/** Where the queue is kept between loads (string values; errors are the caller's to swallow). */
export interface AnalyticsStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface AnalyticsOptions {
  /** The sync path, e.g. `/analytics/sync`. */
  syncUrl: string;
  /** The debug path, used in debug mode, e.g. `/analytics/debug`. */
  debugUrl: string;
  debug?: boolean;
  /** Events that trigger an immediate send (clamped 1..30, default 6). */
  batchSize?: number;
  /**
   * Most events kept in the queue, the oldest dropped first (a limited list, spec §8, §9);
   * default 500. Not a positive integer: createAnalytics throws RangeError "max length must
   * be a positive integer".
   */
  queueCap?: number;
  /** Sent as `version`. */
  version: string;
  /** The anonymous device id (e.g. the fingerprint). */
  distinctId: () => string;
  storage?: AnalyticsStorage;
  /** Storage key of the queue. Default `analyticsQueue`. */
  storageKey?: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** Logs failures (never thrown: analytics must not break the app). */
  log?: (message: string, extra?: unknown) => void;
  initialState?: AnalyticsState;
}

const isEvent = (e: unknown): e is AnalyticsEvent => {
  if (!e || typeof e !== 'object') return false;
  const o = e as Record<string, unknown>;
  return typeof o._id === 'string' && typeof o.event === 'string' && isValidName(o.event) && typeof o.time === 'number'
    && typeof o.distinct_id === 'string' && !!o.properties && typeof o.properties === 'object';
};

/** Creates the reporting client; call `start()` to begin the send timer. */
export function createAnalytics(opts: AnalyticsOptions) {
  const key = opts.storageKey ?? 'analyticsQueue';
  const doFetch = opts.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
  const now = opts.now ?? (() => Date.now());
  const log = opts.log ?? (() => undefined);
  const batch = clampBatch(opts.batchSize);
  const queueCap = checkMaxLength(opts.queueCap ?? ANALYTICS.queueCap);
  let state: AnalyticsState = opts.initialState ?? 'normal';
  let userId: string | undefined;
  /** Properties added to every event (setProperties); the event's own win. */
  let common: Record<string, PropertyValue> = {};
  let queue: AnalyticsEvent[] = restore();
  let sending: Promise<void> | null = null;
  let sendTimer: ReturnType<typeof setInterval> | null = null;
  let writeTimer: ReturnType<typeof setTimeout> | null = null;
  let lastWrite = 0;
  let seq = 0;
  const stats = { sends: 0, attempts: 0, sent: 0, dropped: 0 };

  function restore(): AnalyticsEvent[] {
    try {
      const raw = opts.storage?.getItem(key);
      if (!raw) return [];
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? limitList(parsed.filter(isEvent), queueCap).kept : [];
    } catch {
      return []; // §9: an unreadable stored value reads as nothing
    }
  }

  function writeNow() {
    writeTimer = null;
    lastWrite = now();
    try {
      if (queue.length) opts.storage?.setItem(key, JSON.stringify(queue));
      else opts.storage?.removeItem(key);
    } catch (e) {
      log('analytics: storing the queue failed', e);
    }
  }

  /** Writes the queue at most every 500 ms (§9 local write interval). */
  function scheduleWrite() {
    if (!opts.storage || writeTimer) return;
    const wait = Math.max(0, lastWrite + ANALYTICS.writeIntervalMs - now());
    writeTimer = setTimeout(writeNow, wait);
  }

  async function post(events: AnalyticsEvent[]): Promise<boolean> {
    const body = encodeBatch(events, opts.version);
    for (let attempt = 0; attempt <= ANALYTICS.retries; attempt++) {
      stats.attempts++;
      const ctl = new AbortController();
      const t = setTimeout(() => ctl.abort(), ANALYTICS.sendTimeoutMs);
      try {
        const res = await doFetch(opts.debug ? opts.debugUrl : opts.syncUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body,
          signal: ctl.signal,
        });
        if (res.ok) return true;
        log(`analytics: send answered HTTP ${res.status}`);
      } catch (e) {
        log('analytics: send failed', e);
      } finally {
        clearTimeout(t);
      }
    }
    return false;
  }

  /** Sends what is queued, 50 at a time, while the state is normal. One send at a time. */
  function flush(): Promise<void> {
    if (sending) return sending;
    if (state !== 'normal' || queue.length === 0) return Promise.resolve();
    sending = (async () => {
      try {
        while (state === 'normal' && queue.length > 0) {
          const chunk = queue.slice(0, ANALYTICS.maxPerSend);
          stats.sends++;
          if (!(await post(chunk))) break; // kept for the next tick
          const ids = new Set(chunk.map((e) => e._id));
          queue = queue.filter((e) => !ids.has(e._id));
          stats.sent += chunk.length;
          scheduleWrite();
        }
      } finally {
        sending = null;
      }
    })();
    return sending;
  }

  return {
    /**
     * Queues an event (see the module comment for the rules). Throws AnalyticsInputError for
     * a bad event or property name; ignored while stopped.
     */
    track(event: string, properties: Record<string, PropertyValue | undefined> = {}): void {
      if (state === 'stopped') return;
      if (!isValidName(event)) throw new AnalyticsInputError(`invalid event name: ${JSON.stringify(event.slice(0, 60))}`);
      const props: Record<string, PropertyValue> = { ...common };
      for (const [k, v] of Object.entries(properties)) {
        if (!isValidName(k)) throw new AnalyticsInputError(`invalid property name: ${JSON.stringify(k.slice(0, 60))}`);
        if (v === undefined) continue;
        props[k] = v;
      }
      if (typeof props.event_duration === 'number') props.event_duration = Math.min(Math.max(0, props.event_duration), ANALYTICS.maxDurationS);
      if (typeof props.referrer === 'string') props.referrer = props.referrer.slice(0, ANALYTICS.referrerMax);
      const e: AnalyticsEvent = { _id: `${now().toString(36)}-${(seq++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`, event, time: now(), distinct_id: opts.distinctId(), properties: props };
      if (userId) e.user_id = userId;
      queue.push(e);
      if (queue.length > queueCap) {
        const limited = limitList(queue, queueCap);
        stats.dropped += limited.dropped;
        queue = limited.kept;
      }
      scheduleWrite();
      if (queue.length >= batch) void flush();
    },
    /** Sets the signed-in user's id (§5 rule; an invalid one throws), or clears it with null. */
    setUserId(id: string | null): void {
      if (id !== null && !isValidUserId(id)) throw new AnalyticsInputError('invalid user id');
      userId = id ?? undefined;
    },
    /**
     * Sets the properties added to every event from now on (e.g. the anonymous tracking
     * properties at start-up, spec §4); an event's own property of the same name wins; `{}`
     * clears them. Throws AnalyticsInputError for a bad name (nothing changes then).
     */
    setProperties(properties: Record<string, PropertyValue | undefined>): void {
      const next: Record<string, PropertyValue> = {};
      for (const [k, v] of Object.entries(properties)) {
        if (!isValidName(k)) throw new AnalyticsInputError(`invalid property name: ${JSON.stringify(k.slice(0, 60))}`);
        if (v !== undefined) next[k] = v;
      }
      common = next;
    },
    /** The properties added to every event (a copy). */
    properties: (): Record<string, PropertyValue> => ({ ...common }),
    /** Changes the tracking state; `stopped` empties the queue. */
    setState(next: AnalyticsState): void {
      state = next;
      if (next === 'stopped') {
        queue = [];
        scheduleWrite();
      } else if (next === 'normal') void flush();
    },
    state: () => state,
    /** Starts the 6000 ms send timer (idempotent). */
    start(): void {
      sendTimer ??= setInterval(() => void flush(), ANALYTICS.sendIntervalMs);
    },
    /** Stops the timers and writes the queue now (e.g. on page hide). */
    stop(): void {
      if (sendTimer) clearInterval(sendTimer);
      sendTimer = null;
      if (writeTimer) clearTimeout(writeTimer);
      writeNow();
    },
    /** Sends now (tests, page hide). */
    flush,
    /** Queued events (a copy). */
    queued: (): AnalyticsEvent[] => [...queue],
    /** Counters: sends started, HTTP attempts, events sent, events dropped by the cap. */
    stats: () => ({ ...stats }),
    batchSize: batch,
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;
