import { Outlet } from '@tanstack/react-router';
import { MaintenanceOverlay } from '../maintenance/MaintenanceOverlay.tsx';
import { Toasts } from '../shell/Toasts.tsx';

/** Root of every route: the page, plus the maintenance overlay above everything (spec §2). */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <Toasts />
      <MaintenanceOverlay />
    </>
  );
}
