/**
 * When the download-app overlay is offered (spec §2 overlays "download-app"; §7
 * get_website_config appDownloadInfo). Pure rules, kept apart from the component for tests.
 *
 * - Only on an Android phone or an iPhone/iPad, and only when the server gives a link for that
 *   platform (androidUrl / iosUrl).
 * - Not while the web app runs installed (it already lives on the home screen).
 * - At most once every {@link DOWNLOAD_PROMPT_EVERY_MS} on this device, whatever the answer.
 */
import * as v from 'valibot';
import type { AppDownloadInfo } from '@vchat/api-client';
import type { DevicePlatform } from '../common/device.ts';

/** Storage key: when the overlay was last shown (epoch ms). */
export const DOWNLOAD_PROMPT_KEY = 'downloadPromptAt';
export const DownloadPromptAtSchema = v.pipe(v.number(), v.finite());
/** Seven days, ms. */
export const DOWNLOAD_PROMPT_EVERY_MS = 7 * 24 * 3600 * 1000;
/** How long the viewer is on the goddess wall before the offer, ms. */
export const DOWNLOAD_PROMPT_AFTER_MS = 6000;

/** Whether the overlay may be shown now (platform, install state and the last time). */
export function downloadPromptDue(p: { platform: DevicePlatform; installed: boolean; lastShownAt: number | null; now: number }): boolean {
  if (p.platform !== 'android' && p.platform !== 'ios') return false;
  if (p.installed) return false;
  return p.lastShownAt === null || p.lastShownAt > p.now || p.now - p.lastShownAt >= DOWNLOAD_PROMPT_EVERY_MS;
}

/** The store link for the platform, or null when the server gives none. */
export function downloadLinkFor(platform: DevicePlatform, info: AppDownloadInfo): string | null {
  if (platform === 'android') return info.androidUrl || null;
  if (platform === 'ios') return info.iosUrl || null;
  return null;
}
