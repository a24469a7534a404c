/** Simulated host rules: local time → daily state → presence, and the sandbox clock. */
import { hostDailyState, statusOfDailyState, type HostDailyState, type OnlineStatus } from '@vchat/domain';

/**
 * The sandbox clock: the configured clock plus an optional override set through
 * `POST /__sandbox/clock`. An override fixes "now" at the given instant and lets time run
 * on from there (so a host stays in its state for the rest of the window).
 */
export class SandboxClock {
  private offsetMs: number | undefined;
  constructor(private readonly base: () => number) {}

  /** Now, in epoch ms. */
  now(): number {
    return this.base() + (this.offsetMs ?? 0);
  }

  /** Sets "now" to `iso` (time then runs on), or back to the real clock with null. */
  set(iso: number | null): void {
    this.offsetMs = iso === null ? undefined : iso - this.base();
  }

  /** True when an override is in force. */
  get overridden(): boolean {
    return this.offsetMs !== undefined;
  }
}

/** Local minutes of day (0..1439) for an epoch ms and an offset in minutes east of UTC. */
export function localMinutes(nowMs: number, tzOffsetMin: number): number {
  const utcMin = Math.floor(nowMs / 60000);
  return (((utcMin + tzOffsetMin) % 1440) + 1440) % 1440;
}

/** A host's daily state at `nowMs`. */
export function hostStateAt(nowMs: number, tzOffsetMin: number): HostDailyState {
  return hostDailyState(localMinutes(nowMs, tzOffsetMin));
}

/** A host's wall status at `nowMs`. */
export function hostStatusAt(nowMs: number, tzOffsetMin: number): OnlineStatus {
  return statusOfDailyState(hostStateAt(nowMs, tzOffsetMin));
}

/**
 * An instant (epoch ms) at which a host with `tzOffsetMin` has local time `hh:mm`, on the
 * UTC day of `aroundMs`. Handy for tests: `instantForLocalTime(now, offset, 10, 0)` → outdoor.
 */
export function instantForLocalTime(aroundMs: number, tzOffsetMin: number, hh: number, mm: number): number {
  const day = Math.floor(aroundMs / 86400000) * 86400000;
  const min = (((hh * 60 + mm - tzOffsetMin) % 1440) + 1440) % 1440;
  return day + min * 60000;
}

/** Presence attributes for a daily state (XMPP `show` or unavailable). */
export function presenceOfState(state: HostDailyState): { type?: 'unavailable'; show?: 'away' | 'dnd' } {
  switch (state) {
    case 'outdoor':
      return {};
    case 'dining':
      return { show: 'away' };
    case 'private':
      return { show: 'dnd' };
    default:
      return { type: 'unavailable' };
  }
}
