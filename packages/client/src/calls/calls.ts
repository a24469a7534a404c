/**
 * Calls controller (spec §4, §5, §6, §8, §9): binds a call session (call-engine) to the hub
 * over XMPP (sendCall / onCall), the camera and microphone, a WebRTC peer link and the
 * account's call payment. Screens render `callAtom` / `callTipAtom` and call these commands;
 * they never touch signalling or media APIs.
 *
 * Outgoing: quote (anchor_acount price, balance, first-call and paid-user free calls, silver
 * calls) → the insufficient-coins or silver-call limit tip when the call cannot be paid (no
 * camera prompt, nothing sent) → camera check (denied / not found / busy are reported and no
 * call starts) → SessionRequest with the payment flags (the offer is made meanwhile) → CallReady
 * (the hub has the session) → the offer and ICE candidates sent, held by the hub while the host
 * rings → PeerAnswered → her answer → remote media
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
import { callFlagsOf, CallStatus, outgoingCallPayment, type CallPayment, type GiftAttachment } from '@vchat/domain';
import { CallFailure, CallStartError, MEDIA_CONSTRAINTS } from '@vchat/call-engine';
import { callAtom, callTipAtom, isCallActive, mediaProblemAtom, type CallView, type MediaProblem, type MediaStreamLike } from './atoms.ts';
import { giftErrorOf, mediaProblemOf, type CallDeps, type CallGiftOutcome, type CallQuote, type DialOutcome } from './model.ts';
import { createCallContext } from './context.ts';
import { createSignals } from './signals.ts';
import { createLocalMedia } from './media.ts';

export { callAtom, callTipAtom, mediaProblemAtom, isCallActive } from './atoms.ts';
export type { CallView, MediaProblem, MediaStreamLike, MediaTrackLike } from './atoms.ts';
export * from './model.ts';

/** How long a quote fetched ahead of a call ({@link CallController.prepareQuote}) may be used, ms. */
export const QUOTE_AHEAD_MS = 20_000;

/**
 * How long the camera and microphone opened at a tap on "Video call"
 * ({@link CallController.warmUp}) wait for the call screen's dial, ms; then they are closed.
 */
export const WARM_MEDIA_MS = 10_000;

