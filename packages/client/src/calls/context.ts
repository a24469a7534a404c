/**
 * What the calls modules share (spec §4 call states, §9 media): the call in progress (its
 * call-engine session, WebRTC peer link and local media), the call view in `callAtom`, and the
 * steps every module takes: start a session bound to the hub, build a view, start the peer
 * link, grade the connection every 2 s (call-engine quality.ts), tear everything down, keep
 * the call for a reload, fetch the account; an ending that finds the chat down is sent when it
 * returns. calls.ts makes one; signals.ts and media.ts use it.
 */
import {
  bareJid, CallStatus, type CallFlags, type CallPayment,
} from '@vchat/domain';
import {
  assessQuality, CallFailure, callEndReason, createCallSession, createPeerLink,
  type CallContent, type CallEndReason, type CallSession, type CodecLike, type LinkStatsSample, type PeerLink,
} from '@vchat/call-engine';
import type { CallAction } from '@vchat/xmpp-chat';
import { chatErrorCode } from '@vchat/xmpp-chat/errors';
import { configAtom } from '../session/atoms.ts';
import { callAtom, type CallView, type MediaStreamLike } from './atoms.ts';
import { LEFT_ENDS, UnknownHostError, type CallDeps, type CallQuote, type LeftCall, type LeftCallEnd } from './model.ts';

/** The signals that end a call: they must reach the hub even after a chat outage. */
const ENDINGS: ReadonlySet<CallAction> = new Set<CallAction>(['SessionTerminate', 'CallCancel']);

