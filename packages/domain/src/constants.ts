/** Timing and limits (spec §9), in ms unless the name says otherwise. */
export const HTTP_TIMEOUT_MS = 10_000;
export const HTTP_RETRIES = 3;
export const REQUEST_ID_LENGTH = 21;
export const CHAT_LOGIN_TIMEOUT_MS = 10_000;
export const RECONNECT_CHECK_INTERVAL_MS = 10_000;
/** One-off reconnect checks after a failure (spec §4). */
export const RECONNECT_AFTER_FAILURE_MS = [500, 3_000] as const;
export const PING_TIMEOUT_MS = 2_000;
export const CALL_CONNECT_TIMEOUT_MS = 60_000;
export const CALL_HEARTBEAT_MS = 5_000;
/** Breakpoints in px (spec §2); "mobile" is below the smallest. */
export const BREAKPOINTS = { md: 1024, lg: 1280, xl: 1536 } as const;
/** Discover filter tabs (spec §2). */
export const DISCOVER_TABS = ['all', 'en', 'ar', 'hi', 'tr', 'fr', 'es'] as const;
export type DiscoverTab = (typeof DISCOVER_TABS)[number];
/** Maintenance status value meaning "in maintenance" (spec §4). */
export const MAINTENANCE_ON = 2;
/** Client info sent with every request (spec §7). */
export const CLIENT_INFO = { channel: 'B1', versionCode: 1, version: '1.0.0', region: 'CN' } as const;
/** Longest text message body, in characters. */
export const MAX_MESSAGE_LENGTH = 4000;
/** Default role of a viewer (spec §6). */
export const DEFAULT_ROLE = 2;
/** A peer's reply within this time of the viewer's message counts for received-message tracking, ms (spec §9). */
export const REPLY_TRACKING_WINDOW_MS = 600_000;

/**
 * How long after the viewer's message `reply` a peer's message dated `date` (epoch ms) came,
 * when it counts for received-message tracking (spec §9: within 600,000 ms, inclusive); null
 * when there is no message awaiting a reply, or the reply is older or too late.
 */
export function trackedReplyDelay(reply: { date: number } | undefined, date: number): number | null {
  if (!reply) return null;
  const d = date - reply.date;
  return d >= 0 && d <= REPLY_TRACKING_WINDOW_MS ? d : null;
}

/** The payment flow's routes, outside the shell; on them the chat connection is not opened at login (spec §2, §9). */
export const PAYMENT_PATHS = ['/checkoutCards', '/bindcheckout', '/upi', '/upiprocess', '/payresult'] as const;

/** Whether `pathname` is one of {@link PAYMENT_PATHS} (exact match, a trailing slash allowed). */
export function isPaymentPath(pathname: string): boolean {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PAYMENT_PATHS as readonly string[]).includes(p);
}
