/**
 * Screens drawn by both the router and the shell, as one lazy component each, so both draw the
 * same instance of it. The goddess wall (spec §2) is the `/goddess` page and the background of
 * the popups over it for a signed-in viewer (Match first of all); the shell draws it in one place for both
 * (shell/Shell.tsx), and the route only makes sure its code is here before it renders
 * (router/routes.tsx). Closing Match after sign-in then keeps the wall that was on screen
 * behind it, instead of mounting a second one from scratch (issue 21, tap → talking: ~380 ms of
 * main thread on a 4x slower phone).
 */
import { lazyRouteComponent } from '@tanstack/react-router';

/** The goddess wall; renders at once once `preload()` has resolved, else suspends. */
export const GoddessScreen = lazyRouteComponent(() => import('../discover/GoddessPage.tsx'), 'GoddessPage');
