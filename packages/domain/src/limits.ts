/**
 * Limits of §8 and §9 that several packages share: the query-string limits, the gift
 * service's default package version, and the limited list (a list that keeps only its newest
 * items). Pure.
 */

/**
 * Query-string limits (spec §9): arrays of at most 20 items, objects nested at most 5 deep,
 * at most 1,000 parameters read. Anything beyond is not turned into deeper structure (an
 * over-long array becomes an object keyed by index, deeper brackets stay a literal key,
 * parameters past the 1,000th are ignored); nothing throws. Used by the query parser of the
 * client (`parseQuery`).
 */
export const QUERY_LIMITS = { arrayLimit: 20, depth: 5, parameterLimit: 1000 } as const;

/** The gift service's default package version (spec §9), sent with the gift catalogue request. */
export const GIFT_PACKAGE_VERSION = 5;

/** The error of a limited list built with a max length that is not a positive integer (spec §8). */
export const LIMITED_LIST_ERROR = 'max length must be a positive integer';

/**
 * Checks a limited list's max length (spec §8): returns it when it is a positive integer,
 * else throws RangeError "max length must be a positive integer" (0, negatives, fractions,
 * NaN and Infinity included).
 */
export function checkMaxLength(maxLength: number): number {
  if (!Number.isInteger(maxLength) || maxLength <= 0) throw new RangeError(LIMITED_LIST_ERROR);
  return maxLength;
}

/**
 * The limited list rule (spec §8, §9 "local queue cap 500 (oldest dropped)"): `items` cut to
 * the newest `maxLength` (the end of the array is the newest). Returns the kept items (a new
 * array; `items` is not changed) and how many of the oldest were dropped. Throws RangeError
 * "max length must be a positive integer" when `maxLength` is not a positive integer.
 */
export function limitList<T>(items: readonly T[], maxLength: number): { kept: T[]; dropped: number } {
  checkMaxLength(maxLength);
  const dropped = Math.max(0, items.length - maxLength);
  return { kept: items.slice(dropped), dropped };
}
