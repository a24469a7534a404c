/**
 * The three brands as the stories show them (spec §2): each brand's theme from ui-kit and its
 * route flags; logos are the apps' own files, served by Storybook under `/brands/<id>/`
 * (`.storybook/main.ts` staticDirs). The apps' BrandConfig stays the source of truth for the
 * hosts of each environment; the stories talk to no host.
 */
import { theme as fachat } from '@vchat/ui-kit/themes/fachat';
import { theme as lumi } from '@vchat/ui-kit/themes/lumi';
import { theme as veego } from '@vchat/ui-kit/themes/veego';
import type { BrandConfig, BrandHosts } from '../brand.ts';

/** The brands a story can show. */
export type StoryBrandId = 'fachat' | 'veego' | 'lumi';

/** Same-origin paths only: the scripted transport answers `/api`; nothing else is asked. */
const hosts = (id: string): BrandHosts => ({
  api: '/api',
  xmpp: '/xmpp',
  xmppDomain: 'localhost',
  upload: '/upload',
  analytics: '/analytics',
  signInScript: '/oauth/client.js',
  signInClientId: `${id}-web-story`,
  mediaOrigins: [],
});

const brand = (id: StoryBrandId, name: string, themeClass: string, routes: BrandConfig['routes']): BrandConfig => ({
  id,
  name,
  logo: `/brands/${id}/logo.svg`,
  themeClass,
  packageName: `com.${id}.web`,
  source: `web_${id}`,
  hosts: { development: hosts(id), test: hosts(id), production: hosts(id) },
  routes,
});

/** The brands by id, with the route flags of apps/<brand>/src/brand.ts. */
export const STORY_BRANDS: Record<StoryBrandId, BrandConfig> = {
  fachat: brand('fachat', 'Fachat', fachat, { landing: 'hero', loginRequired: { club: true, task: true, domain: true }, messageSetup: false }),
  veego: brand('veego', 'Veego', veego, { landing: 'split', loginRequired: { club: false, task: false, domain: false }, messageSetup: true }),
  lumi: brand('lumi', 'Lumi', lumi, { landing: 'plain', loginRequired: { club: false, task: false, domain: false }, messageSetup: false }),
};
