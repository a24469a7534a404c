/**
 * Query strings (spec §9 "query-string limits: array 20, depth 5, parameters 1000"): the one
 * parser and writer of the app, on `qs-esm` (the maintained ES-module fork of `qs`, without
 * qs's polyfill dependencies: about 4 kB instead of 18 kB compressed) with
 * {@link QUERY_LIMITS}. Used for route search params (the router's parseSearch /
 * stringifySearch, so the payment return pages /upiprocess and /payresult too), the
 * attribution parameters of the landing URL and the debug switch.
 */
import { parse, stringify, type IParseOptions } from 'qs-esm';
import { QUERY_LIMITS } from '@vchat/domain';

/** A parsed query: string leaves, arrays of at most 20 items, objects at most 5 deep. */
export type ParsedQuery = Record<string, unknown>;

const PARSE: IParseOptions = {
  ignoreQueryPrefix: true,
  arrayLimit: QUERY_LIMITS.arrayLimit,
  depth: QUERY_LIMITS.depth,
  parameterLimit: QUERY_LIMITS.parameterLimit,
  allowPrototypes: false,
};

/**
 * Parses `search` (with or without the leading `?`) under the §9 limits. Values stay strings
 * (no number or JSON guessing); `a=1&a=2` gives `['1', '2']`; `a[b]=1` gives `{ a: { b: '1' } }`.
 * Past the limits: parameters after the 1,000th are ignored, an array longer than 20 becomes an
 * object keyed by index, brackets deeper than 5 stay one literal key. `__proto__` and other
 * prototype keys are dropped. Never throws.
 */
export function parseQuery(search: string): ParsedQuery {
  try {
    return parse(search, PARSE) as ParsedQuery;
  } catch {
    return {};
  }
}

/**
 * Writes `params` as a query string with the leading `?`, or `''` when nothing is left.
 * `undefined` values are left out; values are written as text (encodeURIComponent), nested
 * objects and arrays with brackets (`a[0]=x`, `a[b]=y`), so {@link parseQuery} reads them back.
 */
export function stringifyQuery(params: Record<string, unknown>): string {
  return stringify(params, { addQueryPrefix: true, skipNulls: true, allowDots: false });
}
