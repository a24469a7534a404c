/**
 * Where the landing's two buttons lead (spec §2), in one place for the landing itself and for the
 * app's start, which sends a tap the prerendered landing held straight to its route (app/App.tsx,
 * issue 21: tap → talking) instead of drawing the landing first and replaying the tap on it.
 */

import { SIGNED_IN_HOME } from '../router/access.ts';

/** The landing's buttons: "Start video chat" (`start`) and "Sign in" (`signIn`). */
export type LandingAction = 'start' | 'signIn';

/**
 * The route a landing button opens: "Start video chat" opens Match for a signed-in viewer and
 * the sign-in sheet otherwise; "Sign in" opens the sign-in sheet.
 */
export const landingRoute = (action: LandingAction, signedIn: boolean): '/login' | typeof SIGNED_IN_HOME =>
  action === 'start' && signedIn ? SIGNED_IN_HOME : '/login';

/**
 * The landing button whose text is `text` (a held tap's text, as the page had it), in the
 * language `t` translates to (its keys `landing.cta`, `landing.signIn`); null for any other text
 * (a footer link, something the page changed), which the caller leaves to the usual replay.
 */
export function landingActionOfText(text: string, t: (key: string) => string): LandingAction | null {
  const s = text.trim();
  if (!s) return null;
  if (s === t('landing.cta')) return 'start';
  if (s === t('landing.signIn')) return 'signIn';
  return null;
}
