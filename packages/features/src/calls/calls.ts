/**
 * Calls controller (spec §4, §5, §6, §8, §9): binds a call session (call-engine) to the hub
 * over XMPP (sendCall / onCall), the camera and microphone, a WebRTC peer link and the
 * account's call payment. Screens render `callAtom` / `callTipAtom` and call these commands;
 * they never touch signalling or media APIs.
 *
 * Outgoing: quote (anchor_acount price, balance, first-call and paid-user free calls, silver
 * calls) → the insufficient-coins or silver-call limit tip when the call cannot be paid (no
 * camera prompt, nothing sent) → camera check (denied / not found / busy are reported and no
 * call starts) → SessionRequest with the payment flags → PeerAnswered → offer → remote media
 * → connected and SessionSuccess (the hub starts billing) → hang up.
 * Incoming (callback, spec §5): CallIn → busy when a call or story line is active → price and
 * wallet → ring, or reply coins_insufficient → answer (camera, CallAccept with the flags,
 * answer the host's offer) or decline. A story-line CallIn plays the host's recorded video.
 * MatchToFlash ends the call; ReChargeSuccess refreshes the account. One call at a time.
 */
import type { createStore } from 'jotai';
import {
  bareJid, callbackDecision, callFlagsOf, CallStatus, outgoingCallPayment,
  type AccountInfo, type CallAttachment, type CallFlags, type CallPayment, type CallWallet, type ConfigInfo,
} from '@vchat/domain';
import {
  CallFailure, CallStartError, MEDIA_CONSTRAINTS, createCallSession, createPeerLink, type CallContent, type CallSession, type CodecLike, type PeerConnectionLike, type PeerLink,
} from '@vchat/call-engine';
import type { Endpoints } from '@vchat/api-client';
import type { CallSignal, ChatConnection } from '@vchat/xmpp-chat';
import { configAtom } from '../session/atoms.ts';
import type { Wallet } from '../wallet/wallet.ts';
import { callAtom, callTipAtom, isCallActive, mediaProblemAtom, type CallView, type MediaProblem, type MediaStreamLike } from './atoms.ts';

export { callAtom, callTipAtom, mediaProblemAtom, isCallActive };
export type { CallView, MediaProblem, MediaStreamLike };

type Store = ReturnType<typeof createStore>;

/** The API calls the controller makes (spec §7). */
export type CallApi = Pick<Endpoints, 'anchorAccount' | 'account' | 'firstCallInfo' | 'paidUserFreeCall' | 'clubCallTimes' | 'videoShowStoryLine'>;

export interface CallDeps {
  chat: Pick<ChatConnection, 'sendCall' | 'onCall' | 'state'>;
  store: Store;
  api: CallApi;
  me: () => string | null;
  getUserMedia: (c: typeof MEDIA_CONSTRAINTS) => Promise<MediaStreamLike>;
  createPeer: () => PeerConnectionLike;
  videoCodecs?: () => CodecLike[] | undefined;
  /** Stores the call record (videocalls) when it changes. */
  onRecord?: (record: CallAttachment) => void;
  /** The balance owner: quotes set the fetched account, ReChargeSuccess applies the server's balance. */
  wallet: Pick<Wallet, 'set' | 'applyBalance' | 'refresh'>;
  /** A callback was refused on the user's behalf (spec §5 coins_insufficient), to tell the user. */
  onMissedCallback?: (peer: { jid: string; nickName: string }, reason: 'coins_insufficient') => void;
  newSid?: () => string;
  log?: (m: string, x?: unknown) => void;
}

/** What `dial` led to: ringing, a tip instead of the call, or a camera problem. */
export type DialOutcome = 'ringing' | 'insufficient' | 'silverLimit' | MediaProblem;

/** The price and the wallet for a call with one host (spec §5, §6). */
export interface CallQuote {
  /** Gems per minute. */
  price: number;
  wallet: CallWallet;
  account: AccountInfo;
  firstCallS: number;
  paidUserFreeS: number;
  rechargeReminderS: number;
  silver: { enabled: boolean; availableTimes: number; durationS: number };
}

/** Maps a getUserMedia error to what the user is told (spec §5). */
export function mediaProblemOf(e: unknown): MediaProblem {
  const name = (e as { name?: string })?.name ?? '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'notFound';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'unsupported';
}

/** Thrown by `quote` when the host is not a known anchor. */
export class UnknownHostError extends Error {
  override readonly name = 'UnknownHostError';
}

