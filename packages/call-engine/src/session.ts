/**
 * One call's lifecycle (spec §4, §5, §8, §9): the status machine, the 60 s connect timeout,
 * the 5 s SessionHeartbeat, the hub's actions (SessionFail, CallError, SessionTerminate,
 * CallCancel) and the call record updates (connecting time on connected; end time, reason,
 * reject type and sid on disconnected or failed). Media and the peer connection are outside:
 * the caller reports `remoteStream()` when the remote media arrives.
 *
 * Reasons recorded (besides §8's): `hangup` (this side hung up), `host-terminate` (the other
 * side hung up; a SessionTerminate without a reason), `host-cancel` (the other side cancelled or
 * declined before connect), `asleep` (CallError offline with `hostState: 'sleeping'`),
 * `camera-refused` (declined because the camera could not be used), `network-lost` (no
 * heartbeat reached the hub for `networkGraceMs`). call-engine's endReason.ts turns them into
 * what the viewer is told.
 */
import { CALL_CONNECT_TIMEOUT_MS, CALL_HEARTBEAT_MS, CallStatus, type CallAttachment, type CallFlags } from '@vchat/domain';
import { INITIAL_CALL_STATE, nextCallState, type CallEvent, type CallMachineState } from './statusMachine.ts';
import { CallFailure, SignallingAction, callErrorReason } from './signalling.ts';

/** The hub's reason, and the reject type, of a call the viewer's gems do not cover (spec §8). */
const GEMS_INSUFFICIENT = 'gems-insufficient';

/** Sends a signalling action to the hub. Rejections fail the call ("sendSession Unknown error"). */
export type SendAction = (action: SignallingAction, payload: Record<string, unknown>) => Promise<void>;

export interface CallSessionOptions {
  sid: string;
  /** Bare jids. */
  me: string;
  peer: string;
  send: SendAction;
  /** Called with the call record whenever it changes (store it in `videocalls`). */
  onRecord?: (record: CallAttachment) => void;
  /** Called on every status change. */
  onStatus?: (state: CallMachineState) => void;
  /** Flags passed on calls (spec §5, §6): first-call free call, paid-user free call, silver call. */
  flags?: CallFlags;
  now?: () => number;
  connectTimeoutMs?: number;
  heartbeatMs?: number;
  /**
   * How long heartbeats may fail to send (the chat is reconnecting) before the call ends with
   * `network-lost`, ms (default 10000, below the hub's 15 s heartbeat timeout).
   */
  networkGraceMs?: number;
}

/** Thrown when a call is started without a signed-in chat (spec §5). */
export class CallStartError extends Error {
  override readonly name = 'CallStartError';
}

