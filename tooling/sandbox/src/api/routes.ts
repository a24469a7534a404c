/** Product API handlers: one entry per `/api/<service>/<method>` path (spec §7). */
import type { SignInThrottle } from './throttle.ts';
import * as v from 'valibot';
import {
  bareJid,
  DEFAULT_ROLE,
  DISCOVER_TABS,
  MAINTENANCE_ON,
  type AccountInfo,
  type AnchorAccountInfo,
  type AnchorItem,
  type FirstCallInfo,
  type PaidUserFreeCall,
  type StoryLine,
  type ComponentInfo,
  type ConfigInfo,
  type Gender,
  type HostDailyState,
  type LoginResponse,
  type UserCard,
} from '@vchat/domain';
import { avatarPath } from '../avatars.ts';
import type { CallConfig } from '../calls/callConfig.ts';
import { storyLineOf, type StoryVideo } from '../media/story.ts';
import { freePhoto } from '../catalog/photos.ts';
import { activeGifts, GIFT_TABS } from '../catalog/gifts.ts';
import { STICKERS } from '../catalog/stickers.ts';
import { sendLockState } from '../chatRules.ts';
import { hostStateAt, hostStatusAt, type SandboxClock } from '../hosts.ts';
import { GUEST_OPEN_ID, googleOpenIdKey, guestOpenIdKey, verifyPassword, type Store, type UserRow } from '../store.ts';
import type { TokenClaims, Tokens } from '../tokens.ts';
import { normalizeLang, translate } from '../translate/translate.ts';
import type { AdminMessageSpec } from '../xmpp/anchors.ts';
import { redeemCode, verifyAccessToken } from '../oauth/oauth.ts';
import { viewerBlock, withoutBlocked } from '../safety/safetyStore.ts';

/** A failure answered as `{ result: code, msg }`. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Actions on the XMPP side (simulated hosts, official account) that HTTP calls trigger. */
export interface HostActions {
  /** Makes host `from` send a text chat message to viewer `to` now; returns its mid. */
  sendHostMessage(from: string, to: string, text: string): Promise<string>;
  /** Sends exactly what the admin message endpoint asks for; returns its mid. */
  sendAdminMessage(spec: AdminMessageSpec): Promise<string>;
  /** Resolves once Prosody has handled every host message sent before; throws `ProsodyUnavailableError` otherwise. */
  confirm(): Promise<void>;
  /** Schedules a host's automatic greeting to a viewer when allowed; true when scheduled. */
  triggerAutoMessage(hostJid: string, viewerJid: string): Promise<boolean>;
  /** Sends the official welcome message to a viewer; returns its mid. */
  welcome(viewerJid: string): Promise<string>;
}

/** What handlers can use. */
export interface ApiDeps {
  store: Store;
  tokens: Tokens;
  /** Sandbox clock for host daily states (admin override included). */
  clock: SandboxClock;
  /** Real "now" (the `clock` option): message log times, send lock day, 24 h windows. */
  now: () => number;
  domain: string;
  /** XMPP actions, once the components are online. */
  hostActions: () => HostActions | undefined;
  log: (line: string) => void;
  /** Call switches (admin) and free-call timings. */
  callConfig: CallConfig;
  /** Story-line videos. */
  stories: readonly StoryVideo[];
  /** Wrong-password and guest-creation throttles. */
  throttle: SignInThrottle;
  /** Tells a viewer their gems rose (hub ReChargeSuccess); never throws. */
  recharged: (jid: string, gemsBalance: number) => Promise<void>;
  /** Data folder (uploads live in `<dataDir>/uploads`). */
  dataDir: string;
  /** How long an awake host takes to accept a friend request, ms (her reply delay). */
  friendAcceptDelayMs: () => number;
  /** HTTPS agent for push services (extra trusted CAs, options.pushCa); undefined: the default. */
  pushAgent?: import('node:https').Agent;
}

/** What a route knows of the request besides its data. */
export interface RequestContext {
  /** The real client's address (server.ts `clientAddress`: the socket's, or the app proxy's X-Forwarded-For). */
  address: string;
  /** The envelope's deviceInfo as sent (create_order reads its paymentCookies, spec §7). */
  deviceInfo: unknown;
  /** The caller's verified token, on signed-in routes (logout revokes it). */
  token?: TokenClaims | undefined;
}

