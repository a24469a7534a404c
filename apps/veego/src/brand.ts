/**
 * Veego brand data (spec §2): name, logo, theme, hosts per environment, package name and
 * route flags. No feature code lives here.
 */
import type { BrandConfig } from '@vchat/features';
import { brandInfo } from './brandInfo.ts';
import { theme } from '@vchat/ui-kit/themes/veego';

export const brand: BrandConfig = {
  id: brandInfo.id,
  name: brandInfo.name,
  logo: brandInfo.logo,
  themeClass: theme,
  packageName: 'com.veego.web',
  source: 'web_veego',
  hosts: {
    development: { api: '/api', xmpp: '/xmpp', xmppDomain: 'localhost', upload: '/upload', analytics: '/analytics', signInScript: '/oauth/client.js', signInClientId: 'veego-web-dev', mediaOrigins: [] },
    test: { api: 'https://api.test.veego.example/api', xmpp: 'wss://im.test.veego.example/xmpp-websocket', xmppDomain: 'im.test.veego.example', upload: 'https://img.test.veego.example/upload', analytics: 'https://sa.test.veego.example/analytics', signInScript: 'https://accounts.test.veego.example/oauth/client.js', signInClientId: 'veego-web-test', mediaOrigins: ['https://img.test.veego.example'], avatarHosts: ['https://avatar.test.veego.example'] },
    production: { api: 'https://api.veego.example/api', xmpp: 'wss://im.veego.example/xmpp-websocket', xmppDomain: 'im.veego.example', upload: 'https://img.veego.example/upload', analytics: 'https://sa.veego.example/analytics', signInScript: 'https://accounts.veego.example/oauth/client.js', signInClientId: 'veego-web', mediaOrigins: ['https://img.veego.example'] },
  },
  routes: {
    landing: 'split',
    loginRequired: { club: false, task: false, domain: false },
    messageSetup: true,
  },
};
