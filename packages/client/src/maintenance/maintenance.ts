/**
 * Maintenance (spec §2, §4): `maintananceStatus === 2` shows a full-screen overlay and locks
 * page scrolling; any other value is normal. Checked at start, every `intervalMs` and
 * whenever the page becomes visible again.
 */
import { atom, type createStore } from 'jotai';
import { MAINTENANCE_ON } from '@vchat/domain';
import type { ApiClient } from '@vchat/api-client';

type Store = ReturnType<typeof createStore>;

export const maintenanceAtom = atom(false);

/** True when a maintenance status value means maintenance (spec §4). */
export const isMaintenance = (status: number) => status === MAINTENANCE_ON;

export function createMaintenanceController(deps: { api: ApiClient; store: Store; intervalMs?: number; log?: (m: string, x?: unknown) => void }) {
  const intervalMs = deps.intervalMs ?? 15_000;
  const log = deps.log ?? ((m: string, x?: unknown) => console.warn(`[maintenance] ${m}`, x ?? ''));
  let timer: ReturnType<typeof setInterval> | null = null;
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };

  /** Asks the server once; network errors keep the last known state. */
  async function check(): Promise<boolean> {
    try {
      const { maintananceStatus } = await deps.api.maintenanceStatus();
      deps.store.set(maintenanceAtom, isMaintenance(maintananceStatus));
    } catch (e) {
      log('maintenance check failed', e);
    }
    return deps.store.get(maintenanceAtom);
  }

  return {
    check,
    start() {
      void check();
      timer ??= setInterval(() => void check(), intervalMs);
      if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
    },
  };
}
