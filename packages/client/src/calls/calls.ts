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
 *
 * During a call (issue "Phone first" 4, 6, 7, 12): mute, camera on/off and switch camera act on
 * the local tracks (the host is told with stream-type content); the connection quality is read
 * from getStats every 2 s and graded (call-engine quality.ts); a gift goes through messaging's
 * gift purchase (it then shows in the thread); each minute the hub bills comes with the new
 * balance (SessionHeartbeat `{ gemsBalance, billedGems }`), applied to the wallet at once, and
 * the account is fetched again whenever a call ends. Why a call ended is `CallView.end`
 * (call-engine endReason.ts). A page that goes away (reload) ends the call (`pageHidden`), and
 * the next load ends a call the last one could not (`lastCall`).
 */
import type { createStore } from 'jotai';
import {
  bareJid, callbackDecision, callFlagsOf, CallStatus, outgoingCallPayment,
  type AccountInfo, type CallAttachment, type CallFlags, type CallPayment, type CallWallet, type ConfigInfo,
} from '@vchat/domain';
import {
  CallFailure, CallStartError, MEDIA_CONSTRAINTS, assessQuality, callEndReason, createCallSession, createPeerLink,
  type CallContent, type CallEndReason, type CallSession, type CodecLike, type LinkStatsSample, type PeerConnectionLike, type PeerLink,
} from '@vchat/call-engine';
import type { GiftAttachment } from '@vchat/domain';
import type { Endpoints } from '@vchat/api-client';
import type { CallSignal, ChatConnection } from '@vchat/xmpp-chat';
import { configAtom } from '../session/atoms.ts';
import type { Wallet } from '../wallet/wallet.ts';
import { callAtom, callTipAtom, isCallActive, mediaProblemAtom, type CallView, type MediaProblem, type MediaStreamLike, type MediaTrackLike } from './atoms.ts';

export { callAtom, callTipAtom, mediaProblemAtom, isCallActive };
export type { CallView, MediaProblem, MediaStreamLike, MediaTrackLike };

/** What the camera and microphone are asked for: the call's (§9), or one camera alone (switching). */
export type MediaRequest = typeof MEDIA_CONSTRAINTS | { audio: false; video: { deviceId: { exact: string } } };

type Store = ReturnType<typeof createStore>;

/** The API calls the controller makes (spec §7). */
export type CallApi = Pick<Endpoints, 'anchorAccount' | 'account' | 'firstCallInfo' | 'paidUserFreeCall' | 'clubCallTimes' | 'videoShowStoryLine'>;

export interface CallDeps {
  chat: Pick<ChatConnection, 'sendCall' | 'onCall' | 'state'>;
  store: Store;
  api: CallApi;
  me: () => string | null;
  getUserMedia: (c: MediaRequest) => Promise<MediaStreamLike>;
  /** The device ids of the video cameras (enumerateDevices videoinput); none when unknown. */
  cameras?: () => Promise<string[]>;
  /** A new MediaStream of these tracks (browser: `new MediaStream(tracks)`), for switching cameras. */
  newStream?: (tracks: MediaTrackLike[]) => MediaStreamLike;
  createPeer: () => PeerConnectionLike;
  videoCodecs?: () => CodecLike[] | undefined;
  /** Stores the call record (videocalls) when it changes. */
  onRecord?: (record: CallAttachment) => void;
  /** The balance owner: quotes set the fetched account, ReChargeSuccess applies the server's balance. */
  wallet: Pick<Wallet, 'set' | 'applyBalance' | 'refresh'>;
  /** A callback was refused on the user's behalf (spec §5 coins_insufficient), to tell the user. */
  onMissedCallback?: (peer: { jid: string; nickName: string }, reason: 'coins_insufficient') => void;
  /**
   * Gifts during a call, through messaging's gift path: `load` loads the catalogue, `send`
   * buys the gift (gift purchase IQ, the server debits and answers the balance) and puts the
   * gift message in the thread with the host. `send` throws messaging's errors.
   */
  gifts?: { load(): Promise<void>; send(peer: CallView['peer'], gift: GiftAttachment): Promise<void> };
  /**
   * Where the call in progress is kept across a reload (the tab's session storage, a JSON
   * string of {@link LeftCall}): written when a call starts, cleared when it ends; one found at
   * start is a call the last page left behind, ended at once.
   */
  lastCall?: { read(): string | null; write(value: string | null): void };
  /** How often the connection quality is read while connected, ms (default 2000). */
  qualityEveryMs?: number;
  newSid?: () => string;
  log?: (m: string, x?: unknown) => void;
}

