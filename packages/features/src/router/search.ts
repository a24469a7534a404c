/**
 * How the route tree reads and writes search params (spec §9 query-string limits: arrays 20,
 * depth 5, 1,000 parameters): the client's one query parser ({@link parseQuery},
 * {@link stringifyQuery}, on `qs`) instead of the router's default JSON-guessing one. Values
 * stay strings, so `?orderId=123` on a payment return page is the string "123" its
 * validateSearch expects, not the number 123.
 */
import { parseQuery, stringifyQuery } from '@vchat/client';

/** The router options `parseSearch` and `stringifySearch`; spread into createRouter. */
export const routerSearch = {
  parseSearch: parseQuery,
  stringifySearch: stringifyQuery,
} as const;
