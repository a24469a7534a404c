import type { UserConfig, ProxyOptions } from 'vite';

/** Proxy rules for dev and preview: same-origin /api, /media, /upload, /analytics and /xmpp. */
export function sandboxProxy(env?: Record<string, string | undefined>): Record<string, ProxyOptions>;
/** Brotli size in bytes (quality 11). */
export function brotliSize(data: string | Uint8Array): number;
/** A route's files: the entry's, and those of the chunks its lazy modules head (issue 21.1). */
export function routeFiles(bundle: Record<string, unknown>, lazyModules?: string[]): unknown[];
/** A route's byte budget (brotli JS+CSS) and the goal. */
export interface RouteBudget {
  lazy: string[];
  maxBytes: number;
  maxFiles: number;
  goalBytes: number;
  goalFiles: number;
}
/** The budgets every build checks (landing, signed-in wall). */
export const ROUTE_BUDGETS: Record<string, RouteBudget>;
/** The module of the screen the landing's buttons open (the sign-in sheet). */
export const SIGN_IN_SCREEN: string;
/** The output files (`assets/…`) the sign-in sheet needs beyond the landing's; throws when no chunk is headed by SIGN_IN_SCREEN. */
export function signInFiles(bundle: Record<string, unknown>): string[];
/** Vite plugin: prints each route's brotli bytes and fails the build over a budget. */
export function sizeReport(brand: string, budgets?: Record<string, RouteBudget>): import('vite').Plugin;
/** A brand's identity data (apps/<brand>/src/brandInfo.ts). */
export interface BrandInfo {
  id: string;
  name: string;
  shortName: string;
  description: string;
  logo: string;
  themeColor: string;
  backgroundColor: string;
}
/** The web app manifest of a brand. */
export function brandManifest(brand: BrandInfo): Record<string, unknown>;
/** The Vite config of one brand app (with the manifest and the service worker). */
export function brandViteConfig(options: { brand: BrandInfo; port?: number }): UserConfig;
/** True when a request path has a dot segment or an encoded `.`, `/` or `\` (issue 8.5). */
export function hasDotSegment(url: string): boolean;
/** Connect middleware answering 400 to dot-segment paths before the proxy. */
export function rejectDotSegments(req: { url?: string }, res: { statusCode: number; setHeader(n: string, v: string): void; end(body?: string): void }, next: () => void): void;
/** Vite plugin installing {@link rejectDotSegments} for dev and preview. */
export function pathGuard(): import('vite').Plugin;
/** True when a request target names a secret (issue 16.1); in preview also `/@fs/`, `/@id/` and dot segments. */
export function isSecretPath(url: string, options?: { preview?: boolean }): boolean;
/** Connect middleware answering 404 to {@link isSecretPath} targets. */
export function rejectSecretPaths(options?: { preview?: boolean }): (req: { url?: string }, res: { statusCode: number; setHeader(n: string, v: string): void; end(body?: string): void }, next: () => void) => void;
/** The dev server's `server.fs` options: the app, `packages/` and `node_modules/` only, secrets denied. */
export function devFileAccess(appRoot?: string): { strict: boolean; allow: string[]; deny: string[] };
/** Vite plugin: preview serves built assets brotli-compressed when VCHAT_PREVIEW_BROTLI=1 (issue 21.2). */
export function brotliPreview(env?: Record<string, string | undefined>): import('vite').Plugin;
/** Vite plugin: prerenders the landing into the build's index.html in Chromium (issue 21, prerender.mjs). */
export function prerenderLanding(env?: Record<string, string | undefined>, tapFiles?: (bundle: unknown) => string[]): import('vite').Plugin;
/** `html` with `rootHtml` inside its empty `#root`, the inline guard (fetching `tapPreload` on a held button tap) after it and `htmlClass` on `<html>`. */
export function withPrerender(html: string, rootHtml: string, htmlClass?: string, tapPreload?: string[]): string;
/** The inline script that keeps or drops the prerendered markup, holds an early tap and fetches `tapPreload` (`/assets/…` JS and CSS) on a held button tap. */
export function prerenderGuard(tapPreload?: string[]): string;
/** The guard without files to fetch on a tap. */
export const PRERENDER_GUARD: string;
