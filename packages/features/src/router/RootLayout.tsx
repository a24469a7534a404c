import { Outlet } from '@tanstack/react-router';
import { MaintenanceOverlay } from '../maintenance/MaintenanceOverlay.tsx';
import { BlockedViewerOverlay } from '../safety/BlockedViewerOverlay.tsx';
import { Toasts } from '../shell/Toasts.tsx';
import { CookieConsent } from '../consent/CookieConsent.tsx';
import { PageViews } from '../analytics/PageViews.tsx';
import { InstallGuide } from '../pwa/InstallGuide.tsx';
import { PushNotice } from '../pwa/PushNotice.tsx';
import { PromptHost } from '../common/prompts.tsx';

/**
 * Root of every route: the page, the cookie consent notice until answered, page views for
 * analytics, the foreground push notice, the install / bookmark guides, and the maintenance
 * overlay above everything (spec §2), below it a blocked viewer's screen (issue 20.18); Back closes the newest open dialog (issue 17.9).
 */
export function RootLayout() {
  return (
    <>
      <PromptHost />
      <Outlet />
      <CookieConsent />
      <PageViews />
      <PushNotice />
      <InstallGuide />
      <Toasts />
      <BlockedViewerOverlay />
      <MaintenanceOverlay />
    </>
  );
}
