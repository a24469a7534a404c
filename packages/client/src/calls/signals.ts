/**
 * What the hub says (spec §4 signalling, §5 callbacks): a CallIn (callback) is busy during
 * another call or a story line, else priced and rung or refused for lack of gems; CallReady
 * brings the price and free seconds and starts the caller's peer link (the hub holds its offer
 * until the host answers; PeerAnswered starts it when no CallReady came); WebRTCContent is
 * decoded (call-engine `decodeCallContent`) and handed to the link; SessionHeartbeat and
 * ReChargeSuccess bring the balance; the rest go to the call-engine session. Also the
 * CallCheck of a call an incoming-call push announced (`resume`), and ending a call the last
 * page left behind. Payloads arrive decoded by xmpp-chat's schemas.
 */
import { bareJid, callbackDecision, callFlagsOf, CallStatus } from '@vchat/domain';
import { CallFailure, CallStartError, decodeCallContent } from '@vchat/call-engine';
import type { CallSignal } from '@vchat/xmpp-chat';
import { callAtom, isCallActive } from './atoms.ts';
import { parseLeftCall, type CallQuote, type ResumeOutcome } from './model.ts';
import type { CallContext } from './context.ts';

/** How long a call the last page left blocks an automatic dial to the same host, ms. */
const LEFT_CALL_HOLD_MS = 15_000;