/** The call in progress as kept for the next page (see `CallDeps.lastCall`). */
export interface LeftCall {
  sid: string;
  peer: CallView['peer'];
  direction: CallView['direction'];
  /** How leaving ended it (set when the page went away): hung up, cancelled or declined. */
  end?: LeftCallEnd;
}

/** The end reasons leaving a page can give a call (session `leave()`). */
type LeftCallEnd = Extract<CallEndReason, 'youEnded' | 'youCancelled' | 'youDeclined'>;
const LEFT_ENDS: readonly string[] = ['youEnded', 'youCancelled', 'youDeclined'] satisfies LeftCallEnd[];

/** Reads a kept {@link LeftCall}; null for anything else. */
export function parseLeftCall(text: string | null): LeftCall | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Partial<LeftCall> | null;
    if (!v || typeof v.sid !== 'string' || !v.sid || typeof v.peer?.jid !== 'string' || (v.direction !== 'in' && v.direction !== 'out')) return null;
    const nickName = typeof v.peer.nickName === 'string' ? v.peer.nickName.slice(0, 100) : '';
    const avatarUrl = typeof v.peer.avatarUrl === 'string' ? v.peer.avatarUrl : undefined;
    const end = typeof v.end === 'string' && LEFT_ENDS.includes(v.end) ? { end: v.end } : {};
    return { sid: v.sid.slice(0, 200), peer: { jid: v.peer.jid, nickName, ...(avatarUrl ? { avatarUrl } : {}) }, direction: v.direction, ...end };
  } catch {
    return null;
  }
}

/** Why a gift sent during a call failed. */
export type CallGiftError = 'noCall' | 'notConnected' | 'gemsInsufficient' | 'sendLocked' | 'failed';
/** The outcome of {@link CallController.sendGift}. */
export type CallGiftOutcome = { ok: true } | { ok: false; error: CallGiftError };
/** The outcome of {@link CallController.switchCamera}. */
export type SwitchCameraOutcome = 'switched' | 'unavailable' | 'failed';

/**
 * Why a gift purchase failed, from the XMPP error condition of the gift IQ (tooling/sandbox
 * README "Gift purchase": `not-acceptable` = gems insufficient, `policy-violation` = send
 * locked); anything else is `failed`.
 */
export function giftErrorOf(e: unknown): CallGiftError {
  const condition = (e as { cause?: { condition?: unknown } } | null)?.cause?.condition;
  if (condition === 'not-acceptable') return 'gemsInsufficient';
  if (condition === 'policy-violation') return 'sendLocked';
  return 'failed';
}

/**
 * What `dial` led to: ringing, a tip instead of the call, a camera problem, or (`auto` dials
 * only) `leftCall`: the call with this host was just ended by a reload and is shown as ended.
 */
