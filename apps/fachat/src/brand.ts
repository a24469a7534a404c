/**
 * Fachat brand data (spec §2): name, logo, theme, hosts per environment, package name and
 * route flags. No feature code lives here.
 */
import type { BrandConfig } from '@vchat/features';
import { brandInfo } from './brandInfo.ts';
import { theme } from '@vchat/ui-kit/themes/fachat';

export const brand: BrandConfig = {
  id: brandInfo.id,
  name: brandInfo.name,
  logo: brandInfo.logo,
  themeClass: theme,
  packageName: 'com.fachat.web',
  source: 'web_fachat',
  hosts: {
    development: { api: '/api', xmpp: '/xmpp', xmppDomain: 'localhost', upload: '/upload', analytics: '/analytics', signInScript: '/oauth/client.js', signInClientId: 'fachat-web-dev', mediaOrigins: [] },
    test: { api: 'https://api.test.fachat.example/api', xmpp: 'wss://im.test.fachat.example/xmpp-websocket', xmppDomain: 'im.test.fachat.example', upload: 'https://img.test.fachat.example/upload', analytics: 'https://sa.test.fachat.example/analytics', signInScript: 'https://accounts.test.fachat.example/oauth/client.js', signInClientId: 'fachat-web-test', mediaOrigins: ['https://img.test.fachat.example'], avatarHosts: ['https://avatar.test.fachat.example'] },
    production: { api: 'https://api.fachat.example/api', xmpp: 'wss://im.fachat.example/xmpp-websocket', xmppDomain: 'im.fachat.example', upload: 'https://img.fachat.example/upload', analytics: 'https://sa.fachat.example/analytics', signInScript: 'https://accounts.fachat.example/oauth/client.js', signInClientId: 'fachat-web', mediaOrigins: ['https://img.fachat.example'] },
  },
  routes: {
    landing: 'hero',
    loginRequired: { club: true, task: true, domain: true },
    messageSetup: false,
  },
};
