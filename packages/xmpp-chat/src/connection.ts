/**
 * The chat connection (spec §4 "Chat connection", §7 "Real-time chat", §9 timing):
 * @xmpp/client over WebSocket, signed in with the jid's local part and the vcToken (SASL
 * PLAIN). States: disconnected → connecting → connected, failure on an unexpected drop.
 * After a failure one reconnect check runs after 0.5 s and another after 3 s; a periodic
 * check every 10 s sends presence (and a 2 s ping) if connected, else reconnects with the
 * stored credentials. Reconnects reuse the client so stream management (XEP-0198) resumes
 * the session and re-sends unacknowledged stanzas.
 *
 * Plain TypeScript: no React, runs in Node (tests) and the browser.
 */
import { client as createXmppClient, xml } from '@xmpp/client';
import type { Element } from '@xmpp/xml';
import {
  CHAT_LOGIN_TIMEOUT_MS, PING_TIMEOUT_MS, RECONNECT_AFTER_FAILURE_MS, RECONNECT_CHECK_INTERVAL_MS, bareJid,
} from '@vchat/domain';
import { decodeMessage, encodeMessage, type WireMessage } from './codec.ts';
import { ChatError, stanzaErrorCondition, stanzaErrorType, type StanzaErrorCondition } from './errors.ts';
import {
  buildArchiveQuery, readArchiveFin, readArchiveResult, walkArchiveBackward, type ArchivePage, type ArchiveQuery, type ArchiveWalk,
} from './archive.ts';
import { parseVCard, VCARD_NS, type VCard } from './vcard.ts';
import { CALL_NS, decodeCallSignal, encodeCallSignal, type CallAction, type CallSignal } from './callStanza.ts';

export type ConnectionState = 'disconnected' | 'connecting' | 'connected' | 'failure';

/** Presence of a contact as it arrived (spec §7). */
export interface PresenceUpdate {
  from: string;
  available: boolean;
  show: 'chat' | 'away' | 'xa' | 'dnd' | '';
  status: string;
}

export interface ChatCredentials {
  jid: string;
  vcToken: string;
}

/** The parts of an @xmpp/client entity this module uses (lets unit tests inject a fake). */
export interface XmppEntity {
  status: string;
  jid?: { toString(): string } | null;
  start(): Promise<unknown>;
  stop(): Promise<unknown>;
  send(el: Element): Promise<unknown>;
  on(event: string, fn: (...args: never[]) => void): unknown;
  removeAllListeners?(event?: string): unknown;
  removeListener?(event: string, fn: (...args: never[]) => void): unknown;
  reconnect: { stop(): void; reconnect(): Promise<unknown> };
  streamManagement?: { enabled: boolean; inbound?: number; on(event: 'ack' | 'fail', fn: (stanza: Element) => void): unknown; on(event: 'resumed', fn: () => void): unknown };
  /** EventEmitter's prependListener: a listener that runs before the middleware's. */
  prependListener?(event: string, fn: (...args: never[]) => void): unknown;
  iqCaller: { request(el: Element, timeoutMs?: number): Promise<Element> };
  middleware?: { use(fn: (ctx: { stanza: Element }, next: () => unknown) => unknown): unknown };
}

/** What SASL PLAIN signs in with: the jid's local part and the vcToken. */
export interface SaslCredentials {
  username: string;
  password: string;
}

/** What an XMPP entity is made with (see ChatConnectionOptions.createEntity). */
export interface EntityOptions extends SaslCredentials {
  service: string;
  domain: string;
  resource: string;
  /** When given (a stream prepared ahead), what SASL waits for instead of username and password. */
  credentials?: Promise<SaslCredentials>;
}

/**
 * How long a stream opened ahead of a sign-in ({@link ChatConnection.prepare}) waits for the
 * sign-in before it is closed, ms.
 */
export const PREPARED_STREAM_MS = 60_000;

/** A stream opened ahead of a sign-in: its entity, its start, how it gets its credentials. */
interface Prepared {
  e: XmppEntity;
  started: Promise<unknown>;
  give: (c: SaslCredentials) => void;
  timer: ReturnType<typeof setTimeout>;
  /** Removes the listeners it had while waiting. */
  off: () => void;
}

/** @xmpp/connection statuses of a socket on its way up, not yet signed in (a prepared stream is usable). */
const OPENING = new Set(['connecting', 'connect', 'opening', 'open']);

