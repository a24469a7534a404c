import type { BrandConfig, BrandHosts, Environment } from './brand.ts';

/**
 * Resolves the brand's hosts for an environment into absolute URLs for the current page.
 * A relative XMPP path (development) becomes `ws(s)://<page host><path>`.
 */
export function resolveHosts(brand: BrandConfig, env: Environment, location: { protocol: string; host: string }): BrandHosts {
  const h = brand.hosts[env];
  const xmpp = h.xmpp.startsWith('/') ? `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${h.xmpp}` : h.xmpp;
  return { ...h, xmpp };
}
