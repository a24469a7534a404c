/**
 * The messaging controller, loaded on demand (issue 21): messaging.ts with its incoming and
 * outgoing paths and the archive sync is not part of the landing's download, as the calls
 * controller is not (lazyCalls.ts). The chat's events that come before the module and its
 * first `start(user)` (state changes, messages, presence, bounces, read markers from other
 * sessions) are queued and handed to it in order right after that start took the user, so a
 * message the server kept offline, delivered at once after the chat login, is stored as it
 * was when the controller was built eagerly. Commands wait for the module. `load()` starts it
 * early: the client calls it when a stored session is restored or a sign-in starts (spec §4).
 */
import type { ChatConnection } from '@vchat/xmpp-chat';
import type { MessagingController, MessagingDeps } from './messaging.ts';
import { noticeAtom } from './atoms.ts';
import { loadOnce } from '../lazy.ts';

/** The chat events messaging listens to. */
const EVENTS = ['onState', 'onMessage', 'onPresence', 'onBounce', 'onReadElsewhere'] as const;
type ChatEvent = (typeof EVENTS)[number];
type Listener = (value: never) => void;

/**
 * A MessagingController whose implementation loads on first use; `load()` starts it early.
 * Same commands, same errors as messaging.ts. `stop()` before the module arrived cancels a
 * `start()` still waiting for it. A failed module load rejects the commands that waited.
 */
export function lazyMessagingController(deps: MessagingDeps): MessagingController & { load(): Promise<MessagingController> } {
  let real: MessagingController | null = null;
  /** Bumped by stop(): a start() that waited for the module across a stop does nothing. */
  let generation = 0;
  /** Whether chat events go straight to the module (after its first start), else to `queued`. */
  let direct = false;
  const listeners = new Map<ChatEvent, Set<Listener>>(EVENTS.map((e) => [e, new Set()]));
  const queued: Array<{ event: ChatEvent; value: never }> = [];
  const deliver = (event: ChatEvent, value: never) => {
    for (const l of listeners.get(event)!) l(value);
  };
  for (const event of EVENTS) {
    (deps.chat[event] as (l: Listener) => () => void)((value: never) => {
      if (direct) deliver(event, value);
      else {
        queued.push({ event, value });
        void load().catch(() => undefined);
      }
    });
  }
  /** The chat as the real controller sees it: its listeners go to the sets above. */
  const chat = new Proxy(deps.chat, {
    get(target, prop, receiver) {
      if ((EVENTS as readonly PropertyKey[]).includes(prop)) {
        return (l: Listener) => {
          const set = listeners.get(prop as ChatEvent)!;
          set.add(l);
          return () => void set.delete(l);
        };
      }
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  }) as ChatConnection;

  // A failed load is tried again by the next command (loadOnce).
  const load = loadOnce(() =>
    import('./messaging.ts').then((m) => {
      const r = m.createMessagingController({ ...deps, chat });
      real = r;
      return r;
    }),
  );
  /** A command that runs once the module is there (every one so wrapped returns a promise). */
  const later = <K extends keyof MessagingController>(key: K): MessagingController[K] =>
    (async (...args: unknown[]) => ((await load())[key] as (...a: unknown[]) => unknown)(...args)) as MessagingController[K];
  /** A setting that takes effect once the module is there (a failed load was logged by the client). */
  const whenLoaded = (use: (r: MessagingController) => void) => void load().then(use, () => undefined);

  return {
    load,
    async start(u, deleteBefore) {
      const g = generation;
      const r = await load();
      if (g !== generation) return;
      // start() takes the user before its first await: the queued events find her.
      const started = r.start(u, deleteBefore);
      direct = true;
      for (const { event, value } of queued.splice(0)) deliver(event, value);
      return started;
    },
    stop() {
      generation++;
      // Events of a session that never reached a start belong to no user.
      if (!direct) queued.length = 0;
      real?.stop();
    },
    refreshOnline: later('refreshOnline'),
    watchOnline() {
      let stop: (() => void) | null = null;
      let stopped = false;
      whenLoaded((r) => {
        if (!stopped) stop = r.watchOnline();
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
    startChat: later('startChat'),
    openThread: later('openThread'),
    loadOlder: later('loadOlder'),
    deleteMessages: later('deleteMessages'),
    setAutoDelete: later('setAutoDelete'),
    setNotices: (on) => whenLoaded((r) => r.setNotices(on)),
    addLocalNotice: later('addLocalNotice'),
    hostsCameOnline: later('hostsCameOnline'),
    sendText: later('sendText'),
    sendMedia: later('sendMedia'),
    sendSticker: later('sendSticker'),
    sendGift: later('sendGift'),
    retry: later('retry'),
    unlockMedia: later('unlockMedia'),
    translate: later('translate'),
    setShowTranslate: (on) => whenLoaded((r) => r.setShowTranslate(on)),
    loadGifts: later('loadGifts'),
    loadStickers: later('loadStickers'),
    callRecords: later('callRecords'),
    dismissNotice: () => deps.store.set(noticeAtom, null),
    settled: later('settled'),
    flushOutbox: later('flushOutbox'),
    syncArchive: later('syncArchive'),
    refreshThreads: later('refreshThreads'),
  };
}
