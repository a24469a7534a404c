/**
 * Maintenance (spec §2, §4): `maintananceStatus === 2` shows a full-screen overlay and locks
 * page scrolling; any other value is normal. Checked at start, every `intervalMs` and
 * whenever the page becomes visible again.
 */
import { atom, type createStore } from 'jotai/vanilla';
import { MAINTENANCE_ON } from '@vchat/domain';
import type { ApiClient } from '@vchat/api-client';
import { systemClock, type Clock } from '../platform.ts';

type Store = ReturnType<typeof createStore>;

export const maintenanceAtom = atom(false);

/** True when a maintenance status value means maintenance (spec §4). */
export const isMaintenance = (status: number) => status === MAINTENANCE_ON;

export function createMaintenanceController(deps: {
  api: Pick<ApiClient, 'maintenanceStatus'>;
  store: Store;
  intervalMs?: number;
  /** Runs a function when the page becomes visible again; returns the removal (browser). */
  onVisible?: (fn: () => void) => () => void;
  clock?: Clock;
  log?: (m: string, x?: unknown) => void;
}) {
  const intervalMs = deps.intervalMs ?? 15_000;
  const clock = deps.clock ?? systemClock;
  const log = deps.log ?? ((m: string, x?: unknown) => console.warn(`[maintenance] ${m}`, x ?? ''));
  let timer: unknown = null;
  let unVisible: (() => void) | null = null;

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
    /** Checks now, every `intervalMs` and when the page becomes visible again. */
    start() {
      void check();
      timer ??= clock.setInterval(() => void check(), intervalMs);
      unVisible ??= deps.onVisible?.(() => void check()) ?? null;
    },
    stop() {
      if (timer) clock.clearInterval(timer);
      timer = null;
      unVisible?.();
      unVisible = null;
    },
  };
}
