/**
 * Guards of the sandbox's admin surface (`/__sandbox/*`, issue 8.5). The admin routes change
 * balances, clocks and switches, so they must not be reachable from a web page:
 * - every admin request carries the per-start admin token in the `X-Sandbox-Admin` header
 *   (except what a person opens in a browser tab: `GET /__sandbox/health`,
 *   `GET /__sandbox/host.html` and the host page's websocket `/__sandbox/host`);
 * - a request with an `Origin` other than the sandbox's own is refused (a foreign page's
 *   fetch or websocket always carries its Origin), and admin answers carry no CORS headers;
 * - request paths with dot segments (`/..`, `/.`, `%2e`, encoded slashes) are refused before
 *   routing, so `/api/%2e%2e/__sandbox/gems` can never reach an admin route.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

/** Header that carries the admin token. */
export const ADMIN_TOKEN_HEADER = 'x-sandbox-admin';

/** A fresh admin token: 32 random hex characters. */
export function newAdminToken(): string {
  return randomBytes(16).toString('hex');
}

/**
 * True when the raw request target's path has a dot segment or an encoded `.`, `/` or `\`
 * (anything a normaliser could turn into `..`). The query string is not looked at.
 */
export function hasDotSegment(rawUrl: string): boolean {
  const q = rawUrl.search(/[?#]/);
  const path = q >= 0 ? rawUrl.slice(0, q) : rawUrl;
  if (/%2e|%2f|%5c/i.test(path)) return true;
  if (path.includes('\\')) return true;
  return path.split('/').some((seg) => seg === '.' || seg === '..');
}

/** Paths under `/__sandbox/` a browser tab may open without the token (GET only). */
const OPEN_ADMIN_PATHS: ReadonlySet<string> = new Set(['health', 'host.html']);

/** Whether an admin path may be read without the token. */
export function isOpenAdminPath(path: string, method: string | undefined): boolean {
  return (method === 'GET' || method === 'HEAD') && OPEN_ADMIN_PATHS.has(path);
}

/** Compares a presented token with the expected one in constant time. */
export function tokenMatches(presented: unknown, expected: string): boolean {
  if (typeof presented !== 'string') return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether an `Origin` header is acceptable for the admin surface: absent (tools, tests,
 * top-level navigations) or exactly the sandbox's own origin (`http://127.0.0.1:<port>` or
 * `http://localhost:<port>`, the host page's own websocket).
 */
export function originAllowed(origin: string | string[] | undefined, ownPort: number): boolean {
  if (origin === undefined) return true;
  if (typeof origin !== 'string') return false;
  return origin === `http://127.0.0.1:${ownPort}` || origin === `http://localhost:${ownPort}` || origin === `http://[::1]:${ownPort}`;
}
