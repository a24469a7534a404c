/**
 * One typed function per endpoint of the slice (spec §7). Each returns the validated `data`
 * and throws ApiError as `Transport.request` does.
 */
import type * as v from 'valibot';
import { GIFT_PACKAGE_VERSION, type DiscoverTab, type RatingTag, type ReportReason } from '@vchat/domain';
import type { RequestOptions, Transport } from './transport.ts';
import * as S from './schemas.ts';

export type LoginResult = v.InferOutput<typeof S.LoginResponseSchema>;
export type CombineInfo = v.InferOutput<typeof S.CombineInfoSchema>;
export type AccountInfoResult = v.InferOutput<typeof S.AccountInfoSchema>;
export type UserCardResult = v.InferOutput<typeof S.UserCardSchema>;
export type AnchorItemResult = v.InferOutput<typeof S.AnchorItemSchema>;
export type AnchorPage = v.InferOutput<typeof S.AnchorPageSchema>;
export type AppDownloadInfo = v.InferOutput<typeof S.AppDownloadInfoSchema>;
export type ContactPopup = NonNullable<v.InferOutput<typeof S.ContactPopupSchema>['popup']>;
export type OnlineStatusList = v.InferOutput<typeof S.OnlineStatusListSchema>;
export type GiftList = v.InferOutput<typeof S.GiftListSchema>;
export type GiftItem = v.InferOutput<typeof S.GiftSchema>;
export type StickerList = v.InferOutput<typeof S.StickerListSchema>;
export type PaymentChannels = v.InferOutput<typeof S.PaymentChannelsSchema>;
export type Sku = v.InferOutput<typeof S.SkuSchema>;
export type SavedCard = v.InferOutput<typeof S.SavedCardSchema>;
export type OrderStatus = v.InferOutput<typeof S.OrderStatusSchema>;
export type OrderDetail = v.InferOutput<typeof S.OrderDetailSchema>;
export type PayStatus = v.InferOutput<typeof S.PayStatusSchema>;
export type PayRecords = v.InferOutput<typeof S.PayRecordsSchema>;
export type LuckyBoxReward = v.InferOutput<typeof S.LuckyBoxSchema>;
export type TaskInfo = v.InferOutput<typeof S.TaskInfoSchema>;
export type TaskKey = v.InferOutput<typeof S.TaskKeySchema>;
export type TaskCompleted = v.InferOutput<typeof S.TaskCompletedSchema>;
export type ClubAnchorList = v.InferOutput<typeof S.ClubAnchorListSchema>;
export type ClubRewardRecords = v.InferOutput<typeof S.ClubRewardRecordSchema>;
export type UserSupport = v.InferOutput<typeof S.UserSupportSchema>;
export type UpdatedProfile = v.InferOutput<typeof S.UpdatedProfileSchema>;
export type HostCard = v.InferOutput<typeof S.HostCardSchema>;
export type Relation = v.InferOutput<typeof S.RelationSchema>;
export type MatchType = v.InferOutput<typeof S.MatchTypeSchema>;
export type MatchRecord = v.InferOutput<typeof S.MatchRecordSchema>;
export type MatchList = v.InferOutput<typeof S.MatchListSchema>;
export type RelationList = v.InferOutput<typeof S.RelationListSchema>;
export type BlockState = v.InferOutput<typeof S.BlockStateSchema>;
export type BlockList = v.InferOutput<typeof S.BlockListSchema>;
export type BlockedHost = BlockList['list'][number];
export type CallRatingResult = v.InferOutput<typeof S.CallRatingSchema>;
/** What change_relation does. */
export type RelationAction = 'request' | 'accept' | 'decline' | 'remove' | 'like' | 'unlike';

/** Own profile fields to write (update_manual_personal_info_v2); absent ones stay as they are. */
export interface ProfilePatch {
  nickName?: string;
  /** `YYYY-MM-DD`; the server wants an age of 18..100. */
  birthday?: string;
  gender?: 'female' | 'male' | 'other';
  about?: string;
  /** ISO 3166 alpha-2. */
  country?: string;
  language?: string;
  /** A URL the image host returned for an upload. */
  avatarUrl?: string;
}

/** Card details typed by the user (sent once, never stored by the client). */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holder?: string;
}

