/**
 * `createClient(options)`: the headless client (ARCHITECTURE.md; the model is fluux-sdk's
 * XMPPClient). It owns one jotai/vanilla store, the API client, the chat connection and the
 * local database (both loaded on first use), and wires the product modules over them: session,
 * wallet, messaging, calls, payments, social (and its online notices), the goddess wall's
 * lists, download links, tasks, club, profile, settings, match, notifications, consent,
 * analytics, maintenance (spec §3 §4 §5 §7 §8 §9). The platform
 * (storage, IndexedDB, fetch, XMPP entity, camera and WebRTC, clock, the page) is injected, so
 * the same client runs in the browser (packages/features) and in Node (its sandbox test).
 * Modules write state through the store; the UI renders the atoms and calls the commands.
 */
import { createStore } from 'jotai/vanilla';
import { createApiClient, uploadFile, type ApiClient } from '@vchat/api-client';
import { bareJid, CLIENT_INFO, isPaymentPath, threadTid } from '@vchat/domain';
import type { ChatConnection } from '@vchat/xmpp-chat';
import { lazyChatConnection, lazyChatStore, preloadSignedInCode } from './lazy.ts';
import { scopedLog, systemClock, type ClientPlatform } from './platform.ts';
import { ComponentInfoStoredSchema, KEYS, readJson } from './common/storage.ts';
import { configAtom, mainUserAtom } from './session/atoms.ts';
import { staleAppAtom, storageFullAtom } from './common/appState.ts';
import { createSessionController } from './session/session.ts';
import { createWallet } from './wallet/wallet.ts';
import { lazyMessagingController } from './messaging/lazyMessaging.ts';
import { loadGifts } from './messaging/catalog.ts';
import { autoDeleteCutoff, autoDeleteDaysAtom, noticesEnabledAtom, readAutoDelete, readNotices } from './messaging/settings.ts';
import { settingsAtom } from './common/userSettings.ts';
import { createSettingsController } from './settings/settings.ts';
import { lazyCallController } from './calls/lazyCalls.ts';
import { createMatchController } from './match/match.ts';
import { createPaymentsController, readPaymentCookies } from './payments/payments.ts';
import { createTasksController } from './tasks/tasks.ts';
import { createClubController } from './club/club.ts';
import { createProfileController } from './profile/profile.ts';
import { createSocialController } from './social/social.ts';
import { createNotifications } from './notifications/notifications.ts';
import { createConsentController } from './consent/consent.ts';
import { createAppAnalytics } from './analytics/analytics.ts';
import { reportAttribution } from './analytics/attribution.ts';
import { createMaintenanceController } from './maintenance/maintenance.ts';
import { clientEventsAtom, pushClientEvent } from './events.ts';
import { createOnlineNotices } from './social/onlineNotices.ts';
import { createSafetyController } from './safety/safety.ts';
import { createDiscover } from './discover/discover.ts';
import { createDownload } from './download/download.ts';
import { createSupport } from './support/support.ts';
import { createPagedList, type PageFetcher, type PagedList } from './lists/pagedList.ts';

/** The brand's data the client needs (apps/<brand>/src/brand.ts). */
export interface ClientBrand {
  /** Package name sent in message extras (spec §3 pkgName). */
  packageName: string;
  /** Source tag of clientInfo (spec §7 "source web_fachat"). */
  source: string;
}

/** Where the client reaches its backend in one environment (ARCHITECTURE.md "Environments"), resolved against the page in development. */
export interface ClientHosts {
  /** API base: `/api` (development) or `https://<api host>/api`. */
  api: string;
  /** XMPP WebSocket: `/xmpp` (relative, development) or `wss://<host>/xmpp-websocket`. */
  xmpp: string;
  /** XMPP domain of viewers. */
  xmppDomain: string;
  /** Image host upload endpoint (spec §7 "POST multipart to an external image host at /upload"). */
  upload: string;
  /**
   * The analytics reporting service base (spec §7): `/analytics` (development) or
   * `https://<analytics host>/analytics`; batches go to `<base>/sync`, or `<base>/debug` in debug mode.
   */
  analytics: string;
  /** The third-party sign-in provider's script (spec §7), loaded on demand: `/oauth/client.js` in development. */
  signInScript: string;
  /** The app's client id at the sign-in provider. */
  signInClientId: string;
}

/**
 * The few lines the client stores in a conversation, in the interface language (the client
 * has no texts of its own; the UI gives them from its translations).
 */
export interface ClientTexts {
  /** The local official conversation's first line (spec §3 official thread). */
  officialWelcome(): string;
  /** The online_info line in a host's thread when she came online (spec §3, §7). */
  cameOnlineLine(nickName: string): string;
}

