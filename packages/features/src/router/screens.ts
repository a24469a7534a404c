/**
 * Screens drawn by both the router and the shell, as one lazy component each, so both draw the
 * same instance of it. The main pages (spec §2) are their route's page and the background of the
 * popups over them for a signed-in viewer; the shell draws each in one place for both
 * (shell/Shell.tsx), and the route only makes sure its code is here before it renders
 * (router/routes.tsx). Closing Match after sign-in then keeps the wall that was on screen
 * behind it, instead of mounting a second one from scratch (issue 21, tap → talking: ~380 ms of
 * main thread on a 4x slower phone); a video call opened from a thread keeps the messaging page
 * behind it, with its thread, instead of closing it and drawing another (~80 ms at the tap on a
 * desktop, ~300 ms on a 4x slower one).
 */
import { lazyRouteComponent, type AsyncRouteComponent } from '@tanstack/react-router';

/** The goddess wall; renders at once once `preload()` has resolved, else suspends. */
export const GoddessScreen = lazyRouteComponent(() => import('../discover/GoddessPage.tsx'), 'GoddessPage');

/**
 * The messaging page (thread list and the open thread): `/message` on screens from 1024 px, the
 * shell's instant-message panel below (spec §2); renders at once once `preload()` has resolved.
 */
export const MessageScreen = lazyRouteComponent(() => import('../messaging/MessagePage.tsx'), 'MessagePage');

/** The sign-in sheet (spec §2 /login), which the landing's buttons open. */
export const LoginPopup = lazyRouteComponent(() => import('../session/LoginPopup.tsx'), 'LoginPopup');

/**
 * The sign-in sheet's code, fetched ahead: as soon as the app runs when the prerendered landing
 * held a tap (app/App.tsx), and at the press on a landing button (landing/LandingPopup.tsx), so it
 * arrives while the app starts or the tap ends, not after. Never rejects: a failed fetch is tried
 * again when the route opens.
 */
export const preloadSignIn = (): Promise<void> => preload(LoginPopup).catch(() => undefined);

/** Match (spec §2 /match), the popup sign-in lands on; renders at once once `preload()` has resolved. */
export const MatchPopup = lazyRouteComponent(() => import('../match/MatchPopup.tsx'), 'MatchPopup');

/**
 * Starts fetching the code of `screens` (lazy route components) without rendering them, so the
 * tap that opens one does not wait a round trip for it (issue 21, tap → talking). A screen
 * already loaded has no `preload` any more and is skipped. Rejects with a failed fetch's error;
 * the route tries again when it opens.
 */
export function preload(...screens: AsyncRouteComponent<never>[]): Promise<void> {
  return Promise.all(screens.map((s) => s.preload?.())).then(() => undefined);
}

/**
 * Fetches the screens sign-in lands on (Match over the wall) while she chooses how to sign in.
 * The sign-in sheet calls it once it is on screen, not its route before: their code then runs
 * after the sheet's first render, not between its slices (issue 21: the wall's and Match's
 * modules ran before the sheet showed on a 4x slower phone). Never rejects: a failed fetch is
 * tried again when the route opens.
 */
export const preloadAfterSignIn = (): Promise<void> => preload(GoddessScreen, MatchPopup).catch(() => undefined);
