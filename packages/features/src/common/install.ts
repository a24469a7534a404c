/**
 * The installed app, shared by the features that offer installing (spec §1; issue 11): whether
 * the app runs installed, and which guide (add to desktop, add a bookmark) is open. The guides
 * themselves are pwa/InstallGuide.tsx.
 */
import { atom } from 'jotai';

/** Which guide is open: add to desktop, or add a bookmark; null when none. */
export const guideAtom = atom<'install' | 'bookmark' | null>(null);

/**
 * Whether the app runs installed (the web app opened from the home screen or desktop:
 * display-mode standalone / fullscreen / minimal-ui, or iOS `navigator.standalone`). Only then
 * can install_web_app be claimed; the server cannot see an install, so the claim is the
 * installed app's word.
 */
export function runsInstalled(w: Pick<Window, 'matchMedia' | 'navigator'> = window): boolean {
  if ((w.navigator as Navigator & { standalone?: boolean }).standalone === true) return true;
  return ['standalone', 'fullscreen', 'minimal-ui'].some((m) => w.matchMedia?.(`(display-mode: ${m})`).matches);
}
