/**
 * Call signalling vocabulary (spec §4, §8, §9): the actions exchanged with the hub, the call
 * content message types, failure reasons, the CallError mapping, media constraints and codec
 * preference. Pure data and functions.
 */

/** Signalling actions between the client and the hub (spec §4). */
export const SignallingAction = {
  SessionRequest: 'SessionRequest',
  CallReady: 'CallReady',
  CallCheck: 'CallCheck',
  CallAccept: 'CallAccept',
  PeerAnswered: 'PeerAnswered',
  WebRTCContent: 'WebRTCContent',
  SessionSuccess: 'SessionSuccess',
  SessionFail: 'SessionFail',
  SessionTerminate: 'SessionTerminate',
  SessionHeartbeat: 'SessionHeartbeat',
  CallCancel: 'CallCancel',
  MatchToFlash: 'MatchToFlash',
  ReChargeSuccess: 'ReChargeSuccess',
  CallIn: 'CallIn',
  CallError: 'CallError',
} as const;
export type SignallingAction = (typeof SignallingAction)[keyof typeof SignallingAction];

/** Call content message types carried by WebRTCContent (spec §4). */
export const CONTENT_TYPES = [
  'chat-invitation',
  'chat-accepted',
  'chat-signal',
  'chat-negotiation-needed',
  'chat-close',
  'stream-type',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** One call content message. `seq` orders them within a call (0, 1, 2, …). */
export type CallContent =
  | { seq: number; type: 'chat-invitation'; invitationError?: string }
  | { seq: number; type: 'chat-accepted' }
  | { seq: number; type: 'chat-signal'; signal: { kind: 'offer' | 'answer'; sdp: string } | { kind: 'candidates'; candidates: RTCIceCandidateInitLike[] } }
  | { seq: number; type: 'chat-negotiation-needed' }
  | { seq: number; type: 'chat-close'; reason?: string }
  | { seq: number; type: 'stream-type'; audio: boolean; video: boolean };

/** The shape of an ICE candidate on the wire (a subset of RTCIceCandidateInit). */
export interface RTCIceCandidateInitLike {
  candidate: string;
  sdpMid?: string | null;
  sdpMLineIndex?: number | null;
}

/** Failure reasons / reject types of §8. */
export const CallFailure = {
  timeOut: 'timeOut',
  sessionFail: 'SessionFail',
  callInSessionFail: 'callInSessionFail',
  cancel: 'cancel',
  sdpFail: 'sdp fail',
  invitationError: 'invitationError',
  gemsInsufficient: 'Gems insufficient',
  sendSessionUnknown: 'sendSession Unknown error',
  noMainUser: 'no call inside main user',
  xmppNotConnected: 'xmpp not connected',
  /** The hub could not be reached for longer than the network grace (heartbeats failed). */
  networkLost: 'network-lost',
  /** The camera or microphone was refused while answering (sent as the decline reason). */
  cameraRefused: 'camera-refused',
  /** The other side cancelled or declined before the call connected. */
  hostCancel: 'host-cancel',
  /** The other side hung up a connected call. */
  hostTerminate: 'host-terminate',
  /** The host was asleep (CallError offline with hostState sleeping). */
  hostAsleep: 'asleep',
} as const;

/**
 * Maps a CallError reason from the hub (spec §8): gems-insufficient → on_call_insuffic; any
 * other reason as given; none → sidNonExistent.
 */
export function callErrorReason(reason: string | null | undefined): string {
  if (!reason) return 'sidNonExistent';
  return reason === 'gems-insufficient' ? 'on_call_insuffic' : reason;
}

/** Camera request (spec §9): audio + video, ideal 480x640, max 720x1280. */
export const MEDIA_CONSTRAINTS = {
  audio: true,
  video: { width: { ideal: 480, max: 720 }, height: { ideal: 640, max: 1280 } },
} as const;

/** A codec capability as RTCRtpSender.getCapabilities returns it. */
export interface CodecLike {
  mimeType: string;
  sdpFmtpLine?: string;
  clockRate?: number;
}

/**
 * Orders video codecs with H264 first (spec §9 "H264 preferred"), keeping the relative order
 * of the rest, for RTCRtpTransceiver.setCodecPreferences. Returns the input unchanged when no
 * H264 is offered.
 */
export function preferH264<C extends CodecLike>(codecs: readonly C[]): C[] {
  const h264 = codecs.filter((c) => c.mimeType.toLowerCase() === 'video/h264');
  if (h264.length === 0) return [...codecs];
  return [...h264, ...codecs.filter((c) => c.mimeType.toLowerCase() !== 'video/h264')];
}