/** Listens to the hub's call signals; returns `resume` and the left-call check for the controller. */
export function createSignals(ctx: CallContext) {
  const { chat, store, deps, log } = ctx;
  const reply = (sid: string, reason: string) => void chat.sendCall('CallCancel', sid, { reason }).catch((e: unknown) => log('callback reply failed', e));
  /** A call a push announced, being asked about (see `resume`). */
  let resuming: { sid: string; done: (r: ResumeOutcome) => void } | null = null;
  /**
   * The host of a call the last page left behind (ended at this load), until an auto dial asks
   * or `leftUntil` (epoch ms) passes: the reloaded call screen dials as soon as the chat is up.
   */
  let leftPeer: string | null = null;
  let leftUntil = 0;

  async function onCallIn(sig: Extract<CallSignal, { action: 'CallIn' }>) {
    const caller = bareJid(sig.payload.caller);
    // §5: busy while another call (or a story line, which is a call here) is active.
    if (isCallActive(ctx.view()) || ctx.incomingPending) return reply(sig.sid, 'busy');
    const peer = { jid: caller, nickName: sig.payload.nickName };
    if (sig.payload.storyLine) {
      ctx.teardown();
      ctx.session = ctx.newSession(sig.sid, caller);
      store.set(callAtom, { ...ctx.baseView(sig.sid, peer, 'in', CallStatus.callIn), isStoryLine: true });
      ctx.keep(sig.sid, peer, 'in');
      ctx.session.ring(caller);
      return;
    }
    ctx.incomingPending = sig.sid;
    let q: CallQuote;
    try {
      q = await ctx.quote(caller);
    } catch (e) {
      log('callback price check failed', e);
      ctx.incomingPending = null;
      return reply(sig.sid, 'busy');
    }
    ctx.incomingPending = null;
    if (isCallActive(ctx.view())) return reply(sig.sid, 'busy');
    const decision = callbackDecision(q.wallet, q.price, false);
    if (decision.kind === 'reply') {
      reply(sig.sid, decision.reason);
      if (decision.reason === 'coins_insufficient') deps.onMissedCallback?.(peer, decision.reason);
      return;
    }
    ctx.teardown();
    ctx.session = ctx.newSession(sig.sid, caller, callFlagsOf(decision.payment));
    store.set(callAtom, ctx.baseView(sig.sid, peer, 'in', CallStatus.callIn, q, decision.payment));
    ctx.keep(sig.sid, peer, 'in');
    ctx.session.ring(caller);
  }

  function onSignal(sig: CallSignal) {
    if (resuming && sig.sid === resuming.sid) {
      if (sig.action === 'CallIn') resuming.done('ringing');
      else if (sig.action === 'CallError' || sig.action === 'CallCancel' || sig.action === 'SessionTerminate') resuming.done('ended');
    }
    if (sig.action === 'ReChargeSuccess') {
      // Spec §4: ReChargeSuccess refreshes the account and config: the hub's new balance is
      // applied as it is (shown at once), then account and config are reloaded; without the
      // reload hook, a balance that is not usable fetches the account.
      const applied = deps.wallet.applyBalance(sig.payload.gemsBalance);
      if (deps.onRecharged) deps.onRecharged();
      else if (!applied) ctx.refreshAccount();
      return;
    }
    if (sig.action === 'CallIn') {
      void onCallIn(sig);
      return;
    }
    const v = ctx.view();
    const session = ctx.session;
    if (!v || sig.sid !== v.sid || !session) return;
    switch (sig.action) {
      case 'CallReady': {
        const { privateChatPrice: price, freeSeconds: free } = sig.payload;
        ctx.patch({ ...(price !== undefined ? { price } : {}), ...(free !== undefined && v.payment !== 'paid' ? { freeSeconds: free } : {}) });
        // The hub has the session: the offer made while it rings goes out now, and the hub hands
        // it to the host as she answers, a round trip sooner than after PeerAnswered (issue 21.3).
        // No link made ahead (no peer connection then): it is made when she answers, as before.
        if (v.direction === 'out' && ctx.link) ctx.startLink('caller');
        break;
      }
      case 'PeerAnswered':
        // A link CallReady did not start (none made ahead, or no CallReady came) starts at her answer.
        if (v.direction === 'out') ctx.startLink('caller');
        break;
      case 'WebRTCContent': {
        const content = decodeCallContent(sig.payload.content);
        if (!content) return log(`dropped malformed call content for ${sig.sid}`);
        if (ctx.link) ctx.link.receive(content);
        else ctx.pendingContent.push(content);
        break;
      }
      case 'SessionHeartbeat': {
        // A billed minute (tooling/sandbox README "Calls"): the server's balance, shown at once.
        const { gemsBalance, billedGems } = sig.payload;
        if (gemsBalance === undefined || !deps.wallet.applyBalance(gemsBalance)) break;
        if (billedGems !== undefined) ctx.patch({ billing: { gemsBalance, billedGems } });
        break;
      }
      default:
        session.onHubAction(sig.action, { reason: sig.payload.reason, hostState: sig.payload.hostState });
    }
  }
  chat.onCall(onSignal);

  return {
    /**
     * Asks the hub about a call an incoming-call push announced (spec §4 "incoming-call push
     * opens the call"; tooling/sandbox PUSH.md): sends CallCheck for `sid`. Resolves 'ringing'
     * when the hub rings again (the CallIn then shows the incoming call as usual), 'ended' when
     * it answers that the call is over or says nothing within `waitMs` (default 5000 ms).
     * Resolves 'ended' at once for an empty sid; throws CallStartError 'xmpp not connected'.
     */
    async resume(sid: string, waitMs = 5000): Promise<ResumeOutcome> {
      if (!sid) return 'ended';
      const v = ctx.view();
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

    /**
     * Whether an automatic dial to `jid` should show the call a reload just ended instead
     * (once; any dial clears it).
     */
    takeLeftCall(jid: string, auto: boolean): boolean {
      const hit = auto && !!leftPeer && Date.now() < leftUntil && bareJid(leftPeer).toLowerCase() === bareJid(jid).toLowerCase();
      leftPeer = null;
      return hit;
    },

    /**
     * A call the last page left behind (reloaded or closed while in a call, its own ending not
     * sent): shown as ended, then SessionTerminate for its sid once the chat is connected (the
     * hub ends and records it once; an already ended sid is dropped there), tried for ~20 s.
     */
    endLeftCall(): void {
      const left = parseLeftCall(deps.lastCall?.read() ?? null);
      deps.lastCall?.write(null);
      if (!left) return;
      const { sid } = left;
      leftPeer = left.peer.jid;
      leftUntil = Date.now() + LEFT_CALL_HOLD_MS;
      store.set(callAtom, { ...ctx.baseView(sid, left.peer, left.direction, CallStatus.disconnected), end: left.end ?? 'youEnded' });
      let tries = 0;
      const attempt = () => {
        if (chat.state() === 'connected') {
          chat.sendCall('SessionTerminate', sid, { reason: 'page-reload' }).catch((e: unknown) => log('ending the call left behind failed', e));
          return;
        }
        if (++tries < 20) setTimeout(attempt, 1000);
      };
      attempt();
    },
  };
}
