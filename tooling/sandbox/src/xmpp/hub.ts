/**
 * The hub component (`hub.<domain>`): call sessions between viewers and host pages, the
 * signalling relay, server-side billing and call records.
 *
 * Viewer ↔ hub: chat-less message stanzas
 * `<message to="hub.<domain>"><call xmlns="urn:vchat:call:0" action="…" sid="…">{JSON}</call></message>`;
 * the hub answers to the viewer's full jid. Host page ↔ hub: JSON frames over
 * `/__sandbox/host` (see {@link HostPeers}). Rules: README "Calls".
 */
import { randomUUID } from 'node:crypto';
import { bareJid, type CallAttachment } from '@vchat/domain';
import { encodeMessage, type WireMessage } from '@vchat/xmpp-chat/codec';
import type { IncomingContext } from '@xmpp/component';
import { debitCallMinute, insertCall } from '../calls/callsStore.ts';
import type { HostFrame, HostPeers } from '../calls/hostPeers.ts';
import { hostStatusAt, type SandboxClock } from '../hosts.ts';
import type { Store } from '../store.ts';
import type { ComponentIo, DomainHandler } from './component.ts';

/** Namespace of the `<call>` element. */
export const CALL_NS = 'urn:vchat:call:0';

const SID_RE = /^[\w.:@-]{1,200}$/;

/** Options of the hub. */
export interface HubDeps {
  store: Store;
  /** Sandbox clock (daily states of hosts). */
  clock: SandboxClock;
  /** Real "now" for call times. */
  now: () => number;
  peers: HostPeers;
  /** The anchors component (call record messages come from the host's jid). */
  anchorsIo: () => ComponentIo | undefined;
  /** One billed minute, in ms (default 60000). */
  billingIntervalMs: number;
  /** A session without a viewer heartbeat for this long ends (default 15000). */
  heartbeatTimeoutMs: number;
  /** How long a request waits for the host page to connect (default 5000). */
  hostPageWaitMs: number;
}

interface Session {
  sid: string;
  /** The viewer's full jid (answers go there). */
  viewerFull: string;
  viewer: string;
  viewerUid: string;
  host: string;
  hostNick: string;
  price: number;
  state: 'connecting' | 'connected';
  startTime: number;
  connectingTime: number;
  billed: number;
  ended: boolean;
  /** True once CallIn reached the host page. */
  rung: boolean;
  /** The debit in flight, if any (end() waits for it so billed_gems is exact). */
  debiting?: Promise<number | undefined> | undefined;
  heartbeat?: NodeJS.Timeout | undefined;
  billing?: NodeJS.Timeout | undefined;
}

type Notice = [action: string, payload: unknown];