export function createCallController(deps: CallDeps) {
  const { chat, store, api } = deps;
  const log = deps.log ?? ((m: string, x?: unknown) => console.warn(`[calls] ${m}`, x ?? ''));
  let session: CallSession | null = null;
  let link: PeerLink | null = null;
  let local: MediaStreamLike | null = null;
  let pendingContent: CallContent[] = [];
  /** A CallIn being checked (price, wallet): counts as busy for another CallIn. */
  let incomingPending: string | null = null;

  const view = () => store.get(callAtom);
  const patch = (p: Partial<CallView>) => {
    const v = view();
    if (v) store.set(callAtom, { ...v, ...p });
  };

  function teardown() {
    link?.close();
    link = null;
    for (const t of local?.getTracks() ?? []) t.stop();
    local = null;
    session?.dispose();
    session = null;
    pendingContent = [];
  }

  function newSession(sid: string, peerJid: string, flags: CallFlags = {}) {
    return createCallSession({
      sid,
      me: deps.me() ?? '',
      peer: peerJid,
      flags,
      send: (action, payload) => chat.sendCall(action, sid, payload),
      onRecord: (r) => deps.onRecord?.(r),
      onStatus: (st) => {
        patch({ status: st.status, reason: st.reason ?? '', rejectType: st.rejectType ?? '' });
        if (st.status === CallStatus.failed || st.status === CallStatus.disconnected) teardown();
      },
    });
  }

  function baseView(sid: string, peer: CallView['peer'], direction: CallView['direction'], status: CallStatus, q?: CallQuote, payment: CallPayment = 'paid'): CallView {
    const freeSeconds = payment === 'firstCallFree' ? q?.firstCallS ?? 0 : payment === 'paidUserFreeCall' ? q?.paidUserFreeS ?? 0 : payment === 'silverCall' ? q?.silver.durationS ?? 0 : 0;
    return {
      sid, peer, direction, status, reason: '', rejectType: '', connectedAt: 0, localStream: null, remoteStream: null,
      payment, price: q?.price ?? 0, balance: q?.account.gemsBalance ?? 0, freeSeconds,
      rechargeReminderS: payment === 'paidUserFreeCall' ? q?.rechargeReminderS ?? 0 : 0,
      storyLine: null, isStoryLine: false,
    };
  }

  /**
   * The price of `hostJid` and the viewer's wallet, from anchor_acount, account,
   * first_call_info, paid_user_free_call (when enabled) and club_call_times (when the silver
   * club is on), in parallel. Updates the balance shown everywhere. Throws UnknownHostError
   * or the API's error.
   */
  async function quote(hostJid: string): Promise<CallQuote> {
    const config = store.get(configAtom) as ConfigInfo | null;
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
  }

  function startLink(role: 'caller' | 'callee') {
    const v = view();
    if (!v || !local) return;
    const stream = local as unknown as { getTracks(): unknown[] };
    link = createPeerLink({
      role,
      createPeer: deps.createPeer,
      local: { tracks: stream.getTracks(), stream },
      send: (content) => void chat.sendCall('WebRTCContent', v.sid, { content }).catch((e: unknown) => log('content send failed', e)),
      onRemoteStream: (remote) => {
        patch({ remoteStream: remote, connectedAt: Date.now() });
        session?.remoteStream();
        void chat.sendCall('SessionSuccess', v.sid, {}).catch((e: unknown) => log('SessionSuccess failed', e));
      },
      onFail: (reason) => session?.fail(reason),
      videoCodecs: deps.videoCodecs?.(),
    });
    for (const c of pendingContent.splice(0)) link.receive(c);
    if (role === 'caller') void link.start();
  }

  const refreshAccount = () => void deps.wallet.refresh().catch((e: unknown) => log('account refresh failed', e));

  const reply = (sid: string, reason: string) => void chat.sendCall('CallCancel', sid, { reason }).catch((e: unknown) => log('callback reply failed', e));

  async function onCallIn(sig: CallSignal) {
    const caller = typeof sig.payload.caller === 'string' ? bareJid(sig.payload.caller) : '';
    if (!caller.includes('@')) return;
    // §5: busy while another call (or a story line, which is a call here) is active.
    if (isCallActive(view()) || incomingPending) return reply(sig.sid, 'busy');
    const peer = { jid: caller, nickName: typeof sig.payload.nickName === 'string' ? sig.payload.nickName.slice(0, 100) : '' };
    if (sig.payload.storyLine === true) {
      teardown();
      session = newSession(sig.sid, caller);
      store.set(callAtom, { ...baseView(sig.sid, peer, 'in', CallStatus.callIn), isStoryLine: true });
      session.ring(caller);
      return;
    }
    incomingPending = sig.sid;
    let q: CallQuote;
    try {
      q = await quote(caller);
    } catch (e) {
      log('callback price check failed', e);
      incomingPending = null;
      return reply(sig.sid, 'busy');
    }
    incomingPending = null;
    if (isCallActive(view())) return reply(sig.sid, 'busy');
    const decision = callbackDecision(q.wallet, q.price, false);
    if (decision.kind === 'reply') {
      reply(sig.sid, decision.reason);
      if (decision.reason === 'coins_insufficient') deps.onMissedCallback?.(peer, decision.reason);
      return;
    }
    teardown();
    session = newSession(sig.sid, caller, callFlagsOf(decision.payment));
    store.set(callAtom, baseView(sig.sid, peer, 'in', CallStatus.callIn, q, decision.payment));
    session.ring(caller);
  }

  /** A call a push announced, being asked about (see `resume`). */
  let resuming: { sid: string; done: (r: ResumeOutcome) => void } | null = null;

  function onSignal(sig: CallSignal) {
    if (resuming && sig.sid === resuming.sid) {
      if (sig.action === 'CallIn') resuming.done('ringing');
      else if (sig.action === 'CallError' || sig.action === 'CallCancel' || sig.action === 'SessionTerminate') resuming.done('ended');
    }
    if (sig.action === 'ReChargeSuccess') {
      // Spec §4: ReChargeSuccess refreshes the account: the hub sends the new balance, which
      // is applied as it is; without a usable one the account is fetched.
      if (!deps.wallet.applyBalance(sig.payload.gemsBalance)) refreshAccount();
      return;
    }
    if (sig.action === 'CallIn') {
      void onCallIn(sig);
      return;
    }
    const v = view();
    if (!v || sig.sid !== v.sid || !session) return;
    switch (sig.action) {
      case 'CallReady': {
        const price = sig.payload.privateChatPrice;
        const free = sig.payload.freeSeconds;
        patch({
          ...(typeof price === 'number' && Number.isInteger(price) && price >= 0 ? { price } : {}),
          ...(typeof free === 'number' && Number.isInteger(free) && free >= 0 && v.payment !== 'paid' ? { freeSeconds: free } : {}),
        });
        break;
      }
      case 'PeerAnswered':
        if (v.direction === 'out' && !link) startLink('caller');
        break;
      case 'WebRTCContent': {
        const content = sig.payload.content as CallContent | undefined;
        if (!content || typeof content !== 'object' || typeof content.seq !== 'number') return;
        if (link) link.receive(content);
        else pendingContent.push(content);
        break;
      }
      default:
        session.onHubAction(sig.action, { reason: typeof sig.payload.reason === 'string' ? sig.payload.reason : undefined });
        if (sig.action === 'CallError' || sig.action === 'SessionTerminate' || sig.action === 'MatchToFlash') refreshAccount();
    }
  }
  chat.onCall(onSignal);

  return {
    quote,

    /**
     * Calls a host. Resolves 'ringing' once the request is sent; 'insufficient' or
     * 'silverLimit' when the call cannot be paid (the tip is set in callTipAtom; nothing is
     * sent, no camera prompt); or a media problem (no call is started then).
     * `payment: 'silverCall'` asks for a silver call. Throws CallStartError
     * 'no call inside main user' / 'xmpp not connected', Error('one call allowed once') while a
     * call is active, UnknownHostError, or the API's error when the price check fails.
     */
    async dial(peer: CallView['peer'], opts: { payment?: 'silverCall' } = {}): Promise<DialOutcome> {
      if (isCallActive(view()) || incomingPending) throw new Error('one call allowed once');
      store.set(mediaProblemAtom, null);
      store.set(callTipAtom, null);
      // §5 first (no camera prompt for a call that cannot start), then the price, then the
      // camera, and only then the hub: a refused camera leaves no session behind.
      if (deps.me() === null) throw new CallStartError(CallFailure.noMainUser);
      if (chat.state() !== 'connected') throw new CallStartError(CallFailure.xmppNotConnected);
      const q = await quote(peer.jid);
      const tip = (kind: 'insufficient' | 'silverLimit') => {
        store.set(callTipAtom, { kind, peer, price: q.price, silver: q.silver });
        return kind;
      };
      let payment: CallPayment | null;
      if (opts.payment === 'silverCall') {
        if (!q.silver.enabled || q.silver.availableTimes <= 0) return tip('silverLimit');
        payment = 'silverCall';
      } else payment = outgoingCallPayment(q.wallet, q.price);
      if (!payment) return tip('insufficient');
      if (isCallActive(view())) throw new Error('one call allowed once');
      try {
        local = await deps.getUserMedia(MEDIA_CONSTRAINTS);
      } catch (e) {
        const problem = mediaProblemOf(e);
        store.set(mediaProblemAtom, problem);
        return problem;
      }
      const sid = deps.newSid?.() ?? crypto.randomUUID();
      session = newSession(sid, peer.jid, callFlagsOf(payment));
      store.set(callAtom, { ...baseView(sid, peer, 'out', CallStatus.connecting, q, payment), localStream: local });
      session.dial({ signedIn: true, chatConnected: true });
      return 'ringing';
    },

    /**
     * Answers the ringing call: camera, CallAccept (with the payment flags), then the host's
     * offer is answered. A story-line call fetches its video instead (no camera). Resolves a
     * media problem (the call is declined then) or null.
     */
    async answer(): Promise<MediaProblem | null> {
      const v = view();
      if (!v || v.status !== CallStatus.callIn || !session) return null;
      const s = session;
      if (v.isStoryLine) {
        try {
          const r = await api.videoShowStoryLine({ jid: v.peer.jid });
          if (!r.storyLine) throw new Error('no story line');
          if (session !== s) return null;
          patch({ storyLine: r.storyLine, peer: { ...v.peer, nickName: v.peer.nickName || r.storyLine.nickName, avatarUrl: r.storyLine.avatarUrl || v.peer.avatarUrl } });
          s.answer();
        } catch (e) {
          log('story line failed', e);
          s.decline();
        }
        return null;
      }
      try {
        local = await deps.getUserMedia(MEDIA_CONSTRAINTS);
      } catch (e) {
        const problem = mediaProblemOf(e);
        store.set(mediaProblemAtom, problem);
        s.decline();
        return problem;
      }
      if (session !== s) {
        for (const t of local.getTracks()) t.stop();
        local = null;
        return null;
      }
      patch({ localStream: local });
      s.answer(callFlagsOf(v.payment));
      startLink('callee');
      return null;
    },

    /** The story-line video started playing: the call counts as connected (spec §4). */
    /**
     * Asks the hub about a call an incoming-call push announced (spec §4 "incoming-call push
     * opens the call"; tooling/sandbox PUSH.md): sends CallCheck for `sid`. Resolves 'ringing'
     * when the hub rings again (the CallIn then shows the incoming call as usual), 'ended' when
     * it answers that the call is over or says nothing within `waitMs` (default 5000 ms).
     * Resolves 'ended' at once for an empty sid; throws CallStartError 'xmpp not connected'.
     */
    async resume(sid: string, waitMs = 5000): Promise<ResumeOutcome> {
      if (!sid) return 'ended';
      const v = view();
      if (v && v.sid === sid && isCallActive(v)) return 'ringing';
      if (chat.state() !== 'connected') throw new CallStartError(CallFailure.xmppNotConnected);
      resuming?.done('ended');
      return new Promise<ResumeOutcome>((resolve) => {
        const timer = setTimeout(() => finish('ended'), waitMs);
        const finish = (r: ResumeOutcome) => {
          clearTimeout(timer);
          if (resuming?.sid === sid) resuming = null;
          resolve(r);
        };
        resuming = { sid, done: finish };
        chat.sendCall('CallCheck', sid, {}).catch((e: unknown) => {
          log('call check failed', e);
          finish('ended');
        });
      });
    },

    storyLinePlaying(): void {
      const v = view();
      if (!v?.storyLine || v.status !== CallStatus.connecting) return;
      patch({ connectedAt: Date.now() });
      session?.remoteStream();
    },

    /** Declines the ringing call. */
    decline(): void {
      session?.decline();
    },

    /** Hangs up (or cancels while ringing). */
    hangUp(): void {
      session?.hangUp();
      if (view()?.status === CallStatus.connecting || view()?.status === CallStatus.connected) teardown();
    },

    /** Clears a finished call from the screen. */
    dismiss(): void {
      const v = view();
      if (v && (v.status === CallStatus.failed || v.status === CallStatus.disconnected)) store.set(callAtom, null);
    },

    /** Closes the tip. */
    closeTip(): void {
      store.set(callTipAtom, null);
    },

    /** Connection quality of the current call (RTT ms, packet loss 0..1). */
    quality: () => link?.quality() ?? Promise.resolve({ rttMs: null, packetLoss: null, videoCodec: null }),
  };
}

export type CallController = ReturnType<typeof createCallController>;

/** What {@link CallController.resume} found: the call rings again, or it is over. */
export type ResumeOutcome = 'ringing' | 'ended';
