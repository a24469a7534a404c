import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { memoryStorage } from '../common/storage.ts';
import { createNotifications, isIos, permissionAtom, PUSH_TOKEN_KEY, TOKEN_REFRESH_MS, type NotificationEnv } from './notifications.ts';

const KEY = 'B'.repeat(87);
const sub = (endpoint = 'https://push.example/a') => ({ toJSON: () => ({ endpoint, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }) });

function setup(over: Partial<NotificationEnv> = {}, permission: NotificationPermission = 'granted') {
  const store = createStore();
  const storage = memoryStorage();
  let current: ReturnType<typeof sub> | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (o: PushSubscriptionOptionsInit) => {
      expect((o.applicationServerKey as Uint8Array).length).toBe(65);
      current = sub();
      return current;
    }),
  };
  const N = {
    permission,
    // As a browser does: the answer becomes Notification.permission.
    requestPermission: vi.fn(async () => (N.permission = 'granted' as NotificationPermission)),
  };
  const env: NotificationEnv = { Notification: N, hasPush: true, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/150', registration: async () => ({ pushManager } as never), ...over };
  const api = { pushConfig: vi.fn(async () => ({ vapidPublicKey: KEY })), savePushToken: vi.fn(async () => ({ saved: true })) };
  let t = 1_000;
  const n = createNotifications({ store, storage, api: api as never, env, now: () => t });
  return { n, store, storage, api, pushManager, N, advance: (ms: number) => (t += ms), setSub: (s: ReturnType<typeof sub> | null) => (current = s) };
}

describe('notifications (spec §4)', () => {
  it('permission states, kept on the device; unsupported without the API', () => {
    const a = setup({}, 'default');
    expect(a.n.init()).toBe('default');
    expect(a.storage.getItem('notificationPermission')).toBe('"default"');
    const b = setup({ Notification: undefined });
    expect(b.n.init()).toBe('unsupported');
    expect(b.store.get(permissionAtom)).toBe('unsupported');
  });

  it('granted: subscribes with the VAPID key and saves the token once; again when changed or after 7 days', async () => {
    const s = setup();
    expect(await s.n.ensureToken()).toBe(true);
    expect(s.api.savePushToken).toHaveBeenCalledWith({ subscription: { endpoint: 'https://push.example/a', keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } } });
    expect(await s.n.ensureToken()).toBe(false); // same token, saved recently
    s.setSub(sub('https://push.example/b'));
    expect(await s.n.ensureToken()).toBe(true);
    s.advance(TOKEN_REFRESH_MS);
    expect(await s.n.ensureToken()).toBe(true);
    expect(s.api.savePushToken).toHaveBeenCalledTimes(3);
    expect(s.pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it('no token without permission, without the Push API, or on iOS; a failure is swallowed', async () => {
    expect(await setup({}, 'default').n.ensureToken()).toBe(false);
    expect(await setup({ hasPush: false }).n.ensureToken()).toBe(false);
    const ios = setup({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' });
    expect(await ios.n.ensureToken()).toBe(false);
    expect(ios.pushManager.subscribe).not.toHaveBeenCalled();
    const failing = setup();
    failing.pushManager.subscribe.mockRejectedValueOnce(new DOMException('push service error', 'AbortError'));
    expect(await failing.n.ensureToken()).toBe(false);
    expect(failing.storage.getItem(PUSH_TOKEN_KEY)).toBeNull();
  });

  it('asking: the answer becomes the state and a grant requests the token', async () => {
    const s = setup({}, 'default');
    expect(await s.n.request()).toBe('granted');
    expect(s.store.get(permissionAtom)).toBe('granted');
    await vi.waitFor(() => expect(s.api.savePushToken).toHaveBeenCalled());
  });

  it('iOS detection, iPadOS included', () => {
    expect(isIos('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
  });
});
