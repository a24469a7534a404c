/**
 * Brand configuration (spec §2): everything that differs between fachat, veego and lumi is
 * data of this shape, read by the route tree and the shell. Feature code never branches on
 * a brand's name.
 */
export type Environment = 'development' | 'test' | 'production';

/** Where the app reaches its backend in one environment (ARCHITECTURE.md "Environments"). */
export interface BrandHosts {
  /** API base: `/api` (development) or `https://<api host>/api`. */
  api: string;
  /** XMPP WebSocket: `/xmpp` (relative, development) or `wss://<host>/xmpp-websocket`. */
  xmpp: string;
  /** XMPP domain of viewers. */
  xmppDomain: string;
  /** Image host upload endpoint (spec §7 "POST multipart to an external image host at /upload"). */
  upload: string;
  /**
   * The analytics reporting service base (spec §7): `/analytics` (development) or
   * `https://<analytics host>/analytics`; batches go to `<base>/sync`, or `<base>/debug` in debug mode.
   */
  analytics: string;
  /** The third-party sign-in provider's script (spec §7), loaded on demand: `/oauth/client.js` in development. */
  signInScript: string;
  /** The app's client id at the sign-in provider. */
  signInClientId: string;
  /** Origins images may come from besides same-origin /media/ paths (e.g. the image CDN). */
  mediaOrigins: string[];
}

/** Route rules that differ per brand (spec §2, §6). */
export interface BrandRouteFlags {
  /** Landing page variant of /onlinevideochat: two brand-specific ones and a plain one. */
  landing: 'hero' | 'split' | 'plain';
  /** Whether /club, /task and /domain need sign-in (login required in one brand only). */
  loginRequired: { club: boolean; task: boolean; domain: boolean };
  /** Whether the /messageSetup page exists (one brand only). */
  messageSetup: boolean;
}

export interface BrandConfig {
  id: string;
  /** Display name, e.g. "Fachat". */
  name: string;
  /** Logo URL (an asset of the app). */
  logo: string;
  /** Class name of the brand's vanilla-extract theme. */
  themeClass: string;
  /** Package name sent in message extras (pkgName). */
  packageName: string;
  /** Client-info source (spec §7 "source web_fachat"). */
  source: string;
  hosts: Record<Environment, BrandHosts>;
  routes: BrandRouteFlags;
}
