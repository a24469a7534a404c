/**
 * The app's services: one jotai store, the API client, the chat connection, the local
 * database, i18n and the controllers that bind them. Created once by the brand app.
 */
import { createStore } from 'jotai';
import { createApiClient, uploadFile, type ApiClient } from '@vchat/api-client';
import type { ChatConnection } from '@vchat/xmpp-chat';
import { lazyChatConnection, lazyChatStore } from './lazy.ts';
import { createI18n, type I18nHandle } from '@vchat/i18n';
import type { BrandConfig, BrandHosts, Environment } from '../brand.ts';
import { resolveHosts } from '../env.ts';
import { createSessionController, type SessionController } from '../session/session.ts';
import { createMessagingController, type MessagingController } from '../messaging/messaging.ts';
import { createMatchController, type MatchController } from '../match/match.ts';
import { createMaintenanceController } from '../maintenance/maintenance.ts';
import { createWallet, type Wallet } from '../wallet/wallet.ts';
import { createPaymentsController, readPaymentCookies, type PaymentsController } from '../payments/payments.ts';
import { createTasksController, type TasksController } from '../tasks/tasks.ts';
import { createClubController, type ClubController } from '../club/club.ts';
import { createAppAnalytics, type AppAnalytics } from '../analytics/analytics.ts';
import { reportAttribution } from '../analytics/attribution.ts';
import { startPwa } from '../pwa/pwa.ts';
import { PUSH_TEXTS_KEY } from '../pwa/pushPayload.ts';
import { browserNotificationEnv, createNotifications, type NotificationsController } from '../notifications/notifications.ts';
import { createConsentController, type ConsentController } from '../consent/consent.ts';
import { createSettingsController, settingsAtom, type SettingsController } from '../settings/settings.ts';
import { createProfileController, type ProfileController } from '../profile/profile.ts';
import { createSocialController, type SocialController } from '../social/social.ts';
import { borderedScheme, darkScheme } from '@vchat/ui-kit';
import { configAtom, mainUserAtom } from '../session/atoms.ts';
import { ComponentInfoStoredSchema, KEYS, readJson, writeJson } from '../common/storage.ts';
import { createDeviceInfo } from './deviceInfo.ts';
import type { CallController } from '../calls/calls.ts';
import { lazyCallController } from '../calls/lazyCalls.ts';
import type { MediaStreamLike } from '../calls/atoms.ts';
import { loadGifts } from '../messaging/catalog.ts';
import { showToast } from '../common/toast.ts';
import type { PeerConnectionLike } from '@vchat/call-engine';
import { bareJid, CLIENT_INFO, isPaymentPath, threadTid } from '@vchat/domain';
import { autoDeleteCutoff, autoDeleteDaysAtom, noticesEnabledAtom, readAutoDelete, readNotices } from '../messaging/settings.ts';
import type { KeyValueStorage } from '../common/storage.ts';
import { displayName } from '../common/people.ts';

export type AppStore = ReturnType<typeof createStore>;

export interface Services {
  brand: BrandConfig;
  env: Environment;
  hosts: BrandHosts;
  store: AppStore;
  storage: KeyValueStorage;
  api: ApiClient;
  chat: ChatConnection;
  chatStore: ReturnType<typeof lazyChatStore>;
  /** IndexedDB transactions and records read so far (for the budget benchmark). */
  chatMetrics: { transactions: number; recordsRead: number; readTransactions: number };
  i18n: I18nHandle;
  session: SessionController;
  /** The one owner of the balance (wallet/). */
  wallet: Wallet;
  /** Coin store and payments (payments/). */
  payments: PaymentsController;
  /** Tasks, check-in and the lucky box (tasks/). */
  tasks: TasksController;
  /** The silver club (club/). */
  club: ClubController;
  /** The user settings flags and the colour scheme (settings/). */
  settings: SettingsController;
  /** The own profile: read, edit, avatar (profile/). */
  profile: ProfileController;
  /** Friends, likes, favourites, host profiles (social/). */
  social: SocialController;
  messaging: MessagingController;
  /** Match suggestions, past matches and the quick video match (match/). */
  match: MatchController;
  maintenance: ReturnType<typeof createMaintenanceController>;
  calls: CallController & { load(): Promise<CallController> };
  /** Page views and events to the analytics reporting service (analytics/). */
  analytics: AppAnalytics;
  /** The cookie consent answer (consent/); it sets the analytics tracking state. */
  consent: ConsentController;
  /** Notification permission and the push token (notifications/). */
  notifications: NotificationsController;
  /**
   * Starts background work: maintenance checks, the fingerprint, and the session restore.
   * The cached main user is applied synchronously, so call this before the router's first
   * load; the returned promise settles when the restore attempt ends.
   */
  start(): Promise<void>;
}

