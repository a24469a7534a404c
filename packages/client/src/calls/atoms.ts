/**
 * Call state shared by the shell and the call screens (spec §2 overlays, §4). Kept apart from
 * the controller so the shell can read it without loading call-engine.
 */
import { atom } from 'jotai/vanilla';
import { CallStatus, type CallPayment, type StoryLine } from '@vchat/domain';
import type { CallEndReason, CallQuality } from '@vchat/call-engine';

/** Why the camera or microphone could not be used (spec §5: both must be granted). */
export type MediaProblem = 'denied' | 'notFound' | 'busy' | 'unsupported';

/** The parts of a MediaStreamTrack used here. */
export interface MediaTrackLike {
  kind: string;
  /** false = muted (audio) or black (video) without stopping the device. */
  enabled?: boolean;
  stop(): void;
  /** The device and, on phones, the facing of a camera. */
  getSettings?(): { deviceId?: string; facingMode?: string };
}

/** The parts of a MediaStream used here. */
export interface MediaStreamLike {
  getTracks(): MediaTrackLike[];
  addTrack?(track: MediaTrackLike): void;
  removeTrack?(track: MediaTrackLike): void;
}

/** The call on screen. */
export interface CallView {
  sid: string;
  peer: { jid: string; nickName: string; avatarUrl?: string };
  direction: 'out' | 'in';
  status: CallStatus;
  reason: string;
  rejectType: string;
  /** Epoch ms when connected (for the m:ss timer), 0 before. */
  connectedAt: number;
  /** Epoch ms when the call ended, 0 before (the ended screen's call length). */
  endedAt: number;
  localStream: MediaStreamLike | null;
  remoteStream: unknown;
  /** How the call is paid (spec §5, §6). */
  payment: CallPayment;
  /** The host's private chat price, gems per minute. */
  price: number;
  /** Gems balance when the call was placed or answered. */
  balance: number;
  /** Length of a free call in s (0 for a paid call). */
  freeSeconds: number;
  /** Seconds into a paid-user free call when the recharge reminder shows (0: none). */
  rechargeReminderS: number;
  /** A story-line call (spec §2): the host's recorded video instead of a peer link. */
  storyLine: StoryLine | null;
  /** True for a story-line CallIn before its video is fetched. */
  isStoryLine: boolean;
  /** The viewer's microphone is on (false: muted). */
  micOn: boolean;
  /** The viewer's camera is on (false: the host sees no picture). */
  cameraOn: boolean;
  /** Video cameras of the device (the switch-camera control shows from 2). */
  cameraCount: number;
  /** Facing of the camera in use: the self view is mirrored except for the back camera. */
  facing: 'user' | 'environment' | '';
  /** The host's microphone and camera as her stream-type content last said. */
  remoteMedia: { audio: boolean; video: boolean };
  /** Connection quality from getStats (every 2 s while connected); null until known. */
  quality: CallQuality | null;
  /**
   * True while the media path of the connected call is down and ICE restarts are under way
   * (a network change, issue 19.4); the hub bills nothing meanwhile.
   */
  reconnecting: boolean;
  /**
   * The server's numbers of a paid call (hub SessionHeartbeat after each billed minute): the
   * balance after the last debit and the gems billed for this call, in gems; null before the
   * first bill.
   */
  billing: { gemsBalance: number; billedGems: number } | null;
  /** Why the call ended (call-engine endReason.ts), null while it is not over. */
  end: CallEndReason | null;
}

/** The call on screen, or null. */
export const callAtom = atom<CallView | null>(null);
/** The last camera/microphone problem, shown on its own screen. */
export const mediaProblemAtom = atom<MediaProblem | null>(null);

/**
 * A tip shown instead of a call (spec §2 overlays): `insufficient` (insufficient-coins tip:
 * balance not above the price and no free call) or `silverLimit` (silver-call limit tip: no
 * silver calls left). Prices and balances in gems.
 */
export interface CallTip {
  kind: 'insufficient' | 'silverLimit';
  peer: CallView['peer'];
  price: number;
  /** Silver club state when the tip opened: whether a silver call can be offered instead. */
  silver: { enabled: boolean; availableTimes: number; durationS: number };
}
export const callTipAtom = atom<CallTip | null>(null);

/** True while a call is ringing, connecting or connected. */
export function isCallActive(v: CallView | null): boolean {
  return !!v && v.status !== CallStatus.failed && v.status !== CallStatus.disconnected && v.status !== CallStatus.initial;
}

/**
 * Whether a call is on screen (callAtom not null). Its readers re-render only when that flips,
 * not on every patch of the call (status, streams, quality every few seconds): read through
 * callAtom, the shell re-rendered the page behind a call, thread list included, on each
 * (issue 21, tap → talking).
 */
export const hasCallAtom = atom((get) => get(callAtom) !== null);

/** Whether a call is active ({@link isCallActive}); like {@link hasCallAtom}, it changes only when that flips. */
export const callActiveAtom = atom((get) => isCallActive(get(callAtom)));
