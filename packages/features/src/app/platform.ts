/**
 * The browser as the client's platform (packages/client `ClientPlatform`): the device's
 * small-value store, the request's device block and fingerprint, the camera and WebRTC, the
 * page's address, languages and cookies, the tab's session storage, the `<script>` loader of
 * the third-party sign-in (spec §7), notifications and push, and the page lifecycle (pagehide,
 * visibility). The IndexedDB factory, fetch, timers and the XMPP WebSocket are the browser's
 * globals, which are the client's defaults.
 */
import type { CallMediaPlatform, ClientPlatform, KeyValueStorage, MediaStreamLike, NotificationEnv } from '@vchat/client';
import type { PeerConnectionLike } from '@vchat/client';
import { createDeviceInfo } from './deviceInfo.ts';
import { whenIdle } from './whenInactive.ts';
import { ensureServiceWorker } from '../pwa/pwa.ts';

/** The browser's environment for notifications and push (spec §4). */
export function browserNotificationEnv(): NotificationEnv {
  return {
    Notification: 'Notification' in window ? window.Notification : undefined,
    hasPush: 'PushManager' in window && 'serviceWorker' in navigator,
    userAgent: navigator.userAgent,
    // A push subscription needs the worker now: a first visit may not have installed it yet.
    registration: async () => {
      if (!('serviceWorker' in navigator)) return null;
      ensureServiceWorker();
      return navigator.serviceWorker.ready;
    },
  };
}

/** Adds a `<script>` for `src`; resolves on load, rejects on error (the element is removed). */
export function loadScriptElement(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const el = document.createElement('script');
    el.src = src;
    el.async = true;
    el.onload = () => resolve();
    el.onerror = () => {
      el.remove();
      reject(new Error(`script failed to load: ${src}`));
    };
    document.head.appendChild(el);
  });
}

/** The tab's session storage (the call in progress across a reload); without it, nothing is kept. */
const tabStore: NonNullable<ClientPlatform['tabStore']> = {
  get(key) {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      if (value) sessionStorage.setItem(key, value);
      else sessionStorage.removeItem(key);
    } catch {
      /* no session storage: the hub's heartbeat timeout ends such a call */
    }
  },
};

/** The browser's camera, microphone and WebRTC for calls (spec §4, §9 H264 preferred). */
export function browserCallMedia(): CallMediaPlatform {
  return {
    getUserMedia: (c) => {
      if (!navigator.mediaDevices?.getUserMedia) return Promise.reject(new TypeError('getUserMedia unsupported'));
      return navigator.mediaDevices.getUserMedia(c as MediaStreamConstraints) as unknown as Promise<MediaStreamLike>;
    },
    allowed: async () => {
      try {
        const states = await Promise.all((['camera', 'microphone'] as const).map((name) => navigator.permissions.query({ name: name as PermissionName })));
        return states.every((s) => s.state === 'granted');
      } catch {
        return false; // no Permissions API, or it does not know these names
      }
    },
    cameras: async () => ((await navigator.mediaDevices?.enumerateDevices?.()) ?? []).filter((d) => d.kind === 'videoinput').map((d) => d.deviceId),
    newStream: (tracks) => new MediaStream(tracks as unknown as MediaStreamTrack[]) as unknown as MediaStreamLike,
    createPeer: () => new RTCPeerConnection() as unknown as PeerConnectionLike,
    videoCodecs: () => (typeof RTCRtpSender !== 'undefined' ? RTCRtpSender.getCapabilities?.('video')?.codecs : undefined),
  };
}

/**
 * The browser platform over the device's `storage` (chat-db's key-value store, spec §9).
 * `ensureFingerprint()` computes the fingerprint (androidId) in the background; until it is
 * known the device id is a per-page random id.
 */
export function browserPlatform(storage: KeyValueStorage): ClientPlatform & { ensureFingerprint(): Promise<void> } {
  const device = createDeviceInfo(storage);
  return {
    storage,
    deviceInfo: device.get,
    deviceId: () => device.get().fingerprint || device.get().clientId,
    ensureFingerprint: device.ensureFingerprint,
    media: browserCallMedia(),
    location: () => ({ pathname: window.location.pathname, search: window.location.search }),
    languages: () => (navigator.languages?.length ? navigator.languages : [navigator.language || 'en']),
    cookies: () => document.cookie,
    tabStore,
    loadScript: loadScriptElement,
    notifications: browserNotificationEnv(),
    // Capture: the call in progress ends before the chat connection closes its socket on the
    // same event.
    onPageHide: (fn) => {
      window.addEventListener('pagehide', fn, { capture: true });
      return () => window.removeEventListener('pagehide', fn, { capture: true });
    },
    onNetwork: (fn) => {
      const on = () => fn(true);
      const off = () => fn(false);
      window.addEventListener('online', on);
      window.addEventListener('offline', off);
      return () => {
        window.removeEventListener('online', on);
        window.removeEventListener('offline', off);
      };
    },
    // Idle time, at most 3 s away (warm-up work: the call module after sign-in).
    whenIdle: (fn) => whenIdle(fn, 3000),
    onVisible: (fn) => {
      const h = () => {
        if (document.visibilityState === 'visible') fn();
      };
      document.addEventListener('visibilitychange', h);
      return () => document.removeEventListener('visibilitychange', h);
    },
  };
}
