/**
 * The connected-time clock of one call (issue 19.4): it runs while the call's media flows and
 * stands still while the host side says the media is down (an ICE restart after a network
 * change). Billing minutes and the free-time cap are timers on this clock, so no gems are
 * charged, and no free seconds used, while the call is not connected.
 *
 * Whose word counts: only the host side's (its peer connection state, sent by the host page as
 * MediaState). A viewer could claim "down" forever to talk for free; the host side has no
 * reason to claim "down" while media flows, because the pause costs the host her earnings.
 */

/** A timer on the connected-time clock. */
interface ClockTimer {
  /** Connected ms at which it fires. */
  atMs: number;
  fn: () => void;
  handle: NodeJS.Timeout | undefined;
}

/** See the module docstring. Times are epoch ms from `now`; durations are ms. */
export class MediaClock {
  private runMs = 0;
  private upSince: number | null = null;
  private downSince: number | null = null;
  private readonly timers = new Map<string, ClockTimer>();
  /** Total ms the media was down after it first connected. */
  downMs = 0;
  /** How many times the media went down after it first connected. */
  drops = 0;

  constructor(private readonly now: () => number) {}

  /** True while the clock runs (media connected and not down). */
  get running(): boolean {
    return this.upSince !== null;
  }

  /** Connected ms so far. */
  elapsed(): number {
    return this.runMs + (this.upSince === null ? 0 : this.now() - this.upSince);
  }

  /** Media connected for the first time: the clock starts. Later calls are ignored. */
  start(): void {
    if (this.upSince !== null || this.runMs > 0 || this.downSince !== null) return;
    this.upSince = this.now();
  }

  /** The media went down: the clock and its timers stop. Returns false when it was not running. */
  pause(): boolean {
    if (this.upSince === null) return false;
    const t = this.now();
    this.runMs += t - this.upSince;
    this.upSince = null;
    this.downSince = t;
    this.drops += 1;
    for (const timer of this.timers.values()) clearTimeout(timer.handle);
    return true;
  }

  /** The media is back: the clock runs again and its timers are re-armed. Returns false when it was not paused. */
  resume(): boolean {
    if (this.downSince === null) return false;
    const t = this.now();
    this.downMs += t - this.downSince;
    this.downSince = null;
    this.upSince = t;
    for (const timer of this.timers.values()) this.arm(timer);
    return true;
  }

  /**
   * Runs `fn` once `atMs` connected ms have passed (at once when they have), replacing the
   * timer of the same `name`. While the media is down it waits.
   */
  at(name: string, atMs: number, fn: () => void): void {
    this.cancel(name);
    const timer: ClockTimer = { atMs, fn, handle: undefined };
    this.timers.set(name, timer);
    if (this.running) this.arm(timer);
  }

  /** Cancels the timer `name`. */
  cancel(name: string): void {
    clearTimeout(this.timers.get(name)?.handle);
    this.timers.delete(name);
  }

  /** Cancels every timer (the call ended). */
  stop(): void {
    for (const name of [...this.timers.keys()]) this.cancel(name);
  }

  private arm(timer: ClockTimer): void {
    clearTimeout(timer.handle);
    timer.handle = setTimeout(() => {
      for (const [name, t] of this.timers) if (t === timer) this.timers.delete(name);
      timer.fn();
    }, Math.max(0, timer.atMs - this.elapsed()));
  }
}
