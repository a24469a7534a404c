/**
 * The calls module's vocabulary (spec §4 call states, §5 call rules, §8 media errors): what the
 * controller is given (CallDeps), what its commands resolve to, the price quote of a call, the
 * call kept across a reload (LeftCall, read back by a schema), and the mapping of camera errors
 * and gift refusals to what the user is told.
 */
import type { createStore } from 'jotai/vanilla';
import * as v from 'valibot';
import type { AccountInfo, CallAttachment, CallWallet, GiftAttachment } from '@vchat/domain';
import type { CallEndReason, CodecLike, MEDIA_CONSTRAINTS, PeerConnectionLike } from '@vchat/call-engine';
import type { Endpoints } from '@vchat/api-client';
import type { ChatConnection } from '@vchat/xmpp-chat';
import type { Wallet } from '../wallet/wallet.ts';
import { giftRefusal } from '../messaging/errors.ts';
import type { CallView, MediaProblem, MediaStreamLike, MediaTrackLike } from './atoms.ts';

type Store = ReturnType<typeof createStore>;

/** What the camera and microphone are asked for: the call's (§9), or one camera alone (switching). */
/** What the camera is asked for: the preferred size, any size (the fallback), or one camera's video. */
export type MediaRequest = typeof MEDIA_CONSTRAINTS | { audio: true; video: true } | { audio: false; video: { deviceId: { exact: string } } };

/** The API calls the controller makes (spec §7). */
export type CallApi = Pick<Endpoints, 'anchorAccount' | 'account' | 'firstCallInfo' | 'paidUserFreeCall' | 'clubCallTimes' | 'videoShowStoryLine'>;

export interface CallDeps {
  chat: Pick<ChatConnection, 'sendCall' | 'onCall' | 'state'> & Partial<Pick<ChatConnection, 'onState'>>;
  store: Store;
  api: CallApi;
  me: () => string | null;
  getUserMedia: (c: MediaRequest) => Promise<MediaStreamLike>;
  /**
   * True when the browser already allows the camera and the microphone (no prompt would show):
   * dialling then opens them beside the price check. Absent or false: after it.
   */
  mediaAllowed?: () => Promise<boolean>;
  /** The device ids of the video cameras (enumerateDevices videoinput); none when unknown. */
  cameras?: () => Promise<string[]>;
  /** A new MediaStream of these tracks (browser: `new MediaStream(tracks)`), for switching cameras. */
  newStream?: (tracks: MediaTrackLike[]) => MediaStreamLike;
  createPeer: () => PeerConnectionLike;
  videoCodecs?: () => CodecLike[] | undefined;
  /** Stores the call record (videocalls) when it changes. */
  onRecord?: (record: CallAttachment) => void;
  /** The balance owner: quotes set the fetched account, ReChargeSuccess applies the server's balance. */
  wallet: Pick<Wallet, 'get' | 'set' | 'applyBalance' | 'refresh'>;
  /**
   * The hub said a recharge succeeded (ReChargeSuccess): the account and config are reloaded
   * (spec §4 "Recharge refreshes the account and config"). Without it only the account is.
   */
  onRecharged?: () => void;
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
export type LeftCallEnd = Extract<CallEndReason, 'youEnded' | 'youCancelled' | 'youDeclined'>;
export const LEFT_ENDS: readonly LeftCallEnd[] = ['youEnded', 'youCancelled', 'youDeclined'];

const LeftCallSchema = v.object({
  sid: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  peer: v.object({
    jid: v.pipe(v.string(), v.maxLength(300)),
    nickName: v.fallback(v.pipe(v.string(), v.transform((s) => s.slice(0, 100))), ''),
    avatarUrl: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(2000))), undefined),
  }),
  direction: v.picklist(['in', 'out']),
  end: v.fallback(v.optional(v.picklist(LEFT_ENDS as LeftCallEnd[])), undefined),
});

/** Reads a kept {@link LeftCall} (JSON text); null for anything else. */
export function parseLeftCall(text: string | null): LeftCall | null {
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const r = v.safeParse(LeftCallSchema, json);
  if (!r.success) return null;
  const { sid, peer, direction, end } = r.output;
  return { sid, peer: { jid: peer.jid, nickName: peer.nickName, ...(peer.avatarUrl ? { avatarUrl: peer.avatarUrl } : {}) }, direction, ...(end ? { end } : {}) };
}

/** Why a gift sent during a call failed. */
export type CallGiftError = 'noCall' | 'notConnected' | 'gemsInsufficient' | 'sendLocked' | 'failed';
/** The outcome of {@link CallController.sendGift}. */
export type CallGiftOutcome = { ok: true } | { ok: false; error: CallGiftError };
/** The outcome of {@link CallController.switchCamera}. */
export type SwitchCameraOutcome = 'switched' | 'unavailable' | 'failed';

/**
 * Why a gift purchase failed, from the typed stanza condition of the gift IQ (messaging's
 * `giftRefusal`: `not-acceptable` = gems insufficient, `policy-violation` = send locked);
 * anything else is `failed`. Never read from the error's text.
 */
export function giftErrorOf(e: unknown): CallGiftError {
  const r = giftRefusal(e);
  return r === 'gems-insufficient' ? 'gemsInsufficient' : r === 'send-locked' ? 'sendLocked' : 'failed';
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

/** What {@link CallController.resume} found: the call rings again, or it is over. */
export type ResumeOutcome = 'ringing' | 'ended';