export interface ClientOptions {
  brand: ClientBrand;
  hosts: ClientHosts;
  platform: ClientPlatform;
  /** Default: English lines. */
  texts?: ClientTexts;
  /** Analytics: the debug path (spec §7) and the app version. */
  analytics?: { debug?: boolean; version?: string };
}

/**
 * Creates the client. Nothing connects until `start()` (or a sign-in); the chat package and
 * the local database load on first use. See the module docstring.
 */
export function createClient(options: ClientOptions) {
  const { platform, hosts, brand } = options;
  const texts: ClientTexts = options.texts ?? { officialWelcome: () => 'Welcome!', cameOnlineLine: (name) => `${name} is online now` };
  const store = createStore();
  const storage = platform.storage;
  const clock = platform.clock ?? systemClock;
  const whenIdle = (fn: () => void) => (platform.whenIdle ? platform.whenIdle(fn) : void clock.setTimeout(fn, 0));
  const location = () => platform.location?.() ?? { pathname: '/', search: '' };
  const log = (scope: string) => scopedLog(platform, scope);

  const api: ApiClient = createApiClient({
    baseURL: hosts.api,
    source: brand.source,
    deviceInfo: () => platform.deviceInfo(),
    fetch: platform.fetch,
    session: () => {
      const u = store.get(mainUserAtom);
      return u ? { uid: u.uid, jid: u.jid, role: u.role, vcToken: u.vcToken } : null;
    },
  });
  const componentInfo = () =>
    store.get(configAtom)?.mainInfo.componentInfo ?? readJson(storage, KEYS.componentInfo, ComponentInfoStoredSchema) ?? null;
  const chat: ChatConnection = lazyChatConnection({
    service: hosts.xmpp,
    domain: hosts.xmppDomain,
    hubDomain: () => componentInfo()?.hubDomain ?? `hub.${hosts.xmppDomain}`,
    ...(platform.createXmppEntity ? { createEntity: platform.createXmppEntity } : {}),
    log: log('chat'),
  });
  /** IndexedDB transactions and records read so far (the budget benchmark reads them). */
  const chatMetrics = { transactions: 0, recordsRead: 0, readTransactions: 0 };
  // A newer app upgrading the database in another tab: this page must reload (issue 19.9).
  const chatStore = lazyChatStore(chatMetrics, {
    ...platform.chatDb,
    onVersionChange: () => {
      log('chat-db')('the chat database was upgraded by another tab: this page must reload');
      store.set(staleAppAtom, true);
    },
    // The device's storage is full: the chat goes on in memory (issue 19.10).
    onStorageFull: () => {
      log('chat-db')('the device storage is full: chat data is kept in memory from now on');
      store.set(storageFullAtom, true);
    },
  });

  const wallet = createWallet({ store, api, log: log('wallet') });
  /** Uploads to the image host with the signed-in user's token (messages, avatar). */
  const upload = (file: Blob, filename: string, onProgress?: (f: number) => void) => {
    const token = store.get(mainUserAtom)?.vcToken;
    if (!token) return Promise.reject(new Error('need login'));
    const o = { url: hosts.upload, token, file, filename, ...(onProgress ? { onProgress } : {}) };
    if (platform.upload) return platform.upload(o);
    if (typeof XMLHttpRequest === 'undefined') return Promise.reject(new Error('uploads are not available here'));
    return uploadFile(o);
  };
  const settings = createSettingsController({ store, storage });
  const analytics = createAppAnalytics({
    base: hosts.analytics,
    debug: options.analytics?.debug ?? false,
    version: options.analytics?.version ?? CLIENT_INFO.version,
    // The stored client id, not the fingerprint: it is there from the device's first event,
    // while the fingerprint comes once the viewer leaves the page alone and would split a new
    // device's events between two ids.
    distinctId: () => platform.deviceInfo().clientId,
    clientId: () => platform.deviceInfo().clientId,
    storage,
    consent: null,
    ...(platform.fetch ? { fetch: platform.fetch } : {}),
  });
  const consent = createConsentController({ store, storage, onChange: (c) => analytics.setConsent(c) });
  const tasks = createTasksController({ api, wallet });
  const club = createClubController({ api });
  const profile = createProfileController({ store, api, storage, upload });
  const social = createSocialController({ store, api, storage, vcard: (jid) => chat.getVCard(jid), chatDomain: hosts.xmppDomain });
  const notifications = createNotifications({
    store, storage, api, log: log('notifications'),
    env: platform.notifications ?? { hasPush: false, userAgent: '', registration: async () => null },
  });
  /** Spec §4 "Recharge refreshes the account and config" (a paid order, the hub's ReChargeSuccess). */
  const afterRecharge = () => void session.refreshAfterRecharge();
  const payments = createPaymentsController({
    store, api, wallet, paymentCookies: () => readPaymentCookies(platform.cookies?.() ?? ''), onRecharged: afterRecharge,
  });
  /** The attribution record of this visit (spec §3), reported once; `again` on attribution_refresh. */
  const reportVisit = (again = false) =>
    reportAttribution(storage, (e, p) => analytics.track(e, p), { search: location().search, adid: platform.deviceId() }, again);
  const messaging = lazyMessagingController({
    wallet,
    chat,
    chatStore,
    store,
    packageName: brand.packageName,
    officialWelcome: () => texts.officialWelcome(),
    storage,
    api,
    upload,
    readReceipts: () => store.get(settingsAtom).readReceipt,
    historyFloor: () => autoDeleteCutoff(readAutoDelete(storage)),
    onAttributionRefresh: () => reportVisit(true),
    track: (e, p) => analytics.track(e, p),
    onFirstMessageToHost: (jid) => void social.autoAdd(jid).catch((e: unknown) => log('social')('auto_add_friend failed', e)),
    giftDomain: () => componentInfo()?.giftDomain ?? `gift.${hosts.xmppDomain}`,
    serverDomains: () => ({
      helpDomain: componentInfo()?.helpDomain ?? `help.${hosts.xmppDomain}`,
      hubDomain: componentInfo()?.hubDomain ?? `hub.${hosts.xmppDomain}`,
    }),
    translateTarget: () => platform.languages?.()[0] ?? 'en',
    setInterval: (fn, ms) => clock.setInterval(fn, ms),
    clearInterval: (id) => clock.clearInterval(id),
    log: log('messaging'),
  });
  const onlineNotices = createOnlineNotices({
    store, clock, log: log('social'),
    cameOnline: () => social.cameOnline(),
    hostsCameOnline: (list) => messaging.hostsCameOnline(list),
    line: (name) => texts.cameOnlineLine(name),
  });
  const discover = createDiscover({ store, api, clock, log: log('discover') });
  // Block, report, rate (issue 20.16-20.18): a blocked host leaves the wall, match and notices at once.
  const safety = createSafetyController({
    store, api, log: log('safety'),
    onBlocked: (jid) => {
      discover.dropHost(jid);
      match.dropHost(jid);
      onlineNotices.dismiss(jid);
    },
  });
  const support = createSupport({ store, api, log: log('support') });
  const download = createDownload({ api, storage, clock, log: log('download'), track: (e, p) => analytics.track(e, p) });
  const calls = lazyCallController({
    chat,
    store,
    api,
    wallet,
    me: () => store.get(mainUserAtom)?.jid ?? null,
    getUserMedia: (c) => (platform.media ? platform.media.getUserMedia(c) : Promise.reject(new TypeError('getUserMedia unsupported'))),
    cameras: async () => (platform.media ? platform.media.cameras() : []),
    mediaAllowed: async () => (await platform.media?.allowed?.()) ?? false,
    ...(platform.media ? { newStream: (tracks: Parameters<NonNullable<ClientPlatform['media']>['newStream']>[0]) => platform.media!.newStream(tracks) } : {}),
    // Gifts during a call take messaging's path: the purchase IQ, then the gift in the thread.
    gifts: {
      load: () => loadGifts(api, store),
      send: async (peer, gift) => messaging.sendGift(await messaging.startChat(peer), gift),
    },
    // The call in progress survives a reload only as its sid, so the next page can end it.
    lastCall: {
      read: () => platform.tabStore?.get('vchat.activeCall') ?? null,
      write: (sid) => platform.tabStore?.set('vchat.activeCall', sid),
    },
    createPeer: () => {
      if (!platform.media) throw new TypeError('WebRTC is not available here');
      return platform.media.createPeer();
    },
    videoCodecs: () => platform.media?.videoCodecs?.(),
    onRecord: (r) => {
      const me = store.get(mainUserAtom)?.jid;
      if (!me) return;
      const peer = bareJid(r.caller) === bareJid(me) ? r.callee : r.caller;
      void chatStore.putCall({ ...r, vid: r.sid, tid: threadTid(me, peer) }).catch(() => {});
    },
    // A callback the viewer could not take (too few gems): the UI says so.
    onMissedCallback: (peer) => pushClientEvent(store, { kind: 'missedCallback', peer }),
    onRecharged: afterRecharge,
    log: log('calls'),
  });
  const match = createMatchController({
    api,
    store,
    messaging,
    quickMatchEnabled: () => store.get(configAtom)?.mainInfo.commonConfig.enableQuickMatch === true,
    log: log('match'),
  });
  const session = createSessionController({
    api,
    chat,
    store,
    storage,
    wallet,
    chatAllowed: () => !isPaymentPath(location().pathname),
    // The signed-in code (the chat connection, the local database, messaging) loads while a
    // sign-in or a stored session's restore runs, before the chat delivers anything.
    prepareChat: () => chat.prepare(),
    preload: () => {
      const code = preloadSignedInCode();
      void messaging.load().catch((e: unknown) => log('messaging')('load failed', e));
      return code;
    },
    signIn: { script: hosts.signInScript, clientId: hosts.signInClientId, ...(platform.loadScript ? { loadScript: platform.loadScript } : {}) },
    log: log('session'),
    track: (e, p) => analytics.track(e, p),
    onAnonymousStart: () => {
      const d = platform.deviceInfo();
      analytics.setAnonymous({ language: d.language, platform: d.platform, source: brand.source });
    },
    onUser: async (u) => {
      await messaging.start(u, autoDeleteCutoff(readAutoDelete(storage)));
      // The chat login runs beside this: a failed one may have signed her out meanwhile.
      if (store.get(mainUserAtom)?.jid !== u.jid) return;
      onlineNotices.start();
      void safety.loadBlocked();
      // The call module is warmed up when the page is idle, not inside the signed-in boot
      // (issue 21: it was one of the wall's long tasks); a call signal before then loads it at
      // once (lazyCalls.ts).
      whenIdle(() => void calls.load().catch((e: unknown) => log('calls')('load failed', e)));
    },
    onSignedOut: () => {
      messaging.stop();
      onlineNotices.stop();
      match.reset();
      discover.reset();
      support.reset();
      safety.reset();
    },
  });
  const maintenance = createMaintenanceController({
    api, store, clock, log: log('maintenance'),
    ...(platform.onVisible ? { onVisible: platform.onVisible } : {}),
  });

  const stops: Array<() => void> = [];
  /** `stop()` came: the idle start of `start()` does not run after it. */
  let stopped = false;
  return {
    store,
    /** The API client (the UI never calls it: it is here for the client's own tools and tests). */
    api,
    chat,
    chatStore,
    chatMetrics,
    session,
    wallet,
    messaging,
    calls,
    match,
    payments,
    tasks,
    club,
    profile,
    social,
    onlineNotices,
    discover,
    safety,
    download,
    /** Contact support (spec §7 get_user_support): `load()` fills supportAtom. */
    support,
    settings,
    notifications,
    consent,
    analytics,
    maintenance,
    /** Events for the UI to show (a missed callback): see events.ts. */
    events: clientEventsAtom,
    /** A paged server list in this client's store (lists/pagedList.ts), over a command's page reader. */
    pagedList: <T>(fetchPage: PageFetcher<T>, key?: (row: T) => string): PagedList<T> => createPagedList(store, fetchPage, key),

    /**
     * Starts the background work: settings and consent from the device, the notification
     * permission, analytics (the signed-in uid is its user id; queued events are written and
     * sent when the page goes), the attribution of this visit and the maintenance checks (both
     * from the first idle moment), ending a call the last page left, and the session restore (its
     * promise settles when the restore attempt ends). The cached main user is applied
     * synchronously.
     */
    start(): Promise<void> {
      stopped = false;
      settings.init();
      analytics.setConsent(consent.init());
      notifications.init();
      const onUser = () => {
        const u = store.get(mainUserAtom);
        analytics.setUser(u?.uid ?? null);
        if (u) void notifications.ensureToken();
      };
      onUser();
      stops.push(store.sub(mainUserAtom, onUser));
      analytics.start();
      // What the first screen does not need waits for an idle moment (issue 21, the landing's
      // TBT): the visit's attribution and the first maintenance check. Both read the device's
      // details, whose timezone (Intl) cost 15 ms of a phone's boot task.
      whenIdle(() => {
        if (stopped) return;
        reportVisit();
        maintenance.start();
      });
      // Offline: the chat says so at once; back online: it reconnects at once (issue 19.3).
      if (platform.onNetwork) stops.push(platform.onNetwork((online) => chat.networkChanged(online)));
      if (platform.onPageHide) {
        // A reload or a closed tab ends the call in progress first (before the chat socket
        // closes), then the analytics queue is written and sent.
        stops.push(platform.onPageHide(() => calls.pageHidden()));
        stops.push(platform.onPageHide(() => {
          void analytics.flush();
          analytics.client.stop();
        }));
      }
      store.set(noticesEnabledAtom, readNotices(storage));
      store.set(autoDeleteDaysAtom, readAutoDelete(storage));
      return session.restore();
    },

    /**
     * Stops background work and closes the chat connection (tests, Node programs, a story
     * unmounting). A call in progress ends first, as when the page goes away (its peer
     * connection and camera closed, the hub told while the chat is still up).
     */
    async stop(): Promise<void> {
      stopped = true;
      calls.pageHidden();
      for (const s of stops.splice(0)) s();
      maintenance.stop();
      analytics.client.stop();
      messaging.stop();
      onlineNotices.stop();
      await chat.logout();
    },
  };
}

/** The client `createClient` returns. */
export type VchatClient = ReturnType<typeof createClient>;
