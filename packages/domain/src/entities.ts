/**
 * Entity types of the product (spec §3). Plain data, no behaviour.
 * Field names follow the spec (and the server's spelling where the spec keeps it).
 */

/** The signed-in viewer (spec §3 "Main user"). `uid` is derived from `jid` (see {@link uidFromJid}). */
export interface MainUser {
  uid: string;
  jid: string;
  /** Defaults to 2 (spec §6); other values are not shown. */
  role: number;
  /** Token used to sign in to the chat server and to sign API calls. */
  vcToken: string;
  nickName: string;
  name: string;
}

/** Account balances (spec §3 "Account info"). Amounts in gems / silver coins. */
export interface AccountInfo {
  paid: boolean;
  gemsBalance: number;
  silverBalance: number;
  silverSpent: number;
}

/** XMPP component domains issued at login (spec §3 "Login response"). */
export interface ComponentInfo {
  hubDomain: string;
  giftDomain: string;
  helpDomain: string;
}

/** `userInfo` block of the login response (spec §3). */
export interface LoginUserInfo {
  id: string;
  jid: string;
  role: number;
  vcToken: string;
}

/** Login response (spec §3). */
export interface LoginResponse {
  userInfo: LoginUserInfo;
  completeUserInfoCheck: boolean;
  componentInfo: ComponentInfo;
}

/** `commonConfig` of the config info (spec §3). */
export interface CommonConfig {
  enableLuckyBox: boolean;
  enablePaidUserFreeCall: boolean;
  enableUserTaskEntrance: boolean;
  /** Match offers a quick video match: a call to a random online host (issue "Phone first" 11). */
  enableQuickMatch?: boolean;
}

/** Config info (spec §3): `mainInfo` and `veegoInfo`. */
export interface ConfigInfo {
  mainInfo: {
    componentInfo: ComponentInfo;
    blockInfo: { blocked: boolean; reason?: string };
    commonConfig: CommonConfig;
    enableCallback: boolean;
    /** Silver club (spec §3 silverInfoConf). */
    silverInfoConf: SilverInfoConf;
  };
  veegoInfo: Record<string, unknown>;
}

/** `silverInfoConf` (spec §3): the silver club switch and a silver call's length in s. */
export interface SilverInfoConf {
  enableSilverClub: boolean;
  /** Seconds a silver call lasts. */
  silverCallDuration: number;
}

/** First-call free call (spec §3 firstCallInfo, from account_service/first_call_info). Duration in s. */
export interface FirstCallInfo {
  freeFirstCallTotalTimes: number;
  freeFirstCallRemainingTimes: number;
  /** Seconds the free first call lasts. */
  freeFirstCallDuration: number;
}

/**
 * Paid-user free call (spec §3, from account_service/paid_user_free_call). All times in s:
 * `freeDuration` the call's length; `rechargeReminderTime` seconds into the call when the
 * recharge reminder shows; `matchToFlashTime` seconds of ringing after which the hub sends
 * MatchToFlash (the viewer is moved to flash matching).
 */
export interface PaidUserFreeCall {
  freeTimes: number;
  freeDuration: number;
  rechargeReminderTime: number;
  matchToFlashTime: number;
}

/** One entry of account_service/anchor_acount's `anchorAccountInfo` (spec §7). Price in gems per minute. */
export interface AnchorAccountInfo {
  jid: string;
  privateChatPrice: number;
}

/**
 * A story-line call (spec §2 overlay "story-line call", §3 type 46): a host's recorded video
 * played as an incoming call, from anchorlist_services/video_show_story_line. Duration in s.
 */
export interface StoryLine {
  jid: string;
  uid: string;
  nickName: string;
  avatarUrl: string;
  videoUrl: string;
  posterUrl: string;
  durationS: number;
}

/**
 * Flags passed on calls (spec §5, §6): at most one is true. Sent in the SessionRequest payload
 * (outgoing) or the CallAccept payload (callback). None set: a paid call billed per minute.
 */
export interface CallFlags {
  firstCallFree?: boolean;
  paidUserFreeCall?: boolean;
  silverCall?: boolean;
}

/** Gender values used by user cards. */
export type Gender = 'female' | 'male' | 'other' | '';

/** A user's public card (spec §3 "User card"), for viewers and anchors alike. */
export interface UserCard {
  jid: string;
  uid: string;
  name: string;
  nickName: string;
  avatarUrl: string;
  fn?: string;
  tel?: string;
  email?: string;
  /** ISO date `YYYY-MM-DD`, or '' when unknown. */
  birthday: string;
  country: string;
  language: string;
  gender: Gender;
  about: string;
  videos?: string[];
  albums?: string[];
  address?: string;
}

/** Presence of a host as shown on the wall. */
export type OnlineStatus = 'online' | 'busy' | 'offline';