/** create_order payload (tooling/sandbox/MONEY.md). `idempotencyKey`: one per purchase attempt. */
export type CreateOrder = {
  sku: string;
  currency: string;
  idempotencyKey: string;
} & ({ channel: 'card'; card: CardInput | { cardId: string } } | { channel: 'upi'; vpa: string });

/**
 * Third-party sign-in payload (spec §3 "Login payload": openId, token, channel, credential).
 * With credential `CODE` (authorization code with PKCE) also the attempt's `codeVerifier`
 * (43..128 characters of [A-Za-z0-9-._~]) and `state`; the server refuses a code without them.
 */
export interface ThirdPartyLogin {
  openId: string;
  token: string;
  channel: string;
  credential: string;
  /** PKCE code_verifier whose S256 is the code's code_challenge (credential CODE). */
  codeVerifier?: string;
  /** The state the sign-in attempt sent to the provider (credential CODE). */
  state?: string;
}

/** Builds the endpoint functions over a transport. */
export function createEndpoints(t: Transport) {
  return {
    /** `/api/login_service/login` (spec §7): third-party sign-in. */
    login: (p: ThirdPartyLogin, o?: RequestOptions) => t.request('login_service/login', p, S.LoginResponseSchema, o),
    /** `/api/login_service/user_pwd_login` (spec §7): uid + password. */
    userPwdLogin: (p: { uid: string; passwd: string }, o?: RequestOptions) =>
      t.request('login_service/user_pwd_login', p, S.LoginResponseSchema, o),
    /** `/api/login_service/logout`. */
    logout: (o?: RequestOptions) => t.request('login_service/logout', {}, S.EmptySchema, o),
    /** `/api/login_service/get_website_config`: appDownloadInfo. */
    getWebsiteConfig: (o?: RequestOptions) => t.request('login_service/get_website_config', {}, S.WebsiteConfigSchema, o),
    /** `/api/account_service/combine_info`: account and config. */
    combineInfo: (o?: RequestOptions) => t.request('account_service/combine_info', {}, S.CombineInfoSchema, o),
    /** `/api/account_service/account` with action 1: balances. */
    account: (o?: RequestOptions) => t.request('account_service/account', { action: 1 }, S.AccountInfoSchema, o),
    /** `/api/account_service/anchor_acount` (spec §7): each host's privateChatPrice (gems/min). */
    anchorAccount: (p: { targetJid: string[] }, o?: RequestOptions) => t.request('account_service/anchor_acount', p, S.AnchorAccountSchema, o),
    /** `/api/account_service/first_call_info` (spec §3): first-call free call counts and length (s). */
    firstCallInfo: (o?: RequestOptions) => t.request('account_service/first_call_info', {}, S.FirstCallInfoSchema, o),
    /** `/api/account_service/paid_user_free_call` (spec §3): free times, length and reminders (s). */
    paidUserFreeCall: (o?: RequestOptions) => t.request('account_service/paid_user_free_call', {}, S.PaidUserFreeCallSchema, o),
    /** `/api/common_service/get_user_support` (spec §7): the support contact (email, help chat, FAQ link). */
    userSupport: (o?: RequestOptions) => t.request('common_service/get_user_support', {}, S.UserSupportSchema, o),
    /** `/api/common_service/club_call_times`: silver calls left (never null, spec §5). */
    clubCallTimes: (o?: RequestOptions) => t.request('common_service/club_call_times', {}, S.ClubCallTimesSchema, o),
    /** `/api/anchorlist_services/video_show_story_line`: a host's story-line call video. */
    videoShowStoryLine: (p: { jid?: string } = {}, o?: RequestOptions) =>
      t.request('anchorlist_services/video_show_story_line', p, S.StoryLineSchema, o),
    /** `/api/common_service/get_manual_personal_info_v2`: a profile (default: own). */
    getPersonalInfo: (p: { jid?: string } = {}, o?: RequestOptions) =>
      t.request('common_service/get_manual_personal_info_v2', p, S.UserCardSchema, o),
    /**
     * `/api/common_service/update_manual_personal_info_v2`: writes the given fields of the own
     * profile (all or nothing); the server refuses bad ones (result 0 with the reason).
     */
    updatePersonalInfo: (p: ProfilePatch, o?: RequestOptions) =>
      t.request('common_service/update_manual_personal_info_v2', p, S.UpdatedProfileSchema, o),
    /** A host's card with albums and videos (get_manual_personal_info_v2 with her jid). */
    getHostCard: (p: { jid: string }, o?: RequestOptions) => t.request('common_service/get_manual_personal_info_v2', p, S.HostCardSchema, o),
    /** `/api/friends_service/change_relation`: request, accept, decline, remove a friendship; like, unlike. */
    changeRelation: (p: { jid: string; action: RelationAction }, o?: RequestOptions) => t.request('friends_service/change_relation', p, S.RelationSchema, o),
    /** `/api/friends_service/block_user` (issue 20.16): blocks a host (idempotent); result 0 when she is unknown or too many blocks. */
    blockUser: (p: { jid: string }, o?: RequestOptions) => t.request('friends_service/block_user', p, S.BlockStateSchema, o),
    /** `/api/friends_service/unblock_user` (issue 20.16). */
    unblockUser: (p: { jid: string }, o?: RequestOptions) => t.request('friends_service/unblock_user', p, S.BlockStateSchema, o),
    /** `/api/friends_service/block_list` (issue 20.16): the hosts the viewer blocked, newest first. */
    blockList: (o?: RequestOptions) => t.request('friends_service/block_list', {}, S.BlockListSchema, o),
    /**
     * `/api/common_service/report` (issue 20.16): reports a host, or one message (`mid`) between
     * her and the viewer, with a reason from REPORT_REASONS and an optional note (≤ 500
     * characters). Result 0 for an unknown host or message, or over 10 reports an hour.
     */
    report: (p: { jid: string; mid?: string; reason: ReportReason; note?: string }, o?: RequestOptions) =>
      t.request('common_service/report', p, S.ReportResultSchema, o),
    /**
     * `/api/common_service/rate_call` (issue 20.17): 1..5 stars and up to 4 tags for the viewer's
     * own call connected ≥ 30 s, once. Result 0 when not found, too short or rated already.
     */
    rateCall: (p: { sid: string; stars: number; tags?: RatingTag[] }, o?: RequestOptions) => t.request('common_service/rate_call', p, S.CallRatingSchema, o),
    /** `/api/common_service/call_ratings` (issue 20.17): the viewer's ratings of up to 100 calls. */
    callRatings: (p: { sids: string[] }, o?: RequestOptions) => t.request('common_service/call_ratings', p, S.CallRatingListSchema, o),
    /** `/api/friends_service/friends_relative`: how the viewer and a host stand. */
    friendsRelative: (p: { jid: string }, o?: RequestOptions) => t.request('friends_service/friends_relative', p, S.RelationSchema, o),
    /** `/api/friends_service/friend_list`: friends, or the hosts' pending requests (`incoming`). */
    friendList: (p: { type?: 'friends' | 'incoming'; page?: number; pageSize?: number } = {}, o?: RequestOptions) =>
      t.request('friends_service/friend_list', p, S.RelationListSchema, o),
    /** `/api/friends_service/auto_add_friend`: an awake host sends the viewer a friend request. */
    autoAddFriend: (p: { jid: string }, o?: RequestOptions) => t.request('friends_service/auto_add_friend', p, S.RelationSchema, o),
    /** `/api/friends_service/like_list`: hosts the viewer liked, or who liked the viewer. */
    likeList: (p: { type: 'liked' | 'likedMe'; page?: number; pageSize?: number }, o?: RequestOptions) =>
      t.request('friends_service/like_list', p, S.RelationListSchema, o),
    /** `/api/friends_service/enable_user_favorite`: whether favourites are on. */
    enableUserFavorite: (o?: RequestOptions) => t.request('friends_service/enable_user_favorite', {}, S.EnableFavoriteSchema, o),
    /** `/api/friends_service/change_user_favorite`. */
    changeUserFavorite: (p: { jid: string; favorite: boolean }, o?: RequestOptions) => t.request('friends_service/change_user_favorite', p, S.FavoriteSchema, o),
    /** `/api/friends_service/query_user_favorite`. */
    queryUserFavorite: (p: { jid: string }, o?: RequestOptions) => t.request('friends_service/query_user_favorite', p, S.FavoriteSchema, o),
    /** `/api/friends_service/query_user_favorite_list`. */
    queryUserFavoriteList: (p: { page?: number; pageSize?: number } = {}, o?: RequestOptions) =>
      t.request('friends_service/query_user_favorite_list', p, S.RelationListSchema, o),
    /** `/api/anchorlist_services/anchor_list_hot`: page of hosts by popularity. */
    anchorListHot: (p: { page?: number; pageSize?: number; language?: DiscoverTab }, o?: RequestOptions) =>
      t.request('anchorlist_services/anchor_list_hot', p, S.AnchorPageSchema, o),
    /** `/api/anchorlist_services/anchor_list_new`: page of hosts, newest first. */
    anchorListNew: (p: { page?: number; pageSize?: number; language?: DiscoverTab }, o?: RequestOptions) =>
      t.request('anchorlist_services/anchor_list_new', p, S.AnchorPageSchema, o),
    /**
     * `/api/anchorlist_services/swipe_anchor_list`: recommended hosts for /match (count 1..20),
     * online first, none of `exclude` (≤ 200 jids seen this round); an empty list: all seen.
     */
    swipeAnchorList: (p: { count?: number; exclude?: string[] } = {}, o?: RequestOptions) =>
      t.request('anchorlist_services/swipe_anchor_list', p, S.AnchorListSchema, o),
    /** `/api/match_service/add_match`: records a match the viewer acted on (the same mid again is the same match). */
    addMatch: (p: { mid: string; targetJid: string; matchType: MatchType }, o?: RequestOptions) =>
      t.request('match_service/add_match', p, S.MatchRecordSchema, o),
    /** `/api/match_service/match_list`: the viewer's matches, newest first (page 1.., pageSize 1..50). */
    matchList: (p: { page?: number; pageSize?: number } = {}, o?: RequestOptions) =>
      t.request('match_service/match_list', p, S.MatchListSchema, o),
    /** `/api/common_service/push_config`: the VAPID public key for PushManager.subscribe. */
    pushConfig: (o?: RequestOptions) => t.request('common_service/push_config', {}, S.PushConfigSchema, o),
    /** `/api/common_service/save_push_token`: stores the push subscription (spec §4 push token). */
    savePushToken: (p: { subscription: { endpoint: string; keys: { p256dh: string; auth: string } } }, o?: RequestOptions) =>
      t.request('common_service/save_push_token', p, S.SavePushTokenSchema, o),
    /** `/api/anchorlist_services/recommend_friend_list`: awake hosts who are not friends yet (count 1..20). */
    recommendFriendList: (p: { count?: number } = {}, o?: RequestOptions) =>
      t.request('anchorlist_services/recommend_friend_list', p, S.AnchorListSchema, o),
    /** `/api/anchorlist_services/contact_popup_info`: today's suggested host (exclusive girl page), or null. */
    contactPopupInfo: (o?: RequestOptions) => t.request('anchorlist_services/contact_popup_info', {}, S.ContactPopupSchema, o),
    /** `/api/common_service/anchor_online_notice`: friends and favourite hosts who came online since the last ask. */
    anchorOnlineNotice: (o?: RequestOptions) => t.request('common_service/anchor_online_notice', {}, S.AnchorListSchema, o),
    /** `/api/common_service/multi_online_status`: presence of up to 100 jids. */
    multiOnlineStatus: (p: { jids: string[] }, o?: RequestOptions) =>
      t.request('common_service/multi_online_status', p, S.OnlineStatusListSchema, o),
    /** `/api/translate_service/translate` (spec §7): translatedText for targetLang. */
    translate: (p: { targetLang: string; sourceText: string }, o?: RequestOptions) =>
      t.request('translate_service/translate', p, S.TranslateSchema, o),
    /** `/api/common_service/send_msg_lock`: whether the viewer may message this host now. */
    sendMsgLock: (p: { targetJid: string }, o?: RequestOptions) => t.request('common_service/send_msg_lock', p, S.SendMsgLockSchema, o),
    /** `/api/common_service/trigger_auto_message`: asks the host for an automatic greeting. */
    triggerAutoMessage: (p: { targetJid: string }, o?: RequestOptions) =>
      t.request('common_service/trigger_auto_message', p, S.TriggerAutoMessageSchema, o),
    /**
     * Gift catalogue (tabs + gifts; prices in gems). Sends the gift service's package
     * `version`, default {@link GIFT_PACKAGE_VERSION} 5 (spec §9).
     */
    giftList: (p: { version?: number } = {}, o?: RequestOptions) =>
      t.request('common_service/gift_list', { version: p.version ?? GIFT_PACKAGE_VERSION }, S.GiftListSchema, o),
    /** Sticker catalogue. */
    stickerList: (o?: RequestOptions) => t.request('common_service/sticker_list', {}, S.StickerListSchema, o),
    /** Unlocks a paid image or short video (gems debited server-side); returns its URL and the new balance. */
    unlockMedia: (p: { mid: string }, o?: RequestOptions) => t.request('common_service/unlock_media', p, S.UnlockMediaSchema, o),
    // ---- money (spec §7; shapes in tooling/sandbox/MONEY.md) ----
    /** `/api/payment_service/payment_channels`: SKUs, channels, saved cards, the user's country and currency. */
    paymentChannels: (p: { country?: string } = {}, o?: RequestOptions) =>
      t.request('payment_service/payment_channels', p, S.PaymentChannelsSchema, o),
    /**
     * `/api/payment_service/create_order`: buys a SKU. `paymentCookies` go in deviceInfo
     * (spec §7). The same `idempotencyKey` again returns the same order (never a second charge).
     */
    createOrder: (p: CreateOrder, paymentCookies: Record<string, string>, o?: RequestOptions) =>
      t.request('payment_service/create_order', p, S.OrderStatusSchema, { ...o, deviceInfo: { ...o?.deviceInfo, paymentCookies } }),
    /** `/api/payment_service/pay_order_status`: payStatus and orderDetail of one order. */
    payOrderStatus: (p: { orderId: string }, o?: RequestOptions) => t.request('payment_service/pay_order_status', p, S.OrderStatusSchema, o),
    /** `/api/payment_service/checkout/authentication_payment`: completes a card that needs authentication. */
    authenticatePayment: (p: { orderId: string; code: string }, o?: RequestOptions) =>
      t.request('payment_service/checkout/authentication_payment', p, S.OrderStatusSchema, o),
    /** `/api/payment_service/save_bank_card`: binds a card; returns brand and last 4 digits only. */
    saveBankCard: (p: CardInput, o?: RequestOptions) => t.request('payment_service/save_bank_card', p, S.SaveBankCardSchema, o),
    /** `/api/common_service/pay_records_v2`: payment history, newest first. */
    payRecords: (p: { page?: number; pageSize?: number } = {}, o?: RequestOptions) =>
      t.request('common_service/pay_records_v2', p, S.PayRecordsSchema, o),
    /** `/api/account_service/reward` with rewardType 3: opens today's lucky box. */
    luckyBox: (o?: RequestOptions) => t.request('account_service/reward', { rewardType: 3 }, S.LuckyBoxSchema, o),
    /** `/api/common_service/user_tasks_info`: check-in state and tasks. */
    userTasksInfo: (o?: RequestOptions) => t.request('common_service/user_tasks_info', {}, S.TaskInfoSchema, o),
    /** `/api/common_service/user_tasks_completed`: checks in (`check_in`) or claims a task's coins. */
    userTasksCompleted: (p: { taskKey: TaskKey | 'check_in' }, o?: RequestOptions) =>
      t.request('common_service/user_tasks_completed', p, S.TaskCompletedSchema, o),
    /** `/api/common_service/check_in_notification`: turns the check-in reminder on or off. */
    checkInNotification: (p: { enable: boolean }, o?: RequestOptions) =>
      t.request('common_service/check_in_notification', p, S.CheckInNotificationSchema, o),
    /** `/api/anchorlist_services/club_anchor_list`: the silver club's hosts and whether it is open. */
    clubAnchorList: (p: { page?: number; pageSize?: number } = {}, o?: RequestOptions) =>
      t.request('anchorlist_services/club_anchor_list', p, S.ClubAnchorListSchema, o),
    /** `/api/common_service/club_reward_record`: silver earned and spent. */
    clubRewardRecord: (p: { page?: number; pageSize?: number } = {}, o?: RequestOptions) =>
      t.request('common_service/club_reward_record', p, S.ClubRewardRecordSchema, o),
    /** `/api/system_maintenance/maintenance_status`: maintananceStatus (2 = maintenance). */
    maintenanceStatus: (o?: RequestOptions) =>
      t.request('system_maintenance/maintenance_status', {}, S.MaintenanceStatusSchema, o),
  };
}

export type Endpoints = ReturnType<typeof createEndpoints>;