export interface ChatConnectionOptions {
  /** WebSocket URL, e.g. `ws://localhost:5173/xmpp` in development, `wss://…` elsewhere. */
  service: string;
  /** XMPP domain of viewers, e.g. `localhost`. */
  domain: string;
  /**
   * Factory for the XMPP entity (tests); default @xmpp/client. `credentials`, when given (a
   * stream opened ahead of a sign-in, {@link ChatConnection.prepare}), is what SASL waits for
   * instead of `username` and `password`.
   */
  createEntity?: (o: EntityOptions) => XmppEntity;
  /** ms; defaults from spec §9. */
  loginTimeoutMs?: number;
  pingTimeoutMs?: number;
  checkIntervalMs?: number;
  /** How long to wait for a stream-management ack of a sent message, ms. */
  ackTimeoutMs?: number;
  /** The hub component's domain (login componentInfo.hubDomain); default `hub.<domain>`. */
  hubDomain?: () => string;
  /** Logger for dropped stanzas and swallowed errors. */
  log?: (message: string, extra?: unknown) => void;
  /** Random numbers in [0, 1) for the reconnect jitter (tests); default Math.random. */
  random?: () => number;
}

/**
 * Jitter on reconnects, so that many clients cut off together do not come back together:
 * the quick checks after a drop (spec §4: 0.5 s, 3 s) come up to this fraction later, and a
 * periodic check that finds the chat down reconnects up to RECONNECT_JITTER_MS later.
 */
export const RECONNECT_JITTER_FRACTION = 0.2;
/** See {@link RECONNECT_JITTER_FRACTION}; ms. */
export const RECONNECT_JITTER_MS = 1000;

type Listener<T> = (value: T) => void;

/**
 * A message of the user's refused after the server had acknowledged it (an XMPP component,
 * e.g. a host refusing an unpaid viewer over the daily limit, bounces it later).
 */
export interface MessageBounce {
  /** The refused message's id (its mid). */
  mid: string;
  /** The stanza error condition, e.g. `policy-violation` (send lock); undefined when unknown. */
  condition: StanzaErrorCondition | undefined;
  /** The server's text, e.g. `send locked`. */
  text: string;
}

/** Namespace of the gift purchase IQ payload. */
export const GIFT_NS = 'urn:vchat:gift:0';
/** XEP-0333 chat markers. */
export const CHAT_MARKERS_NS = 'urn:xmpp:chat-markers:0';

/** XEP-0280 message carbons: what the user's other sessions sent and received. */
export const CARBONS_NS = 'urn:xmpp:carbons:2';
const FORWARD_NS = 'urn:xmpp:forward:0';

