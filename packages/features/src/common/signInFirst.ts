/**
 * Visitors on open routes (spec §2, §6: /silveranchor, and /club, /task, /domain where the brand
 * leaves them open) see the content; sign-in is asked at the first action that needs an account
 * (a call, a claim, a check-in). This returns that action: open the login route, then come back.
 */
import { useNavigate } from '@tanstack/react-router';

/** Returns a function that opens /login with `redirect` = the current path (or `back`). */
export function useSignInFirst(): (back?: string) => void {
  const navigate = useNavigate();
  return (back) => void navigate({ to: '/login', search: { redirect: back ?? window.location.pathname } });
}
