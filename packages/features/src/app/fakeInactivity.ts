/**
 * Tests only: an {@link InactivityEnv} driven by the test. Its timers are the global ones (use
 * fake timers), idle time comes at once, `input()` is a tap, `hide(true)` hides the page, and
 * `listeners()` counts the input listeners still attached.
 */
import type { InactivityEnv } from './whenInactive.ts';

export function fakeInactivity() {
  const inputs = new Set<() => void>();
  let visible = true;
  const env: InactivityEnv = {
    onInput: (fn) => (inputs.add(fn), () => void inputs.delete(fn)),
    visible: () => visible,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    idle: (fn) => fn(),
  };
  return { env, input: () => inputs.forEach((f) => f()), hide: (h: boolean) => void (visible = !h), listeners: () => inputs.size };
}
