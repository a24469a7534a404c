/**
 * One typed function per endpoint of the slice (spec §7). Each returns the validated `data`
 * and throws ApiError as `Transport.request` does.
 */
import type * as v from 'valibot';
import type { DiscoverTab } from '@vchat/domain';
import type { RequestOptions, Transport } from './transport.ts';
import * as S from './schemas.ts';

export type LoginResult = v.InferOutput<typeof S.LoginResponseSchema>;
export type CombineInfo = v.InferOutput<typeof S.CombineInfoSchema>;
export type AccountInfoResult = v.InferOutput<typeof S.AccountInfoSchema>;
export type UserCardResult = v.InferOutput<typeof S.UserCardSchema>;
export type AnchorItemResult = v.InferOutput<typeof S.AnchorItemSchema>;
export type AnchorPage = v.InferOutput<typeof S.AnchorPageSchema>;
export type OnlineStatusList = v.InferOutput<typeof S.OnlineStatusListSchema>;
export type GiftList = v.InferOutput<typeof S.GiftListSchema>;
export type GiftItem = v.InferOutput<typeof S.GiftSchema>;
export type StickerList = v.InferOutput<typeof S.StickerListSchema>;

/** Third-party sign-in payload (spec §3 "Login payload"). */
export interface ThirdPartyLogin {
  openId: string;
  token: string;
  channel: string;
  credential: string;
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
    /** `/api/common_service/club_call_times`: silver calls left (never null, spec §5). */
    clubCallTimes: (o?: RequestOptions) => t.request('common_service/club_call_times', {}, S.ClubCallTimesSchema, o),
    /** `/api/anchorlist_services/video_show_story_line`: a host's story-line call video. */
    videoShowStoryLine: (p: { jid?: string } = {}, o?: RequestOptions) =>
      t.request('anchorlist_services/video_show_story_line', p, S.StoryLineSchema, o),
    /** `/api/common_service/get_manual_personal_info_v2`: a profile (default: own). */
    getPersonalInfo: (p: { jid?: string } = {}, o?: RequestOptions) =>
      t.request('common_service/get_manual_personal_info_v2', p, S.UserCardSchema, o),
    /** `/api/anchorlist_services/anchor_list_hot`: page of hosts by popularity. */
    anchorListHot: (p: { page?: number; pageSize?: number; language?: DiscoverTab }, o?: RequestOptions) =>
      t.request('anchorlist_services/anchor_list_hot', p, S.AnchorPageSchema, o),
    /** `/api/anchorlist_services/anchor_list_new`: page of hosts, newest first. */
    anchorListNew: (p: { page?: number; pageSize?: number; language?: DiscoverTab }, o?: RequestOptions) =>
      t.request('anchorlist_services/anchor_list_new', p, S.AnchorPageSchema, o),
    /** `/api/anchorlist_services/swipe_anchor_list`: recommended hosts for /match. */
    swipeAnchorList: (p: { count?: number } = {}, o?: RequestOptions) =>
      t.request('anchorlist_services/swipe_anchor_list', p, S.AnchorListSchema, o),
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
    /** Gift catalogue (tabs + gifts; prices in gems). */
    giftList: (o?: RequestOptions) => t.request('common_service/gift_list', {}, S.GiftListSchema, o),
    /** Sticker catalogue. */
    stickerList: (o?: RequestOptions) => t.request('common_service/sticker_list', {}, S.StickerListSchema, o),
    /** Unlocks a paid image or short video (gems debited server-side); returns its URL and the new balance. */
    unlockMedia: (p: { mid: string }, o?: RequestOptions) => t.request('common_service/unlock_media', p, S.UnlockMediaSchema, o),
    /** `/api/system_maintenance/maintenance_status`: maintananceStatus (2 = maintenance). */
    maintenanceStatus: (o?: RequestOptions) =>
      t.request('system_maintenance/maintenance_status', {}, S.MaintenanceStatusSchema, o),
  };
}

export type Endpoints = ReturnType<typeof createEndpoints>;
