/// <reference lib="webworker" />
/**
 * The service worker of every brand (issue 11; spec §4 notifications, §1 installable app),
 * built by vite-plugin-pwa (injectManifest) into `/sw.js`:
 *
 * - Offline shell: the build's files are precached (Workbox); a navigation that cannot reach
 *   the network is answered with the cached `index.html`, so the app opens offline and shows
 *   its own offline state. API, media, upload, analytics, XMPP and sandbox paths are never
 *   cached or intercepted, nor the sign-in provider's pages (/oauth/).
 * - Push (spec §3 push payload: title, avatarUrl, jid; `kind` 'message' | 'call'): when a
 *   window of the app is visible the push goes to it (the page shows the in-app notice);
 *   otherwise the worker shows a system notification, its text in the chosen language (the
 *   app stores the texts as `pushTexts`; English when none). A malformed payload is dropped.
 * - Clicking a notification focuses an open window (or opens one) at the message thread, or
 *   at the call view for an incoming-call push (it asks the hub about the call's sid).
 */
import { createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { readKeyValue } from '@vchat/client/keyValue';
import { notificationBody, parsePush, parsePushTexts, pushTarget, PUSH_MESSAGE_TYPE, PUSH_TEXTS_KEY } from './pushPayload.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);

/** Paths that always go to the network (never the offline shell). */
const NETWORK_ONLY = [/^\/oauth\//, /^\/api\//, /^\/media\//, /^\/upload/, /^\/analytics\//, /^\/xmpp/, /^\/__sandbox\//, /\.html$/];
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NETWORK_ONLY }));

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  const payload = parsePush(event.data?.text() ?? '');
  if (!payload) return;
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const visible = windows.filter((w) => w.visibilityState === 'visible');
    if (visible.length) {
      for (const w of visible) w.postMessage({ type: PUSH_MESSAGE_TYPE, payload });
      return;
    }
    const texts = parsePushTexts(await readKeyValue(PUSH_TEXTS_KEY));
    await self.registration.showNotification(payload.title, {
      body: notificationBody(payload, texts),
      icon: payload.avatarUrl || undefined,
      tag: `${payload.kind}:${payload.jid}`,
      data: payload,
    });
  })());
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const payload = parsePush(JSON.stringify(event.notification.data ?? null));
  const url = payload ? pushTarget(payload) : '/';
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = windows[0];
    if (open) {
      await open.focus();
      await open.navigate(url).catch(() => open.postMessage({ type: 'vchat:navigate', url }));
      return;
    }
    await self.clients.openWindow(url);
  })());
});
