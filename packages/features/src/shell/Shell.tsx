/**
 * The main shell at `/` (spec §2): navigation, the current main page, and popup routes drawn
 * over a background main page (the last main page, else the goddess wall). The wall is drawn
 * here both as that background and as the /goddess page, one instance (router/screens.ts). Anonymous
 * visitors see a brand backdrop behind popups, since main pages need sign-in. On extra-small
 * screens it hosts the instant-message panel (spec §2): below 1024 px the messaging page is a
 * panel drawn here, not the /message route's page. Opening /message shows it; any other route
 * hides it (it closes: the open thread, its scroll and what was typed go), except a video call
 * (/video/{uid}), friend requests and payment history, which leave it as it was: alive, behind
 * the call popup or out of sight behind the page (`imPanelVisibleAfter`, router/access.ts).
 * On wider screens the messaging page is drawn here too, as the /message page and behind a call
 * popup, one instance (router/screens.ts).
 */
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, Outlet, useMatches, useNavigate, useRouterState } from '@tanstack/react-router';
import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { AppShell, ChatIcon, CoinIcon, DiscoverIcon, MatchIcon, UserIcon, Button, type NavItem } from '@vchat/ui-kit';
import { coinIconTier } from '@vchat/domain';
import { useTranslation } from '@vchat/i18n';
import { useServices } from '../common/ServicesContext.tsx';
import { chatStateAtom, mainUserAtom, sessionStatusAtom } from '@vchat/client';
import { accountAtom } from '@vchat/client';
import { coinStoreOpenAtom, currentPath, openCoinStoreAtom } from '../common/purchase.ts';
import { taskEntranceOpenAtom } from '../common/taskEntranceAtom.ts';
import { totalUnreadAtom } from '@vchat/client';
import { MessageNotice } from './MessageNotice.tsx';
import { OnlineNotices } from './OnlineNotices.tsx';
import { AppNotices } from './AppNotices.tsx';
import { callTipAtom, hasCallAtom } from '@vchat/client';
import { imPanelVisibleAfter, popupBackground, type MainPage, type RouteKind } from '../router/access.ts';
import { useExtraSmall } from './useExtraSmall.ts';
import { GoddessScreen, MessageScreen } from '../router/screens.ts';
import { LanguagePicker } from './LanguagePicker.tsx';
import { SignOutDialog } from '../session/SignOutDialog.tsx';
import * as css from './shell.css.ts';
import { useLasting } from '../common/useLasting.ts';
import { useIdle } from '../common/useIdle.ts';

/** How long a restore goes on without the chat before the shell says the chat is offline, ms. */
const OFFLINE_BANNER_AFTER_MS = 2500;

/** Pages under the "Me" navigation item. */
const ME_PAGES = ['/personalhome', '/editprofile', '/settings', '/languagesettings'];

const CoinStore = lazy(() => import('../payments/CoinStore.tsx').then((m) => ({ default: m.CoinStore })));
const TaskEntrance = lazy(() => import('../tasks/TaskEntrance.tsx').then((m) => ({ default: m.TaskEntrance })));
const CallOverlays = lazy(() => import('../calls/CallOverlays.tsx').then((m) => ({ default: m.CallOverlays })));
const DownloadAppPrompt = lazy(() => import('../download/DownloadAppPrompt.tsx').then((m) => ({ default: m.DownloadAppPrompt })));
const ExclusiveGirlPage = lazy(() => import('../social/ExclusiveGirlPage.tsx').then((m) => ({ default: m.ExclusiveGirlPage })));
const ProfilePrompts = lazy(() => import('../profile/ProfilePrompts.tsx').then((m) => ({ default: m.ProfilePrompts })));

const MAIN_PAGES: Record<MainPage, () => ReactNode> = {
  '/goddess': () => <GoddessScreen />,
  '/message': () => <MessageScreen />,
};

/** The last main page shown, the background of popups (spec §2). */
export const lastMainPageAtom = atom<MainPage | null>(null);