/** Creates the handler of the `hub.<domain>` component. */
export function hubHandler(deps: HubDeps): DomainHandler & { activeSessions(): number } {
  const sessions = new Map<string, Session>();
  let io: ComponentIo | undefined;
  let stopped = false;

  const toViewer = async (viewerFull: string, action: string, sid: string, payload: unknown) => {
    if (!io || stopped) return;
    await io.send(
      io.xml('message', { from: io.domain, to: viewerFull, id: randomUUID() }, io.xml('call', { xmlns: CALL_NS, action, sid }, JSON.stringify(payload ?? {}))),
    );
  };
  const toHost = (s: Session, action: string, payload: unknown) => deps.peers.send(s.host, { action, sid: s.sid, payload });
  const activeOf = (viewer: string) => [...sessions.values()].find((s) => s.viewer === viewer);

  const clearTimers = (s: Session) => {
    clearTimeout(s.heartbeat);
    clearTimeout(s.billing);
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
    const log = io?.log ?? (() => undefined);
    log(`call ${s.sid} ${s.viewer} → ${s.host} ended: ${reason}${rejectType ? ` (${rejectType})` : ''}, billed ${s.billed}`);
    if (notify.host) toHost(s, notify.host[0], notify.host[1]);
    if (notify.viewer) await toViewer(s.viewerFull, notify.viewer[0], s.sid, notify.viewer[1]);
    await insertCall(deps.store.db, {
      sid: s.sid,
      caller: s.viewer,
      callee: s.host,
      start_time: s.startTime,
      connecting_time: s.connectingTime,
      end_time: endTime,
      reason,
      reject_type: rejectType,
      billed_gems: s.billed,
    });
    const attachment: CallAttachment = {
      sid: s.sid,
      caller: s.viewer,
      callee: s.host,
      startTime: s.startTime,
      connectingTime: s.connectingTime,
      endTime,
      reason,
      rejectType,
    };
    const msg: WireMessage = {
      mid: randomUUID(),
      from: s.host,
      to: s.viewer,
      date: endTime,
      type: 'v_hub_call',
      content: '',
      nickName: s.hostNick,
      os: 'android',
      pkgName: 'host',
      version: 1,
      sensitiveInfo: 0,
      attachment,
    };
    const anchors = deps.anchorsIo();
    if (anchors) await anchors.send(encodeMessage(msg));
    const { mid, from, to, date, type, content, ...rest } = msg;
    await deps.store.logMessage({ mid, from_jid: from, to_jid: to, date, type, body: content, extras: rest as Record<string, unknown> }, endTime);
  };
  const endQuietly = (s: Session, reason: string, rejectType: string, notify: { viewer?: Notice; host?: Notice } = {}) => {
    end(s, reason, rejectType, notify).catch((e: unknown) => io?.log(`ending call ${s.sid} failed: ${String(e)}`));
  };

  const armHeartbeat = (s: Session) => {
    clearTimeout(s.heartbeat);
    s.heartbeat = setTimeout(() => {
      const bye: Notice = ['SessionTerminate', { reason: 'heartbeat-timeout' }];
      endQuietly(s, 'heartbeat-timeout', 'timeOut', { viewer: bye, host: bye });
    }, deps.heartbeatTimeoutMs);
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
    io?.log(`call ${s.sid}: billed ${s.price}, balance ${balance}`);
    s.billing = setTimeout(() => {
      billMinute(s).catch((e: unknown) => io?.log(`billing ${s.sid} failed: ${String(e)}`));
    }, deps.billingIntervalMs);
  };

  const refuse = (to: string, sid: string, reason: string) => toViewer(to, 'CallError', sid, { reason });

  const request = async (from: string, sid: string, payload: Record<string, unknown>) => {
    const viewer = bareJid(from);
    if (!SID_RE.test(sid) || sessions.has(sid)) return refuse(from, sid, 'sidNonExistent');
    const callee = bareJid(typeof payload.callee === 'string' ? payload.callee : '');
    const [caller, host] = await Promise.all([deps.store.userByJid(viewer), callee ? deps.store.userByJid(callee) : undefined]);
    if (!host || host.kind !== 'anchor') return refuse(from, sid, 'sidNonExistent');
    if (!caller || caller.kind !== 'viewer') return refuse(from, sid, 'sidNonExistent');
    const status = hostStatusAt(deps.clock.now(), host.tz_offset);
    if (status !== 'online') return refuse(from, sid, status === 'busy' ? 'busy' : 'offline');
    if (activeOf(caller.jid)) return refuse(from, sid, 'busy');
    if (caller.gems <= host.price) return refuse(from, sid, 'gems-insufficient');
    // Checked again with no await before the insert: a concurrent request of the same viewer gets 'busy'.
    if (activeOf(caller.jid) || sessions.has(sid)) return refuse(from, sid, 'busy');
    const s: Session = {
      sid,
      viewerFull: from,
      viewer: caller.jid,
      viewerUid: caller.uid,
      host: host.jid,
      hostNick: host.nickname,
      price: host.price,
      state: 'connecting',
      startTime: deps.now(),
      connectingTime: 0,
      billed: 0,
      ended: false,
      rung: false,
    };
    sessions.set(sid, s);
    io?.log(`call ${sid}: ${s.viewer} → ${s.host} (${s.price} gems/min)`);
    await toViewer(from, 'CallReady', sid, { callee: s.host, privateChatPrice: s.price });
    // Ring the host page in the background (the stanza handler must not wait for it).
    void deps.peers.waitFor(s.host, deps.hostPageWaitMs).then((connected) => {
      if (s.ended) return;
      if (!connected) return endQuietly(s, 'offline', 'offline', { viewer: ['CallError', { reason: 'offline' }] });
      s.rung = toHost(s, 'CallIn', { caller: s.viewer, ...flags(payload) });
      if (!s.rung) return endQuietly(s, 'offline', 'offline', { viewer: ['CallError', { reason: 'offline' }] });
      armHeartbeat(s); // the heartbeat watchdog runs from the ring on (the page wait has its own limit)
    });
  };

  const viewerAction = async (from: string, action: string, sid: string, payload: unknown) => {
    const s = sessions.get(sid);
    if (!s || s.viewer !== bareJid(from)) {
      // Late frames of an ended call are dropped; anything else about an unknown sid is an error.
      if (['SessionTerminate', 'CallCancel', 'SessionHeartbeat', 'SessionFail'].includes(action)) return;
      return refuse(from, sid, 'sidNonExistent');
    }
    s.viewerFull = from;
    switch (action) {
      case 'SessionHeartbeat':
        if (s.rung) armHeartbeat(s);
        return;
      case 'CallCheck':
        return toViewer(from, 'CallCheck', sid, { state: s.state, callee: s.host, connectingTime: s.connectingTime });
      case 'WebRTCContent':
        toHost(s, 'WebRTCContent', payload);
        return;
      case 'SessionSuccess':
        if (s.rung) armHeartbeat(s);
        if (s.state === 'connected') return;
        s.state = 'connected';
        s.connectingTime = deps.now();
        toHost(s, 'SessionSuccess', {});
        return billMinute(s);
      case 'SessionTerminate':
        return end(s, 'viewer-terminate', '', { host: ['SessionTerminate', payload] });
      case 'CallCancel':
        return end(s, 'viewer-cancel', 'cancel', { host: ['CallCancel', payload] });
      case 'SessionFail':
        return end(s, 'SessionFail', 'SessionFail', { host: ['SessionTerminate', { reason: 'SessionFail' }] });
      default:
        io?.log(`call ${sid}: ignoring viewer action ${action}`);
    }
  };

  const hostAction = (hostJid: string, f: HostFrame) => {
    const s = sessions.get(f.sid);
    if (!s || s.host.toLowerCase() !== hostJid) return;
    switch (f.action) {
      case 'CallAccept':
        void toViewer(s.viewerFull, 'PeerAnswered', s.sid, { callee: s.host });
        return;
      case 'WebRTCContent':
        void toViewer(s.viewerFull, 'WebRTCContent', s.sid, f.payload);
        return;
      case 'CallCancel':
        return endQuietly(s, 'host-cancel', 'cancel', { viewer: ['CallCancel', f.payload] });
      case 'SessionTerminate':
        return endQuietly(s, 'host-terminate', '', { viewer: ['SessionTerminate', f.payload] });
      case 'SessionFail':
        return endQuietly(s, 'SessionFail', 'SessionFail', { viewer: ['SessionFail', f.payload] });
      default:
        io?.log(`call ${s.sid}: ignoring host action ${f.action}`);
    }
  };
  deps.peers.onFrame = hostAction;
  // A host page that goes away mid-call ends its sessions (no billing without a host).
  deps.peers.onGone = (hostJid) => {
    for (const s of [...sessions.values()]) {
      if (s.host.toLowerCase() !== hostJid || !s.rung) continue;
      endQuietly(s, 'host-gone', 'SessionFail', { viewer: ['SessionTerminate', { reason: 'host-gone' }] });
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
      let payload: Record<string, unknown> = {};
      try {
        const p = JSON.parse(el.getText() || '{}') as unknown;
        if (p && typeof p === 'object' && !Array.isArray(p)) payload = p as Record<string, unknown>;
      } catch {
        /* empty payload */
      }
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
    activeSessions: () => sessions.size,
  };
}

/** The request flags passed on to the host page (everything but callee). */
function flags(payload: Record<string, unknown>): Record<string, unknown> {
  const { callee: _callee, ...rest } = payload;
  return rest;
}