/** The shared state and steps of the calls modules. */
export function createCallContext(deps: CallDeps) {
  const { chat, store, api } = deps;
  const log = deps.log ?? ((m: string, x?: unknown) => console.warn(`[calls] ${m}`, x ?? ''));
  let qualityTimer: ReturnType<typeof setInterval> | null = null;
  let lastSample: LinkStatsSample | null = null;
  /**
   * Endings (hang-up, cancel) that could not be sent because the chat was down: sent, in
   * order, as soon as it is connected again, so the hub and the other side learn the call is
   * over (issue 19.5). Everything else is refused at once as before.
   */
  const waitingEnds: Array<{ action: CallAction; sid: string; payload: Record<string, unknown> }> = [];
  const flushEnds = () => {
    while (waitingEnds.length && chat.state() === 'connected') {
      const e = waitingEnds.shift()!;
      chat.sendCall(e.action, e.sid, e.payload).catch((err: unknown) => log(`sending ${e.action} after the reconnect failed`, err));
    }
  };
  chat.onState?.((st) => {
    if (st === 'connected') flushEnds();
  });
  /** Sends a call signal; an ending that finds the chat down waits for it (see waitingEnds). */
  const sendSignal = (action: CallAction, sid: string, payload: Record<string, unknown>): Promise<void> =>
    chat.sendCall(action, sid, payload).catch((err: unknown) => {
      if (!ENDINGS.has(action) || chatErrorCode(err) !== 'xmpp not connected') throw err;
      log(`${action} waits for the chat to come back`);
      waitingEnds.push({ action, sid, payload });
    });

  /** The browser's video codecs once asked (see `videoCodecs` below); null until then. */
  let codecs: { list: CodecLike[] | undefined } | null = null;
  const ctx = {
    deps,
    chat,
    store,
    log,
    /**
     * The browser's video codecs (deps.videoCodecs; the peer link prefers H.264 among them),
     * asked once per client: the first ask costs ~20 ms of main thread on a 4x slower phone, so
     * it is made when a call is likely (a quote fetched ahead) rather than inside the dial.
     */
    videoCodecs(): CodecLike[] | undefined {
      codecs ??= { list: deps.videoCodecs?.() };
      return codecs.list;
    },
    session: null as CallSession | null,
    link: null as PeerLink | null,
    local: null as MediaStreamLike | null,
    /** Call content that came before the peer link: given to it when it starts. */
    pendingContent: [] as CallContent[],
    /** A CallIn being checked (price, wallet): counts as busy for another CallIn. */
    incomingPending: null as string | null,

    view: () => store.get(callAtom),
    patch(p: Partial<CallView>) {
      const v = store.get(callAtom);
      if (v) store.set(callAtom, { ...v, ...p });
    },

    /** Keeps the call in progress for the next page (see CallDeps.lastCall). */
    keep(sid: string, peer: CallView['peer'], direction: CallView['direction'], end?: CallEndReason | null) {
      const left: LeftCall = { sid, peer, direction, ...(end && (LEFT_ENDS as readonly string[]).includes(end) ? { end: end as LeftCallEnd } : {}) };
      deps.lastCall?.write(JSON.stringify(left));
    },

    refreshAccount() {
      void deps.wallet.refresh().catch((e: unknown) => log('account refresh failed', e));
    },

    /** The media the viewer sends, for stream-type content. */
    mediaState: () => ({ audio: ctx.view()?.micOn ?? true, video: ctx.view()?.cameraOn ?? true }),

    stopQuality() {
      if (qualityTimer) clearInterval(qualityTimer);
      qualityTimer = null;
      lastSample = null;
    },

    /** Reads getStats every `qualityEveryMs` while connected and grades the connection. */
    startQuality() {
      ctx.stopQuality();
      qualityTimer = setInterval(() => {
        const l = ctx.link;
        if (!l) return;
        l.stats().then((sample) => {
          if (ctx.link !== l) return;
          const q = assessQuality(sample, lastSample, { remoteVideo: ctx.view()?.remoteMedia.video ?? true });
          lastSample = sample;
          if (q) ctx.patch({ quality: q });
        }, (e: unknown) => log('getStats failed', e));
      }, deps.qualityEveryMs ?? 2000);
    },

    teardown() {
      ctx.stopQuality();
      ctx.link?.close();
      ctx.link = null;
      for (const t of ctx.local?.getTracks() ?? []) t.stop();
      ctx.local = null;
      ctx.session?.dispose();
      ctx.session = null;
      ctx.pendingContent = [];
    },

    /** A call-engine session for `sid` with `peerJid`, its signals sent to the hub. */
    newSession(sid: string, peerJid: string, flags: CallFlags = {}): CallSession {
      return createCallSession({
        sid,
        me: deps.me() ?? '',
        peer: peerJid,
        flags,
        send: (action, payload) => sendSignal(action, sid, payload),
        onRecord: (r) => {
          deps.onRecord?.(r);
          if (r.endTime <= 0) return;
          // Ended: say why (the same words the call record uses), forget the sid kept for a
          // reload, and fetch the account (every minute billed, whoever ended it).
          const v = ctx.view();
          if (v?.sid === sid) ctx.patch({ end: callEndReason({ reason: r.reason, rejectType: r.rejectType, connectingTime: r.connectingTime, direction: v.direction }), endedAt: r.endTime });
          deps.lastCall?.write(null);
          ctx.refreshAccount();
        },
        onStatus: (st) => {
          ctx.patch({ status: st.status, reason: st.reason ?? '', rejectType: st.rejectType ?? '' });
          if (st.status === CallStatus.connected && ctx.link) ctx.startQuality();
          if (st.status === CallStatus.failed || st.status === CallStatus.disconnected) ctx.teardown();
        },
      });
    },

    /** A fresh call view: the status, the price and the free seconds the payment gives. */
    baseView(sid: string, peer: CallView['peer'], direction: CallView['direction'], status: CallStatus, q?: CallQuote, payment: CallPayment = 'paid'): CallView {
      const freeSeconds = payment === 'firstCallFree' ? q?.firstCallS ?? 0 : payment === 'paidUserFreeCall' ? q?.paidUserFreeS ?? 0 : payment === 'silverCall' ? q?.silver.durationS ?? 0 : 0;
      return {
        sid, peer, direction, status, reason: '', rejectType: '', connectedAt: 0, endedAt: 0, localStream: null, remoteStream: null,
        payment, price: q?.price ?? 0, balance: q?.account.gemsBalance ?? 0, freeSeconds,
        rechargeReminderS: payment === 'paidUserFreeCall' ? q?.rechargeReminderS ?? 0 : 0,
        storyLine: null, isStoryLine: false,
        micOn: true, cameraOn: true, cameraCount: 0, facing: '', remoteMedia: { audio: true, video: true }, quality: null, reconnecting: false, billing: null, end: null,
      };
    },

    /**
     * Starts the WebRTC peer link of the call on the local media (call-engine peer.ts). The
     * caller's link made early by {@link prepareOffer} is started: its offer and candidates go
     * out now. No-op when the link already runs. A peer connection that cannot be made (none in
     * this runtime, or the browser refused one) fails the call with "sdp fail" instead of
     * throwing into the hub's signal handler.
     */
    startLink(role: 'caller' | 'callee') {
      if (ctx.link) {
        const link = ctx.link;
        if (role === 'caller' && link.holding) void link.start().then(() => ctx.announceTo(link));
        return;
      }
      try {
        ctx.createLink(role);
      } catch (e) {
        log('peer connection failed', e);
        ctx.link = null;
        ctx.session?.fail(CallFailure.sdpFail);
        return;
      }
      const link = ctx.link as PeerLink | null;
      if (!link) return;
      if (role === 'caller') void link.start().then(() => ctx.announceTo(link));
      else ctx.announceTo(link);
    },

    /**
     * The caller's link, made while the hub takes the request (issue 21.3): the peer connection,
     * its offer and ICE gathering are ready when CallReady comes, and held until then
     * ({@link startLink}); the hub holds them in turn until the host answers. No-op without
     * local media or when a link exists; never throws (a peer connection that cannot be made now
     * is made when the host answers).
     */
    prepareOffer() {
      if (ctx.link) return;
      try {
        ctx.createLink('caller');
        (ctx.link as PeerLink | null)?.prepare();
      } catch (e) {
        // No peer connection now (none in this runtime, or the browser refused one): the call
        // still rings, and the link is made when the host answers, as without this step.
        log('offer ahead failed', e);
        ctx.link = null;
      }
    },

    /** Tells the host when the viewer muted or turned the camera off before the link went out. */
    announceTo(link: PeerLink) {
      if (ctx.link !== link) return;
      const m = ctx.mediaState();
      if (!m.audio || !m.video) link.announceMedia(m);
    },

    /** Makes the peer link of the current call (not started) and gives it the content that came first. */
    createLink(role: 'caller' | 'callee') {
      const v = ctx.view();
      if (!v || !ctx.local) return;
      const stream = ctx.local as unknown as { getTracks(): unknown[] };
      const link = createPeerLink({
        role,
        createPeer: deps.createPeer,
        local: { tracks: stream.getTracks(), stream },
        send: (content) => void chat.sendCall('WebRTCContent', v.sid, { content }).catch((e: unknown) => log('content send failed', e)),
        onRemoteStream: (remote) => {
          ctx.patch({ remoteStream: remote, connectedAt: Date.now() });
          ctx.session?.remoteStream();
          void chat.sendCall('SessionSuccess', v.sid, {}).catch((e: unknown) => log('SessionSuccess failed', e));
        },
        onFail: (reason) => ctx.session?.fail(reason),
        onRemoteMedia: (m) => ctx.patch({ remoteMedia: m }),
        onLinkState: (st) => {
          log(st === 'down' ? 'media path down: restarting ICE' : 'media path back');
          ctx.patch({ reconnecting: st === 'down' });
        },
        videoCodecs: ctx.videoCodecs(),
      });
      ctx.link = link;
      for (const c of ctx.pendingContent.splice(0)) link.receive(c);
    },

    /**
     * The price of `hostJid` and the viewer's wallet (spec §5, §6), from anchor_acount,
     * account, first_call_info, paid_user_free_call (when enabled) and club_call_times (when
     * the silver club is on), in parallel. Updates the balance shown everywhere. Throws
     * UnknownHostError or the API's error.
     */
    async quote(hostJid: string): Promise<CallQuote> {
      const config = store.get(configAtom);
      const freeEnabled = config?.mainInfo.commonConfig.enablePaidUserFreeCall ?? false;
      const silverConf = config?.mainInfo.silverInfoConf ?? { enableSilverClub: false, silverCallDuration: 0 };
      const [prices, account, first, paidFree, club] = await Promise.all([
        api.anchorAccount({ targetJid: [hostJid] }),
        api.account(),
        api.firstCallInfo(),
        freeEnabled ? api.paidUserFreeCall() : Promise.resolve(null),
        silverConf.enableSilverClub ? api.clubCallTimes() : Promise.resolve(null),
      ]);
      const entry = prices.anchorAccountInfo.find((a) => bareJid(a.jid).toLowerCase() === bareJid(hostJid).toLowerCase());
      if (!entry) throw new UnknownHostError(`no price for ${hostJid}`);
      deps.wallet.set(account);
      return {
        price: entry.privateChatPrice,
        account,
        wallet: {
          gemsBalance: account.gemsBalance,
          paid: account.paid,
          enablePaidUserFreeCall: freeEnabled,
          paidUserFreeTimes: paidFree?.freeTimes ?? 0,
          firstCallRemaining: first.firstCallInfo.freeFirstCallRemainingTimes,
        },
        firstCallS: first.firstCallInfo.freeFirstCallDuration,
        paidUserFreeS: paidFree?.freeDuration ?? 0,
        rechargeReminderS: paidFree?.rechargeReminderTime ?? 0,
        silver: { enabled: silverConf.enableSilverClub, availableTimes: club?.availableTimes ?? 0, durationS: silverConf.silverCallDuration },
      };
    },
  };
  return ctx;
}

export type CallContext = ReturnType<typeof createCallContext>;
