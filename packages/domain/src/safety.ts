/**
 * Trust and safety (issue 20.16-20.18, beyond spec §3 and §6): the reasons a viewer may give
 * when reporting a host or a message, the tags of a call rating, and the rule of which ended
 * calls may be rated. Shared by the sandbox (server checks), the client and the screens.
 */

/** Why a viewer reports a host or one of her messages (the only accepted values). */
export const REPORT_REASONS = ['spam', 'harassment', 'nudity', 'scam', 'underage', 'fake_profile', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Longest free-text note of a report, characters. */
export const REPORT_NOTE_MAX = 500;

/** Optional tags of a call rating (the only accepted values; at most {@link RATING_TAGS_MAX}). */
export const RATING_TAGS = ['friendly', 'good_video', 'good_audio', 'fun', 'poor_video', 'poor_audio', 'rude'] as const;
export type RatingTag = (typeof RATING_TAGS)[number];

/** Most tags one rating may carry. */
export const RATING_TAGS_MAX = 4;

/** A call must have been connected at least this long to be rated, ms (issue 20.17). */
export const MIN_RATED_CALL_MS = 30_000;

/** A call's rating: 1-5 stars and optional tags. */
export interface CallRating {
  sid: string;
  /** 1..5. */
  stars: number;
  tags: RatingTag[];
}

/** Why the viewer's account is blocked (config mainInfo.blockInfo, spec §3 §6). */
export interface BlockInfo {
  blocked: boolean;
  reason?: string;
}

/**
 * Connected time of an ended call, ms: media time when the hub measured it, else end minus
 * connect (0 when it never connected).
 */
export function connectedMs(c: { connectingTime: number; endTime: number; mediaMs?: number }): number {
  if (c.mediaMs && c.mediaMs > 0) return c.mediaMs;
  return c.connectingTime > 0 ? Math.max(0, c.endTime - c.connectingTime) : 0;
}

/** True when an ended call was connected long enough to be rated (≥ 30 s). */
export function isRateable(c: { connectingTime: number; endTime: number; mediaMs?: number }): boolean {
  return connectedMs(c) >= MIN_RATED_CALL_MS;
}