/** Options of {@link createServices}. */
export interface ServicesOptions {
  /** Register the service worker (`/sw.js`): production builds only (issue 11). Default false. */
  registerServiceWorker?: boolean;
}

/**
 * Creates the services for a brand in an environment (browser only).
 * `storage`: the device's small-value store (`openKeyValueStore()` of chat-db, §9); every
 * feature's persisted flags and the cached main user go there.
 */
export function createServices(brand: BrandConfig, env: Environment, options: ServicesOptions, storage: KeyValueStorage): Services {
  const store = createStore();
  const hosts = resolveHosts(brand, env, window.location);
  const device = createDeviceInfo(storage);
  /** This device's id: the fingerprint (androidId), else the analytics client id until it is known. */
  const deviceId = () => device.get().fingerprint || device.get().clientId;
  const api = createApiClient({
    baseURL: hosts.api,
    source: brand.source,
    deviceInfo: device.get,
    session: () => {
      const u = store.get(mainUserAtom);
      return u ? { uid: u.uid, jid: u.jid, role: u.role, vcToken: u.vcToken } : null;
    },
  });
  const componentInfo = () =>
    store.get(configAtom)?.mainInfo.componentInfo ?? readJson(storage, KEYS.componentInfo, ComponentInfoStoredSchema) ?? null;
  const chat = lazyChatConnection({
    service: hosts.xmpp,
    domain: hosts.xmppDomain,
    hubDomain: () => componentInfo()?.hubDomain ?? `hub.${hosts.xmppDomain}`,
  });
  const chatMetrics = { transactions: 0, recordsRead: 0, readTransactions: 0 };
  const chatStore = lazyChatStore(chatMetrics);
  const i18n = createI18n({ storage, navigatorLanguages: navigator.languages, document });
  const wallet = createWallet({ store, api });
  const tasks = createTasksController({ api, wallet });
  /** Uploads to the image host with the signed-in user's token (messages, avatar). */
  const upload = (file: Blob, filename: string, onProgress?: (f: number) => void) => {
    const token = store.get(mainUserAtom)?.vcToken;
    if (!token) return Promise.reject(new Error('need login'));
    return uploadFile({ url: hosts.upload, token, file, filename, onProgress });
  };
  const club = createClubController({ api });
  const profile = createProfileController({ store, api, storage, upload });
  const social = createSocialController({ store, api, storage, vcard: (jid) => chat.getVCard(jid) });
  const settings = createSettingsController({
    store, storage, root: typeof document === 'undefined' ? null : document.documentElement, classes: { dark: darkScheme, bordered: borderedScheme },
  });
  settings.init();
  const analytics = createAppAnalytics({
    base: hosts.analytics,
    debug: new URLSearchParams(window.location.search).has('debug'),
    version: CLIENT_INFO.version,
    distinctId: deviceId,
    storage,
    consent: null,
  });
  const notifications = createNotifications({
    store, storage, api, env: browserNotificationEnv(), log: (m, e) => console.warn(`[notifications] ${m}`, e ?? ''),
  });
  const consent = createConsentController({ store, storage, onChange: (c) => analytics.setConsent(c) });
  analytics.setConsent(consent.init());
  const payments = createPaymentsController({ store, api, wallet, paymentCookies: () => readPaymentCookies(document.cookie) });
  /** The attribution record of this visit (spec §3), reported once; `again` on attribution_refresh. */
  const reportVisit = (again = false) =>
    reportAttribution(storage, (e, p) => analytics.track(e, p), { search: window.location.search, adid: deviceId() }, again);
  const messaging = createMessagingController({
    wallet,
    chat,
    chatStore,
    store,
    packageName: brand.packageName,
    officialWelcome: () => i18n.i18n.t('message.officialWelcome'),
    storage,
    api,
    upload,
    readReceipts: () => store.get(settingsAtom).readReceipt,
    historyFloor: () => autoDeleteCutoff(readAutoDelete(storage)),
    onAttributionRefresh: () => reportVisit(true),
    onFirstMessageToHost: (jid) => void social.autoAdd(jid).catch((e: unknown) => console.warn('[social] auto_add_friend failed', e)),
    giftDomain: () => componentInfo()?.giftDomain ?? `gift.${hosts.xmppDomain}`,
    serverDomains: () => ({
      helpDomain: componentInfo()?.helpDomain ?? `help.${hosts.xmppDomain}`,
      hubDomain: componentInfo()?.hubDomain ?? `hub.${hosts.xmppDomain}`,
    }),
    translateTarget: () => navigator.languages?.[0] ?? navigator.language ?? 'en',
  });
  const session = createSessionController({
    api,
    chat,
    store,
    storage,
    wallet,
    chatAllowed: () => !isPaymentPath(window.location.pathname),
    signIn: { script: hosts.signInScript, clientId: hosts.signInClientId },
    onUser: async (u) => {
      const cutoff = autoDeleteCutoff(readAutoDelete(storage));
      if (cutoff !== undefined) await chatStore.deleteMessages(u.jid, cutoff).catch(() => 0);
      await messaging.start(u);
      void calls.load().catch((e: unknown) => console.warn('[calls] load failed', e));
    },
    onSignedOut: () => {
      messaging.stop();
      match.reset();
    },
  });
  const match = createMatchController({
    api,
    store,
    messaging,
    quickMatchEnabled: () => store.get(configAtom)?.mainInfo.commonConfig.enableQuickMatch === true,
  });
  const maintenance = createMaintenanceController({ api, store });
  const calls = lazyCallController({
    chat,
    store,
    api,
    wallet,
    me: () => store.get(mainUserAtom)?.jid ?? null,
    getUserMedia: (c) => {
      if (!navigator.mediaDevices?.getUserMedia) return Promise.reject(new TypeError('getUserMedia unsupported'));
      return navigator.mediaDevices.getUserMedia(c as unknown as MediaStreamConstraints);
    },
    cameras: async () => ((await navigator.mediaDevices?.enumerateDevices?.()) ?? []).filter((d) => d.kind === 'videoinput').map((d) => d.deviceId),
    newStream: (tracks) => new MediaStream(tracks as unknown as MediaStreamTrack[]) as unknown as MediaStreamLike,
    // Gifts during a call take messaging's path: the purchase IQ, then the gift in the thread.
    gifts: {
      load: () => loadGifts(api, store),
      send: async (peer, gift) => messaging.sendGift(await messaging.startChat(peer), gift),
    },
    // The call in progress (sid, peer, direction) survives a reload in the tab's session
    // storage, so the next page can end it and show it ended.
    lastCall: {
      read: () => {
        try {
          return sessionStorage.getItem('vchat.activeCall');
        } catch {
          return null;
        }
      },
      write: (value) => {
        try {
          if (value) sessionStorage.setItem('vchat.activeCall', value);
          else sessionStorage.removeItem('vchat.activeCall');
        } catch {
          /* no session storage: the hub's heartbeat timeout ends such a call */
        }
      },
    },
    createPeer: () => new RTCPeerConnection() as unknown as PeerConnectionLike,
    videoCodecs: () => (typeof RTCRtpSender !== 'undefined' ? RTCRtpSender.getCapabilities?.('video')?.codecs : undefined),
    onRecord: (r) => {
      const me = store.get(mainUserAtom)?.jid;
      if (!me) return;
      const peer = bareJid(r.caller) === bareJid(me) ? r.callee : r.caller;
      void chatStore.putCall({ ...r, vid: r.sid, tid: threadTid(me, peer) }).catch(() => {});
    },
    onMissedCallback: (peer) => showToast(store, i18n.i18n.t('call.missedNoGems', { name: displayName(peer) }), 'warning'),
  });
  return {
    brand, env, hosts, store, storage, api, chat, chatStore, chatMetrics, i18n, session, wallet, payments, tasks, club, settings, profile, social, messaging, match, maintenance, calls,
    analytics, consent, notifications,
    start() {
      // The permission state for everyone. Whoever is signed in is the analytics user id and gets
      // the push token (it is theirs); queued events are written and sent on page hide.
      notifications.init();
      const onUser = () => {
        const u = store.get(mainUserAtom);
        analytics.setUser(u?.uid ?? null);
        if (u) void notifications.ensureToken();
      };
      onUser();
      store.sub(mainUserAtom, onUser);
      analytics.start();
      reportVisit();
      startPwa({ store, register: options.registerServiceWorker ?? false, log: (m, e) => console.warn(`[pwa] ${m}`, e ?? '') });
      // The worker shows system notifications in the chosen language; it has no i18n of its own.
      const savePushTexts = () => writeJson(storage, PUSH_TEXTS_KEY, { move: i18n.i18n.t('push.move'), call: i18n.i18n.t('push.call') });
      savePushTexts();
      i18n.i18n.on('languageChanged', savePushTexts);
      window.addEventListener('pagehide', () => {
        void analytics.flush();
        analytics.client.stop();
      });
      // A reload or a closed tab ends the call in progress; capture, so it runs before the chat
      // connection closes its socket on the same event.
      window.addEventListener('pagehide', () => calls.pageHidden(), { capture: true });
      store.set(noticesEnabledAtom, readNotices(storage));
      store.set(autoDeleteDaysAtom, readAutoDelete(storage));
      maintenance.start();
      void device.ensureFingerprint();
      return session.restore();
    },
  };
}
