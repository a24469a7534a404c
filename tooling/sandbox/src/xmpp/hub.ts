/**
 * The hub component (`hub.<domain>`): call sessions between viewers and host pages, the
 * signalling relay, server-side billing, free calls and call records (spec §4, §5, §8).
 *
 * Viewer ↔ hub: chat-less message stanzas
 * `<message to="hub.<domain>"><call xmlns="urn:vchat:call:0" action="…" sid="…">{JSON}</call></message>`;
 * the hub answers to the viewer's full jid once it knows it, else (CallIn of a callback,
 * ReChargeSuccess) to the bare jid as a `headline` (delivered to the online resources, never
 * stored offline). Host page ↔ hub: JSON frames over `/__sandbox/host` (see {@link HostPeers}).
 *
 * Three kinds of session: `out` (viewer → host, SessionRequest), `callback` (host → viewer:
 * admin `POST /__sandbox/callback` or a host page's CallOut) and `story` (a story-line call:
 * a recorded video, no host page). Rules: README "Calls".
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { bareJid, callbackDecision, callFlagsOf, paymentOfFlags, type CallAttachment, type CallPayment } from '@vchat/domain';
import { encodeMessage, type WireMessage } from '@vchat/xmpp-chat/codec';
import type { IncomingContext } from '@xmpp/component';
import type { CallConfig } from '../calls/callConfig.ts';
import { debitCallMinute, insertCall } from '../calls/callsStore.ts';
import { MediaClock } from '../calls/mediaClock.ts';
import type { HostFrame, HostPeers } from '../calls/hostPeers.ts';
import { callWalletOf, takeFreeCall } from '../calls/wallet.ts';
import { hostStateAt, hostStatusAt, type SandboxClock } from '../hosts.ts';
import { storyLineOf, type StoryVideo } from '../media/story.ts';
import type { Store, UserRow } from '../store.ts';
import { isBlocked } from '../safety/safetyStore.ts';
import type { ComponentIo, DomainHandler } from './component.ts';

/** Namespace of the `<call>` element. */
export const CALL_NS = 'urn:vchat:call:0';

