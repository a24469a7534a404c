/**
 * Records a page view for every navigation (spec §2 named views; analytics/analytics.ts).
 * Renders nothing.
 */
import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useServices } from '../common/ServicesContext.tsx';

export function PageViews() {
  const { analytics } = useServices();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    analytics.pageView(pathname, typeof document === 'undefined' ? '' : document.referrer);
  }, [analytics, pathname]);
  return null;
}