/** One API method. */
export interface Route {
  /**
   * True when the path needs a valid vcToken; 'optional' when visitors may call it too (spec §2,
   * §6 routes open to visitors): without a token `caller` is undefined, a token sent must be valid.
   */
  auth: boolean | 'optional';
  /** Schema of `data` (missing data is read as `{}`). */
  schema: v.GenericSchema;
  /** Runs the method with `data` already parsed by `schema`. */
  run(data: unknown, caller: UserRow | undefined, deps: ApiDeps, ctx: RequestContext): Promise<unknown>;
}

/** Declares a route whose `run` receives the schema's output type. */
export function route<S extends v.GenericSchema>(r: {
  auth: boolean | 'optional';
  schema: S;
  run(data: v.InferOutput<S>, caller: UserRow | undefined, deps: ApiDeps, ctx: RequestContext): Promise<unknown>;
}): Route {
  return r as Route;
}

const MAINTENANCE_KEY = 'maintenance_status';

/** Component domains issued at login. */
export function componentInfo(domain: string): ComponentInfo {
  return { hubDomain: `hub.${domain}`, giftDomain: `gift.${domain}`, helpDomain: `help.${domain}` };
}

/** The UserCard of a user row. */
export function userCard(u: UserRow): UserCard {
  return {
    jid: u.jid,
    uid: u.uid,
    name: u.name,
    nickName: u.nickname,
    avatarUrl: u.avatar_url || avatarPath(u.uid),
    birthday: u.birthday,
    country: u.country,
    language: u.language,
    gender: (['female', 'male', 'other'].includes(u.gender) ? u.gender : '') as Gender,
    about: u.about,
  };
}

/**
 * The card of user `u` as `viewer` may see it: the whole card for oneself and for hosts (their
 * profile is public: the wall shows it), only the public fields of another viewer (no real
 * name, no birthday; issue 8.6).
 */
export function visibleCard(u: UserRow, viewer: UserRow | undefined): UserCard {
  const card = userCard(u);
  if (u.kind === 'anchor' || (viewer && viewer.uid === u.uid)) return card;
  return { ...card, name: card.nickName, birthday: '' };
}

/**
 * A host's albums and videos (spec §3 user card): 4 to 6 photos picked by uid from the photo
 * catalogue, and her story-line video when there is one.
 */
export function hostMedia(u: UserRow, stories: readonly StoryVideo[]): { albums: string[]; videos: Array<{ url: string; posterUrl: string; durationS: number }> } {
  const n = Number(u.uid.replace(/\D/g, '') || 0);
  const albums = Array.from({ length: 4 + (n % 3) }, (_, i) => freePhoto(((n * 7 + i * 13) % 40) + 1).url);
  const story = storyLineOf(u, stories);
  return { albums, videos: story ? [{ url: story.videoUrl, posterUrl: story.posterUrl, durationS: story.durationS }] : [] };
}

/** The AnchorItem of a host row at `nowMs`. */
export function anchorItem(u: UserRow, nowMs: number): AnchorItem {
  return { ...userCard(u), privateChatPrice: u.price, status: hostStatusAt(nowMs, u.tz_offset) };
}

function accountInfo(u: UserRow): AccountInfo {
  return { paid: u.paid, gemsBalance: u.gems, silverBalance: u.silver, silverSpent: u.silver_spent };
}

/**
 * Sends the official welcome (through Prosody, so offline storage keeps it) the first time a
 * viewer signs in. Never fails the sign-in.
 */
