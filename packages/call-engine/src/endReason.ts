/**
 * Why a call ended, as the viewer is told (spec §4 call record, §8 call failures), and the
 * next step that helps. One mapping for the live call screen and for the call record (the
 * call message in the thread and the /callrecord list), so both say the same thing.
 *
 * The input is the raw reason of a call: the client session's (§8: `timeOut`, `cancel`,
 * `callInSessionFail`, `sdp fail`, `on_call_insuffic`, …) or the hub's stored one
 * (`viewer-terminate`, `host-terminate`, `free-time-over`, `gems-insufficient`,
 * `heartbeat-timeout`, …; tooling/sandbox README "Calls"). Unknown reasons give `failed`.
 * Pure: no timers, no I/O.
 */

/** Why a call ended, from the viewer's side. */
export type CallEndReason =
  /** The viewer hung up a connected call. */
  | 'youEnded'
  /** The viewer cancelled an outgoing call before it connected. */
  | 'youCancelled'
  /** The viewer declined an incoming call. */
  | 'youDeclined'
  /** An incoming call that was not answered (she gave up, it rang out, or the viewer was busy). */
  | 'missed'
  /** The host hung up a connected call. */
  | 'hostEnded'
  /** The host declined (or cancelled) before the call connected. */
  | 'hostDeclined'
  /** A free call (first call, paid-user free call, silver call) reached its length. */
  | 'freeTimeOver'
  /** A paid call ended because the next minute could not be paid. */
  | 'gemsRanOut'
  /** The call could not start: the balance does not exceed the price. */
  | 'notEnoughGems'
  /** The free call was spent meanwhile, or no silver calls are left. */
  | 'freeCallUnavailable'
  /** The host is in another call or private time. */
  | 'hostBusy'
  /** The host is asleep. */
  | 'hostAsleep'
  /** The host is offline (or her host page is not there). */
  | 'hostOffline'
  /** An outgoing call nobody answered within the connect timeout (60 s, §9). */
  | 'noAnswer'
  /** The connection broke: ICE failed, the hub missed heartbeats, the chat was unreachable, she dropped. */
  | 'networkLost'
  /** The camera or microphone was refused or missing (§5: both must be granted). */
  | 'cameraRefused'
  /** A paid-user free call that did not connect in time goes to flash matching (§4 MatchToFlash). */
  | 'matchToFlash'
  /** A story-line video reached its end. */
  | 'storyOver'
  /** Anything else. */
  | 'failed';

/** What the viewer can do next. */
export type CallNextStep = 'buyGems' | 'callAgain' | 'message' | 'match';

/** The raw facts of an ended call. */
export interface CallEndFacts {
  /** The raw reason (client §8 reason or the hub's stored reason). */
  reason: string;
  /** The reject type, when known (`timeOut`, `cancel`, …). */
  rejectType?: string;
  /** Epoch ms when media connected, 0 (or missing) when it never did. */
  connectingTime?: number;
  /** `out`: the viewer called; `in`: the host called (callback, story line). */
  direction: 'out' | 'in';
}

const NETWORK = new Set(['sdp fail', 'heartbeat-timeout', 'sendSession Unknown error', 'network-lost', 'host-gone', 'SessionFail']);

/**
 * The end reason of a call (see {@link CallEndReason}). `direction` and whether media
 * connected decide the cases a raw reason leaves open (a `timeOut` before connect is "no
 * answer" for an outgoing call and "missed" for an incoming one; after connect the network).
 */
export function callEndReason(f: CallEndFacts): CallEndReason {
  const connected = (f.connectingTime ?? 0) > 0;
  const r = f.reason;
  if (r === 'camera-refused') return 'cameraRefused';
  if (NETWORK.has(r)) return 'networkLost';
  switch (r) {
    case 'hangup':
    case 'viewer-terminate':
      return 'youEnded';
    case 'cancel':
    case 'viewer-cancel':
      return connected ? 'youEnded' : f.direction === 'in' ? 'youDeclined' : 'youCancelled';
    case 'callInSessionFail':
      return 'youDeclined';
    case 'host-terminate':
      return 'hostEnded';
    case 'host-cancel':
    case 'declined':
      return connected ? 'hostEnded' : f.direction === 'in' ? 'missed' : 'hostDeclined';
    case 'free-time-over':
      return 'freeTimeOver';
    case 'gems-insufficient':
    case 'on_call_insuffic':
    case 'Gems insufficient':
      return connected ? 'gemsRanOut' : 'notEnoughGems';
    case 'coins_insufficient':
      return 'notEnoughGems';
    case 'free-call-unavailable':
    case 'silver-limit':
      return 'freeCallUnavailable';
    case 'busy':
      // An incoming call answered "busy" was refused because the viewer was in another call.
      return f.direction === 'in' ? 'missed' : 'hostBusy';
    case 'asleep':
      return 'hostAsleep';
    case 'offline':
      return 'hostOffline';
    case 'timeOut':
      return connected ? 'networkLost' : f.direction === 'in' ? 'missed' : 'noAnswer';
    case 'matchToFlash':
      return 'matchToFlash';
    case 'story-over':
      return 'storyOver';
    default:
      return 'failed';
  }
}

/**
 * The next steps worth offering after a call ended for `reason`, most helpful first:
 * gems problems → buy gems; a host who cannot take calls now → message her; calls that may
 * work the second time → call again; MatchToFlash → match. `canCallAgain` false (e.g. no
 * host to call) drops "call again".
 */
export function nextStepsOf(reason: CallEndReason, canCallAgain = true): CallNextStep[] {
  const steps: CallNextStep[] = (() => {
    switch (reason) {
      case 'freeTimeOver':
      case 'gemsRanOut':
      case 'notEnoughGems':
      case 'freeCallUnavailable':
        return ['buyGems', 'message'];
      case 'hostBusy':
      case 'hostDeclined':
        return ['message', 'callAgain'];
      case 'hostAsleep':
      case 'hostOffline':
      case 'storyOver':
        return ['message'];
      case 'matchToFlash':
        return ['match', 'message'];
      default:
        return ['callAgain', 'message'];
    }
  })();
  return canCallAgain ? steps : steps.filter((s) => s !== 'callAgain');
}
