/**
 * Browser notifications (spec §4 notification permission, §3 locally persisted permission, §8
 * push token failure; issue 11): the permission state (granted, denied, default, or
 * unsupported when the browser has no notifications), kept on the device; asking for it; and
 * the push token: requested only when the Push API exists and the device is not iOS, from the
 * service worker's PushManager with the server's VAPID key, and saved on the server when new or
 * changed (or older than 7 days, when it is refreshed). A token failure is swallowed (logged).
 */
import type { createStore } from 'jotai/vanilla';
import * as v from 'valibot';
import type { ApiClient } from '@vchat/api-client';
import { readJson, writeJson, type KeyValueStorage } from '../common/storage.ts';
import { devicePlatform } from '../common/device.ts';

type Store = ReturnType<typeof createStore>;

export { permissionAtom, type PermissionState } from '../common/notificationPermission.ts';
import { permissionAtom, type PermissionState } from '../common/notificationPermission.ts';

/** Storage keys: the last permission state seen, and the last saved push token. */
export const PERMISSION_KEY = 'notificationPermission';
export const PUSH_TOKEN_KEY = 'pushToken';
/** The push token is saved again after this many ms even when unchanged (spec §4: 7 days). */
export const TOKEN_REFRESH_MS = 7 * 86_400_000;

/** What the browser offers (injected, so tests need no DOM). */
export interface NotificationEnv {
  Notification?: { permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> };
  hasPush: boolean;
  userAgent: string;
  /** The service worker registration (resolves once one is active); null without workers. */
  registration: () => Promise<Pick<ServiceWorkerRegistration, 'pushManager'> | null>;
}

/** iPhone, iPad or iPod (iPadOS reports a Mac with touch). */
export function isIos(ua: string, maxTouchPoints = 0): boolean {
  return devicePlatform(ua, maxTouchPoints) === 'ios';
}

const StoredToken = v.object({ token: v.string(), savedAt: v.number() });

/** base64url → bytes (the VAPID key for `applicationServerKey`). */
function keyBytes(b64u: string): Uint8Array<ArrayBuffer> {
  const b64 = b64u.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (b64u.length % 4)) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export interface NotificationsDeps {
  store: Store;
  storage: KeyValueStorage;
  api: Pick<ApiClient, 'pushConfig' | 'savePushToken'>;
  env: NotificationEnv;
  now?: () => number;
  log?: (m: string, e?: unknown) => void;
}

/** Creates the notifications controller. */
export function createNotifications({ store, storage, api, env, now = () => Date.now(), log = () => undefined }: NotificationsDeps) {
  const read = (): PermissionState => (env.Notification ? env.Notification.permission : 'unsupported');
  const apply = (s: PermissionState) => {
    store.set(permissionAtom, s);
    writeJson(storage, PERMISSION_KEY, s);
    return s;
  };
  let tokenRun: Promise<boolean> | null = null;

  async function saveToken(): Promise<boolean> {
    if (read() !== 'granted' || !env.hasPush || isIos(env.userAgent)) return false;
    try {
      const reg = await env.registration();
      if (!reg) return false;
      let sub = await reg.pushManager.getSubscription();
      if (!sub) {
        const { vapidPublicKey } = await api.pushConfig();
        sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) });
      }
      const json = sub.toJSON() as { endpoint?: string; keys?: { p256dh?: string; auth?: string } };
      if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return false;
      const token = JSON.stringify({ endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } });
      const stored = readJson(storage, PUSH_TOKEN_KEY, StoredToken);
      if (stored && stored.token === token && now() - stored.savedAt < TOKEN_REFRESH_MS) return false;
      await api.savePushToken({ subscription: JSON.parse(token) });
      writeJson(storage, PUSH_TOKEN_KEY, { token, savedAt: now() });
      return true;
    } catch (e) {
      log('push token failed', e); // spec §8: swallowed
      return false;
    }
  }

  return {
    /** Reads the permission into the atom (and the device). The token is the caller's to ask (signed in). */
    init(): PermissionState {
      return apply(read());
    },
    /** Asks the browser for permission (a user's tap); returns the new state. */
    async request(): Promise<PermissionState> {
      if (!env.Notification) return apply('unsupported');
      let r: NotificationPermission;
      try {
        r = await env.Notification.requestPermission();
      } catch {
        r = env.Notification.permission;
      }
      const s = apply(r);
      if (s === 'granted') void this.ensureToken();
      return s;
    },
    /** Requests and saves the push token if it is new, changed or due (never throws). True when saved. */
    ensureToken(): Promise<boolean> {
      tokenRun ??= saveToken().finally(() => {
        tokenRun = null;
      });
      return tokenRun;
    },
  };
}

export type NotificationsController = ReturnType<typeof createNotifications>;
