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
import { lazyRouteComponent } from '@tanstack/react-router';

/** The goddess wall; renders at once once `preload()` has resolved, else suspends. */
export const GoddessScreen = lazyRouteComponent(() => import('../discover/GoddessPage.tsx'), 'GoddessPage');

/**
 * The messaging page (thread list and the open thread): `/message` on screens from 1024 px, the
 * shell's instant-message panel below (spec §2); renders at once once `preload()` has resolved.
 */
export const MessageScreen = lazyRouteComponent(() => import('../messaging/MessagePage.tsx'), 'MessagePage');
