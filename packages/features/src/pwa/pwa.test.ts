import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { fakeInactivity } from '../app/fakeInactivity.ts';

/**
 * The browser parts startPwa touches, with a service worker container that counts registrations
 * and keeps the page's message listeners (`post` plays the worker's postMessage).
 */
function stubBrowser(controlled: boolean) {
  const register = vi.fn(() => Promise.resolve({}));
  const listeners: Array<(e: { data: unknown }) => void> = [];
  vi.stubGlobal('window', { addEventListener: () => undefined });
  vi.stubGlobal('navigator', {
    serviceWorker: { controller: controlled ? {} : null, register, addEventListener: (_: string, l: (e: { data: unknown }) => void) => listeners.push(l) },
  });
  return { register, listeners, post: (data: unknown) => listeners.forEach((l) => l({ data })) };
}

/** A fresh copy of the module: its registration state is per page. */
const load = async () => {
  vi.resetModules();
  return import('./pwa.ts');
};

describe('service worker registration (issue 21: not under a first visit’s taps)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a first visit registers only once the viewer has left the page alone for the quiet time', async () => {
    const { register } = stubBrowser(false);
    const { startPwa, SERVICE_WORKER_QUIET_MS } = await load();
    const quiet = fakeInactivity();
    startPwa({ store: createStore(), register: true, inactivity: quiet.env });
    vi.advanceTimersByTime(SERVICE_WORKER_QUIET_MS - 1_000);
    quiet.input(); // she taps: the wait starts again
    vi.advanceTimersByTime(SERVICE_WORKER_QUIET_MS - 1_000);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(register).toHaveBeenCalledOnce();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('a page the worker already controls registers at once (an update check)', async () => {
    const { register } = stubBrowser(true);
    const { startPwa } = await load();
    startPwa({ store: createStore(), register: true, inactivity: fakeInactivity().env });
    expect(register).toHaveBeenCalledOnce();
  });

  it('ensureServiceWorker registers at once, and only once, when the page registers a worker at all', async () => {
    const { register } = stubBrowser(false);
    const { startPwa, ensureServiceWorker, SERVICE_WORKER_QUIET_MS } = await load();
    ensureServiceWorker();
    expect(register).not.toHaveBeenCalled(); // before startPwa: not known to be wanted
    startPwa({ store: createStore(), register: true, inactivity: fakeInactivity().env });
    ensureServiceWorker();
    expect(register).toHaveBeenCalledOnce();
    ensureServiceWorker();
    vi.advanceTimersByTime(SERVICE_WORKER_QUIET_MS * 2);
    expect(register).toHaveBeenCalledOnce();
  });

  it('a failed registration is logged and tried again on the next ask', async () => {
    const { register } = stubBrowser(true);
    register.mockImplementationOnce(() => Promise.reject(new Error('SecurityError')));
    const { startPwa, ensureServiceWorker } = await load();
    const log = vi.fn();
    startPwa({ store: createStore(), register: true, log, inactivity: fakeInactivity().env });
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('service worker registration failed', expect.any(Error)));
    ensureServiceWorker();
    expect(register).toHaveBeenCalledTimes(2);
  });

  it('without `register` (dev server, unit tests) nothing is ever registered', async () => {
    const { register } = stubBrowser(false);
    const { startPwa, ensureServiceWorker, SERVICE_WORKER_QUIET_MS } = await load();
    startPwa({ store: createStore(), register: false, inactivity: fakeInactivity().env });
    ensureServiceWorker();
    vi.advanceTimersByTime(SERVICE_WORKER_QUIET_MS * 2);
    expect(register).not.toHaveBeenCalled();
  });
});

describe('pushes the worker forwards (spec §4 foreground push)', () => {
  afterEach(() => void vi.unstubAllGlobals());

  const push = { kind: 'call', title: 'Camille', jid: 'camille@vchat.local', sid: 'abc', avatarUrl: '' };

  it('pushes the page’s loader kept before the app script ran are taken, in order, and the loader keeps no more', async () => {
    stubBrowser(true);
    const kept = [{ type: 'vchat:push', payload: push }, { type: 'vchat:push', payload: { ...push, title: 'Maya' } }, 'junk'];
    vi.stubGlobal('window', { addEventListener: () => undefined, __vchatEarlyWorkerMessages: kept });
    const { listenForWorkerPushes, startPwa, pushNoticeAtom } = await load();
    listenForWorkerPushes();
    expect((window as unknown as { __vchatEarlyWorkerMessages: unknown }).__vchatEarlyWorkerMessages).toBeNull();
    const store = createStore();
    startPwa({ store, register: false, inactivity: fakeInactivity().env });
    expect(store.get(pushNoticeAtom)).toMatchObject({ title: 'Maya' });
  });

  it('a push that comes while the app still starts is shown once the app has started; a malformed one is logged', async () => {
    const worker = stubBrowser(true);
    const { listenForWorkerPushes, startPwa, pushNoticeAtom } = await load();
    listenForWorkerPushes();
    listenForWorkerPushes(); // idempotent: one listener
    expect(worker.listeners).toHaveLength(1);
    worker.post({ type: 'vchat:push', payload: { kind: 'call', title: 7 } });
    worker.post({ type: 'vchat:push', payload: push });
    worker.post({ type: 'something-else' });
    const store = createStore();
    const log = vi.fn();
    startPwa({ store, register: false, log, inactivity: fakeInactivity().env });
    expect(store.get(pushNoticeAtom)).toMatchObject({ title: 'Camille', sid: 'abc' });
    expect(log).toHaveBeenCalledWith('dropped a malformed push');
    expect(worker.listeners).toHaveLength(1);
    // Once started, a push is shown as it comes.
    worker.post({ type: 'vchat:push', payload: { ...push, title: 'Maya' } });
    expect(store.get(pushNoticeAtom)).toMatchObject({ title: 'Maya' });
  });
});