/** Creates a chat connection. See the module docstring. */
export function createChatConnection(opts: ChatConnectionOptions) {
  const loginTimeoutMs = opts.loginTimeoutMs ?? CHAT_LOGIN_TIMEOUT_MS;
  const pingTimeoutMs = opts.pingTimeoutMs ?? PING_TIMEOUT_MS;
  const checkIntervalMs = opts.checkIntervalMs ?? RECONNECT_CHECK_INTERVAL_MS;
  const ackTimeoutMs = opts.ackTimeoutMs ?? 10_000;
  const random = opts.random ?? Math.random;
  const log = opts.log ?? ((m: string, x?: unknown) => console.warn(`[chat] ${m}`, x ?? ''));
  const createEntity =
    opts.createEntity ??
    ((o) =>
      createXmppClient({
        service: o.service,
        domain: o.domain,
        resource: o.resource,
        credentials: async (authenticate: (c: SaslCredentials, mech: string) => Promise<void>) =>
          authenticate(o.credentials ? await o.credentials : { username: o.username, password: o.password }, 'PLAIN'),
      } as never) as unknown as XmppEntity);

  let state: ConnectionState = 'disconnected';
  let entity: XmppEntity | null = null;
  /** A stream opened ahead of a sign-in ({@link prepare}), waiting for its credentials. */
  let prepared: Prepared | null = null;
  let creds: ChatCredentials | null = null;
  let smSettled = false;
  let reconnecting: Promise<void> | null = null;
  const sessionCounts = { bound: 0, resumed: 0 };
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let interval: ReturnType<typeof setInterval> | null = null;
  const pendingAcks = new Map<string, { resolve: () => void; reject: (e: Error) => void; timer: ReturnType<typeof setTimeout> }>();

  const stateListeners = new Set<Listener<ConnectionState>>();
  const messageListeners = new Set<Listener<WireMessage>>();
  const presenceListeners = new Set<Listener<PresenceUpdate>>();
  const invalidListeners = new Set<Listener<{ error: string; stanza: string }>>();
  const bounceListeners = new Set<Listener<MessageBounce>>();
  const readListeners = new Set<Listener<{ id: string }>>();
  /** Pages being collected, by MAM queryid (results arrive before the IQ's answer). */
  const archiveQueries = new Map<string, Pick<ArchivePage, 'messages' | 'bounced' | 'dropped'>>();
  const callListeners = new Set<Listener<CallSignal>>();
  const hubDomain = () => opts.hubDomain?.() ?? `hub.${opts.domain}`;

  function setState(next: ConnectionState) {
    if (state === next) return;
    state = next;
    for (const l of stateListeners) l(next);
  }

  function later(ms: number, fn: () => void) {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  }

  function clearTimers() {
    for (const t of timers) clearTimeout(t);
    timers.clear();
    if (interval) clearInterval(interval);
    interval = null;
  }

  function settleAck(id: string, err?: Error) {
    const p = pendingAcks.get(id);
    if (!p) return;
    clearTimeout(p.timer);
    pendingAcks.delete(id);
    if (err) p.reject(err);
    else p.resolve();
  }

  /** Collects a MAM result into its query's page; true when the stanza was an archive result. */
  function onArchived(el: Element): boolean {
    const r = readArchiveResult(el as never);
    if (!r) return false;
    const q = archiveQueries.get(r.queryid);
    if (!q) return true; // not ours (or a query already answered): ignore
    if (r.kind === 'message') q.messages.push(r.item);
    else if (r.kind === 'bounce') q.bounced.push(r.bounce);
    else {
      log(`dropped archived message ${r.archiveId}: ${r.reason}`);
      q.dropped.push({ archiveId: r.archiveId, reason: r.reason });
    }
    return true;
  }

  /** Whether `from` is this user's own account (bare or another session's full jid). */
  function fromOwnAccount(from: string | undefined): boolean {
    const me = entity?.jid?.toString();
    return !!from && !!me && bareJid(from) === bareJid(me);
  }

  /**
   * A carbon copy (XEP-0280) or a read sync from the user's own account: what another session
   * of the user sent (a chat message, given to the message listeners with the user as its
   * sender) or read (a displayed marker, given to the read listeners), and what it received
   * (handled like a live message). Only the user's own account may send these: a carbon from
   * anyone else is a forgery and is dropped. Returns true when the stanza was one of them.
   */
  function onOwnAccountStanza(el: Element): boolean {
    const carbon = el.getChild('sent', CARBONS_NS) ?? el.getChild('received', CARBONS_NS);
    const marker = el.getChild('displayed', CHAT_MARKERS_NS);
    if (!carbon && !marker) return false;
    if (!fromOwnAccount(el.attrs.from as string | undefined)) {
      if (carbon) log(`dropped a carbon copy from ${String(el.attrs.from)} (not the user's own account)`);
      return !!carbon;
    }
    if (!carbon) {
      // The server gives a read sync to every session of the account, this one too: its own
      // comes back from its own full jid and says nothing new.
      if (String(el.attrs.from) === entity?.jid?.toString()) return true;
      const id = marker?.attrs.id as string | undefined;
      if (id) for (const l of readListeners) l({ id });
      return true;
    }
    const inner = carbon.getChild('forwarded', FORWARD_NS)?.getChild('message');
    if (!inner || inner.getChild('sent', CARBONS_NS) || inner.getChild('received', CARBONS_NS)) return true;
    if (carbon.name === 'received') {
      // Chat messages only: call signalling belongs to the session in the call.
      if (!inner.getChild('call', CALL_NS)) onStanza(inner);
      return true;
    }
    const innerMarker = inner.getChild('displayed', CHAT_MARKERS_NS);
    const id = innerMarker?.attrs.id as string | undefined;
    if (id) {
      for (const l of readListeners) l({ id });
      return true;
    }
    if (!inner.getChild('extras', 'urn:vchat:extras:0') || !fromOwnAccount(inner.attrs.from as string | undefined)) return true;
    const r = decodeMessage(inner as never);
    if (r.ok) for (const l of messageListeners) l(r.message);
    else log(`dropped a carbon copy: ${r.error}`);
    return true;
  }

  function onStanza(el: Element) {
    if (el.name === 'message' && onArchived(el)) return;
    if (el.name === 'message' && onOwnAccountStanza(el)) return;
    if (el.name === 'message' && el.getChild('call', CALL_NS)) {
      const signal = decodeCallSignal(el as never, hubDomain());
      if (!signal) log('dropped call stanza');
      else for (const l of callListeners) l(signal);
      return;
    }
    if (el.name === 'message') {
      if (el.attrs.type === 'error') {
        const id = el.attrs.id as string | undefined;
        const err = el.getChild('error');
        const conditionName = err?.children.find((c): c is Element => typeof c !== 'string' && c.name !== 'text')?.name;
        const reason = err?.getChildText('text', 'urn:ietf:params:xml:ns:xmpp-stanzas') ?? conditionName;
        if (!id) return;
        if (pendingAcks.has(id)) settleAck(id, new ChatError('send failed', undefined, reason ?? undefined, stanzaErrorCondition(conditionName), stanzaErrorType(err?.attrs.type)));
        // A refusal after the server's ack (a component bounces after routing): told apart.
        else for (const l of bounceListeners) l({ mid: id, condition: stanzaErrorCondition(conditionName), text: reason ?? '' });
        return;
      }
      if (!el.getChild('extras', 'urn:vchat:extras:0')) return; // not a chat message of ours (e.g. receipts)
      const r = decodeMessage(el as never);
      if (!r.ok) {
        log(`dropped message stanza: ${r.error}`);
        for (const l of invalidListeners) l({ error: r.error, stanza: el.toString().slice(0, 500) });
        return;
      }
      for (const l of messageListeners) l(r.message);
    } else if (el.name === 'presence') {
      const from = el.attrs.from as string | undefined;
      if (!from) return;
      const type = el.attrs.type as string | undefined;
      if (type && type !== 'unavailable') return; // subscription management is not used
      const show = (el.getChildText('show') ?? '') as PresenceUpdate['show'];
      const update: PresenceUpdate = {
        from: bareJid(from),
        available: type !== 'unavailable',
        show: ['chat', 'away', 'xa', 'dnd'].includes(show) ? show : '',
        status: (el.getChildText('status') ?? '').slice(0, 200),
      };
      for (const l of presenceListeners) l(update);
    }
  }

  function waitForSmSettled(): Promise<void> {
    if (!entity?.streamManagement) return Promise.resolve();
    if (smSettled || entity.streamManagement.enabled) return Promise.resolve();
    return new Promise((resolve) => {
      const started = Date.now();
      const poll = () => {
        if (smSettled || entity?.streamManagement?.enabled || Date.now() - started > 2000) resolve();
        else later(10, poll);
      };
      poll();
    });
  }

  /**
   * XEP-0198 `h` counts every stanza received. @xmpp/client 0.14 does not count the IQ results
   * and errors its own iqCaller takes (ping, vCard, archive, gift purchase): that middleware
   * consumes them before stream management's counter sees them. The server then thinks the
   * last stanzas it sent were never handled and, when the session closes, delivers them again
   * (to offline storage: the next sign-in gets an old message or call signal twice). Each
   * incoming stanza is watched around the library's own handling (a listener before it records
   * the counter, one after it checks it moved); an uncounted one is counted here.
   */
  function countEveryStanza(e: XmppEntity) {
    const sm = e.streamManagement;
    if (!sm || typeof sm.inbound !== 'number' || !e.prependListener) return;
    let before = 0;
    e.prependListener('element', (() => {
      before = sm.inbound ?? 0;
    }) as never);
    e.on('element', ((el: Element) => {
      if (!sm.enabled || !['iq', 'message', 'presence'].includes(el.name)) return;
      if ((sm.inbound ?? 0) === before) sm.inbound = before + 1;
    }) as never);
  }

  function wire(e: XmppEntity) {
    e.reconnect.stop(); // reconnects follow the spec's checks, not the library's 1 s timer
    countEveryStanza(e);
    e.on('stanza', ((el: Element) => onStanza(el)) as never);
    e.on('online', (() => {
      sessionCounts.bound++;
      void waitForSmSettled().then(() => {
        if (entity === e && e.status === 'online') {
          setState('connected');
          e.send(xml('presence')).catch((err: unknown) => log('presence failed', err));
          // Carbons (XEP-0280): the user's other sessions see what this one sends and reads.
          // Kept by the server across a resume; asked again on every new session.
          e.iqCaller.request(xml('iq', { type: 'set' }, xml('enable', { xmlns: CARBONS_NS }))).catch((err: unknown) => log('carbons refused', err));
        }
      });
    }) as never);
    e.on('disconnect', (() => {
      smSettled = false;
      if (entity !== e || !creds) return;
      // A reconnect attempt whose socket closes fails on its own (see check): no quick checks
      // for it, so a server that stays down is not hammered.
      if (state === 'connected' || (state === 'connecting' && !reconnecting)) onFailure('connection dropped');
    }) as never);
    e.on('error', ((err: unknown) => log('xmpp error', err)) as never);
    // On an XEP-0198 resume @xmpp/client sets `online` without the event: stream management's
    // `resumed` is the signal that the session is back (presence and rooms are kept).
    e.streamManagement?.on('resumed', () => {
      sessionCounts.resumed++;
      smSettled = true;
      if (entity === e && state !== 'connected') setState('connected');
    });
    e.streamManagement?.on('ack', (stanza) => {
      const id = stanza.attrs.id as string | undefined;
      if (id) settleAck(id);
    });
    // Stream management gives up on what the server had not acknowledged when the session
    // ended without a resume: the outcome is unknown, not a refusal. 'xmpp not connected'
    // tells the caller to send it again (same id) once connected; receivers dedup by id.
    e.streamManagement?.on('fail', (stanza) => {
      const id = stanza.attrs.id as string | undefined;
      if (id) settleAck(id, new ChatError('xmpp not connected', undefined, 'not acknowledged before the stream ended'));
    });
    e.middleware?.use((ctx, next) => {
      const s = ctx.stanza;
      if (s.attrs.xmlns === 'urn:xmpp:sm:3' && ['enabled', 'resumed', 'failed'].includes(s.name)) smSettled = true;
      return next();
    });
  }

  /**
   * Enters `failure`. A drop schedules the spec's two checks (0.5 s, 3 s); a failed
   * reconnect does not (the 10 s periodic check carries on), so a server that stays down
   * is not hammered.
   */
  function onFailure(reason: string, scheduleChecks = true) {
    log(`chat failure: ${reason}`);
    setState('failure');
    if (scheduleChecks) for (const ms of RECONNECT_AFTER_FAILURE_MS) later(ms + Math.floor(random() * ms * RECONNECT_JITTER_FRACTION), () => void check());
  }

  /** Reconnects with the stored credentials unless connected or already reconnecting. */
  async function check(): Promise<void> {
    if (!creds || !entity) return;
    if (state === 'connected') {
      try {
        await entity.send(xml('presence'));
        await ping();
      } catch (err) {
        log('periodic check failed', err);
        if (state === 'connected') {
          setState('failure');
          await entity.stop().catch(() => {});
          onFailure('ping failed');
        }
      }
      return;
    }
    if (reconnecting) return reconnecting;
    const e = entity;
    setState('connecting');
    const attemptDone = (async () => {
      try {
        if (e.status === 'online') {
          setState('connected');
          return;
        }
        if (e.status !== 'offline' && e.status !== 'disconnect') await e.stop().catch(() => {});
        const attempt = e.status === 'offline' ? e.start() : e.reconnect.reconnect();
        // A socket closed before it opened can leave the attempt pending forever: it fails at
        // once when the socket closes (so the next check can try again: a user whose network
        // comes back waits at most one check interval, not the login timeout on top), and
        // after the login timeout at the latest.
        let timer: ReturnType<typeof setTimeout> | undefined;
        let onDrop: (() => void) | undefined;
        await Promise.race([
          attempt,
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new ChatError('time out')), loginTimeoutMs);
            onDrop = () => reject(new ChatError('xmpp not connected', undefined, 'the socket closed during the attempt'));
            e.on('disconnect', onDrop as never);
          }),
        ]).finally(() => {
          clearTimeout(timer);
          if (onDrop) e.removeListener?.('disconnect', onDrop as never);
        });
      } catch (err) {
        if (entity === e && creds) {
          await e.stop().catch(() => {});
          onFailure(`reconnect failed: ${err instanceof Error ? err.message : String(err)}`, false);
        }
      }
    })();
    // Cleared once settled, and only if still this attempt: an attempt that ends at once (the
    // entity was already online) must not leave a settled promise that later checks return.
    reconnecting = attemptDone;
    void attemptDone.finally(() => {
      if (reconnecting === attemptDone) reconnecting = null;
    });
    return attemptDone;
  }

  /** An entity for `username`/`password`, or waiting for `credentials`, on a new resource. */
  const newEntity = (c: SaslCredentials, credentials?: Promise<SaslCredentials>) =>
    createEntity({
      service: opts.service,
      domain: opts.domain,
      resource: `web-${Math.random().toString(36).slice(2, 10)}`,
      ...c,
      ...(credentials ? { credentials } : {}),
    });

  /** Takes the prepared stream out of `prepared`, its timer and listeners with it. */
  function detachPrepared(): Prepared | null {
    const p = prepared;
    if (!p) return null;
    prepared = null;
    clearTimeout(p.timer);
    p.off();
    return p;
  }

  /** Closes and forgets the prepared stream, if any. */
  function dropPrepared(): void {
    const p = detachPrepared();
    if (!p) return;
    p.e.on('error', (() => {}) as never); // a stream error while it closes is of no interest
    void p.e.stop().catch(() => {});
  }

  /**
   * Opens the socket and the stream ahead of a sign-in (the sign-in sheet is open), so the next
   * {@link login} authenticates on it instead of connecting first: the WebSocket handshake and
   * the stream's opening are out of the way while the visitor chooses how to sign in (issue 21,
   * tap → talking; about 0.5 s on a slow phone network). The stream waits at SASL for the
   * credentials `login` gives it. One that fails, closes or is not used within
   * PREPARED_STREAM_MS is closed and forgotten; `login` then connects as usual. No-op while a
   * session exists or a stream is already prepared. Never throws.
   */
  function prepare(): void {
    if (prepared || entity) return;
    let give!: (c: SaslCredentials) => void;
    const credentials = new Promise<SaslCredentials>((resolve) => (give = resolve));
    let e: XmppEntity;
    try {
      e = newEntity({ username: '', password: '' }, credentials);
    } catch (err) {
      log('preparing the chat stream failed', err);
      return;
    }
    e.reconnect.stop(); // a prepared stream that drops is dropped, not reconnected
    const onError = (err: unknown) => log('prepared chat stream error', err);
    const onGone = () => {
      if (prepared?.e === e) dropPrepared();
    };
    e.on('error', onError as never);
    e.on('disconnect', onGone as never);
    const started = e.start();
    started.catch(onGone);
    prepared = {
      e,
      started,
      give,
      timer: setTimeout(onGone, PREPARED_STREAM_MS),
      off: () => {
        e.removeListener?.('error', onError as never);
        e.removeListener?.('disconnect', onGone as never);
      },
    };
  }

  /** The prepared stream for a login, when it is still on its way up; else null (it is closed). */
  function takePrepared(): Prepared | null {
    if (prepared && !OPENING.has(prepared.e.status)) dropPrepared();
    return detachPrepared();
  }

  /**
   * Signs in to the chat server (spec §4 "Session", §8). Resolves when connected.
   * Throws ChatError 'need login' (no credentials, or the server refused the token) or
   * 'time out' (no session within 10 s).
   */
  async function login(c: ChatCredentials | null): Promise<void> {
    if (!c || !c.jid || !c.vcToken) {
      dropPrepared();
      throw new ChatError('need login');
    }
    const ahead = takePrepared();
    await logout();
    creds = c;
    const local = bareJid(c.jid).split('@')[0] ?? '';
    const sasl = { username: local, password: c.vcToken };
    const e = ahead?.e ?? newEntity(sasl);
    entity = e;
    wire(e);
    setState('connecting');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const online = new Promise<void>((resolve) => {
      const unsub = onState((s) => {
        if (s === 'connected') {
          unsub();
          resolve();
        }
      });
    });
    try {
      await Promise.race([
        // A prepared stream is up to SASL already: it goes on with these credentials.
        (ahead ? (ahead.give(sasl), ahead.started) : e.start()).then(() => online),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new ChatError('time out')), loginTimeoutMs);
        }),
      ]);
    } catch (err) {
      const isAuth = err instanceof Error && (err.name === 'SASLError' || /not-authorized|auth/i.test(err.message));
      creds = isAuth ? null : creds;
      await e.stop().catch(() => {});
      if (entity === e && isAuth) entity = null;
      setState('failure');
      if (err instanceof ChatError) throw err;
      throw new ChatError(isAuth ? 'need login' : 'time out', err);
    } finally {
      clearTimeout(timer);
    }
    interval = setInterval(() => {
      const delay = state === 'connected' ? 0 : Math.floor(random() * RECONNECT_JITTER_MS);
      if (delay === 0) void check();
      else later(delay, () => void check());
    }, checkIntervalMs);
  }

  /**
   * The browser's network went away or came back (`offline` / `online` events): offline, a
   * live chat goes to failure at once (no waiting for the next ping to time out) and sends
   * nothing until back; online, it reconnects at once instead of at the next check.
   */
  function networkChanged(online: boolean): void {
    if (!creds || !entity) return;
    if (!online) {
      if (state === 'connected' || state === 'connecting') {
        log('chat failure: the browser is offline');
        setState('failure');
        void entity.stop().catch(() => {});
      }
      return;
    }
    if (state !== 'connected') void check();
  }

  /**
   * Closes the stream at once, synchronously, when the page goes away (pagehide): the
   * framing `<close/>` tells the server the session ended, so it does not keep a hibernating
   * stream-management session that would swallow messages until it times out; they go to
   * offline storage and reach the next page load instead.
   */
  function closeNow(): void {
    const ws = (entity as unknown as { socket?: { socket?: { send(d: string): void; close(code?: number): void } | null } } | null)?.socket?.socket;
    if (!ws) return;
    try {
      ws.send('<close xmlns="urn:ietf:params:xml:ns:xmpp-framing"/>');
      ws.close(1000);
    } catch {
      /* already closed */
    }
  }

  if (typeof window !== 'undefined') window.addEventListener('pagehide', closeNow);

  /** Disconnects and forgets the credentials (spec §4 "Logout disconnects the chat"). */
  async function logout(): Promise<void> {
    dropPrepared();
    clearTimers();
    creds = null;
    const e = entity;
    entity = null;
    for (const id of [...pendingAcks.keys()]) settleAck(id, new ChatError('xmpp not connected'));
    if (e) {
      e.removeAllListeners?.();
      // The stream may still fail while it closes (the server closes it with a stream error once
      // the sign-out revoked its token): an 'error' event with no listener is thrown, uncaught.
      e.on('error', ((err: unknown) => log('xmpp error after logout', err)) as never);
      await e.stop().catch(() => {});
    }
    setState('disconnected');
  }

  /** XEP-0199 ping to the server; resolves with the round trip in ms. Throws ChatError 'time out'. */
  async function ping(): Promise<number> {
    if (!entity || state !== 'connected') throw new ChatError('xmpp not connected');
    const t0 = Date.now();
    try {
      await entity.iqCaller.request(xml('iq', { type: 'get', to: opts.domain }, xml('ping', { xmlns: 'urn:xmpp:ping' })), pingTimeoutMs);
    } catch (err) {
      throw new ChatError('time out', err);
    }
    return Date.now() - t0;
  }

  /**
   * Sends a chat message and resolves once the server acknowledged it (stream management).
   * Throws ChatError 'xmpp not connected' when not connected, 'time out' without an ack
   * within the ack timeout, 'send failed' when the server bounced it.
   */
  async function sendMessage(msg: WireMessage): Promise<void> {
    if (!entity || state !== 'connected') throw new ChatError('xmpp not connected');
    const el = encodeMessage(msg);
    const smOn = entity.streamManagement?.enabled === true;
    const acked = smOn
      ? new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => {
            pendingAcks.delete(msg.mid);
            reject(new ChatError('time out'));
          }, ackTimeoutMs);
          pendingAcks.set(msg.mid, { resolve, reject, timer });
        })
      : Promise.resolve();
    try {
      await entity.send(el);
    } catch (err) {
      settleAck(msg.mid, new ChatError('send failed', err));
    }
    return acked;
  }

  /**
   * Buys a gift with the gift purchase IQ (spec §7) sent to the gift component:
   * `<purchase xmlns="urn:vchat:gift:0" giftId price target mid/>`. The server checks the
   * price and the balance and debits it. Resolves with the new balance in gems. Throws
   * ChatError 'xmpp not connected', 'time out' (no answer within the ack timeout: the outcome
   * is unknown, ask again with the same mid), or 'xmpp send iq error' (spec §8) with
   * `detail` = the server's reason (e.g. "gems insufficient", "price mismatch").
   */
  async function purchaseGift(p: { giftDomain: string; giftId: string; price: number; target: string; mid: string }): Promise<{ gemsBalance: number }> {
    if (!entity || state !== 'connected') throw new ChatError('xmpp not connected');
    let res: Element;
    try {
      res = await entity.iqCaller.request(
        xml('iq', { type: 'set', to: p.giftDomain },
          xml('purchase', { xmlns: GIFT_NS, giftId: p.giftId, price: String(p.price), target: p.target, mid: p.mid })),
        ackTimeoutMs,
      );
    } catch (err) {
      // No answer (timeout, or the stream went away): the purchase may have been applied, so
      // it is not a refusal; the caller asks again with the same mid (the server dedups it).
      if (!(err instanceof Error) || err.name !== 'StanzaError') {
        throw new ChatError('time out', err, 'no answer to the purchase');
      }
      // @xmpp's StanzaError carries the server's <text> and the condition name.
      const e = err as { text?: string; condition?: string };
      throw new ChatError('xmpp send iq error', err, e?.text || e?.condition || undefined, stanzaErrorCondition(e?.condition));
    }
    const balance = Number(res?.getChild('purchase', GIFT_NS)?.attrs.gemsBalance);
    if (!Number.isFinite(balance)) throw new ChatError('xmpp send iq error', undefined, 'invalid purchase answer');
    return { gemsBalance: balance };
  }

  /**
   * Reads one page of the user's message archive (XEP-0313 MAM with RSM paging, see
   * {@link ArchiveQuery}): every archived chat message decoded by the codec (refused ones in
   * `dropped` with the reason, and logged), archived bounces of own messages, and the RSM
   * `first` / `last` / `complete` to page on. Archived messages are NOT handed to the live
   * message listeners: the caller merges them. Throws ChatError 'xmpp not connected', or
   * 'xmpp send iq error' (with the server's reason and condition) when the query is refused.
   */
  async function queryArchive(q: ArchiveQuery): Promise<ArchivePage> {
    if (!entity || state !== 'connected') throw new ChatError('xmpp not connected');
    const e = entity;
    const queryid = `mam-${Math.random().toString(36).slice(2, 10)}`;
    const collected: Pick<ArchivePage, 'messages' | 'bounced' | 'dropped'> = { messages: [], bounced: [], dropped: [] };
    const iq = buildArchiveQuery(queryid, q);
    archiveQueries.set(queryid, collected);
    try {
      const res = await e.iqCaller.request(iq, ackTimeoutMs);
      return { ...collected, ...readArchiveFin(res as never) };
    } catch (err) {
      const x = err as { text?: string; condition?: string };
      throw new ChatError('xmpp send iq error', err, x?.text || x?.condition || undefined, stanzaErrorCondition(x?.condition));
    } finally {
      archiveQueries.delete(queryid);
    }
  }

  /**
   * Walks the archive newest first with {@link queryArchive} (see {@link walkArchiveBackward}:
   * `onPage` gets each page before the next is asked; stops at the archive's start, after
   * `maxPages`, or when `onPage` returns false). Throws what `queryArchive` or `onPage` throw.
   */
  function walkArchive(opts: Parameters<typeof walkArchiveBackward>[1]): Promise<ArchiveWalk> {
    return walkArchiveBackward(queryArchive, opts);
  }

  /**
   * Asks a contact's vCard (XEP-0054; spec §7 vCard get requests). Resolves with the parsed
   * card ({@link parseVCard}). Throws ChatError 'xmpp not connected', or 'xmpp send iq error'
   * with the server's reason, or when the answer holds no vCard.
   */
  async function getVCard(jid: string): Promise<VCard> {
    if (!entity || state !== 'connected') throw new ChatError('xmpp not connected');
    let res: Element;
    try {
      res = await entity.iqCaller.request(xml('iq', { type: 'get', to: jid }, xml('vCard', { xmlns: VCARD_NS })), ackTimeoutMs);
    } catch (err) {
      const e = err as { text?: string; condition?: string };
      throw new ChatError('xmpp send iq error', err, e?.text || e?.condition || undefined);
    }
    const card = res?.getChild('vCard', VCARD_NS);
    if (!card) throw new ChatError('xmpp send iq error', undefined, 'no vCard in the answer');
    return parseVCard(card);
  }

  /**
   * Sends a call signalling action to the hub (spec §4). Throws ChatError 'xmpp not
   * connected' when not connected.
   */
  async function sendCall(action: CallAction, sid: string, payload: Record<string, unknown> = {}): Promise<void> {
    if (!entity || state !== 'connected') throw new ChatError('xmpp not connected');
    await entity.send(encodeCallSignal(hubDomain(), action, sid, payload));
  }

  /**
   * Tells a contact their message `id` was displayed (XEP-0333 chat marker, sent only when the
   * user's readReceipt setting is on, spec §3 user settings flags). Throws ChatError 'xmpp not
   * connected'.
   */
  async function sendDisplayed(to: string, id: string): Promise<void> {
    if (!entity || state !== 'connected') throw new ChatError('xmpp not connected');
    await entity.send(xml('message', { to, type: 'chat', id: `mk-${id}` }, xml('displayed', { xmlns: CHAT_MARKERS_NS, id }), xml('no-store', { xmlns: 'urn:xmpp:hints' })));
  }

  /**
   * Tells the user's other sessions that the message `id` (and all before it in its thread)
   * was read here: a displayed marker (XEP-0333) to the user's own account, not archived.
   * Sent whatever the read-receipt setting: the host is not told. Throws 'xmpp not connected'.
   */
  async function sendReadSync(id: string): Promise<void> {
    const me = entity?.jid?.toString();
    if (!entity || state !== 'connected' || !me) throw new ChatError('xmpp not connected');
    await entity.send(xml('message', { to: bareJid(me), type: 'chat', id: `rs-${id}` }, xml('displayed', { xmlns: CHAT_MARKERS_NS, id }), xml('no-store', { xmlns: 'urn:xmpp:hints' }), xml('no-copy', { xmlns: 'urn:xmpp:hints' })));
  }

  /** Sends directed presence to a contact (e.g. to learn a host's state). */
  async function sendPresence(to?: string): Promise<void> {
    if (!entity || state !== 'connected') throw new ChatError('xmpp not connected');
    await entity.send(to ? xml('presence', { to }) : xml('presence'));
  }

  function onState(l: Listener<ConnectionState>) {
    stateListeners.add(l);
    return () => void stateListeners.delete(l);
  }

  return {
    login,
    logout,
    ping,
    sendMessage,
    sendPresence,
    sendDisplayed,
    sendReadSync,
    /** Messages read in another session of the user (see {@link sendReadSync}, carbons of displayed markers). */
    onReadElsewhere(l: Listener<{ id: string }>) {
      readListeners.add(l);
      return () => void readListeners.delete(l);
    },
    purchaseGift,
    queryArchive,
    walkArchive,
    getVCard,
    sendCall,
    /** Call signalling from the hub (only stanzas from the hub domain). */
    onCall(l: Listener<CallSignal>) {
      callListeners.add(l);
      return () => void callListeners.delete(l);
    },
    /** Runs the reconnect check now (also runs every 10 s). */
    check,
    prepare,
    networkChanged,
    state: () => state,
    /**
     * How the stream came up since this connection was made: `bound` counts new sessions (resource bound anew:
     * messages in flight are re-sent by the outbox), `resumed` XEP-0198 resumptions (the
     * server replays what was unacked). For the fault figures (issue 19.1).
     */
    sessions: () => ({ ...sessionCounts }),
    /** The full jid of the session, when connected. */
    jid: () => entity?.jid?.toString() ?? null,
    onState,
    onMessage(l: Listener<WireMessage>) {
      messageListeners.add(l);
      return () => void messageListeners.delete(l);
    },
    onPresence(l: Listener<PresenceUpdate>) {
      presenceListeners.add(l);
      return () => void presenceListeners.delete(l);
    },
    /** Own messages refused after the server's ack (see {@link MessageBounce}). */
    onBounce(l: Listener<MessageBounce>) {
      bounceListeners.add(l);
      return () => void bounceListeners.delete(l);
    },
    /** Undecodable message stanzas, dropped with a reason. */
    onInvalid(l: Listener<{ error: string; stanza: string }>) {
      invalidListeners.add(l);
      return () => void invalidListeners.delete(l);
    },
  };
}

export type ChatConnection = ReturnType<typeof createChatConnection>;
