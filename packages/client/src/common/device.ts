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
