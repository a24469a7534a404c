/**
 * On-demand loading of the chat connection (@xmpp/client) and the local database (Dexie):
 * an anonymous visitor on the landing never downloads them. Both wrappers keep the exact
 * interfaces of the real objects; listeners registered before the load are attached when the
 * module arrives, and commands wait for it (spec §4 sign-in and the chat connection states).
 */
import type { CallSignal, ChatConnection, ChatConnectionOptions, ConnectionState, MessageBounce, PresenceUpdate, WireMessage } from '@vchat/xmpp-chat';
import type { ChatStore, ChatStoreOptions } from '@vchat/chat-db';

type Listener<T> = (v: T) => void;

/**
 * One on-demand module, for the lazy wrappers (this file, lazyCalls.ts, lazyMessaging.ts): the
 * returned `load()` runs `make` (import the module, build its object) once, and concurrent
 * callers share that run. A failed run is forgotten, so the next caller tries again (a chunk
 * lost to a network blip is fetched anew); its error goes to the callers that waited for it.
 */
export function loadOnce<T>(make: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= make().catch((e: unknown) => {
      loading = null;
      throw e;
    }));
}

/**
 * Starts loading the chat connection and the local database modules without using them (a
 * sign-in is under way): the first `login` and the first database command then find them
 * loaded. Resolves once both have loaded or failed; never rejects: a failed load is left to
 * those to report.
 */
export function preloadSignedInCode(): Promise<void> {
  return Promise.all([import('@vchat/xmpp-chat').catch(() => undefined), import('@vchat/chat-db').catch(() => undefined)]).then(() => undefined);
}

/** A ChatConnection whose implementation loads on the first `login`. */
export function lazyChatConnection(options: ChatConnectionOptions): ChatConnection {
  let real: ChatConnection | null = null;
  const stateL = new Set<Listener<ConnectionState>>();
  const messageL = new Set<Listener<WireMessage>>();
  const presenceL = new Set<Listener<PresenceUpdate>>();
  const invalidL = new Set<Listener<{ error: string; stanza: string }>>();
  const callL = new Set<Listener<CallSignal>>();
  const bounceL = new Set<Listener<MessageBounce>>();
  const readL = new Set<Listener<{ id: string }>>();

  const load = loadOnce(() =>
    import('@vchat/xmpp-chat').then((m) => {
      const c = m.createChatConnection(options);
      c.onState((s) => stateL.forEach((l) => l(s)));
      c.onMessage((v) => messageL.forEach((l) => l(v)));
      c.onPresence((v) => presenceL.forEach((l) => l(v)));
      c.onInvalid((v) => invalidL.forEach((l) => l(v)));
      c.onCall((v) => callL.forEach((l) => l(v)));
      c.onBounce((v) => bounceL.forEach((l) => l(v)));
      c.onReadElsewhere((v) => readL.forEach((l) => l(v)));
      real = c;
      return c;
    }),
  );
  const notConnected = () => {
    const e = new Error('xmpp not connected');
    e.name = 'ChatError';
    return e;
  };
  const add = <T>(set: Set<Listener<T>>) => (l: Listener<T>) => {
    set.add(l);
    return () => void set.delete(l);
  };

  return {
    login: async (c) => (await load()).login(c),
    // The stream opened ahead of a sign-in needs the module: loaded for it (a failed load is
    // left to the sign-in's own login to report).
    prepare: () => void load().then((c) => c.prepare(), () => undefined),
    logout: async () => (real ? real.logout() : undefined),
    sessions: () => real?.sessions() ?? { bound: 0, resumed: 0 },
    ping: async () => {
      if (!real) throw notConnected();
      return real.ping();
    },
    sendMessage: async (m) => {
      if (!real) throw notConnected();
      return real.sendMessage(m);
    },
    sendPresence: async (to) => {
      if (!real) throw notConnected();
      return real.sendPresence(to);
    },
    networkChanged: (online) => real?.networkChanged(online),
    sendReadSync: async (id) => {
      if (!real) throw notConnected();
      return real.sendReadSync(id);
    },
    onReadElsewhere: add(readL),
    sendDisplayed: async (to, id) => {
      if (!real) throw notConnected();
      return real.sendDisplayed(to, id);
    },
    getVCard: async (jid) => {
      if (!real) throw notConnected();
      return real.getVCard(jid);
    },
    purchaseGift: async (p) => {
      if (!real) throw notConnected();
      return real.purchaseGift(p);
    },
    queryArchive: async (q) => {
      if (!real) throw notConnected();
      return real.queryArchive(q);
    },
    walkArchive: async (o) => {
      if (!real) throw notConnected();
      return real.walkArchive(o);
    },
    sendCall: async (action, sid, payload) => {
      if (!real) throw notConnected();
      return real.sendCall(action, sid, payload);
    },
    onCall: add(callL),
    check: async () => (real ? real.check() : undefined),
    state: () => real?.state() ?? 'disconnected',
    jid: () => real?.jid() ?? null,
    onState: add(stateL),
    onMessage: add(messageL),
    onPresence: add(presenceL),
    onInvalid: add(invalidL),
    onBounce: add(bounceL),
  };
}

