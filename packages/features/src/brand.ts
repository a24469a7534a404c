/**
 * Brand configuration (spec §2): everything that differs between fachat, veego and lumi is
 * data of this shape, read by the route tree and the shell. Feature code never branches on
 * a brand's name.
 */
import type { ClientHosts } from '@vchat/client';

export type Environment = 'development' | 'test' | 'production';

/** Where the app reaches its backend in one environment: the client's hosts (see ClientHosts) and the image origins. */
export interface BrandHosts extends ClientHosts {
  /** Origins images may come from besides same-origin /media/ paths (e.g. the image CDN). */
  mediaOrigins: string[];
  /**
   * The test server's avatar hosts (origins), whose avatar and host image URLs are rewritten
   * to this environment's API host (spec §5); set in the test environment only.
   */
  avatarHosts?: string[];
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
