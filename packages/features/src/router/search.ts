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

/** `?jid=` when it is a jid (has `@`, at most 300 characters), else nothing. */
export const validateJid = (s: Record<string, unknown>): { jid?: string } =>
  typeof s.jid === 'string' && s.jid.includes('@') && s.jid.length <= 300 ? { jid: s.jid } : {};

/**
 * The search params of `/message`: `?tid=` opens a thread (at most 400 characters); else `?jid=`
 * (a push notification's link) opens the thread with that peer, `?name=` (at most 200) naming her.
 */
export const validateMessageSearch = (s: Record<string, unknown>): { tid?: string; jid?: string; name?: string } =>
  typeof s.tid === 'string' && s.tid.length <= 400
    ? { tid: s.tid }
    : { ...validateJid(s), ...(typeof s.name === 'string' && s.name.length <= 200 ? { name: s.name } : {}) };
