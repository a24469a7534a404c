/**
 * Media URL policy (spec §5, issue "images only from the configured image host"): http URLs
 * are upgraded to https (loopback kept in development), then only same-origin `/media/`
 * paths and the brand's media origins are allowed. Anything else is not shown.
 */
import { isAllowedMediaUrl, upgradeHttps } from '@vchat/domain';

/** The URL to show, or null when it must not be loaded. */
export function safeMediaUrl(url: string | undefined, allowedOrigins: readonly string[], development: boolean): string | null {
  if (!url) return null;
  const upgraded = upgradeHttps(url, development);
  if (isAllowedMediaUrl(upgraded, allowedOrigins)) return upgraded;
  if (development) {
    try {
      const u = new URL(upgraded);
      if ((u.hostname === 'localhost' || u.hostname.startsWith('127.')) && u.pathname.startsWith('/media/')) return upgraded;
    } catch {
      return null;
    }
  }
  return null;
}
