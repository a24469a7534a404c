/**
 * When the download-app overlay is offered (spec §2 overlays "download-app"; §7
 * get_website_config appDownloadInfo), and the controller that applies them (below).
 *
 * - Only on an Android phone or an iPhone/iPad, and only when the server gives a link for that
 *   platform (androidUrl / iosUrl).
 * - Not while the web app runs installed (it already lives on the home screen).
 * - At most once every {@link DOWNLOAD_PROMPT_EVERY_MS} on this device, whatever the answer.
 */
import * as v from 'valibot';
import type { ApiClient, AppDownloadInfo } from '@vchat/api-client';
import { readJson, writeJson, type KeyValueStorage } from '../common/storage.ts';
import type { Clock } from '../platform.ts';
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

export interface DownloadDeps {
  api: Pick<ApiClient, 'getWebsiteConfig'>;
  storage: KeyValueStorage;
  clock: Clock;
  /** Records an analytics event (download_prompt_shown). */
  track: (event: 'download_prompt_shown' | 'download_prompt_get', props: { platform: DevicePlatform }) => void;
  log: (message: string, extra?: unknown) => void;
}

/**
 * The app download links (spec §2 /download, §7 get_website_config appDownloadInfo) and the
 * download-app overlay's rules: `appLinks()` reads the links (kept once read; a failure is
 * asked again next time); `promptLink()` resolves the store link to offer after the viewer has
 * been on the wall {@link DOWNLOAD_PROMPT_AFTER_MS}, or null when it is not due; `promptShown()`
 * records that it reached the screen (once a week at most), `promptTaken()` that it was taken.
 */
export function createDownload(deps: DownloadDeps) {
  let links: Promise<AppDownloadInfo> | null = null;
  const appLinks = (): Promise<AppDownloadInfo> => {
    links ??= deps.api.getWebsiteConfig().then((c) => c.appDownloadInfo);
    links.catch(() => (links = null));
    return links;
  };
  return {
    appLinks,
    /**
     * The link to offer on this device (`platform`, `installed`: the web app runs from the home
     * screen), after the wait; null when not due, when the server gives none, or when `signal`
     * aborts first (the wall was left).
     */
    async promptLink(p: { platform: DevicePlatform; installed: boolean; signal?: AbortSignal }): Promise<string | null> {
      const started = deps.clock.now();
      const due = downloadPromptDue({
        platform: p.platform,
        installed: p.installed,
        lastShownAt: readJson(deps.storage, DOWNLOAD_PROMPT_KEY, DownloadPromptAtSchema),
        now: started,
      });
      if (!due) return null;
      let url: string | null;
      try {
        url = downloadLinkFor(p.platform, await appLinks());
      } catch (e) {
        deps.log('no app links', e); // an offer, not worth an error on screen
        return null;
      }
      if (!url || p.signal?.aborted) return null;
      const wait = Math.max(0, DOWNLOAD_PROMPT_AFTER_MS - (deps.clock.now() - started));
      return new Promise((resolve) => {
        const timer = deps.clock.setTimeout(() => resolve(p.signal?.aborted ? null : url), wait);
        p.signal?.addEventListener('abort', () => (deps.clock.clearTimeout(timer), resolve(null)), { once: true });
      });
    },
    /** The overlay reached the screen: not again for a week; counted in analytics. */
    promptShown(platform: DevicePlatform): void {
      writeJson(deps.storage, DOWNLOAD_PROMPT_KEY, deps.clock.now());
      deps.track('download_prompt_shown', { platform });
    },
    /** The viewer took the offer (the store button): counted in analytics. */
    promptTaken(platform: DevicePlatform): void {
      deps.track('download_prompt_get', { platform });
    },
  };
}

export type DownloadController = ReturnType<typeof createDownload>;
