/**
 * Route access and kind rules (spec §2, §6) as data. One route tree serves every brand; the
 * brand's flags decide which of /club, /task, /domain need sign-in and whether
 * /messageSetup exists.
 */
import type { BrandRouteFlags } from '../brand.ts';

/** Where `/` sends a signed-in viewer, and where sign-in lands: Match (spec §2). */
export const SIGNED_IN_HOME = '/match' as const;

/** How a route renders: a main page, a popup over the last main page, or a full page. */
export type RouteKind = 'page' | 'popup' | 'full';

export type RouteKey =
  | '/' | '/onlinevideochat' | '/login' | '/match' | '/goddess' | '/message'
  | '/club' | '/task' | '/domain' | '/messageSetup' | '/download' | '/callrecord' | '/deletemessagesettings' | '/video' | '/call' | '/videoview'
  | '/checkoutCards' | '/bindcheckout' | '/upi' | '/upiprocess' | '/payresult' | '/paymenthistory' | '/silveranchor'
  | '/settings' | '/languagesettings' | '/support' | '/personalhome' | '/editprofile' | '/anchorprofile' | '/friendreq'
  | '/test' | '/preview';

const ACCESS: Record<RouteKey, 'open' | 'login' | ((f: BrandRouteFlags) => 'open' | 'login')> = {
  '/': 'open',
  '/onlinevideochat': 'open',
  '/login': 'open',
  '/download': 'open',
  '/match': 'login',
  '/goddess': 'login',
  '/message': 'login',
  '/messageSetup': 'login',
  '/callrecord': 'login',
  '/video': 'login',
  '/call': 'login',
  '/videoview': 'login',
  '/deletemessagesettings': 'login',
  '/silveranchor': 'open',
  '/checkoutCards': 'login',
  '/bindcheckout': 'login',
  '/upi': 'login',
  '/upiprocess': 'login',
  '/payresult': 'login',
  '/paymenthistory': 'login',
  '/settings': 'login',
  '/languagesettings': 'login',
  '/support': 'login',
  '/personalhome': 'login',
  '/editprofile': 'login',
  '/anchorprofile': 'login',
  '/friendreq': 'login',
  // Top-level routes outside the shell (spec §2); not listed open in §6, so login required.
  '/test': 'login',
  '/preview': 'login',
  '/club': (f) => (f.loginRequired.club ? 'login' : 'open'),
  '/task': (f) => (f.loginRequired.task ? 'login' : 'open'),
  '/domain': (f) => (f.loginRequired.domain ? 'login' : 'open'),
};

/** Whether a route needs a signed-in user for this brand (spec §2 table, §6). */
export function needsLogin(route: RouteKey, flags: BrandRouteFlags): boolean {
  const a = ACCESS[route];
  return (typeof a === 'function' ? a(flags) : a) === 'login';
}

/** Main pages a popup can show behind it. */
export type MainPage = '/goddess' | '/message';

/** A popup opened directly takes the previous main page as background, else the goddess wall (spec §2). */
export function popupBackground(lastMainPage: MainPage | null): MainPage {
  return lastMainPage ?? '/goddess';
}

/**
 * Extra-small-screen instant-message panel rule (spec §2): opening /message shows it;
 * opening any other route hides it, except video, friend requests and payment history,
 * which leave it as it was.
 */
export function imPanelVisibleAfter(pathname: string, wasVisible: boolean): boolean {
  if (pathname === '/message' || pathname.startsWith('/message?')) return true;
  if (pathname.startsWith('/video/') || pathname === '/friendreq' || pathname === '/paymenthistory') return wasVisible;
  return false;
}
