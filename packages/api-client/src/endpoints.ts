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
    /** `/api/system_maintenance/maintenance_status`: maintananceStatus (2 = maintenance). */
    maintenanceStatus: (o?: RequestOptions) =>
      t.request('system_maintenance/maintenance_status', {}, S.MaintenanceStatusSchema, o),
  };
}

export type Endpoints = ReturnType<typeof createEndpoints>;