async function welcomeOnce(u: UserRow, deps: ApiDeps): Promise<void> {
  if (u.kind !== 'viewer' || u.welcomed) return;
  const actions = deps.hostActions();
  if (!actions) return;
  if (!(await deps.store.markWelcomed(u.uid))) return;
  try {
    await actions.welcome(u.jid);
  } catch (e) {
    await deps.store.markWelcomed(u.uid, false);
    deps.log(`welcome to ${u.jid} failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}

async function loginResponse(u: UserRow, deps: ApiDeps): Promise<LoginResponse> {
  await welcomeOnce(u, deps);
  return {
    userInfo: { id: u.uid, jid: u.jid, role: DEFAULT_ROLE, vcToken: await deps.tokens.issue(u.jid) },
    completeUserInfoCheck: u.complete_info,
    componentInfo: componentInfo(deps.domain),
  };
}

/** Reads the maintenance status (0 or 2). */
export async function maintenanceStatus(store: Store): Promise<0 | 2> {
  return (await store.getSetting(MAINTENANCE_KEY)) === String(MAINTENANCE_ON) ? 2 : 0;
}

/** Sets the maintenance status. */
export async function setMaintenanceStatus(store: Store, status: 0 | 2): Promise<void> {
  await store.setSetting(MAINTENANCE_KEY, String(status));
}

const Empty = v.looseObject({});
const int = v.pipe(v.number(), v.integer());
const nonEmpty = (max: number) => v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(max, `must be at most ${max} characters`));

const ListSchema = v.object({
  page: v.optional(v.pipe(int, v.minValue(1, 'must be 1..1000'), v.maxValue(1000, 'must be 1..1000')), 1),
  pageSize: v.optional(v.pipe(int, v.minValue(1, 'must be 1..50'), v.maxValue(50, 'must be 1..50')), 20),
  language: v.optional(v.picklist(DISCOVER_TABS, `must be one of ${DISCOVER_TABS.join(', ')}`), 'all'),
});

function listRoute(order: 'hot' | 'new'): Route {
  return route({
    auth: true,
    schema: ListSchema,
    async run(d, caller, deps) {
      const now = deps.clock.now();
      const { rows, hasMore } = await deps.store.anchorPage(order, d.language, d.page, d.pageSize);
      // Hosts the viewer blocked are not on the wall (issue 20.16).
      return { list: (await withoutBlocked(deps.store.db, caller!.uid, rows)).map((r) => anchorItem(r, now)), page: d.page, hasMore };
    },
  });
}

/** The host of a `targetJid`, or a result-0 failure. */
async function targetHost(targetJid: string, deps: ApiDeps): Promise<UserRow> {
  const host = await deps.store.userByJid(bareJid(targetJid.trim()));
  if (!host || host.kind !== 'anchor') throw new ApiError(0, 'host not found');
  return host;
}

const TargetSchema = v.object({ targetJid: nonEmpty(300) });

function shuffle<T>(a: T[]): T[] {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** The key of the wrong-password window of one account tried from one client address. */
export function accountClientKey(account: string, address: string): string {
  return `${account}\u0000${address}`;
}

/** All product routes by `<service>/<method>`. */
export const ROUTES: Record<string, Route> = {
  'login_service/user_pwd_login': route({
    auth: false,
    schema: v.object({ uid: nonEmpty(64), passwd: v.pipe(v.string(), v.maxLength(256, 'must be at most 256 characters')) }),
    async run(d, _c, deps, ctx) {
      const account = d.uid.trim();
      const t = deps.throttle;
      // Per account AND client (issue 16.6): wrong passwords from one client lock that client
      // out of the account, not the owner signing in from elsewhere; each client has its own cap.
      const key = accountClientKey(account, ctx.address);
      const wait = Math.max(t.passwordsByAccount.retryAfterS(key), t.passwordsByAddress.retryAfterS(ctx.address));
      if (wait > 0) throw new ApiError(0, `too many wrong passwords: try again in ${wait} s`);
      const u = await deps.store.userByUid(account);
      if (!u || u.kind !== 'viewer' || !(await verifyPassword(d.passwd, u.passwd_hash))) {
        t.passwordsByAccount.hit(key);
        t.passwordsByAddress.hit(ctx.address);
        throw new ApiError(0, 'wrong account id or password');
      }
      t.passwordsByAccount.clear(key);
      return loginResponse(u, deps);
    },
  }),
  /**
   * Third-party sign-in (spec §3 login payload, §7; OAUTH.md). Data `{ openId, token, channel,
   * credential, codeVerifier?, state? }`:
   * - channel `google`, credential `CODE`: `token` is a code from /oauth/approve; it is consumed
   *   by any attempt and signs in only with the attempt's `state` and the PKCE `codeVerifier`
   *   whose S256 is its code_challenge, within 60 s. Credential `TOKEN`: `token` is an access
   *   token from /oauth/approve, checked server-side (10 min, this backend's client). The
   *   account is `google:<sub>` of the provider account behind the code or token; `openId` is
   *   ignored. Anything wrong → 0 `invalid or expired sign-in code`.
   * - channel `sandbox`, credential `sandbox`: the quick guest. `openId` (22..128 characters of
   *   A-Z a-z 0-9 _ -, else -1) is the browser's secret; the guest is stored under
   *   `guest:<sha256 hex of openId>`, so it can name no other account.
   * → LoginResponse; other channels → 0 `unsupported sign-in channel`.
   */
  'login_service/login': route({
    auth: false,
    schema: v.object({
      openId: v.pipe(v.string(), v.maxLength(128, 'must be at most 128 characters')),
      token: v.pipe(v.string(), v.maxLength(8192, 'is too long')),
      channel: v.pipe(v.string(), v.maxLength(64, 'is too long')),
      credential: v.pipe(v.string(), v.maxLength(8192, 'is too long')),
      codeVerifier: v.optional(v.pipe(v.string(), v.maxLength(256, 'is too long')), ''),
      state: v.optional(v.pipe(v.string(), v.maxLength(256, 'is too long')), ''),
    }),
    async run(d, _c, deps, ctx) {
      if (d.channel === 'google') {
        // The third-party sign-in stand-in (OAUTH.md): the account comes from the code's or
        // the token's provider account only, never from anything else the client sends.
        if (d.credential !== 'CODE' && d.credential !== 'TOKEN') throw new ApiError(0, 'credential must be CODE or TOKEN');
        const who = d.credential === 'CODE'
          ? await redeemCode(deps.store.db, { code: d.token, codeVerifier: d.codeVerifier, state: d.state }, deps.now())
          : await verifyAccessToken(deps.store.db, d.token, deps.now());
        if (!who) throw new ApiError(0, 'invalid or expired sign-in code');
        const u = await deps.store.viewerForOpenId(googleOpenIdKey(who.sub), deps.clock.now());
        return loginResponse(u, deps);
      }
      if (d.channel !== 'sandbox' || d.credential !== 'sandbox') throw new ApiError(0, 'unsupported sign-in channel');
      if (!GUEST_OPEN_ID.test(d.openId)) throw new ApiError(-1, 'invalid data.openId: must be 22 to 128 characters of A-Z, a-z, 0-9, _ and -');
      const key = guestOpenIdKey(d.openId);
      // Returning guests sign in freely; new ones are throttled per client address.
      if (!(await deps.store.userByOpenId(key))) {
        const wait = deps.throttle.guestsByAddress.retryAfterS(ctx.address);
        if (wait > 0) throw new ApiError(0, `too many new accounts from this address: try again in ${wait} s`);
        deps.throttle.guestsByAddress.hit(ctx.address);
      }
      const u = await deps.store.viewerForOpenId(key, deps.clock.now());
      return loginResponse(u, deps);
    },
  }),
  'login_service/logout': route({
    auth: true,
    schema: Empty,
    // The token used is revoked: the API and the chat server refuse it from now on (issue 16.7).
    async run(_d, _c, deps, ctx) {
      if (ctx.token) await deps.tokens.revoke(ctx.token);
      return {};
    },
  }),
  'login_service/get_website_config': route({
    auth: false,
    schema: Empty,
    run: async () => ({
      // Stand-ins served by this sandbox (api/server.ts /media/download/): a placeholder Android
      // package and an App Store stand-in page, so the download page's links lead somewhere.
      appDownloadInfo: {
        androidUrl: '/media/download/app-release.apk',
        iosUrl: '/media/download/app-store.html',
        version: '2.4.0',
        sizeMb: 38,
      },
    }),
  }),
  'account_service/combine_info': route({
    auth: true,
    schema: Empty,
    async run(_d, caller, deps) {
      const sw = deps.callConfig.switches;
      // An admin's block of this viewer (issue 20.18; /__sandbox/viewer_block).
      const block = await viewerBlock(deps.store.db, caller!.uid);
      const configInfo: ConfigInfo = {
        mainInfo: {
          componentInfo: componentInfo(deps.domain),
          blockInfo: block ? { blocked: true, reason: block.reason } : { blocked: false },
          commonConfig: {
            enableLuckyBox: sw.enableLuckyBox, enablePaidUserFreeCall: sw.enablePaidUserFreeCall, enableUserTaskEntrance: sw.enableUserTaskEntrance,
            enableQuickMatch: sw.enableQuickMatch,
          },
          enableCallback: sw.enableCallback,
          silverInfoConf: { enableSilverClub: sw.enableSilverClub, silverCallDuration: deps.callConfig.timings.freeCallS },
        },
        veegoInfo: {},
      };
      return { accountInfo: accountInfo(caller!), configInfo };
    },
  }),
  'account_service/anchor_acount': route({
    auth: true,
    schema: v.object({
      targetJid: v.pipe(v.array(nonEmpty(300)), v.minLength(1, 'must hold 1..50 jids'), v.maxLength(50, 'must hold 1..50 jids')),
    }),
    async run(d, _c, deps) {
      const bare = d.targetJid.map((j) => bareJid(j.trim()).toLowerCase());
      const found = new Map((await deps.store.usersByJids(bare)).filter((u) => u.kind === 'anchor').map((u) => [u.jid.toLowerCase(), u]));
      const seen = new Set<string>();
      const anchorAccountInfo: AnchorAccountInfo[] = [];
      for (const j of bare) {
        const u = found.get(j);
        if (!u || seen.has(j)) continue;
        seen.add(j);
        anchorAccountInfo.push({ jid: u.jid, privateChatPrice: u.price });
      }
      return { anchorAccountInfo };
    },
  }),
  'account_service/first_call_info': route({
    auth: true,
    schema: Empty,
    async run(_d, caller, deps) {
      const firstCallInfo: FirstCallInfo = {
        freeFirstCallTotalTimes: caller!.first_call_total,
        freeFirstCallRemainingTimes: caller!.first_call_remaining,
        freeFirstCallDuration: deps.callConfig.timings.freeCallS,
      };
      return { firstCallInfo };
    },
  }),
  'account_service/paid_user_free_call': route({
    auth: true,
    schema: Empty,
    async run(_d, caller, deps) {
      const t = deps.callConfig.timings;
      const out: PaidUserFreeCall = {
        freeTimes: caller!.paid ? caller!.paid_free_times : 0,
        freeDuration: t.freeCallS,
        rechargeReminderTime: t.rechargeReminderS,
        matchToFlashTime: t.matchToFlashS,
      };
      return out;
    },
  }),
  'common_service/club_call_times': route({
    auth: true,
    schema: Empty,
    run: async (_d, caller, deps) => ({ availableTimes: deps.callConfig.switches.enableSilverClub ? caller!.silver_call_times : 0 }),
  }),
  'anchorlist_services/video_show_story_line': route({
    auth: true,
    schema: v.object({ jid: v.optional(nonEmpty(300)) }),
    async run(d, _c, deps) {
      let host: UserRow | undefined;
      if (d.jid) host = await targetHost(d.jid, deps);
      else {
        const now = deps.clock.now();
        const online = (await deps.store.allAnchors()).filter((a) => hostStatusAt(now, a.tz_offset) === 'online');
        host = online[Math.floor(Math.random() * online.length)];
      }
      const storyLine: StoryLine | null = (host && storyLineOf(host, deps.stories)) ?? null;
      return { storyLine };
    },
  }),
  'account_service/account': route({
    auth: true,
    schema: v.object({ action: v.literal(1, 'must be 1') }),
    run: async (_d, caller) => accountInfo(caller!),
  }),
  'common_service/get_manual_personal_info_v2': route({
    auth: true,
    schema: v.object({ jid: v.optional(nonEmpty(300)) }),
    async run(d, caller, deps) {
      const u = d.jid ? await deps.store.userByJid(bareJid(d.jid.trim())) : caller;
      if (!u) throw new ApiError(0, 'user not found');
      return u.kind === 'anchor' ? { ...visibleCard(u, caller), ...hostMedia(u, deps.stories) } : visibleCard(u, caller);
    },
  }),
  'anchorlist_services/anchor_list_hot': listRoute('hot'),
  'anchorlist_services/anchor_list_new': listRoute('new'),
  // Match suggestions (match/MATCH.md): `exclude` = hosts the viewer has seen this round, so a
  // refill never repeats one until the pool is used up (then the list comes back empty).
  'anchorlist_services/swipe_anchor_list': route({
    auth: true,
    schema: v.object({
      count: v.optional(v.pipe(int, v.minValue(1, 'must be 1..20'), v.maxValue(20, 'must be 1..20')), 10),
      exclude: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(300))), v.maxLength(200, 'must hold at most 200 jids')), []),
    }),
    async run(d, caller, deps) {
      const now = deps.clock.now();
      const skip = new Set(d.exclude.map((j) => bareJid(j.trim()).toLowerCase()));
      const items = (await withoutBlocked(deps.store.db, caller!.uid, await deps.store.allAnchors())).filter((r) => !skip.has(r.jid.toLowerCase())).map((r) => anchorItem(r, now));
      const rank = { online: 0, busy: 1, offline: 2 } as const;
      const groups = [0, 1, 2].map((g) => shuffle(items.filter((i) => rank[i.status] === g)));
      return { list: groups.flat().slice(0, d.count) };
    },
  }),
  'common_service/multi_online_status': route({
    auth: true,
    schema: v.object({ jids: v.pipe(v.array(nonEmpty(300)), v.maxLength(100, 'must hold at most 100 jids')) }),
    async run(d, _c, deps) {
      const now = deps.clock.now();
      const bare = d.jids.map((j) => bareJid(j.trim()));
      const found = new Map((await deps.store.usersByJids(bare)).map((u) => [u.jid.toLowerCase(), u]));
      return {
        list: d.jids.map((jid, i) => {
          const u = found.get(bare[i]!.toLowerCase());
          const dailyState: HostDailyState = u && u.kind === 'anchor' ? hostStateAt(now, u.tz_offset) : 'offline';
          const status = u && u.kind === 'anchor' ? hostStatusAt(now, u.tz_offset) : 'offline';
          return { jid, status, dailyState };
        }),
      };
    },
  }),
  'common_service/send_msg_lock': route({
    auth: true,
    schema: TargetSchema,
    async run(d, caller, deps) {
      const host = await targetHost(d.targetJid, deps);
      return sendLockState(deps.store, caller!, host.jid, deps.now());
    },
  }),
  'common_service/trigger_auto_message': route({
    auth: true,
    schema: TargetSchema,
    async run(d, caller, deps) {
      const host = await targetHost(d.targetJid, deps);
      const actions = deps.hostActions();
      return { sent: actions ? await actions.triggerAutoMessage(host.jid, caller!.jid) : false };
    },
  }),
  'translate_service/translate': route({
    auth: true,
    schema: v.object({
      targetLang: v.pipe(v.string(), v.minLength(2, 'must be 2..8 characters'), v.maxLength(8, 'must be 2..8 characters')),
      sourceText: v.pipe(v.string(), v.maxLength(4000, 'must be at most 4000 characters')),
    }),
    async run(d) {
      const target = normalizeLang(d.targetLang);
      if (!target) throw new ApiError(0, 'unsupported language');
      return translate(d.sourceText, target);
    },
  }),
  'common_service/gift_list': route({
    auth: true,
    // The gift service's package version (spec §9: the client sends 5 by default).
    schema: v.looseObject({ version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))) }),
    run: async () => ({ tabs: GIFT_TABS.map((t) => ({ ...t })), list: activeGifts() }),
  }),
  'common_service/sticker_list': route({
    auth: true,
    schema: Empty,
    run: async () => ({ list: STICKERS.map((s) => ({ ...s })) }),
  }),
  'common_service/unlock_media': route({
    auth: true,
    schema: v.object({ mid: nonEmpty(200) }),
    async run(d, caller, deps) {
      const m = await deps.store.messageByMid(d.mid);
      const att = (m?.extras as { attachment?: { url?: unknown; payNeed?: unknown; payPrice?: unknown } } | undefined)?.attachment;
      if (
        !m ||
        m.to_jid.toLowerCase() !== caller!.jid.toLowerCase() ||
        (m.type !== 'image' && m.type !== 'short_video') ||
        !att ||
        typeof att !== 'object' ||
        att.payNeed !== true
      ) {
        throw new ApiError(0, 'media not found');
      }
      const url = m.paid_url ?? (typeof att.url === 'string' ? att.url : undefined);
      if (!url) throw new ApiError(0, 'media not found');
      const price = typeof att.payPrice === 'number' && Number.isFinite(att.payPrice) && att.payPrice > 0 ? Math.round(att.payPrice) : 0;
      const out = await deps.store.unlockMedia({ mid: m.mid, uid: caller!.uid, price, nowMs: deps.now() });
      if (out.status !== 'ok') throw new ApiError(0, 'gems insufficient');
      return { url, gemsBalance: out.gemsBalance };
    },
  }),
  'system_maintenance/maintenance_status': route({
    auth: false,
    schema: Empty,
    run: async (_d, _c, deps) => ({ maintananceStatus: await maintenanceStatus(deps.store) }),
  }),
};
