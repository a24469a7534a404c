/**
 * A brand as the stories show it (spec §2): the app's own BrandConfig (apps/<brand>/src/brand.ts,
 * handed in by `.storybook/preview.tsx`), with same-origin hosts in every environment (the
 * scripted transport answers `/api`; nothing else is asked) and the logo where Storybook serves
 * the app's public files (`/brands/<id>/`, `.storybook/main.ts` staticDirs).
 */
import type { BrandConfig, BrandHosts } from '../brand.ts';

/** `brand` with the stories' hosts and logo path; theme, names and route flags are the app's. */
export function storyBrand(brand: BrandConfig): BrandConfig {
  const hosts: BrandHosts = {
    api: '/api',
    xmpp: '/xmpp',
    xmppDomain: 'localhost',
    upload: '/upload',
    analytics: '/analytics',
    signInScript: '/oauth/client.js',
    signInClientId: `${brand.id}-web-story`,
    mediaOrigins: [],
  };
  return { ...brand, logo: `/brands/${brand.id}${brand.logo}`, hosts: { development: hosts, test: hosts, production: hosts } };
}