export type DialOutcome = 'ringing' | 'insufficient' | 'silverLimit' | 'leftCall' | MediaProblem;

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
  let qualityTimer: ReturnType<typeof setInterval> | null = null;
  /**
   * The host of a call the last page left behind (ended at this load), until an auto dial asks
   * or `leftUntil` (epoch ms) passes: the reloaded call screen dials as soon as the chat is up.
   */
  let leftPeer: string | null = null;
  let leftUntil = 0;
  /** Keeps the call in progress for the next page (see CallDeps.lastCall). */
  const keep = (sid: string, peer: CallView['peer'], direction: CallView['direction'], end?: CallEndReason | null) =>
    deps.lastCall?.write(JSON.stringify({ sid, peer, direction, ...(end && LEFT_ENDS.includes(end) ? { end: end as LeftCallEnd } : {}) } satisfies LeftCall));
  let lastSample: LinkStatsSample | null = null;

  const view = () => store.get(callAtom);
  const patch = (p: Partial<CallView>) => {
    const v = view();
    if (v) store.set(callAtom, { ...v, ...p });
  };

  function stopQuality() {
    if (qualityTimer) clearInterval(qualityTimer);
    qualityTimer = null;
    lastSample = null;
  }

  /** Reads getStats every `qualityEveryMs` while connected and grades the connection. */
  function startQuality() {
    stopQuality();
    qualityTimer = setInterval(() => {
      const l = link;
      if (!l) return;
      l.stats().then((sample) => {
        if (link !== l) return;
        const q = assessQuality(sample, lastSample, { remoteVideo: view()?.remoteMedia.video ?? true });
        lastSample = sample;
        if (q) patch({ quality: q });
      }, (e: unknown) => log('getStats failed', e));
    }, deps.qualityEveryMs ?? 2000);
  }

  function teardown() {
    stopQuality();
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
      onRecord: (r) => {
        deps.onRecord?.(r);
        if (r.endTime <= 0) return;
        // Ended: say why (the same words the call record uses), forget the sid kept for a
        // reload, and fetch the account (every minute billed, whoever ended it).
        const v = view();
        if (v?.sid === sid) patch({ end: callEndReason({ reason: r.reason, rejectType: r.rejectType, connectingTime: r.connectingTime, direction: v.direction }), endedAt: r.endTime });
        deps.lastCall?.write(null);
        refreshAccount();
      },
      onStatus: (st) => {
        patch({ status: st.status, reason: st.reason ?? '', rejectType: st.rejectType ?? '' });
        if (st.status === CallStatus.connected && link) startQuality();
        if (st.status === CallStatus.failed || st.status === CallStatus.disconnected) teardown();
      },
    });
  }

  function baseView(sid: string, peer: CallView['peer'], direction: CallView['direction'], status: CallStatus, q?: CallQuote, payment: CallPayment = 'paid'): CallView {
    const freeSeconds = payment === 'firstCallFree' ? q?.firstCallS ?? 0 : payment === 'paidUserFreeCall' ? q?.paidUserFreeS ?? 0 : payment === 'silverCall' ? q?.silver.durationS ?? 0 : 0;
    return {
      sid, peer, direction, status, reason: '', rejectType: '', connectedAt: 0, endedAt: 0, localStream: null, remoteStream: null,
      payment, price: q?.price ?? 0, balance: q?.account.gemsBalance ?? 0, freeSeconds,
      rechargeReminderS: payment === 'paidUserFreeCall' ? q?.rechargeReminderS ?? 0 : 0,
      storyLine: null, isStoryLine: false,
      micOn: true, cameraOn: true, cameraCount: 0, facing: '', remoteMedia: { audio: true, video: true }, quality: null, billing: null, end: null,
    };
  }

  /** The local media went live: how many cameras there are and which way the one in use faces. */
  async function describeCameras(stream: MediaStreamLike) {
    const settings = stream.getTracks().find((t) => t.kind === 'video')?.getSettings?.() ?? {};
    const facing = settings.facingMode === 'environment' ? 'environment' : settings.facingMode === 'user' ? 'user' : '';
    let count = 0;
    try {
      count = (await deps.cameras?.())?.length ?? 0;
    } catch (e) {
      log('listing cameras failed', e);
    }
    if (local === stream) patch({ cameraCount: count, facing });
  }

  /** The media the viewer sends, for stream-type content. */
  const mediaState = () => ({ audio: view()?.micOn ?? true, video: view()?.cameraOn ?? true });

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
      onRemoteMedia: (m) => patch({ remoteMedia: m }),
      videoCodecs: deps.videoCodecs?.(),
    });
    for (const c of pendingContent.splice(0)) link.receive(c);
    if (role === 'caller') void link.start().then(() => announceIfChanged());
    else announceIfChanged();
  }

  /** Tells the host when the viewer muted or turned the camera off before the link existed. */
  function announceIfChanged() {
    const m = mediaState();
    if (!m.audio || !m.video) link?.announceMedia(m);
  }

  function refreshAccount() {
    void deps.wallet.refresh().catch((e: unknown) => log('account refresh failed', e));
  }

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
      keep(sig.sid, peer, 'in');
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
    keep(sig.sid, peer, 'in');
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
      case 'SessionHeartbeat': {
        // A billed minute (tooling/sandbox README "Calls"): the server's balance, shown at once.
        const { gemsBalance, billedGems } = sig.payload;
        if (!deps.wallet.applyBalance(gemsBalance)) break;
        if (typeof billedGems === 'number' && Number.isInteger(billedGems) && billedGems >= 0) patch({ billing: { gemsBalance: gemsBalance as number, billedGems } });
        break;
      }
      default:
        session.onHubAction(sig.action, {
          reason: typeof sig.payload.reason === 'string' ? sig.payload.reason : undefined,
          hostState: typeof sig.payload.hostState === 'string' ? sig.payload.hostState : undefined,
        });
    }
  }
  chat.onCall(onSignal);

  /**
   * A call the last page left behind (reloaded or closed while in a call, its own ending not
   * sent): SessionTerminate for its sid once the chat is connected (the hub ends and records
   * it once; an already ended sid is dropped there), tried for up to ~20 s.
   */
  function endLeftCall() {
    const left = parseLeftCall(deps.lastCall?.read() ?? null);
    deps.lastCall?.write(null);
    if (!left) return;
    const { sid } = left;
    // Shown as ended (the viewer left it), so the call screen the page reloaded on does not dial again.
    leftPeer = left.peer.jid;
    leftUntil = Date.now() + 15_000;
    store.set(callAtom, { ...baseView(sid, left.peer, left.direction, CallStatus.disconnected), end: left.end ?? 'youEnded' });
    let tries = 0;
    const attempt = () => {
      if (chat.state() === 'connected') {
        chat.sendCall('SessionTerminate', sid, { reason: 'page-reload' }).catch((e: unknown) => log('ending the call left behind failed', e));
        return;
      }
      if (++tries < 20) setTimeout(attempt, 1000);
    };
    attempt();
  }
  endLeftCall();

  return {
    quote,

    /**
     * Calls a host. Resolves 'ringing' once the request is sent; 'insufficient' or
     * 'silverLimit' when the call cannot be paid (the tip is set in callTipAtom; nothing is
     * sent, no camera prompt); or a media problem (no call is started then).
     * `payment: 'silverCall'` asks for a silver call. Throws CallStartError
     * 'no call inside main user' / 'xmpp not connected', Error('one call allowed once') while a
     * call is active, UnknownHostError, or the API's error when the price check fails.
     * `auto: true` (the call screen dialling on its own when opened) resolves 'leftCall'
     * instead when a reload just ended the call with this host.
     */
    async dial(peer: CallView['peer'], opts: { payment?: 'silverCall'; auto?: boolean } = {}): Promise<DialOutcome> {
      if (opts.auto && leftPeer && Date.now() < leftUntil && bareJid(leftPeer).toLowerCase() === bareJid(peer.jid).toLowerCase()) {
        leftPeer = null;
        return 'leftCall';
      }
      leftPeer = null;
      if (isCallActive(view()) || incomingPending) throw new Error('one call allowed once');
      // A finished call still on screen gives way to the new one.
      if (view()) store.set(callAtom, null);
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
      keep(sid, peer, 'out');
      void describeCameras(local);
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
        // The hub records why (camera-refused), and so does the call screen.
        s.decline('camera');
        return problem;
      }
      if (session !== s) {
        for (const t of local.getTracks()) t.stop();
        local = null;
        return null;
      }
      patch({ localStream: local });
      void describeCameras(local);
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

    /**
     * Mutes (`on` false) or unmutes the microphone: the audio track stays open but sends
     * silence; the host is told (stream-type). No-op without local media.
     */
    setMicOn(on: boolean): void {
      if (!local || !view()) return;
      for (const t of local.getTracks()) if (t.kind === 'audio') t.enabled = on;
      patch({ micOn: on });
      link?.announceMedia(mediaState());
    },

    /** Turns the camera off (`on` false: the host sees no picture) or on again; the host is told. */
    setCameraOn(on: boolean): void {
      if (!local || !view()) return;
      for (const t of local.getTracks()) if (t.kind === 'video') t.enabled = on;
      patch({ cameraOn: on });
      link?.announceMedia(mediaState());
    },

    /**
     * Switches to the next camera of the device (front ↔ back on a phone): opens it, sends it
     * instead of the current one (no renegotiation), shows it in the self view and closes the
     * old one. 'unavailable' with fewer than two cameras or no call; 'failed' when the camera
     * cannot be opened (the current one stays).
     */
    async switchCamera(): Promise<SwitchCameraOutcome> {
      const stream = local;
      const v = view();
      if (!stream || !v || !isCallActive(v)) return 'unavailable';
      let ids: string[] = [];
      try {
        ids = (await deps.cameras?.()) ?? [];
      } catch (e) {
        log('listing cameras failed', e);
      }
      if (ids.length < 2) return 'unavailable';
      const old = stream.getTracks().find((t) => t.kind === 'video');
      const current = old?.getSettings?.().deviceId;
      const nextId = ids[(Math.max(0, ids.indexOf(current ?? '')) + 1) % ids.length]!;
      let track: MediaTrackLike | undefined;
      try {
        track = (await deps.getUserMedia({ audio: false, video: { deviceId: { exact: nextId } } })).getTracks().find((t) => t.kind === 'video');
        if (!track) return 'failed';
        if (local !== stream) {
          track.stop();
          return 'unavailable';
        }
        track.enabled = view()?.cameraOn ?? true;
        if (link) await link.replaceTrack('video', track);
      } catch (e) {
        log('switching camera failed', e);
        track?.stop();
        return 'failed';
      }
      old?.stop();
      // A new stream (the microphone and the new camera) so the self view shows the new camera.
      const tracks = [...stream.getTracks().filter((t) => t.kind !== 'video'), track];
      const fresh = deps.newStream?.(tracks) ?? stream;
      if (fresh === stream) {
        if (old) stream.removeTrack?.(old);
        stream.addTrack?.(track);
      }
      local = fresh;
      const facing = track.getSettings?.().facingMode;
      patch({ localStream: fresh, facing: facing === 'environment' ? 'environment' : facing === 'user' ? 'user' : '', cameraCount: ids.length });
      return 'switched';
    },

    /** Loads the gift catalogue (for the gift sheet of the call screen). */
    loadGifts: (): Promise<void> => deps.gifts?.load() ?? Promise.resolve(),

    /**
     * Sends `gift` to the host of the connected call through messaging's gift purchase: the
     * server debits the price (the wallet gets its balance) and the gift shows in the thread.
     * Resolves `{ ok: false, error }` instead of throwing: `noCall` (no connected call or no
     * gift path), `notConnected` (chat down), `gemsInsufficient`, `sendLocked`, `failed`.
     */
    async sendGift(gift: GiftAttachment): Promise<CallGiftOutcome> {
      const v = view();
      if (!v || v.status !== CallStatus.connected || !deps.gifts) return { ok: false, error: 'noCall' };
      if (chat.state() !== 'connected') return { ok: false, error: 'notConnected' };
      try {
        await deps.gifts.send(v.peer, gift);
        return { ok: true };
      } catch (e) {
        log('gift during the call failed', e);
        return { ok: false, error: giftErrorOf(e) };
      }
    },

    /**
     * The page is going away (pagehide: reload, tab closed): ends the call in progress at
     * once (decline / cancel / hang up), so the host and the hub see it end now. Must run
     * before the chat connection closes its socket on the same event (register it as a
     * capture listener). The sid stays in `lastCall` for the next page in case this did not
     * get through.
     */
    pageHidden(): void {
      const v = view();
      if (!session || !v || !isCallActive(v)) return;
      session.leave();
      teardown();
      keep(v.sid, v.peer, v.direction, view()?.end);
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
