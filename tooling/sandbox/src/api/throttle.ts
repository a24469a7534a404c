/**
 * Throttles of the sign-in paths (issue 8.6, 16.6): wrong passwords per account and client
 * (an attacker elsewhere cannot lock the owner out) and per client address, and new guest
 * accounts per client address. The client address is the real one (`clientAddress` in
 * server.ts: X-Forwarded-For only from the app's own proxy). In memory, per sandbox process; a
 * sliding window of the last hits of each key. Times in ms from the injected clock.
 */

/** The limits (SandboxOptions.throttle; env SANDBOX_PASSWORD_TRIES, SANDBOX_GUESTS_PER_HOUR). */
export interface ThrottleLimits {
  /** Wrong passwords one account may get from one client within `passwordWindowMs`; then that client's tries, the right one too, are refused until the window passes (5). */
  wrongPasswordsPerAccount: number;
  /** Wrong passwords one client address may send within `passwordWindowMs` (30). */
  wrongPasswordsPerAddress: number;
  /** ms (15 minutes). */
  passwordWindowMs: number;
  /** New guest viewers one client address may create within `guestWindowMs` (20). */
  guestsPerAddress: number;
  /** ms (1 hour). */
  guestWindowMs: number;
}

/** Defaults of {@link ThrottleLimits}: sane for a person, roomy for the test suites (which create < 10 guests). */
export const DEFAULT_THROTTLE: ThrottleLimits = {
  wrongPasswordsPerAccount: 5,
  wrongPasswordsPerAddress: 30,
  passwordWindowMs: 15 * 60_000,
  guestsPerAddress: 20,
  guestWindowMs: 60 * 60_000,
};

/** Cap on remembered keys per window, so a flood of distinct keys can't grow memory without bound. */
const MAX_KEYS = 10_000;

/** A sliding-window counter: at most `limit` hits per key within `windowMs`. */
export class Window {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Seconds until `key` may be used again (0 = now). */
  retryAfterS(key: string): number {
    const list = this.recent(key);
    if (list.length < this.limit) return 0;
    const oldest = list[list.length - this.limit]!;
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  /** Records one hit of `key`. */
  hit(key: string): void {
    if (!this.hits.has(key) && this.hits.size >= MAX_KEYS) {
      const first = this.hits.keys().next().value;
      if (first !== undefined) this.hits.delete(first);
    }
    const list = this.recent(key);
    list.push(this.now());
    this.hits.set(key, list.slice(-this.limit));
  }

  /** Forgets `key` (a successful sign-in clears the account's wrong passwords). */
  clear(key: string): void {
    this.hits.delete(key);
  }
}

/** The sandbox's sign-in throttles. */
export class SignInThrottle {
  readonly passwordsByAccount: Window;
  readonly passwordsByAddress: Window;
  readonly guestsByAddress: Window;

  constructor(limits: ThrottleLimits, now: () => number) {
    this.passwordsByAccount = new Window(limits.wrongPasswordsPerAccount, limits.passwordWindowMs, now);
    this.passwordsByAddress = new Window(limits.wrongPasswordsPerAddress, limits.passwordWindowMs, now);
    this.guestsByAddress = new Window(limits.guestsPerAddress, limits.guestWindowMs, now);
  }
}
