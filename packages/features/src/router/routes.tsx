/**
 * The ONE route tree (spec §2) for every brand, code-based TanStack Router. Brand
 * differences come from `context.services.brand` in `beforeLoad`; access rules come from
 * `access.ts`. Popup routes carry `staticData.kind = 'popup'` and render over the shell's
 * background page.
 */
import { createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, notFound, redirect, type AnyRoute, type RouterHistory } from '@tanstack/react-router';
import type { Services } from '../app/services.ts';
import { needsLogin, SIGNED_IN_HOME, type RouteKey, type RouteKind } from './access.ts';
import { Shell } from '../shell/Shell.tsx';
import { LandingPopup } from '../landing/LandingPopup.tsx';
import { GoddessScreen, LoginPopup, MatchPopup, MessageScreen, preload } from './screens.ts';
import { RootLayout } from './RootLayout.tsx';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import { validateOrderSearch, validatePaySearch } from '../payments/search.ts';
import { routerSearch, validateJid, validateMessageSearch } from './search.ts';

// Screens load with their route: a visitor on the landing downloads none of them.
const PreviewPage = lazyRouteComponent(() => import('../messaging/PreviewPage.tsx'), 'PreviewPage');
const DomainPage = lazyRouteComponent(() => import('../tasks/DomainPage.tsx'), 'DomainPage');
const CallRecordPage = lazyRouteComponent(() => import('../messaging/CallRecordPage.tsx'), 'CallRecordPage');
const DeleteMessageSettingsPage = lazyRouteComponent(() => import('../messaging/DeleteMessageSettingsPage.tsx'), 'DeleteMessageSettingsPage');
const CallScreen = lazyRouteComponent(() => import('../calls/CallScreen.tsx'), 'CallScreen');
const CallPage = lazyRouteComponent(() => import('../calls/CallScreen.tsx'), 'CallPage');
const VideoViewScreen = lazyRouteComponent(() => import('../calls/CallScreen.tsx'), 'VideoViewScreen');
const CallTestPage = lazyRouteComponent(() => import('../calls/CallTestPage.tsx'), 'CallTestPage');
const CheckoutCardsPage = lazyRouteComponent(() => import('../payments/CheckoutCardsPage.tsx'), 'CheckoutCardsPage');
const PayResultPage = lazyRouteComponent(() => import('../payments/PayResultPage.tsx'), 'PayResultPage');
const BindCheckoutPage = lazyRouteComponent(() => import('../payments/BindCheckoutPage.tsx'), 'BindCheckoutPage');
const UpiPage = lazyRouteComponent(() => import('../payments/UpiPage.tsx'), 'UpiPage');
const UpiProcessPage = lazyRouteComponent(() => import('../payments/UpiProcessPage.tsx'), 'UpiProcessPage');
const ClubPage = lazyRouteComponent(() => import('../club/ClubPage.tsx'), 'ClubPage');
const SilverAnchorPopup = lazyRouteComponent(() => import('../club/SilverAnchorPopup.tsx'), 'SilverAnchorPopup');
const SettingsPage = lazyRouteComponent(() => import('../settings/SettingsPage.tsx'), 'SettingsPage');
const LanguageSettingsPage = lazyRouteComponent(() => import('../settings/LanguageSettingsPage.tsx'), 'LanguageSettingsPage');
const SupportPage = lazyRouteComponent(() => import('../settings/SupportPage.tsx'), 'SupportPage');
const UserPasswordPopup = lazyRouteComponent(() => import('../session/UserPasswordPopup.tsx'), 'UserPasswordPopup');
const PersonalHomePage = lazyRouteComponent(() => import('../profile/PersonalHomePage.tsx'), 'PersonalHomePage');
const EditProfilePage = lazyRouteComponent(() => import('../profile/EditProfilePage.tsx'), 'EditProfilePage');
const AnchorProfilePage = lazyRouteComponent(() => import('../social/AnchorProfilePage.tsx'), 'AnchorProfilePage');
const FriendRequestsPage = lazyRouteComponent(() => import('../social/FriendRequestsPage.tsx'), 'FriendRequestsPage');
const PaymentHistoryPage = lazyRouteComponent(() => import('../payments/PaymentHistoryPage.tsx'), 'PaymentHistoryPage');
const TasksPage = lazyRouteComponent(() => import('../tasks/TasksPage.tsx'), 'TasksPage');
const DownloadPage = lazyRouteComponent(() => import('../download/DownloadPage.tsx'), 'DownloadPage');
const MessageSetupPage = lazyRouteComponent(() => import('../messaging/MessageSetupPage.tsx'), 'MessageSetupPage');

/** The own part of a route whose page the shell draws (the wall, messaging: router/screens.ts): nothing. */
function ShellPageRoute(): null {
  return null;
}

export interface RouterContext {
  services: Services;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    kind?: RouteKind;
  }
}