/** Creates a call session. See the module docstring. */
export function createCallSession(o: CallSessionOptions) {
  const now = o.now ?? Date.now;
  let state: CallMachineState = INITIAL_CALL_STATE;
  let connectTimer: ReturnType<typeof setTimeout> | null = null;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  /** When a heartbeat last reached the chat connection (epoch ms). */
  let lastReach = 0;
  let caller = o.me;
  let callee = o.peer;
  const record: CallAttachment = { sid: o.sid, caller, callee, startTime: 0, connectingTime: 0, endTime: 0, reason: '', rejectType: '' };

  const emitRecord = () => o.onRecord?.({ ...record });
  function clearTimers() {
    if (connectTimer) clearTimeout(connectTimer);
    if (heartbeat) clearInterval(heartbeat);
    connectTimer = null;
    heartbeat = null;
  }
  function apply(e: CallEvent) {
    state = nextCallState(state, e);
    o.onStatus?.(state);
  }
  function ended(reason: string, rejectType: string) {
    clearTimers();
    record.endTime = now();
    record.reason = reason;
    record.rejectType = rejectType;
    emitRecord();
  }
  function fail(reason: string, rejectType = reason) {
    if (state.status === CallStatus.failed || state.status === CallStatus.disconnected || state.status === CallStatus.initial) return;
    apply({ type: 'fail', reason, rejectType });
    ended(reason, rejectType);
  }
  function send(action: SignallingAction, payload: Record<string, unknown> = {}) {
    o.send(action, { sid: o.sid, ...payload }).catch(() => fail(CallFailure.sendSessionUnknown));
  }
  function startTimers() {
    connectTimer = setTimeout(() => {
      if (state.status !== CallStatus.connected) {
        send(SignallingAction.CallCancel, { reason: CallFailure.timeOut });
        fail(CallFailure.timeOut);
      }
    }, o.connectTimeoutMs ?? CALL_CONNECT_TIMEOUT_MS);
    lastReach = now();
    heartbeat = setInterval(() => {
      // A heartbeat that cannot be sent (the chat is reconnecting) is not fatal at once: the
      // call ends with network-lost only when none got through for the grace time.
      o.send(SignallingAction.SessionHeartbeat, { sid: o.sid }).then(
        () => void (lastReach = now()),
        () => {
          if (now() - lastReach >= (o.networkGraceMs ?? 10_000)) fail(CallFailure.networkLost);
        },
      );
    }, o.heartbeatMs ?? CALL_HEARTBEAT_MS);
  }

  /**
   * Declines an incoming call (reject type cancel). `because: 'camera'` declines because the
   * camera or microphone could not be used: the hub is told `camera-refused`, which is also
   * the recorded reason.
   */
  function decline(because: 'user' | 'camera' = 'user'): void {
    const camera = because === 'camera';
    send(SignallingAction.CallCancel, { reason: camera ? CallFailure.cameraRefused : CallFailure.cancel });
    fail(camera ? CallFailure.cameraRefused : CallFailure.callInSessionFail, CallFailure.cancel);
  }
  /** Hangs up: SessionTerminate, disconnected, end recorded. Cancels (CallCancel) while still connecting. */
  function hangUp(): void {
    if (state.status === CallStatus.connecting) {
      send(SignallingAction.CallCancel, { reason: CallFailure.cancel });
      fail(CallFailure.cancel);
      return;
    }
    if (state.status !== CallStatus.connected) return;
    send(SignallingAction.SessionTerminate);
    apply({ type: 'stop' });
    ended('hangup', '');
  }

  return {
    /** The current status and, when failed, reason and reject type. */
    state: () => state,
    record: () => ({ ...record }),

    /**
     * Starts an outgoing call: connecting, SessionRequest to the hub, connect timeout and
     * heartbeat. Throws CallStartError 'no call inside main user' / 'xmpp not connected'
     * (spec §5) and Error('one call allowed once') when a call is active.
     */
    dial(ctx: { signedIn: boolean; chatConnected: boolean }): void {
      if (!ctx.signedIn) throw new CallStartError(CallFailure.noMainUser);
      if (!ctx.chatConnected) throw new CallStartError(CallFailure.xmppNotConnected);
      apply({ type: 'dial' });
      record.startTime = now();
      emitRecord();
      send(SignallingAction.SessionRequest, { callee: o.peer, ...(o.flags ?? {}) });
      startTimers();
    },

    /** An incoming call (CallIn): call-in, waiting for answer or decline. */
    ring(from: string): void {
      caller = from;
      callee = o.me;
      record.caller = caller;
      record.callee = callee;
      apply({ type: 'incoming' });
      record.startTime = now();
      emitRecord();
    },

    /**
     * Answers an incoming call: connecting, CallAccept (carrying `flags`, e.g. a paid-user
     * free call on a callback, spec §5), timers.
     */
    answer(flags: CallFlags = {}): void {
      apply({ type: 'answer' });
      send(SignallingAction.CallAccept, { ...flags });
      startTimers();
    },

    /** Declines an incoming call; see the function above. */
    decline,

    /** The remote media stream arrived: connected, connecting time recorded (spec §4). */
    remoteStream(): void {
      if (state.status !== CallStatus.connecting) return;
      apply({ type: 'remoteStream' });
      if (connectTimer) clearTimeout(connectTimer);
      connectTimer = null;
      record.connectingTime = now();
      emitRecord();
    },

    /** Hangs up: SessionTerminate, disconnected, end recorded. Cancels while still ringing. */
    hangUp,

    /**
     * Ends the call because the page goes away (reload, tab closed): declines a ringing call,
     * cancels one that is connecting, hangs up a connected one, so the hub ends it at once.
     */
    leave(): void {
      if (state.status === CallStatus.callIn) decline();
      else hangUp();
    },

    /**
     * Applies an action from the hub. Unknown actions are ignored. CallCancel keeps the hub's
     * `timeOut`, `host-gone` and `matchToFlash`; any other cancel is the other side's
     * (`host-cancel`, reject type cancel).
     */
    onHubAction(action: string, payload: { reason?: string | undefined; hostState?: string | undefined } = {}): void {
      // The hub refusing or ending a call that is not connected because the viewer's gems do
      // not cover it (spec §8 "Gems insufficient" with reason gems-insufficient). A CallError
      // keeps its own mapping (on_call_insuffic) below.
      if (payload.reason === GEMS_INSUFFICIENT && state.status !== CallStatus.connected
        && (action === SignallingAction.SessionFail || action === SignallingAction.CallCancel || action === SignallingAction.SessionTerminate)) {
        fail(CallFailure.gemsInsufficient, GEMS_INSUFFICIENT);
        return;
      }
      switch (action) {
        case SignallingAction.SessionFail:
          fail(state.status === CallStatus.callIn ? CallFailure.callInSessionFail : CallFailure.sessionFail);
          break;
        case SignallingAction.CallError:
          fail(payload.reason === 'offline' && payload.hostState === 'sleeping' ? CallFailure.hostAsleep : callErrorReason(payload.reason));
          break;
        case SignallingAction.CallCancel:
          if (payload.reason === CallFailure.timeOut || payload.reason === 'host-gone' || payload.reason === 'matchToFlash') fail(payload.reason);
          else fail(CallFailure.hostCancel, CallFailure.cancel);
          break;
        case SignallingAction.MatchToFlash:
          // The hub moves an unanswered free call to flash matching (spec §4 MatchToFlash).
          fail('matchToFlash');
          break;
        case SignallingAction.SessionTerminate:
          if (state.status === CallStatus.connected) {
            apply({ type: 'stop' });
            ended(payload.reason ?? CallFailure.hostTerminate, '');
          } else fail(payload.reason ?? CallFailure.sessionFail);
          break;
        default:
          break;
      }
    },

    /** Fails the call with a reason of §8 (e.g. 'sdp fail', 'invitationError'). */
    fail,

    /**
     * The balance says the call cannot be paid (spec §8 "Gems insufficient" with reason
     * gems-insufficient): tells the hub (CallCancel, reason gems-insufficient) and fails with
     * reason `Gems insufficient`, reject type `gems-insufficient`. No-op once ended.
     */
    gemsInsufficient(): void {
      if (state.status === CallStatus.failed || state.status === CallStatus.disconnected || state.status === CallStatus.initial) return;
      send(SignallingAction.CallCancel, { reason: GEMS_INSUFFICIENT });
      fail(CallFailure.gemsInsufficient, GEMS_INSUFFICIENT);
    },

    /** Stops timers without signalling (page teardown). */
    dispose: clearTimers,
  };
}

export type CallSession = ReturnType<typeof createCallSession>;
