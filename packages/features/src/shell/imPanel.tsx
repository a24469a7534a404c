/**
 * The extra-small-screen instant-message panel (spec §2): below 1024 px the messaging page is a
 * panel the shell hosts (Shell.tsx), not the /message route's own page. Opening /message shows
 * it; opening any other route hides it (it closes: the open thread, its scroll and what was
 * typed go), except a video call (/video/{uid}), friend requests and payment history, which
 * leave it as it was: it stays alive, drawn behind the call popup or kept out of sight behind
 * the page, so coming back finds the same thread where it was. The rule is
 * `imPanelVisibleAfter` (router/access.ts).
 */
import { MessagePage } from '../messaging/MessagePage.tsx';
import { useExtraSmall } from './useExtraSmall.ts';

/** The /message route's component: the page itself on wider screens; on extra-small ones the shell's panel draws it. */
export function MessageRoute() {
  return useExtraSmall() ? null : <MessagePage />;
}