/** beforeLoad guard: login-required routes redirect to /login while signed out (spec §2). */
function guard(route: RouteKey) {
  return ({ context, location }: { context: RouterContext; location: { href: string } }) => {
    if (needsLogin(route, context.services.brand.routes) && !context.services.session.hasUser()) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
  };
}


const rootRoute = createRootRouteWithContext<RouterContext>()({ component: RootLayout });

const shellRoute = createRoute({ getParentRoute: () => rootRoute, id: 'shell', component: Shell });

const indexRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/',
  staticData: { kind: 'popup' },
  beforeLoad: ({ context }) => {
    if (context.services.session.hasUser()) throw redirect({ to: SIGNED_IN_HOME });
  },
  component: LandingPopup,
});

const landingRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/onlinevideochat',
  staticData: { kind: 'popup' },
  component: LandingPopup,
});

const downloadRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/download',
  staticData: { kind: 'page' },
  beforeLoad: guard('/download'),
  component: DownloadPage,
});

const loginRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/login',
  staticData: { kind: 'popup' },
  validateSearch: (s: Record<string, unknown>): { redirect?: string } =>
    typeof s.redirect === 'string' ? { redirect: s.redirect } : {},
  // Sign-in lands on Match over the wall: the sheet fetches their code once it is on screen
  // (screens.ts preloadAfterSignIn).
  component: LoginPopup,
});

const matchRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/match',
  staticData: { kind: 'popup' },
  beforeLoad: guard('/match'),
  component: MatchPopup,
});

const goddessRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/goddess',
  staticData: { kind: 'page' },
  beforeLoad: guard('/goddess'),
  // The shell draws the wall (the same one it draws behind popups, router/screens.ts); the
  // route waits for its code, so the shell's first render of it does not suspend.
  loader: () => preload(GoddessScreen),
  component: ShellPageRoute,
});

const messageRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/message',
  staticData: { kind: 'page' },
  // ?tid= opens a thread; ?jid= (a push notification's link) opens the thread with that peer.
  validateSearch: validateMessageSearch,
  beforeLoad: guard('/message'),
  // The shell draws the page (the same one it draws behind a call popup; on extra-small screens
  // as its instant-message panel, router/screens.ts); the route waits for its code.
  loader: () => preload(MessageScreen),
  component: ShellPageRoute,
});

const callRecordRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/callrecord',
  staticData: { kind: 'page' },
  beforeLoad: guard('/callrecord'),
  component: CallRecordPage,
});

const deleteSettingsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/deletemessagesettings',
  staticData: { kind: 'page' },
  beforeLoad: guard('/deletemessagesettings'),
  component: DeleteMessageSettingsPage,
});

const messageSetupRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/messageSetup',
  staticData: { kind: 'page' },
  beforeLoad: (ctx) => {
    // The page exists in one brand only (spec §2): brand data, not a branch on the name.
    if (!ctx.context.services.brand.routes.messageSetup) throw notFound();
    guard('/messageSetup')(ctx);
  },
  component: MessageSetupPage,
});

const videoRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/video/$uid',
  staticData: { kind: 'popup' },
  validateSearch: (s: Record<string, unknown>) => validateJid(s),
  beforeLoad: guard('/video'),
  component: CallScreen,
});

const callRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/call/$uid',
  staticData: { kind: 'full' },
  validateSearch: validateJid,
  beforeLoad: guard('/call'),
  component: CallPage,
});

const videoViewRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/videoview',
  staticData: { kind: 'popup' },
  // From an incoming-call push (pwa/pushPayload.ts): the call's sid and the host.
  validateSearch: (s: Record<string, unknown>): { sid?: string; jid?: string; name?: string } => ({
    ...validateJid(s),
    ...(typeof s.sid === 'string' && /^[\w.:-]{1,200}$/.test(s.sid) ? { sid: s.sid } : {}),
    ...(typeof s.name === 'string' && s.name.trim() ? { name: s.name.trim().slice(0, 100) } : {}),
  }),
  beforeLoad: guard('/videoview'),
  component: VideoViewScreen,
});

/** /test (spec §2, outside the shell): the video call screen's device check; login required (§6). */
const testRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/test',
  beforeLoad: guard('/test'),
  component: CallTestPage,
});

/** /preview (spec §2, outside the shell): the chat view as a full page; login required (§6). */
const previewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/preview',
  validateSearch: validateMessageSearch,
  beforeLoad: guard('/preview'),
  component: PreviewPage,
});

const paymentHistoryRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/paymenthistory',
  staticData: { kind: 'page' },
  beforeLoad: guard('/paymenthistory'),
  component: PaymentHistoryPage,
});

/** /task (tasks and check-in) and /domain (what the site offers); which need sign-in is brand data (spec §2). */
const taskRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/task',
  staticData: { kind: 'page' },
  beforeLoad: guard('/task'),
  component: TasksPage,
});

const domainRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/domain',
  staticData: { kind: 'page' },
  beforeLoad: guard('/domain'),
  component: DomainPage,
});

/** Payment flow (spec §2, outside the shell; the chat connection is not opened here). */
const checkoutCardsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/checkoutCards',
  validateSearch: validatePaySearch,
  beforeLoad: guard('/checkoutCards'),
  component: CheckoutCardsPage,
});

const bindCheckoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/bindcheckout',
  validateSearch: validatePaySearch,
  beforeLoad: guard('/bindcheckout'),
  component: BindCheckoutPage,
});

const upiRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/upi',
  validateSearch: validatePaySearch,
  beforeLoad: guard('/upi'),
  component: UpiPage,
});

const upiProcessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/upiprocess',
  validateSearch: validateOrderSearch,
  beforeLoad: guard('/upiprocess'),
  component: UpiProcessPage,
});

const payResultRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/payresult',
  validateSearch: validateOrderSearch,
  beforeLoad: guard('/payresult'),
  component: PayResultPage,
});

/** /club: the silver club page; whether it needs sign-in is brand data (spec §2). */
const clubRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/club',
  staticData: { kind: 'page' },
  beforeLoad: guard('/club'),
  component: ClubPage,
});

/** /silveranchor: the silver anchor list popup, open to visitors (spec §2). */
const silverAnchorRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/silveranchor',
  staticData: { kind: 'popup' },
  component: SilverAnchorPopup,
});

/** The user's own space (spec §2 pages, login required). */
const settingsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/settings',
  staticData: { kind: 'page' },
  beforeLoad: guard('/settings'),
  component: SettingsPage,
});

const languageSettingsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/languagesettings',
  staticData: { kind: 'page' },
  beforeLoad: guard('/languagesettings'),
  component: LanguageSettingsPage,
});

/** Contact support (spec §7 get_user_support), reached from settings. */
const supportRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/support',
  staticData: { kind: 'page' },
  beforeLoad: guard('/support'),
  component: SupportPage,
});

const personalHomeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/personalhome',
  staticData: { kind: 'page' },
  beforeLoad: guard('/personalhome'),
  component: PersonalHomePage,
});

const editProfileRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/editprofile',
  staticData: { kind: 'page' },
  beforeLoad: guard('/editprofile'),
  component: EditProfilePage,
});

/** /anchorprofile?jid=: a host's profile (spec §2 page, login required). */
const anchorProfileRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/anchorprofile',
  staticData: { kind: 'page' },
  validateSearch: (s: Record<string, unknown>): { jid?: string } =>
    typeof s.jid === 'string' && /^[^@\s/]{1,100}@[^@\s/]{1,200}$/.test(s.jid) ? { jid: s.jid } : {},
  beforeLoad: guard('/anchorprofile'),
  component: AnchorProfilePage,
});

/** /friendreq: hosts' friend requests and the friends (spec §2 page, login required). */
const friendReqRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/friendreq',
  staticData: { kind: 'page' },
  beforeLoad: guard('/friendreq'),
  component: FriendRequestsPage,
});

/** /userpassword: password sign-in popup, open (spec §2). */
const userPasswordRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/userpassword',
  staticData: { kind: 'popup' },
  component: UserPasswordPopup,
});

export const routeTree = rootRoute.addChildren([
  shellRoute.addChildren([
    indexRoute, landingRoute, downloadRoute, loginRoute, matchRoute, goddessRoute, messageRoute, callRecordRoute, deleteSettingsRoute, messageSetupRoute,
    videoRoute, callRoute, videoViewRoute, paymentHistoryRoute, taskRoute, domainRoute, clubRoute, silverAnchorRoute,
    settingsRoute, languageSettingsRoute, supportRoute, personalHomeRoute, editProfileRoute, userPasswordRoute, anchorProfileRoute, friendReqRoute,
  ]),
  testRoute,
  previewRoute,
  checkoutCardsRoute,
  bindCheckoutRoute,
  upiRoute,
  upiProcessRoute,
  payResultRoute,
]);

/**
 * Creates the app router. Scrolls to the top after every navigation (spec §2). Search params
 * are read and written by {@link routerSearch} (spec §9 query-string limits). A URL outside
 * the tree, or a `notFound()` from a route's `beforeLoad`, shows {@link NotFoundPage}.
 * `history`: default the browser's; the stories pass a memory history at their route.
 */
export function createAppRouter(services: Services, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { services },
    defaultPreload: false,
    scrollRestoration: false,
    defaultNotFoundComponent: NotFoundPage,
    // Search params through the one query parser, under the §9 limits (router/search.ts).
    ...routerSearch,
  });
  router.subscribe('onResolved', () => {
    if (typeof window !== 'undefined') window.scrollTo(0, 0);
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

export type { AnyRoute };
