/**
 * Runs heavy background work (the device fingerprint, spec §3 androidId) only once the viewer
 * has left the page alone: no pointer, touch, key or scroll input for `quietMs` (ms) while the
 * page is visible, then in the browser's idle time. Work of over a second on a cheap phone
 * must not land under her taps (issue 21: it made the landing's first tap wait 1.5 s).
 */
export interface InactivityEnv {
  /** Subscribes to the viewer's input; returns the unsubscribe. */
  onInput(fn: () => void): () => void;
  /** Whether the page is on screen. */
  visible(): boolean;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  /** Runs `fn` when the main thread is idle (requestIdleCallback, or at once where missing). */
  idle(fn: () => void): void;
}

const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * Runs `fn` in the browser's idle time, at most `timeoutMs` (ms) from now (requestIdleCallback;
 * where it is missing, on the next task).
 */
export function whenIdle(fn: () => void, timeoutMs: number): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => fn(), { timeout: timeoutMs });
  else setTimeout(fn, 0);
}

/** The browser's {@link InactivityEnv}. */
export function browserInactivity(): InactivityEnv {
  return {
    onInput(fn) {
      for (const e of INPUT_EVENTS) window.addEventListener(e, fn, { capture: true, passive: true });
      return () => {
        for (const e of INPUT_EVENTS) window.removeEventListener(e, fn, { capture: true });
      };
    },
    visible: () => document.visibilityState === 'visible',
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (id) => window.clearTimeout(id as number),
    idle: (fn) => whenIdle(fn, 2000),
  };
}

/**
 * Calls `work` once, after `quietMs` (ms) without input while visible, in idle time. Input
 * restarts the wait; a hidden page waits until it is visible and quiet again; while `busy()`
 * (a video call: the viewer does not touch the screen for long, and the call's controls must
 * answer at once) it waits `quietMs` more, again and again. Returns a cancel.
 */
export function whenInactive(work: () => void, quietMs: number, env: InactivityEnv = browserInactivity(), busy: () => boolean = () => false): () => void {
  let timer: unknown = null;
  let done = false;
  const arm = () => {
    if (done) return;
    if (timer !== null) env.clearTimeout(timer);
    timer = env.setTimeout(fire, quietMs);
  };
  const fire = () => {
    timer = null;
    if (done) return;
    if (!env.visible() || busy()) return arm();
    env.idle(() => {
      if (done) return;
      if (busy()) return arm();
      done = true;
      stopInput();
      work();
    });
  };
  const stopInput = env.onInput(arm);
  arm();
  return () => {
    done = true;
    stopInput();
    if (timer !== null) env.clearTimeout(timer);
  };
}