export function Shell() {
  const { t } = useTranslation();
  const { brand } = useServices();
  const navigate = useNavigate();
  const matches = useMatches();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const user = useAtomValue(mainUserAtom);
  const status = useAtomValue(sessionStatusAtom);
  const unread = useAtomValue(totalUnreadAtom);
  const account = useAtomValue(accountAtom);
  const chatState = useAtomValue(chatStateAtom);
  // "Chat is offline" while a stored session is restored without the chat: only when it lasts,
  // not during a normal start, where the chat signs in a second later (the page would jump).
  const offlineBanner = useLasting(!!user && status !== 'signedIn' && chatState !== 'connected' && chatState !== 'connecting', OFFLINE_BANNER_AFTER_MS);
  const hasCall = useAtomValue(hasCallAtom);
  const hasCallTip = useAtomValue(callTipAtom) !== null;
  const leaf = matches[matches.length - 1];
  const kind: RouteKind = (leaf?.staticData as { kind?: RouteKind } | undefined)?.kind ?? 'page';
  const [lastMainPage, setLastMainPage] = useAtom(lastMainPageAtom);
  const storeOpen = useAtomValue(coinStoreOpenAtom);
  const taskEntranceOpen = useAtomValue(taskEntranceOpenAtom);
  const openStore = useSetAtom(openCoinStoreAtom);
  /** Sign-out asks first (issue 17.12). */
  const [confirmOut, setConfirmOut] = useState(false);
  const extraSmall = useExtraSmall();
  const offersReady = useIdle();
  // The instant-message panel rule (spec §2), applied as the path changes (during render, so the
  // panel never flashes on a route that hides it).
  const [im, setIm] = useState(() => ({ path: pathname, visible: imPanelVisibleAfter(pathname, false) }));
  let imVisible = im.visible;
  if (im.path !== pathname) {
    imVisible = imPanelVisibleAfter(pathname, im.visible);
    setIm({ path: pathname, visible: imVisible });
  }
  /** The panel is alive (mounted); it shows on /message and behind a popup, else it waits out of sight. */
  const imAlive = extraSmall && !!user && imVisible;
  const imShown = imAlive && (pathname === '/message' || kind === 'popup');

  useEffect(() => {
    if (kind === 'page' && (pathname === '/goddess' || pathname === '/message')) {
      setLastMainPage(pathname);
    }
  }, [kind, pathname, setLastMainPage]);

  const items: NavItem[] = [
    { id: '/goddess', label: t('nav.discover'), icon: <DiscoverIcon />, active: pathname === '/goddess', href: '/goddess' },
    { id: '/match', label: t('nav.match'), icon: <MatchIcon />, active: pathname === '/match', href: '/match' },
    {
      id: '/message', label: t('nav.messages'), icon: <ChatIcon />, active: pathname === '/message', href: '/message',
      badge: unread, badgeLabel: t('message.unread', { count: unread }),
    },
    // The user's own space (personal home, profile, settings); visitors have none.
    ...(user
      ? [{ id: '/personalhome', label: t('nav.me'), icon: <UserIcon />, active: ME_PAGES.includes(pathname), href: '/personalhome' }]
      : []),
  ];

  // The main page drawn by the shell itself: the background of a popup (the last main page,
  // else the wall), and the wall as the /goddess page, in the same place, so closing a popup over
  // the wall (Match after sign-in) keeps the wall on screen rather than mounting a new one
  // (router/screens.ts). Visitors get the brand backdrop behind popups.
  // The page is read from the leaf match, as `kind` is: while a navigation settles, the location's
  // path can be a step ahead of the matches, and a page read from it would be dropped for one
  // render (the messaging page then closed and was drawn anew behind a call popup).
  // A fresh sign-in (a user, the session not signed in yet) keeps the backdrop behind the sheet:
  // the wall's first render, its request and the country names' Intl data (~0.5 s of main thread
  // on a 4x slower phone) ran beside the chat's sign-in and held each of its round trips (issue
  // 21, tap → talking). It comes behind Match instead.
  const leafPath = leaf?.pathname ?? pathname;
  const shellPageNow: MainPage | null =
    kind === 'popup'
      ? user && status !== 'anonymous' && !imAlive ? popupBackground(lastMainPage) : null
      : kind === 'page' && (leafPath === '/goddess' || (leafPath === '/message' && !extraSmall)) ? leafPath : null;
  // A popup's background that was not on screen (Match after sign-in) is drawn in a render after
  // the popup's, in slices: Match shows first. One already there (the wall, when Match opens over
  // it) stays as it is.
  const shellPageLater = useDeferredValue(shellPageNow);
  const shellPage = kind === 'popup' ? shellPageLater : shellPageNow;
  // The same element while the page stays: the shell's own renders (a route change, the
  // balance, the unread count) do not draw the wall's cards again (issue 21, TBT).
  const pageElement = useMemo(() => (shellPage ? <Suspense fallback={null}>{MAIN_PAGES[shellPage]()}</Suspense> : null), [shellPage]);
  const background: ReactNode = shellPage
    ? pageElement
    : kind === 'popup' && !imAlive && !user
      ? <div className={css.backdrop} aria-hidden="true" />
      : null;

  const signInOut = (nav: boolean) =>
    user ? (
      nav ? (
        <button type="button" className={css.navButton} onClick={() => setConfirmOut(true)}>
          {t('nav.logout')}
        </button>
      ) : (
        <Button variant="ghost" size="sm" onClick={() => setConfirmOut(true)}>{t('nav.logout')}</Button>
      )
    ) : nav ? (
      <button type="button" className={`${css.navButton} ${css.navButtonPrimary}`} onClick={() => void navigate({ to: '/login' })}>
        {t('nav.login')}
      </button>
    ) : (
      <Button variant="primary" size="sm" onClick={() => void navigate({ to: '/login' })}>{t('nav.login')}</Button>
    );

  // The balance opens the coin store (spec §2 overlays).
  const balance = account ? (
    <button type="button" className={css.balanceButton} onClick={() => openStore({ path: currentPath() })} title={t('pay.buyGems')}>
      <span className={css.balance} aria-label={`${account.gemsBalance} ${t('common.gems')}, ${t('pay.buyGems')}`} data-testid="gems-balance">
        <CoinIcon tier={coinIconTier(account.gemsBalance)} size={18} /> <span className={css.balanceNumber}>{account.gemsBalance}</span>
      </span>
    </button>
  ) : user ? (
    // The account is on its way (a signed-in start): its place is kept, so the header does not shift when it comes.
    <span className={css.balance} aria-hidden="true" data-testid="gems-balance-pending">
      <CoinIcon tier={coinIconTier(0)} size={18} /> <span className={css.balanceNumber} />
    </span>
  ) : null;

  const footer = (
    <div className={css.footer}>
      {balance && <div className={`${css.footerRow} ${css.railBalance}`}>{balance}</div>}
      <LanguagePicker />
      {signInOut(true)}
    </div>
  );

  const mobileBar =
    kind === 'page' && pathname !== '/message' ? (
      <div className={css.mobileTopBar}>
        <Link to="/" className={css.logo} aria-label={brand.name}>
          <img src={brand.logo} alt="" className={css.logoImg} width={32} height={32} />
          <span className={css.logoTextMobile}>{brand.name}</span>
        </Link>
        <div className={css.mobileActions}>
          {balance}
          <LanguagePicker tone="surface" />
          {signInOut(false)}
        </div>
      </div>
    ) : null;

  // The offers over the main pages (complete profile, today's host, the mobile app): signed in,
  // on a page, never over a call or the store; and only from the first idle moment, so their
  // code is not fetched and run inside the page's first render.
  // They come in a render of their own after the page's (a deferred value: React draws them in
  // slices once the page is on screen), so their code's start is not part of the tap that
  // opened the page (issue 21: closing Match onto the wall); they go at once when not wanted.
  const offersOn = !!user && offersReady && kind === 'page' && !hasCall && !hasCallTip && !storeOpen ? pathname : null;
  const offersDeferred = useDeferredValue(offersOn);
  const offersPath = offersOn !== null && offersDeferred === offersOn ? offersOn : null;
  const overlays = (
    <>
      {hasCall || hasCallTip ? <Suspense fallback={null}><CallOverlays /></Suspense> : null}
      {storeOpen ? <Suspense fallback={null}><CoinStore /></Suspense> : null}
      {taskEntranceOpen ? <Suspense fallback={null}><TaskEntrance /></Suspense> : null}
      {/* Complete-profile / improve-information: over the main pages only. */}
      {offersPath === '/goddess' || offersPath === '/message' ? <Suspense fallback={null}><ProfilePrompts /></Suspense> : null}
      {/* Today's suggested host: on the goddess wall, once nothing else is on screen. */}
      {offersPath === '/goddess' ? <Suspense fallback={null}><ExclusiveGirlPage /></Suspense> : null}
      {/* The download-app offer on phones: on the goddess wall too, never over another dialog. */}
      {offersPath === '/goddess' ? <Suspense fallback={null}><DownloadAppPrompt /></Suspense> : null}
      {user ? <OnlineNotices /> : null}
      <AppNotices />
      <SignOutDialog open={confirmOut} onClose={() => setConfirmOut(false)} />
    </>
  );
  if (kind === 'full') {
    // A full-page route (spec §2, /call/{uid}) has no navigation around it.
    return (
      <>
        <Outlet />
        {overlays}
      </>
    );
  }

  return (
    <AppShell
      navItems={items}
      navLabel={brand.name}
      logo={
        <Link to="/" className={css.logo} aria-label={brand.name}>
          <img src={brand.logo} alt="" className={css.logoImg} width={36} height={36} />
          <span className={css.logoText}>{brand.name}</span>
        </Link>
      }
      navFooter={footer}
      renderItem={(item, props) => (
        <Link to={item.id} className={props.className} aria-current={props['aria-current']}>
          {props.children}
        </Link>
      )}
      hideNavOnMobile={kind === 'popup' && !user}
    >
      {offlineBanner && <div className={css.banner} role="status">{t('message.offline')}</div>}
      {mobileBar}
      {imAlive ? (
        <div data-testid="im-panel" hidden={!imShown} style={imShown ? { display: 'contents' } : undefined}>
          <Suspense fallback={null}><MessageScreen /></Suspense>
        </div>
      ) : null}
      {background}
      <Outlet />
      <MessageNotice />
      {overlays}
    </AppShell>
  );
}
