/**
 * Lumi brand data (spec §2): name, logo, theme, hosts per environment, package name and
 * route flags. No feature code lives here.
 */
import type { BrandConfig } from '@vchat/features';
import { brandInfo } from './brandInfo.ts';
import { theme } from '@vchat/ui-kit/themes/lumi';

export const brand: BrandConfig = {
  id: brandInfo.id,
  name: brandInfo.name,
  logo: brandInfo.logo,
  themeClass: theme,
  packageName: 'com.lumi.web',
  source: 'web_lumi',
  hosts: {
    development: { api: '/api', xmpp: '/xmpp', xmppDomain: 'localhost', upload: '/upload', analytics: '/analytics', signInScript: '/oauth/client.js', signInClientId: 'lumi-web-dev', mediaOrigins: [] },
    test: { api: 'https://api.test.lumi.example/api', xmpp: 'wss://im.test.lumi.example/xmpp-websocket', xmppDomain: 'im.test.lumi.example', upload: 'https://img.test.lumi.example/upload', analytics: 'https://sa.test.lumi.example/analytics', signInScript: 'https://accounts.test.lumi.example/oauth/client.js', signInClientId: 'lumi-web-test', mediaOrigins: ['https://img.test.lumi.example'], avatarHosts: ['https://avatar.test.lumi.example'] },
    production: { api: 'https://api.lumi.example/api', xmpp: 'wss://im.lumi.example/xmpp-websocket', xmppDomain: 'im.lumi.example', upload: 'https://img.lumi.example/upload', analytics: 'https://sa.lumi.example/analytics', signInScript: 'https://accounts.lumi.example/oauth/client.js', signInClientId: 'lumi-web', mediaOrigins: ['https://img.lumi.example'] },
  },
  routes: {
    landing: 'plain',
    loginRequired: { club: false, task: false, domain: false },
    messageSetup: false,
  },
};
