/**
 * Whether the screen is extra-small: below the smallest layout breakpoint (spec §2: breakpoints
 * 1024, 1280 and 1536 px; "mobile" means below the smallest). Follows the window as it resizes.
 */
import { useSyncExternalStore } from 'react';
import { media } from '@vchat/ui-kit';

/**
 * The one MediaQueryList of the query, made on first use: `matchMedia` builds a new list on
 * every call, and the snapshot is read on every render of every user (a thread's rows, issue 21).
 */
let list: MediaQueryList | null | undefined;
const query = (): MediaQueryList | null =>
  list !== undefined ? list : (list = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(media.mobile) : null);

function subscribe(onChange: () => void): () => void {
  const q = query();
  q?.addEventListener('change', onChange);
  return () => q?.removeEventListener('change', onChange);
}

/** True below 1024 px (the `media.mobile` query); false without a window. */
export function useExtraSmall(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false, () => false);
}