/** One entry of the host lists (anchor_list_hot / anchor_list_new / swipe_anchor_list, spec §7). */
export interface AnchorItem extends UserCard {
  /** Price of one minute of private video chat, in gems. */
  privateChatPrice: number;
  status: OnlineStatus;
}

/** Message states (spec §4 "Message state"). */
export type MessageState = 'sending' | 'success' | 'error';

/** Call status numbers (spec §4 "Call status"). */
export const CallStatus = {
  initial: 0,
  connecting: 1,
  connected: 2,
  disconnected: 3,
  failed: 4,
  callIn: 5,
} as const;
export type CallStatus = (typeof CallStatus)[keyof typeof CallStatus];

/** Image and short-video attachment (spec §3). `payPrice` in gems. */
export interface MediaAttachment {
  url: string;
  thumbUrl: string;
  payNeed: boolean;
  payPrice: number;
}
/** Sticker attachment (spec §3). */
export interface StickerAttachment {
  id: string;
  thumbUrl: string;
  name: string;
}
/** Gift attachment (spec §3). `gemsPrice` in gems. */
export interface GiftAttachment {
  id: string;
  type: number;
  gemsPrice: number;
  tabId: number;
  priority: number;
  title: string;
  iconUrl: string;
  isActive: boolean;
  showArea: number;
}
/** Ask-gift attachment (spec §3). `giftPrice` in gems. */
export interface AskGiftAttachment {
  giftId: string;
  giftPrice: number;
  isSend: boolean;
}
/** Call record attachment (spec §3). Times are epoch ms (0 when not reached). */
export interface CallAttachment {
  sid: string;
  caller: string;
  callee: string;
  startTime: number;
  connectingTime: number;
  endTime: number;
  reason: string;
  rejectType: string;
}
export type Attachment =
  | MediaAttachment
  | StickerAttachment
  | GiftAttachment
  | AskGiftAttachment
  | CallAttachment;

/**
 * A chat message (spec §3 "Message").
 * `id` is the local primary key: a number that sorts messages of a thread by time.
 * `mid` is the stanza id, unique across the system. `date` is epoch ms.
 */
export interface Message {
  id: number;
  mid: string;
  tid: string;
  date: number;
  from: string;
  to: string;
  nickName: string;
  os: string;
  pkgName: string;
  read: boolean;
  sensitiveInfo: number;
  state: MessageState;
  /** Message type name (see `messageTypeName`). */
  type: string;
  version: number;
  attachment?: Attachment | undefined;
  content: string;
  translate?: string | undefined;
  msgCategory?: number | undefined;
  identifyName?: string | undefined;
  step?: number | undefined;
  textAction?: string | undefined;
}

/** The peer of a thread (spec §3 "Thread.linkedUser"). */
export interface LinkedUser {
  jid: string;
  uid: string;
  nickName: string;
  avatarUrl?: string;
}

/**
 * A conversation (spec §3 "Thread"). `id` is the local key (number), `tid` the
 * stable thread id string (unique). The local official thread has id 1.5 and
 * tid `localOfficial`.
 */
export interface Thread {
  id: number;
  tid: string;
  mainJid: string;
  linkedJid: string;
  linkedUser: LinkedUser;
  unread: number;
  /**
   * Translate flag (spec §3): whether the peer's messages in this thread offer translation:
   * the show_translate setting is on and the peer is a host (the client fills it in when it
   * lists threads; stored as false).
   */
  translate: boolean;
  /** Last message shown in the thread list; the full list lives in the messages store. */
  lastMessage?: Pick<Message, 'mid' | 'type' | 'content' | 'date' | 'from' | 'state'> | undefined;
  /**
   * The thread's messages held in memory, oldest first (spec §3 messageList): the loaded
   * messages of the open thread, filled in by the client; absent for the other threads and
   * never stored (the messages table holds them).
   */
  messageList?: Message[] | undefined;
  /**
   * The viewer's latest message the peer has not answered yet (spec §3 replyMessage), set when
   * the viewer sends and cleared by the peer's next message; a reply within
   * REPLY_TRACKING_WINDOW_MS of it counts for received-message tracking (§9).
   */
  replyMessage?: ThreadReply | undefined;
  /** Epoch ms of the last activity; sorts the thread list. */
  updatedAt: number;
}

/** The viewer's message awaiting a reply (Thread.replyMessage): its mid and date (epoch ms). */
export interface ThreadReply {
  mid: string;
  date: number;
}

/** Fixed id of the local official conversation (spec §3). */
export const OFFICIAL_THREAD_ID = 1.5;
/** Fixed tid of the local official conversation (spec §3). */
export const OFFICIAL_THREAD_TID = 'localOfficial';