/** Creates the calls controller (see the module comment); it listens to the hub at once. */
export function createCallController(deps: CallDeps) {
  const ctx = createCallContext(deps);
  const { chat, store, log } = ctx;
  const signals = createSignals(ctx);
  const media = createLocalMedia(ctx);
  signals.endLeftCall();

  /**
   * Opens the camera and microphone; a refusal is reported (mediaProblemAtom) and returned.
   * A camera that cannot meet the preferred size (OverconstrainedError) is asked again with
   * no size at all, so the call goes on with what the camera can do.
   */
  async function openMedia(): Promise<MediaProblem | null> {
    return useMedia(await getMedia());
  }

  /** The camera and microphone, or why not; nothing is reported or kept (see openMedia). */
  async function getMedia(): Promise<{ stream: MediaStreamLike } | { problem: MediaProblem }> {
    try {
      try {
        return { stream: await deps.getUserMedia(MEDIA_CONSTRAINTS) };
      } catch (e) {
        if ((e as { name?: string } | null)?.name !== 'OverconstrainedError') throw e;
        log('camera cannot meet the preferred size; asking for any size');
        return { stream: await deps.getUserMedia({ audio: true, video: true }) };
      }
    } catch (e) {
      return { problem: mediaProblemOf(e) };
    }
  }

  /** Keeps the media got for the call (ctx.local), or reports its problem (mediaProblemAtom) and returns it. */
  function useMedia(got: { stream: MediaStreamLike } | { problem: MediaProblem }): MediaProblem | null {
    if ('problem' in got) {
      store.set(mediaProblemAtom, got.problem);
      return got.problem;
    }
    ctx.local = got.stream;
    return null;
  }

  /**
   * The camera and microphone opened beside the price check, when the browser already allows
   * both (no prompt can come before a tip): a call then waits for the slower of the two, not for
   * both in turn (issue 21.3). Null when not allowed or unknown. `drop` closes what it opened
   * when the call does not start.
   */
  function earlyMedia() {
    if (!deps.mediaAllowed) return null;
    return droppable(deps.mediaAllowed().then((ok) => (ok ? getMedia() : null), () => null));
  }

  /** The camera and microphone asked for now (a prompt may come), as {@link earlyMedia} gives them. */
  function mediaNow() {
    return droppable(getMedia());
  }

  /** Media being opened, with `drop` to close what it opens. */
  function droppable(got: Promise<Awaited<ReturnType<typeof getMedia>> | null>) {
    return {
      got,
      drop: () => void got.then((r) => r && 'stream' in r && r.stream.getTracks().forEach((t) => t.stop())),
    };
  }

  /** A quote fetched ahead of a call by {@link prepareQuote}: used once, while fresh; `settled` once it came. */
  let ahead: { jid: string; at: number; quote: Promise<CallQuote>; account: unknown; settled?: CallQuote } | null = null;

  /** The camera and microphone opened at the tap ({@link warmUp}), for the dial to `jid`. */
  let warm: { jid: string; media: NonNullable<ReturnType<typeof earlyMedia>>; timer: ReturnType<typeof setTimeout> } | null = null;

  /** Takes the media opened at the tap for a dial to `jid`; media opened for another host (all, for null) is closed. */
  function takeWarm(jid: string | null) {
    const w = warm;
    warm = null;
    if (!w) return null;
    clearTimeout(w.timer);
    if (w.jid === jid) return w.media;
    w.media.drop();
    return null;
  }

  /** The quote fetched ahead for `jid` is under QUOTE_AHEAD_MS old. */
  const aheadFor = (jid: string) => (ahead && ahead.jid === jid && Date.now() - ahead.at < QUOTE_AHEAD_MS ? ahead : null);

  /**
   * The quote of a call to `jid` and how it is paid (or its tip). A plain call uses the quote
   * fetched ahead for her when it is fresh ({@link aheadFor}) and the wallet has not changed
   * since it came (a gift, a recharge, a billed minute, any refresh), once, and only to go
   * ahead: a tip is never shown from it, since what it lacked may have come since (a free
   * call). A silver call always asks: its count changes outside the wallet. Throws what
   * `ctx.quote` throws.
   */
  async function quoteFor(jid: string, silverCall: boolean): Promise<{ q: CallQuote; decided: ReturnType<typeof paymentOf> }> {
    if (!silverCall) {
      const a = aheadFor(jid);
      ahead = null;
      const q = a && (a.account === undefined || a.account === deps.wallet.get()) ? await a.quote.catch(() => null) : null;
      const decided = q && paymentOf(q, false);
      if (q && decided && canPay(decided)) return { q, decided };
    }
    const q = await ctx.quote(jid);
    return { q, decided: paymentOf(q, silverCall) };
  }

  /** A decision of {@link paymentOf} that is a way to pay, not a tip. */
  function canPay(d: ReturnType<typeof paymentOf>): d is CallPayment {
    return d !== 'insufficient' && d !== 'silverLimit';
  }

  /** How a call with quote `q` is paid, or the tip that says why it cannot be (spec §5, §6). */
  function paymentOf(q: CallQuote, silverCall: boolean): CallPayment | 'insufficient' | 'silverLimit' {
    if (silverCall) return q.silver.enabled && q.silver.availableTimes > 0 ? 'silverCall' : 'silverLimit';
    return outgoingCallPayment(q.wallet, q.price) ?? 'insufficient';
  }

  return {
    quote: ctx.quote,

    /**
     * Fetches the price of `hostJid` and the wallet now (the viewer opened her thread), so a
     * call to her can start without waiting for them (issue 21.3): `dial` uses it when it is
     * under QUOTE_AHEAD_MS old and the wallet has not changed since. No-op during a call or
     * when a fresh one for her is there. Never throws (a failed one is simply not used).
     */
    prepareQuote(hostJid: string): void {
      if (isCallActive(ctx.view()) || ctx.incomingPending) return;
      if (aheadFor(hostJid)) return;
      const entry: NonNullable<typeof ahead> = { jid: hostJid, at: Date.now(), quote: ctx.quote(hostJid), account: undefined };
      entry.quote.then(
        (q) => {
          entry.account = deps.wallet.get();
          entry.settled = q;
          // A call is likely next: the codec list the peer link needs is asked now, not in the dial.
          ctx.videoCodecs();
        },
        (e: unknown) => {
          log('price check ahead failed', e);
          if (ahead === entry) ahead = null;
        },
      );
      ahead = entry;
    },

    /**
     * The viewer tapped "Video call" for `hostJid`: the camera and microphone start opening now,
     * beside the call screen's first render, and the dial that screen makes takes them (issue
     * 21.3: on a slow phone that render took 0.3-0.5 s before the camera was asked). Only when
     * no prompt can come before a tip (spec §5): the browser already allows both, or the
     * quote fetched ahead for her has come, the wallet is unchanged since and the call can be
     * paid (the dial then goes ahead on that same quote). Nothing is sent to the hub. Media the
     * dial does not take within WARM_MEDIA_MS is closed. No-op during a call, signed out or
     * with the chat down. Never throws.
     */
    warmUp(hostJid: string): void {
      if (isCallActive(ctx.view()) || ctx.incomingPending || deps.me() === null || chat.state() !== 'connected') return;
      if (warm?.jid === hostJid) return;
      takeWarm(null);
      const a = aheadFor(hostJid);
      const decided = a?.settled && a.account === deps.wallet.get() ? paymentOf(a.settled, false) : null;
      const media = decided && canPay(decided) ? mediaNow() : earlyMedia();
      if (!media) return;
      const timer = setTimeout(() => void (warm?.media === media && takeWarm(null)), WARM_MEDIA_MS);
      warm = { jid: hostJid, media, timer };
    },

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
      // The media opened at the tap is this call's, or closed if the call does not start here.
      const warmed = takeWarm(peer.jid);
      if (signals.takeLeftCall(peer.jid, opts.auto === true)) {
        warmed?.drop();
        return 'leftCall';
      }
      if (isCallActive(ctx.view()) || ctx.incomingPending) {
        warmed?.drop();
        throw new Error('one call allowed once');
      }
      // A finished call still on screen gives way to the new one.
      if (ctx.view()) store.set(callAtom, null);
      store.set(mediaProblemAtom, null);
      store.set(callTipAtom, null);
      // §5 first (no camera prompt for a call that cannot start), then the price, then the
      // camera (beside the price when the browser allows it without a prompt), and only then
      // the hub: a refused camera leaves no session behind.
      if (deps.me() === null || chat.state() !== 'connected') {
        warmed?.drop();
        throw new CallStartError(deps.me() === null ? CallFailure.noMainUser : CallFailure.xmppNotConnected);
      }
      const early = warmed ?? earlyMedia();
      let q: CallQuote;
      let decided: ReturnType<typeof paymentOf>;
      try {
        ({ q, decided } = await quoteFor(peer.jid, opts.payment === 'silverCall'));
      } catch (e) {
        early?.drop();
        throw e;
      }
      const tip = (kind: 'insufficient' | 'silverLimit') => {
        early?.drop();
        store.set(callTipAtom, { kind, peer, price: q.price, silver: q.silver });
        return kind;
      };
      if (!canPay(decided)) return tip(decided);
      const payment = decided;
      if (isCallActive(ctx.view())) {
        early?.drop();
        throw new Error('one call allowed once');
      }
      const problem = useMedia((await early?.got) ?? (await getMedia()));
      if (problem || !ctx.local) return problem ?? 'unsupported';
      const local = ctx.local;
      const sid = deps.newSid?.() ?? crypto.randomUUID();
      ctx.session = ctx.newSession(sid, peer.jid, callFlagsOf(payment));
      store.set(callAtom, { ...ctx.baseView(sid, peer, 'out', CallStatus.connecting, q, payment), localStream: local });
      ctx.keep(sid, peer, 'out');
      void media.describeCameras(local);
      ctx.session.dial({ signedIn: true, chatConnected: true });
      // The offer is made while the hub takes the request, and sent on its CallReady.
      ctx.prepareOffer();
      return 'ringing';
    },

    /**
     * Answers the ringing call: camera, CallAccept (with the payment flags), then the host's
     * offer is answered. A paid call the balance no longer covers (gems <= price) ends as
     * "Gems insufficient" (CallCancel reason gems-insufficient; spec §8) without a camera
     * prompt. A story-line call fetches its video instead (no camera). Resolves a media problem
     * (the call is declined then) or null.
     */
    async answer(): Promise<MediaProblem | null> {
      const v = ctx.view();
      const s = ctx.session;
      if (!v || v.status !== CallStatus.callIn || !s) return null;
      if (v.isStoryLine) {
        try {
          const r = await deps.api.videoShowStoryLine({ jid: v.peer.jid });
          if (!r.storyLine) throw new Error('no story line');
          if (ctx.session !== s) return null;
          ctx.patch({ storyLine: r.storyLine, peer: { ...v.peer, nickName: v.peer.nickName || r.storyLine.nickName, avatarUrl: r.storyLine.avatarUrl || v.peer.avatarUrl } });
          s.answer();
        } catch (e) {
          log('story line failed', e);
          s.decline();
        }
        return null;
      }
      // §5/§8: a paid callback is taken only while the balance exceeds the price; gems spent
      // since it rang (a gift) end it as "Gems insufficient" (reason gems-insufficient),
      // before any camera prompt.
      const gems = deps.wallet.get()?.gemsBalance;
      if (v.payment === 'paid' && gems !== undefined && gems <= v.price) {
        s.gemsInsufficient();
        return null;
      }
      const problem = await openMedia();
      if (problem || !ctx.local) {
        // The hub records why (camera-refused), and so does the call screen.
        s.decline('camera');
        return problem ?? 'unsupported';
      }
      const local = ctx.local;
      if (ctx.session !== s) {
        for (const t of local.getTracks()) t.stop();
        ctx.local = null;
        return null;
      }
      ctx.patch({ localStream: local });
      void media.describeCameras(local);
      s.answer(callFlagsOf(v.payment));
      ctx.startLink('callee');
      return null;
    },

    resume: signals.resume,

    /** The story-line video started playing: the call counts as connected (spec §4). */
    storyLinePlaying(): void {
      const v = ctx.view();
      if (!v?.storyLine || v.status !== CallStatus.connecting) return;
      ctx.patch({ connectedAt: Date.now() });
      ctx.session?.remoteStream();
    },

    /** Declines the ringing call. */
    decline(): void {
      ctx.session?.decline();
    },

    setMicOn: media.setMicOn,
    setCameraOn: media.setCameraOn,
    switchCamera: media.switchCamera,

    /** Loads the gift catalogue (for the gift sheet of the call screen). */
    loadGifts: (): Promise<void> => deps.gifts?.load() ?? Promise.resolve(),

    /**
     * Sends `gift` to the host of the connected call through messaging's gift purchase: the
     * server debits the price (the wallet gets its balance) and the gift shows in the thread.
     * Resolves `{ ok: false, error }` instead of throwing: `noCall` (no connected call or no
     * gift path), `notConnected` (chat down), `gemsInsufficient`, `sendLocked`, `failed`.
     */
    async sendGift(gift: GiftAttachment): Promise<CallGiftOutcome> {
      const v = ctx.view();
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
      const v = ctx.view();
      if (!ctx.session || !v || !isCallActive(v)) return;
      ctx.session.leave();
      ctx.teardown();
      ctx.keep(v.sid, v.peer, v.direction, ctx.view()?.end);
    },

    /** Hangs up (or cancels while ringing). */
    hangUp(): void {
      ctx.session?.hangUp();
      const status = ctx.view()?.status;
      if (status === CallStatus.connecting || status === CallStatus.connected) ctx.teardown();
    },

    /** Clears a finished call from the screen. */
    dismiss(): void {
      const v = ctx.view();
      if (v && (v.status === CallStatus.failed || v.status === CallStatus.disconnected)) store.set(callAtom, null);
    },

    /** Closes the tip. */
    closeTip(): void {
      store.set(callTipAtom, null);
    },

    /** Connection quality of the current call (RTT ms, packet loss 0..1). */
    quality: () => ctx.link?.quality() ?? Promise.resolve({ rttMs: null, packetLoss: null, videoCodec: null }),
  };
}

export type CallController = ReturnType<typeof createCallController>;