/** The JSON object inside a `<call>` element (empty text reads as {}); null when it is not one. */
export function callPayloadOf(el: { getText(): string }): Record<string, unknown> | null {
  try {
    const p = JSON.parse(el.getText() || '{}') as unknown;
    return p && typeof p === 'object' && !Array.isArray(p) ? (p as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Session ids accepted from viewers and host pages. */
export const SID_RE = /^[\w.:@-]{1,200}$/;

/** Options of the hub. */
export interface HubDeps {
  store: Store;
  /** Sandbox clock (daily states of hosts). */
  clock: SandboxClock;
  /** Real "now" for call times. */
  now: () => number;
  peers: HostPeers;
  /** One billed minute, in ms (default 60000). */
  billingIntervalMs: number;
  /** A session without a viewer heartbeat for this long ends, in ms (default 15000). */
  heartbeatTimeoutMs: number;
  /** How long a request waits for the host page to connect, in ms (default 5000). */
  hostPageWaitMs: number;
  /** Switches (enableCallback, enablePaidUserFreeCall, enableSilverClub) and free-call timings. */
  config: CallConfig;
  /** Story-line videos. */
  stories: readonly StoryVideo[];
}

/** What a callback request answers: the new session id, or an HTTP status and a reason. */
export type CallbackResult = { ok: true; sid: string } | { ok: false; status: 404 | 409; reason: string };

/** What the HTTP admin paths may ask of the hub. */
export interface HubControl {
  /**
   * Starts a callback (host → viewer, spec §5) or, with `storyLine`, a story-line call. `viewer`
   * is a uid or a jid. Refusals: 409 `callback disabled` / `host page not connected` (a real
   * callback needs the host page) / `busy` (the viewer has a hub session) / `host busy`;
   * 404 `host not found` / `viewer not found`.
   */
  callback(req: { host: string; viewer: string; storyLine: boolean }): Promise<CallbackResult>;
  /** Sends the viewer's bare jid ReChargeSuccess `{ gemsBalance }` (balance in gems, spec §4). */
  rechargeSuccess(viewerJid: string, gemsBalance: number): Promise<void>;
}

type Kind = 'out' | 'callback' | 'story';

interface Session {
  sid: string;
  kind: Kind;
  /** The viewer's full jid (answers go there); undefined until the viewer spoke (callbacks). */
  viewerFull: string | undefined;
  viewer: string;
  viewerUid: string;
  host: string;
  hostNick: string;
  /** The host's price, gems per minute. */
  price: number;
  /** How the call is paid (callbacks: decided on CallAccept). */
  payment: CallPayment;
  /** Free seconds of a free call (0 for paid). */
  freeSeconds: number;
  state: 'ringing' | 'connecting' | 'connected';
  startTime: number;
  connectingTime: number;
  billed: number;
  /**
   * Connected time (issue 19.4): billing minutes and the free-time cap run on it, so they stand
   * still while the host side reports the media down (see calls/mediaClock.ts).
   */
  clock: MediaClock;
  /** Connected ms the debits so far have paid for (one billing interval per debit). */
  paidMs: number;
  ended: boolean;
  /** True while the viewer's CallAccept of a callback is being checked. */
  accepting: boolean;
  /** True once the host page is part of the call (CallIn delivered, or a callback). */
  hostInvolved: boolean;
  /** True once the heartbeat watchdog runs (from the ring for `out`, from the accept for callbacks). */
  watched: boolean;
  /** `out`: true once the host page answered (its CallAccept); the viewer's call content goes to her from then on. */
  answered?: boolean;
  /**
   * `out`: call content the viewer sent before the host answered (the offer and ICE candidates
   * made while she rings, issue 21.3), relayed to her in order when she answers; at most
   * {@link HELD_CONTENT_MAX} frames.
   */
  held?: Record<string, unknown>[];
  /** Video length of a story line, s. */
  storyDurationS: number;
  /** The CallIn payload sent to the viewer (callback, story line), to ring again on CallCheck. */
  callIn?: Record<string, unknown>;
  /** The debit in flight, if any (end() waits for it so billed_gems is exact). */
  debiting?: Promise<number | undefined> | undefined;
  /** The free-call counter update in flight, if any. */
  taking?: Promise<number | undefined> | undefined;
  heartbeat?: NodeJS.Timeout | undefined;
  /** MatchToFlash of a paid-user free call that has not connected. */
  flash?: NodeJS.Timeout | undefined;
  /** Ring timeout of a callback. */
  ring?: NodeJS.Timeout | undefined;
  /** End of a story line (video length + grace). */
  storyEnd?: NodeJS.Timeout | undefined;
  /**
   * Connect timeout: media must connect within `connectTimeoutMs` (spec §9); armed again while
   * connected media is down, so a call whose media never comes back ends (`media-lost`).
   */
  connect?: NodeJS.Timeout | undefined;
}

type Notice = [action: string, payload: unknown];

/**
 * Call content frames of an `out` call the hub keeps while the host has not answered: an offer
 * and its ICE candidates are a few frames; more are dropped (and logged), so a viewer cannot
 * make the hub hold an unbounded queue.
 */
export const HELD_CONTENT_MAX = 64;

const FLAG_KEYS = ['firstCallFree', 'paidUserFreeCall', 'silverCall'] as const;

/** SessionRequest payload: a callee, at most one boolean payment flag, anything else ignored. */
const RequestSchema = v.looseObject({ callee: v.pipe(v.string(), v.minLength(1), v.maxLength(300)) });
/** WebRTCContent payload, relayed unchanged: `{ content: { seq ≥ 0, type, ... } }`. */
const ContentSchema = v.looseObject({
  content: v.looseObject({ seq: v.pipe(v.number(), v.integer(), v.minValue(0)), type: v.pipe(v.string(), v.maxLength(64)) }),
});
/** MediaState payload of a host page (issue 19.4). */
const MediaStateSchema = v.object({ connected: v.boolean() });
/** A reject reason a viewer gives (CallCancel / SessionFail of a ringing callback). */
const ReasonSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
/** CallOut frame payload of a host page. */
const CallOutSchema = v.object({ viewer: v.union([v.pipe(v.string(), v.minLength(1), v.maxLength(300)), v.pipe(v.number(), v.integer())]) });

/** The payment a flags object asks for; null for malformed flags (a non-boolean value or two flags). */
function paymentOf(payload: Record<string, unknown>): CallPayment | null {
  if (FLAG_KEYS.some((k) => payload[k] !== undefined && typeof payload[k] !== 'boolean')) return null;
  return paymentOfFlags(payload);
}

/** Creates the handler of the `hub.<domain>` component. */
export function hubHandler(deps: HubDeps): DomainHandler & HubControl & { activeSessions(): number } {
  const sessions = new Map<string, Session>();
  const { config } = deps;
  /** One billed minute, ms: the admin override (`POST /__sandbox/config`) or the start option. */
  const billingIntervalMs = () => config.billingIntervalMs ?? deps.billingIntervalMs;
  let io: ComponentIo | undefined;
  let stopped = false;

  /** Sends a `<call>` stanza; `to` a bare jid goes as a headline (online resources only). */
  const sendCall = async (to: string, action: string, sid: string, payload: unknown) => {
    if (!io || stopped) return;
    const attrs: Record<string, string> = { from: io.domain, to, id: randomUUID() };
    if (!to.includes('/')) attrs.type = 'headline';
    await io.send(io.xml('message', attrs, io.xml('call', { xmlns: CALL_NS, action, sid }, JSON.stringify(payload ?? {}))));
  };
  const toViewer = (s: Session, action: string, payload: unknown) => sendCall(s.viewerFull ?? s.viewer, action, s.sid, payload);
  /**
   * {@link toViewer} for notices that must not stop what sends them: a timer's, a host page
   * frame's, a call's end (which still stores the call). With Prosody down the notice is lost
   * and logged; the promise never rejects (an unhandled rejection stops the sandbox, issue 19.5).
   */
  const tellViewer = (s: Session, action: string, payload: unknown): Promise<void> =>
    toViewer(s, action, payload).catch((e: unknown) => log(`call ${s.sid}: ${action} to the viewer lost: ${e instanceof Error ? e.message : String(e)}`));
  const toHost = (s: Session, action: string, payload: unknown) => s.kind !== 'story' && deps.peers.send(s.host, { action, sid: s.sid, payload });
  const activeOf = (viewer: string) => [...sessions.values()].find((s) => s.viewer.toLowerCase() === viewer.toLowerCase());
  const hostBusy = (host: string) => [...sessions.values()].some((s) => s.kind !== 'story' && s.host.toLowerCase() === host.toLowerCase());
  const log = (line: string) => io?.log(line);

  const clearTimers = (s: Session) => {
    for (const t of [s.heartbeat, s.flash, s.ring, s.storyEnd, s.connect]) clearTimeout(t);
    s.clock.stop();
  };

  /** Ends a session: notifies both sides, stores the call and sends the call record message. */
  const end = async (s: Session, reason: string, rejectType: string, notify: { viewer?: Notice; host?: Notice } = {}) => {
    if (s.ended) return;
    s.ended = true;
    clearTimers(s);
    sessions.delete(s.sid);
    if (stopped) return;
    const endTime = deps.now();
    await s.debiting?.catch(() => undefined);
    await s.taking?.catch(() => undefined);
    const mediaMs = Math.round(s.clock.elapsed());
    log(`call ${s.sid} (${s.kind}, ${s.payment}) ${s.viewer} ↔ ${s.host} ended: ${reason}${rejectType ? ` (${rejectType})` : ''}, billed ${s.billed}, media ${mediaMs} ms, down ${s.clock.downMs} ms in ${s.clock.drops} drops`);
    if (notify.host) toHost(s, notify.host[0], notify.host[1]);
    if (notify.viewer) await tellViewer(s, notify.viewer[0], notify.viewer[1]);
    // Outgoing calls: the viewer called; callbacks and story lines: the host called.
    const [caller, callee] = s.kind === 'out' ? [s.viewer, s.host] : [s.host, s.viewer];
    await insertCall(deps.store.db, {
      sid: s.sid,
      caller,
      callee,
      start_time: s.startTime,
      connecting_time: s.connectingTime,
      end_time: endTime,
      reason,
      reject_type: rejectType,
      billed_gems: s.billed,
      payment: s.kind === 'story' ? 'storyLine' : s.payment,
      media_ms: mediaMs,
      media_down_ms: s.clock.downMs,
      media_drops: s.clock.drops,
    });
    const attachment: CallAttachment = { sid: s.sid, caller, callee, startTime: s.startTime, connectingTime: s.connectingTime, endTime, reason, rejectType };
    // The record comes from the hub itself (`calls@hub.<domain>`): clients accept call records
    // only from the hub's domain (a host or viewer could forge one otherwise); the attachment
    // names both parties.
    const hubJid = `calls@${io?.domain ?? 'hub'}`;
    const msg: WireMessage = {
      mid: randomUUID(),
      from: hubJid,
      to: s.viewer,
      date: endTime,
      type: s.kind === 'story' ? 'story_line_call' : 'v_hub_call',
      content: '',
      nickName: s.hostNick,
      os: 'android',
      pkgName: 'host',
      version: 1,
      sensitiveInfo: 0,
      attachment,
    };
    if (io) await io.send(encodeMessage(msg));
    const { mid, from, to, date, type, content, ...rest } = msg;
    await deps.store.logMessage({ mid, from_jid: from, to_jid: to, date, type, body: content, extras: rest as Record<string, unknown> }, endTime);
  };
  const endQuietly = (s: Session, reason: string, rejectType: string, notify: { viewer?: Notice; host?: Notice } = {}) => {
    end(s, reason, rejectType, notify).catch((e: unknown) => log(`ending call ${s.sid} failed: ${String(e)}`));
  };

  const armHeartbeat = (s: Session) => {
    s.watched = true;
    clearTimeout(s.heartbeat);
    s.heartbeat = setTimeout(() => {
      const bye: Notice = ['SessionTerminate', { reason: 'heartbeat-timeout' }];
      endQuietly(s, 'heartbeat-timeout', 'timeOut', { viewer: bye, host: bye });
    }, deps.heartbeatTimeoutMs);
  };

  /**
   * Arms the connect timeout (spec §9, 60 s): a session whose media has not connected by then
   * ends with timeOut (§8), CallCancel to both sides. Runs from the request of an outgoing
   * call and from the accept of a callback, so a session can never sit unconnected (and
   * unbilled) for longer.
   */
  const armConnectTimeout = (s: Session) => {
    clearTimeout(s.connect);
    s.connect = setTimeout(() => {
      if (s.state === 'connected') return;
      const bye: Notice = ['CallCancel', { reason: 'timeOut' }];
      endQuietly(s, 'timeOut', 'timeOut', { viewer: bye, host: bye });
    }, config.timings.connectTimeoutMs);
  };

  /** Debits one minute; on a short balance ends the call (CallError to the viewer). */
  const billMinute = async (s: Session): Promise<void> => {
    if (s.ended) return;
    s.debiting = debitCallMinute(deps.store.db, s.viewerUid, s.price);
    const balance = await s.debiting;
    s.debiting = undefined;
    if (balance !== undefined) s.billed += s.price; // counted even when the call ended meanwhile
    if (s.ended) return;
    if (balance === undefined) {
      await end(s, 'gems-insufficient', 'gems-insufficient', {
        viewer: ['CallError', { reason: 'gems-insufficient' }],
        host: ['SessionTerminate', { reason: 'gems-insufficient' }],
      });
      return;
    }
    log(`call ${s.sid}: billed ${s.price}, balance ${balance}`);
    // The viewer's balance after each billed minute (the app shows the server's number at once).
    void tellViewer(s, 'SessionHeartbeat', { gemsBalance: balance, billedGems: s.billed, price: s.price });
    // The next minute is due after one more interval of connected time (not wall time).
    s.paidMs += billingIntervalMs();
    s.clock.at('bill', s.paidMs, () => {
      billMinute(s).catch((e: unknown) => log(`billing ${s.sid} failed: ${String(e)}`));
    });
  };

  /**
   * A free call connected: uses one of its counter (atomically) and ends the call after
   * `freeSeconds`. No use left (spent by another call meanwhile) ends it at once.
   */
  const startFreeCall = async (s: Session): Promise<void> => {
    if (s.payment === 'paid') return;
    s.taking = takeFreeCall(deps.store.db, s.viewerUid, s.payment);
    const left = await s.taking;
    s.taking = undefined;
    if (s.ended) return;
    if (left === undefined) {
      await end(s, 'free-call-unavailable', 'free-call-unavailable', {
        viewer: ['CallError', { reason: 'free-call-unavailable' }],
        host: ['SessionTerminate', { reason: 'free-call-unavailable' }],
      });
      return;
    }
    log(`call ${s.sid}: ${s.payment} used, ${left} left; ends in ${s.freeSeconds} s`);
    s.clock.at('free', s.freeSeconds * 1000, () => {
      const bye: Notice = ['SessionTerminate', { reason: 'free-time-over' }];
      endQuietly(s, 'free-time-over', '', { viewer: bye, host: bye });
    });
  };

  /** Refuses an outgoing request (no session is created); `extra` goes into the payload too. */
  const refuse = (to: string, sid: string, reason: string, extra: Record<string, unknown> = {}) => sendCall(to, 'CallError', sid, { ...extra, reason });

  /** Why `u` may not make an outgoing call of kind `payment` to a host of `price` gems/min, or undefined. */
  const outgoingRefusal = (u: UserRow, payment: CallPayment, price: number): string | undefined => {
    const sw = config.switches;
    switch (payment) {
      case 'firstCallFree':
        return u.first_call_remaining > 0 ? undefined : 'free-call-unavailable';
      case 'paidUserFreeCall':
        return sw.enablePaidUserFreeCall && u.paid && u.paid_free_times > 0 ? undefined : 'free-call-unavailable';
      case 'silverCall':
        return sw.enableSilverClub && u.silver_call_times > 0 ? undefined : 'silver-limit';
      default:
        return u.gems > price ? undefined : 'gems-insufficient'; // spec §5: the balance must exceed the price
    }
  };

  const newSession = (p: Pick<Session, 'sid' | 'kind' | 'viewerFull' | 'payment' | 'state'> & { viewer: UserRow; host: UserRow }): Session => ({
    sid: p.sid,
    kind: p.kind,
    viewerFull: p.viewerFull,
    viewer: p.viewer.jid,
    viewerUid: p.viewer.uid,
    host: p.host.jid,
    hostNick: p.host.nickname,
    price: p.host.price,
    payment: p.payment,
    freeSeconds: p.payment === 'paid' ? 0 : config.timings.freeCallS,
    state: p.state,
    startTime: deps.now(),
    connectingTime: 0,
    billed: 0,
    clock: new MediaClock(deps.now),
    paidMs: 0,
    ended: false,
    accepting: false,
    hostInvolved: false,
    watched: false,
    storyDurationS: 0,
  });

  const request = async (from: string, sid: string, payload: Record<string, unknown>) => {
    const viewer = bareJid(from);
    if (!SID_RE.test(sid) || sessions.has(sid)) return refuse(from, sid, 'sidNonExistent');
    const payment = paymentOf(payload);
    if (!payment) return refuse(from, sid, 'invalid-flags');
    const parsed = v.safeParse(RequestSchema, payload);
    const callee = parsed.success ? bareJid(parsed.output.callee) : '';
    const [caller, host] = await Promise.all([deps.store.userByJid(viewer), callee ? deps.store.userByJid(callee) : undefined]);
    if (!host || host.kind !== 'anchor') return refuse(from, sid, 'sidNonExistent');
    if (!caller || caller.kind !== 'viewer') return refuse(from, sid, 'sidNonExistent');
    if (await isBlocked(deps.store.db, caller.uid, host.jid)) return refuse(from, sid, 'blocked'); // issue 20.16
    const status = hostStatusAt(deps.clock.now(), host.tz_offset);
    if (status === 'busy') return refuse(from, sid, 'busy');
    // Offline: `hostState` tells a sleeping host from one who is just offline (the app says which).
    if (status !== 'online') return refuse(from, sid, 'offline', { hostState: hostStateAt(deps.clock.now(), host.tz_offset) === 'sleeping' ? 'sleeping' : 'offline' });
    // One call at a time on each side: the viewer's, and the host's (issue 16.7: three viewers rang one host).
    if (activeOf(caller.jid) || hostBusy(host.jid)) return refuse(from, sid, 'busy');
    const refusal = outgoingRefusal(caller, payment, host.price);
    if (refusal) return refuse(from, sid, refusal);
    // Checked again with no await before the insert: a concurrent request of the same viewer, or
    // another viewer's for the same host, gets 'busy'.
    if (activeOf(caller.jid) || hostBusy(host.jid) || sessions.has(sid)) return refuse(from, sid, 'busy');
    const s = newSession({ sid, kind: 'out', viewerFull: from, payment, state: 'connecting', viewer: caller, host });
    sessions.set(sid, s);
    armConnectTimeout(s);
    log(`call ${sid}: ${s.viewer} → ${s.host} (${payment}, ${s.price} gems/min)`);
    if (payment === 'paidUserFreeCall') {
      s.flash = setTimeout(() => {
        if (s.state === 'connected') return;
        endQuietly(s, 'matchToFlash', 'matchToFlash', { viewer: ['MatchToFlash', { reason: 'matchToFlash' }], host: ['CallCancel', { reason: 'matchToFlash' }] });
      }, config.timings.matchToFlashS * 1000);
    }
    await toViewer(s, 'CallReady', { callee: s.host, privateChatPrice: s.price, payment, freeSeconds: s.freeSeconds });
    // Ring the host page in the background (the stanza handler must not wait for it).
    void deps.peers.waitFor(s.host, deps.hostPageWaitMs).then((connected) => {
      if (s.ended) return;
      if (!connected) return endQuietly(s, 'offline', 'offline', { viewer: ['CallError', { reason: 'offline' }] });
      s.hostInvolved = toHost(s, 'CallIn', { caller: s.viewer, payment, ...callFlagsOf(payment) });
      if (!s.hostInvolved) return endQuietly(s, 'offline', 'offline', { viewer: ['CallError', { reason: 'offline' }] });
      armHeartbeat(s); // the heartbeat watchdog runs from the ring on (the page wait has its own limit)
    });
  };

  /** See {@link HubControl.callback}; `pageSid` is the sid a host page chose (CallOut). */
  const startCallback = async (req: { host: string; viewer: string; storyLine: boolean }, pageSid?: string): Promise<CallbackResult> => {
    if (!config.switches.enableCallback) return { ok: false, status: 409, reason: 'callback disabled' };
    const ref = req.viewer.trim();
    const [host, viewer] = await Promise.all([
      deps.store.userByJid(bareJid(req.host.trim())),
      ref.includes('@') ? deps.store.userByJid(bareJid(ref)) : deps.store.userByUid(ref),
    ]);
    if (!host || host.kind !== 'anchor') return { ok: false, status: 404, reason: 'host not found' };
    if (!viewer || viewer.kind !== 'viewer') return { ok: false, status: 404, reason: 'viewer not found' };
    if (await isBlocked(deps.store.db, viewer.uid, host.jid)) return { ok: false, status: 409, reason: 'host blocked' }; // issue 20.16
    const story = req.storyLine ? storyLineOf(host, deps.stories) : undefined;
    if (req.storyLine && !story) return { ok: false, status: 409, reason: 'no story video' };
    if (!req.storyLine && !deps.peers.has(host.jid)) return { ok: false, status: 409, reason: 'host page not connected' };
    if (activeOf(viewer.jid)) return { ok: false, status: 409, reason: 'busy' };
    if (!req.storyLine && hostBusy(host.jid)) return { ok: false, status: 409, reason: 'host busy' };
    const sid = pageSid ?? randomUUID();
    if (sessions.has(sid)) return { ok: false, status: 409, reason: 'sid in use' };
    const s = newSession({ sid, kind: req.storyLine ? 'story' : 'callback', viewerFull: undefined, payment: 'paid', state: 'ringing', viewer, host });
    s.storyDurationS = story?.durationS ?? 0;
    s.hostInvolved = !req.storyLine;
    sessions.set(sid, s);
    log(`call ${sid}: ${s.kind} ${s.host} → ${s.viewer}`);
    s.ring = setTimeout(() => {
      if (s.state !== 'ringing') return;
      endQuietly(s, 'timeOut', 'timeOut', { viewer: ['CallCancel', { reason: 'timeOut' }], host: ['CallCancel', { reason: 'timeOut' }] });
    }, config.timings.ringTimeoutMs);
    toHost(s, 'CallReady', { viewer: s.viewer, privateChatPrice: s.price });
    s.callIn = { caller: s.host, nickName: s.hostNick, privateChatPrice: s.price, ...(req.storyLine ? { storyLine: true } : {}) };
    await toViewer(s, 'CallIn', s.callIn);
    return { ok: true, sid };
  };

  /** The viewer accepted a callback or a story line (spec §5). */
  const accept = async (s: Session, payload: Record<string, unknown>) => {
    if (s.state !== 'ringing' || s.accepting) return;
    if (s.kind === 'story') {
      clearTimeout(s.ring);
      s.state = 'connected';
      s.connectingTime = deps.now();
      const bye: Notice = ['SessionTerminate', { reason: 'story-over' }];
      s.storyEnd = setTimeout(() => endQuietly(s, 'story-over', '', { viewer: bye }), (s.storyDurationS + config.timings.storyGraceS) * 1000);
      return;
    }
    const payment = paymentOf(payload);
    if (payment !== 'paid' && payment !== 'paidUserFreeCall') {
      return end(s, 'invalid-flags', 'invalid-flags', { viewer: ['CallError', { reason: 'invalid-flags' }], host: ['CallCancel', { reason: 'invalid-flags' }] });
    }
    s.accepting = true;
    const u = await deps.store.userByUid(s.viewerUid);
    s.accepting = false;
    if (s.ended) return;
    if (!u) return end(s, 'sidNonExistent', 'SessionFail', { viewer: ['CallError', { reason: 'sidNonExistent' }], host: ['CallCancel', { reason: 'sidNonExistent' }] });
    const wallet = callWalletOf(u, config.switches.enablePaidUserFreeCall);
    // The domain's callback rule; the viewer names the kind, so only that kind's condition counts.
    const decision = callbackDecision(payment === 'paid' ? wallet : { ...wallet, gemsBalance: 0 }, s.price, false);
    if (decision.kind !== 'ring' || decision.payment !== payment) {
      const reason = payment === 'paid' ? 'gems-insufficient' : 'free-call-unavailable';
      return end(s, reason, reason, { viewer: ['CallError', { reason }], host: ['CallCancel', { reason }] });
    }
    clearTimeout(s.ring);
    s.payment = payment;
    s.freeSeconds = payment === 'paid' ? 0 : config.timings.freeCallS;
    s.state = 'connecting';
    if (!toHost(s, 'CallAccept', { viewer: s.viewer, payment })) {
      return end(s, 'host-gone', 'SessionFail', { viewer: ['SessionTerminate', { reason: 'host-gone' }] });
    }
    armHeartbeat(s);
    armConnectTimeout(s);
    await toViewer(s, 'CallReady', { caller: s.host, privateChatPrice: s.price, payment, freeSeconds: s.freeSeconds });
  };

  /** The viewer declined a ringing callback: its reason (≤ 64 chars) becomes reason and reject type. */
  const decline = (s: Session, payload: Record<string, unknown>, fallback: string) => {
    const parsed = v.safeParse(ReasonSchema, payload.reason);
    const reason = parsed.success ? parsed.output : fallback;
    return end(s, reason, reason, { host: ['CallCancel', { reason }] });
  };

  /**
   * Media connected, confirmed by the host page (its peer connection reached `connected`) or
   * by the viewer's SessionSuccess, whichever comes first: billing, the free-call counter and
   * the free-time cap start here. The host side's confirmation is a fact the viewer cannot
   * withhold, so a viewer who never sends SessionSuccess is billed all the same.
   */
  const connected = async (s: Session, by: 'viewer' | 'host') => {
    if (by === 'viewer' && s.watched) armHeartbeat(s);
    if (s.state !== 'connecting') return;
    s.state = 'connected';
    s.connectingTime = deps.now();
    clearTimeout(s.flash);
    clearTimeout(s.connect);
    s.clock.start();
    log(`call ${s.sid}: media connected (confirmed by the ${by})`);
    if (by === 'viewer') toHost(s, 'SessionSuccess', {});
    if (s.payment === 'paid') return billMinute(s);
    return startFreeCall(s);
  };

  /**
   * The host side's media state of a connected call (issue 19.4): `{ connected: false }` when
   * its peer connection lost the media path (a network change; the sides restart ICE),
   * `{ connected: true }` when it is back. While down, the connected-time clock stands still
   * (no minute billed, no free second used); media down for longer than the connect timeout
   * ends the call with `media-lost`.
   */
  const mediaState = (s: Session, payload: unknown) => {
    if (!v.is(MediaStateSchema, payload)) return log(`call ${s.sid}: dropping malformed host MediaState`);
    if (s.state !== 'connected' || s.kind === 'story') return;
    if (!payload.connected) {
      if (!s.clock.pause()) return;
      log(`call ${s.sid}: media down (host side); billing paused at ${Math.round(s.clock.elapsed())} connected ms`);
      clearTimeout(s.connect);
      s.connect = setTimeout(() => {
        const bye: Notice = ['SessionTerminate', { reason: 'media-lost' }];
        endQuietly(s, 'media-lost', 'SessionFail', { viewer: bye, host: bye });
      }, config.timings.connectTimeoutMs);
      return;
    }
    if (!s.clock.resume()) return;
    clearTimeout(s.connect);
    log(`call ${s.sid}: media back (host side) after ${s.clock.drops} drop(s), ${s.clock.downMs} ms down in all`);
  };

  const viewerAction = async (from: string, action: string, sid: string, payload: Record<string, unknown>) => {
    const s = sessions.get(sid);
    if (!s || s.viewer.toLowerCase() !== bareJid(from).toLowerCase()) {
      // Late frames of an ended call are dropped; anything else about an unknown sid is an error.
      if (['SessionTerminate', 'CallCancel', 'SessionHeartbeat', 'SessionFail'].includes(action)) return;
      return refuse(from, sid, 'sidNonExistent');
    }
    s.viewerFull = from;
    const ringing = s.state === 'ringing';
    switch (action) {
      case 'SessionHeartbeat':
        if (s.watched) armHeartbeat(s);
        return;
      case 'CallCheck':
        // A viewer who missed the CallIn (e.g. opened the app from the incoming-call push)
        // asks about a call that still rings: it rings again, now at this session.
        if (ringing && s.callIn) return toViewer(s, 'CallIn', s.callIn);
        return toViewer(s, 'CallCheck', { state: s.state, [s.kind === 'out' ? 'callee' : 'caller']: s.host, connectingTime: s.connectingTime });
      case 'CallAccept':
        if (s.kind === 'out') break;
        return accept(s, payload);
      case 'WebRTCContent':
        if (s.kind === 'story' || ringing) return;
        if (!v.is(ContentSchema, payload)) return log(`call ${sid}: dropping malformed viewer WebRTCContent`);
        // The caller's offer may come while the host still rings (issue 21.3: it is made and sent
        // beside the ring, not after her answer): kept, and relayed when she answers.
        if (s.kind === 'out' && !s.answered) {
          const held = (s.held ??= []);
          if (held.length >= HELD_CONTENT_MAX) return log(`call ${sid}: dropping viewer WebRTCContent: ${HELD_CONTENT_MAX} already held before the host answered`);
          held.push(payload);
          return;
        }
        toHost(s, 'WebRTCContent', payload);
        return;
      case 'SessionSuccess':
        if (s.kind === 'story' || ringing) return;
        return connected(s, 'viewer');
      case 'SessionTerminate':
        if (ringing) return decline(s, {}, 'cancel');
        return end(s, 'viewer-terminate', '', { host: ['SessionTerminate', payload] });
      case 'CallCancel':
        if (ringing) return decline(s, payload, 'cancel');
        // The viewer's own connect timeout (spec §9) is a timeOut, as the hub's would be.
        if (payload.reason === 'timeOut') return end(s, 'timeOut', 'timeOut', { host: ['CallCancel', { reason: 'timeOut' }] });
        return end(s, 'viewer-cancel', 'cancel', { host: ['CallCancel', payload] });
      case 'SessionFail':
        if (ringing) return decline(s, payload, 'SessionFail');
        return end(s, 'SessionFail', 'SessionFail', { host: ['SessionTerminate', { reason: 'SessionFail' }] });
    }
    log(`call ${sid}: ignoring viewer action ${action}`);
  };

  const hostAction = (hostJid: string, f: HostFrame) => {
    if (f.action === 'CallOut') {
      const p = v.safeParse(CallOutSchema, f.payload);
      if (!p.success) return deps.peers.send(hostJid, { action: 'CallError', sid: f.sid, payload: { reason: 'invalid payload.viewer: a uid or a jid' } });
      void startCallback({ host: hostJid, viewer: String(p.output.viewer), storyLine: false }, f.sid).then(
        (r) => {
          if (!r.ok) deps.peers.send(hostJid, { action: 'CallError', sid: f.sid, payload: { reason: r.reason } });
        },
        (e: unknown) => log(`CallOut of ${hostJid} failed: ${String(e)}`),
      );
      return;
    }
    const s = sessions.get(f.sid);
    if (!s || s.kind === 'story' || s.host.toLowerCase() !== hostJid) return;
    switch (f.action) {
      case 'CallAccept':
        if (s.kind !== 'out' || s.answered) return;
        s.answered = true;
        void tellViewer(s, 'PeerAnswered', { callee: s.host });
        for (const content of s.held?.splice(0) ?? []) toHost(s, 'WebRTCContent', content);
        return;
      case 'WebRTCContent':
        if (s.state === 'ringing') return;
        if (!v.is(ContentSchema, f.payload)) return log(`call ${s.sid}: dropping malformed host WebRTCContent`);
        void tellViewer(s, 'WebRTCContent', f.payload);
        return;
      case 'SessionSuccess':
        if (s.state === 'ringing') return;
        void connected(s, 'host').catch((e: unknown) => log(`call ${s.sid}: connect failed: ${String(e)}`));
        return;
      case 'CallCancel':
        return endQuietly(s, 'host-cancel', 'cancel', { viewer: ['CallCancel', f.payload] });
      case 'SessionTerminate':
        // The viewer is told who ended it (its own hang-up carries no reason).
        return endQuietly(s, 'host-terminate', '', { viewer: ['SessionTerminate', { reason: 'host-terminate' }] });
      case 'SessionFail':
        return endQuietly(s, 'SessionFail', 'SessionFail', { viewer: ['SessionFail', f.payload] });
      case 'MediaState':
        return mediaState(s, f.payload);
      default:
        log(`call ${s.sid}: ignoring host action ${f.action}`);
    }
  };
  deps.peers.onFrame = hostAction;
  // A host page that goes away mid-call ends its sessions (no billing without a host).
  deps.peers.onGone = (hostJid) => {
    for (const s of [...sessions.values()]) {
      if (s.host.toLowerCase() !== hostJid || !s.hostInvolved) continue;
      const notice: Notice = s.state === 'ringing' ? ['CallCancel', { reason: 'host-gone' }] : ['SessionTerminate', { reason: 'host-gone' }];
      endQuietly(s, 'host-gone', 'SessionFail', { viewer: notice });
    }
  };

  return {
    identity: { category: 'component', type: 'generic', name: 'Hub' },
    features: [CALL_NS],
    online(x) {
      io = x;
    },
    async message(ctx: IncomingContext, x: ComponentIo) {
      io = x;
      const el = ctx.stanza.getChild('call', CALL_NS);
      const from = ctx.from?.toString();
      if (!el || !from) return x.log(`ignoring a message from ${from ?? '?'} (no call element)`);
      const action = String(el.attrs.action ?? '');
      const sid = String(el.attrs.sid ?? '');
      const parsed = callPayloadOf(el);
      if (!parsed) x.log(`call ${sid}: payload of ${action} is not a JSON object; read as {}`);
      const payload = parsed ?? {};
      if (action === 'SessionRequest') return request(from, sid, payload);
      await viewerAction(from, action, sid, payload);
    },
    stop() {
      stopped = true;
      for (const s of sessions.values()) {
        s.ended = true;
        clearTimers(s);
      }
      sessions.clear();
    },
    callback: (req) => startCallback(req),
    async rechargeSuccess(viewerJid, gemsBalance) {
      await sendCall(bareJid(viewerJid), 'ReChargeSuccess', `recharge-${randomUUID()}`, { gemsBalance });
    },
    activeSessions: () => sessions.size,
  };
}
