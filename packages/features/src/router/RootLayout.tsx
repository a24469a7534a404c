import { useEffect } from 'react';
import { Outlet } from '@tanstack/react-router';
import { replayEarlyClick } from '../app/prerender.ts';
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
 * Replays a tap made on the prerendered landing before the app was live (app/prerender.ts).
 */
export function RootLayout() {
  // A tap held while the prerendered landing stood is replayed once the app's own page is in
  // the document (this effect runs after the route's page has mounted).
  useEffect(() => void replayEarlyClick(document), []);
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