type AsyncMethods<T> = { [K in keyof T as T[K] extends (...a: never[]) => Promise<unknown> ? K : never]: T[K] };

/**
 * The ChatStore commands, loading Dexie and opening the database on the first call.
 * `metrics` counts transactions and records read (the budget benchmark); `deps` gives the
 * IndexedDB factory (Node: fake-indexeddb) and the database name, default the global one.
 *
 * When a write finds the device's storage full (QuotaExceededError; the failed transaction
 * wrote nothing), the store moves to memory (issue 19.10): an in-memory IndexedDB
 * (fake-indexeddb, loaded only then) filled with a copy of the chat data (every thread, the
 * newest 5,000 messages), and the command runs again there; `deps.onStorageFull` is told once.
 * From then on nothing reaches the disk until the app is opened again.
 */
export function lazyChatStore(
  metrics?: { transactions: number; recordsRead: number; readTransactions?: number },
  deps: Pick<ChatStoreOptions, 'indexedDB' | 'IDBKeyRange' | 'name' | 'onVersionChange'> & { onStorageFull?: () => void } = {},
): AsyncMethods<ChatStore> {
  const { onStorageFull, ...options } = deps;
  let memory: Promise<ChatStore> | null = null;
  let chatDb: typeof import('@vchat/chat-db') | null = null;
  const open = loadOnce(() =>
    import('@vchat/chat-db').then((m) => {
      chatDb = m;
      return m.createChatStore({ ...options, ...(metrics ? { metrics } : {}) });
    }),
  );
  const toMemory = (disk: ChatStore) =>
    (memory ??= (async () => {
      onStorageFull?.();
      const fake = await import('fake-indexeddb');
      const mem = chatDb!.createChatStore({ indexedDB: new fake.IDBFactory(), IDBKeyRange: fake.IDBKeyRange, name: `${options.name ?? 'chat'}-memory`, ...(metrics ? { metrics } : {}) });
      // A database that could not even be opened (no space for its schema) has nothing to copy.
      const snap = await disk.snapshot().catch(() => null);
      if (snap) await mem.restore(snap);
      return mem;
    })());
  const run = (store: ChatStore, key: string, args: unknown[]) => {
    const fn = store[key as keyof ChatStore] as unknown as (...a: unknown[]) => Promise<unknown>;
    if (typeof fn !== 'function') throw new TypeError(`ChatStore has no command ${key}`);
    return fn.apply(store, args);
  };
  return new Proxy({} as AsyncMethods<ChatStore>, {
    get: (_, key: string) =>
      async (...args: unknown[]) => {
        if (memory) return run(await memory, key, args);
        const disk = await open();
        try {
          return await run(disk, key, args);
        } catch (e) {
          if (!chatDb?.isQuotaError(e)) throw e;
          return run(await toMemory(disk), key, args);
        }
      },
  });
}
