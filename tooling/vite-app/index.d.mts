import type { UserConfig, ProxyOptions } from 'vite';

/** Proxy rules for dev and preview: same-origin /api, /media, /upload and /xmpp. */
export function sandboxProxy(env?: Record<string, string | undefined>): Record<string, ProxyOptions>;
/** Brotli size in bytes (quality 11). */
export function brotliSize(data: string | Uint8Array): number;
/** The entry chunk and its static imports and CSS from a Rollup bundle. */
export function landingFiles(bundle: Record<string, unknown>): unknown[];
/** The Vite config of one brand app. */
export function brandViteConfig(options: { brand: string; port?: number }): UserConfig;
