/**
 * Which device family the app runs on, for the guides and offers that differ by platform
 * (install and bookmark guides, the download-app overlay, no push token on iOS; spec §1 §4).
 * Pure: the user agent and touch points are passed in (defaults read `navigator`).
 */

export type DevicePlatform = 'ios' | 'android' | 'apple' | 'desktop';

/**
 * 'ios' for iPhone, iPad, iPod (iPadOS reports a Mac with touch: `maxTouchPoints` > 1),
 * 'android', 'apple' for other Macs, else 'desktop'.
 */
export function devicePlatform(
  ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
  maxTouchPoints: number = typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints ?? 0,
): DevicePlatform {
  if (/iPhone|iPad|iPod/i.test(ua) || (/Macintosh/i.test(ua) && maxTouchPoints > 1)) return 'ios';
  if (/Android/i.test(ua)) return 'android';
  if (/Macintosh/i.test(ua)) return 'apple';
  return 'desktop';
}

/** Whether a modal dialog is on screen (overlays that offer something never stack on one). */
export function modalDialogOpen(doc: Pick<Document, 'querySelector'> = document): boolean {
  return doc.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]') !== null;
}

/** How often (ms) a due offer checks whether another dialog has closed. */
export const FREE_CHECK_MS = 1000;

/**
 * Runs `show` once `delayMs` have passed and no modal dialog is on screen (checked every
 * {@link FREE_CHECK_MS}); for offers that must never stack on another dialog (exclusive girl
 * page, download-app overlay). Returns a cancel function.
 */
export function afterScreenFree(delayMs: number, show: () => void, isBusy: () => boolean = modalDialogOpen): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout>;
  const due = () => {
    if (stopped) return;
    if (isBusy()) timer = setTimeout(due, FREE_CHECK_MS);
    else show();
  };
  timer = setTimeout(due, Math.max(0, delayMs));
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
