/**
 * Session controller (spec §4 "Session", §8 "Login failure", "Chat login at startup fails").
 *
 * - Startup with a cached main user: status `restoring`, chat login, then account and
 *   profile; signed in after chat login and a successful config fetch. A refused token
 *   ("need login" / invalid token) removes the stored user; any other failure is logged
 *   only and retried every 10 s, so content keeps rendering from the local database.
 * - Login (password or the sandbox sign-in standing in for the third-party one): store
 *   the main user and component info, chat login, config; on failure the stored user and
 *   component info are removed, `login_fail` is tracked with the backend result or "unknown
 *   reason", and the error passed on.
 * - Startup without a cached user: only the anonymous tracking properties are set.
 * - Logout: disconnects the chat and clears user, config and balance.
 */
import type { createStore } from 'jotai/vanilla';
import { ApiError, isInvalidTokenError, type ApiClient, type LoginResult } from '@vchat/api-client';
import type { ChatConnection } from '@vchat/xmpp-chat';
import { chatErrorCode } from '@vchat/xmpp-chat/errors';
import { RECONNECT_CHECK_INTERVAL_MS, uidFromJid, type MainUser } from '@vchat/domain';
import { chatStateAtom, configAtom, mainUserAtom, profileAtom, sessionStatusAtom } from './atoms.ts';
import type { Wallet } from '../wallet/wallet.ts';
import * as v from 'valibot';
import { KEYS, MainUserSchema, readJson, writeJson, type KeyValueStorage } from '../common/storage.ts';
import { requestThirdPartySignIn, type PopupType } from './thirdParty.ts';

/** What the sandbox's quick-guest channel takes as openId (tooling/sandbox/README.md login row). */
export const GUEST_OPEN_ID = /^[A-Za-z0-9_-]{22,128}$/;

type Store = ReturnType<typeof createStore>;

export interface SessionDeps {
  api: ApiClient;
  chat: ChatConnection;
  store: Store;
  storage: KeyValueStorage;
  /** The balance owner: the session hands it combine_info's account and clears it on logout. */
  wallet: Pick<Wallet, 'set' | 'refresh'>;
  /**
   * False while the page is one of the payment routes, where the chat connection is not
   * opened at login (spec §2): the session then loads account and config only. Default true.
   */
  chatAllowed?: () => boolean;
  /**
   * Called when a sign-in or a restore starts, before its request: the code the signed-in app
   * needs (chat connection, local database) starts loading while the request is out, instead
   * of after its answer (issue 21, tap → talking). Must not throw; may return a promise that
   * settles once that code is here (it must not reject).
   */
  preload?: () => Promise<void> | void;
  /**
   * Opens the chat's socket and stream ahead of a sign-in (the sign-in screen is open), so the
   * sign-in does not wait for the connection (xmpp-chat ChatConnection.prepare).
   */
  prepareChat?: () => void;
  /**
   * Called once a user is known (restored or signed in), as the chat login starts; the two run
   * side by side. Its failure is logged, not thrown.
   */
  onUser?: (user: MainUser) => void | Promise<void>;
  /** Called after logout or a refused token. */
  onSignedOut?: () => void | Promise<void>;
  /** The third-party sign-in provider (brand hosts signInScript / signInClientId). */
  /** The provider's script and client id, and the platform's script loader (browser only). */
  signIn?: { script: string; clientId: string; loadScript?: (src: string) => Promise<void> };
  log?: (message: string, extra?: unknown) => void;
  /**
   * Records an analytics event (the app's analytics `track`): `login_fail` with `reason` and
   * `channel` when a sign-in fails (spec §8). Off when missing.
   */
  track?: (event: string, properties: Record<string, string | number | boolean | undefined>) => void;
  /**
   * Start-up found no cached main user (spec §4 "Without one, only anonymous tracking
   * properties are set"): the app sets its anonymous tracking properties.
   */
  onAnonymousStart?: () => void;
}

/** The "unknown reason" of a failed sign-in without a backend result (spec §8). */
export const UNKNOWN_LOGIN_FAILURE = 'unknown reason';

/**
 * The tracking reason of a failed sign-in (spec §8 "tracking reason is the backend result or
 * 'unknown reason'"): the envelope's result of a BACKEND_ERROR as text, else "unknown reason".
 */
export function loginFailureReason(e: unknown): string {
  return e instanceof ApiError && e.code === 'BACKEND_ERROR' && e.details.result !== undefined ? String(e.details.result) : UNKNOWN_LOGIN_FAILURE;
}

/** Turns a login response into the main user (spec §3). Throws 'invalid token' without vcToken (§5). */
export function mainUserFromLogin(res: LoginResult, nickName = ''): MainUser {
  if (!res.userInfo.vcToken) throw new Error('invalid token');
  return {
    uid: uidFromJid(res.userInfo.jid),
    jid: res.userInfo.jid,
    role: res.userInfo.role ?? 2,
    vcToken: res.userInfo.vcToken,
    nickName,
    name: nickName,
  };
}

/** Creates the session controller. */
export function createSessionController(deps: SessionDeps) {
  const { api, chat, store, storage } = deps;
  const log = deps.log ?? ((m: string, x?: unknown) => console.warn(`[session] ${m}`, x ?? ''));
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let generation = 0;
  /** Whether the chat may connect on the current page (not on the payment routes). */
  const chatAllowed = () => deps.chatAllowed?.() ?? true;
  /** The account and config reload after a recharge in progress (refreshAfterRecharge). */
  let rechargeRefresh: Promise<void> | null = null;

  chat.onState((s) => store.set(chatStateAtom, s));

  /**
   * Applies the account and config (`combined`: a combine_info already asked, or asked now) and
   * sets the signed-in state, then loads the profile.
   */
  async function loadAccountAndConfig(gen: number, asked?: Promise<Awaited<ReturnType<typeof api.combineInfo>>>) {
    const combined = await (asked ?? api.combineInfo());
    if (gen !== generation) return;
    deps.wallet.set(combined.accountInfo);
    store.set(configAtom, combined.configInfo);
    store.set(sessionStatusAtom, 'signedIn');
    // The profile follows in the background: the signed-in state needs only the account and
    // config (spec §4), and the first page need not wait a further round trip for it.
    void loadProfile(gen);
  }

  /** Loads the personal info (spec §7 get_personal_info) and the nickname it carries; logs a failure. */
  async function loadProfile(gen: number) {
    try {
      const profile = await api.getPersonalInfo();
      if (gen !== generation) return;
      store.set(profileAtom, profile);
      const user = store.get(mainUserAtom);
      if (user && profile.nickName && user.nickName !== profile.nickName) {
        const next = { ...user, nickName: profile.nickName, name: profile.name || profile.nickName };
        store.set(mainUserAtom, next);
        writeJson(storage, KEYS.mainUser, next);
      }
    } catch (e) {
      log('profile load failed', e);
    }
  }

  async function clearLocal() {
    generation++;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    storage.removeItem(KEYS.mainUser);
    storage.removeItem(KEYS.componentInfo);
    store.set(mainUserAtom, null);
    deps.wallet.set(null);
    store.set(configAtom, null);
    store.set(profileAtom, null);
    store.set(sessionStatusAtom, 'anonymous');
    await chat.logout();
    await deps.onSignedOut?.();
  }

  /**
   * Chat login, then the account and config (spec §4: the signed-in state is set after both).
   * `together`: a fresh sign-in asks combine_info while the chat signs in (its token was just
   * issued), saving a round trip on the way to the first page; a restore keeps the spec's order
   * (chat login, then account and profile), as a stored token may be refused.
   */
  async function signInChatAndConfig(user: MainUser, gen: number, together = false) {
    const asked = together ? api.combineInfo() : undefined;
    // Read only after the chat login: a failed login must not leave an unhandled rejection.
    asked?.catch(() => undefined);
    if (chatAllowed()) {
      await chat.login({ jid: user.jid, vcToken: user.vcToken });
      if (gen !== generation) return;
    }
    await loadAccountAndConfig(gen, asked);
  }

  /**
   * Hands the user to `onUser` (the local database, the thread list) as the chat signs in:
   * neither waits for the other (issue 21, tap → talking), and the caller does not wait for
   * the list (the pages show it loading, `threadsLoaded`). Returns the list's load; its failure
   * is logged (the chat works without the local list).
   */
  function loadUser(user: MainUser): Promise<void> {
    return Promise.resolve()
      .then(() => deps.onUser?.(user))
      .catch((e: unknown) => log('loading the local state failed', e));
  }

  /** Startup (spec §4): restores a cached main user, if any. Never throws. */
  async function restore(): Promise<void> {
    const user = readJson(storage, KEYS.mainUser, MainUserSchema);
    if (!user) {
      store.set(sessionStatusAtom, 'anonymous');
      deps.onAnonymousStart?.();
      return;
    }
    deps.preload?.();
    const gen = ++generation;
    store.set(mainUserAtom, user);
    store.set(sessionStatusAtom, 'restoring');
    const loading = loadUser(user);
    const attempt = async () => {
      try {
        await signInChatAndConfig(user, gen);
      } catch (e) {
        if (gen !== generation) return;
        if (chatErrorCode(e) === 'need login' || isInvalidTokenError(e)) {
          log('stored session refused; signing out', e);
          await clearLocal();
          return;
        }
        log('chat login at startup failed; retrying', e);
        retryTimer = setTimeout(() => void attempt(), RECONNECT_CHECK_INTERVAL_MS);
      }
    };
    await Promise.all([attempt(), loading]);
  }

  /** Tracks a failed sign-in (spec §8) and passes the error on. */
  function loginFailed(channel: string, e: unknown): never {
    try {
      deps.track?.('login_fail', { reason: loginFailureReason(e), channel });
    } catch (err) {
      log('login failure tracking failed', err);
    }
    throw e;
  }

  async function completeLogin(res: LoginResult): Promise<MainUser> {
    const gen = ++generation;
    const user = mainUserFromLogin(res);
    writeJson(storage, KEYS.mainUser, user);
    writeJson(storage, KEYS.componentInfo, res.componentInfo);
    store.set(mainUserAtom, user);
    void loadUser(user);
    try {
      await signInChatAndConfig(user, gen, true);
    } catch (e) {
      await clearLocal();
      throw e;
    }
    return store.get(mainUserAtom) ?? user;
  }

  return {
    restore,

    /**
     * Starts loading the code the signed-in app needs (chat connection, local database) ahead
     * of a sign-in: the sign-in screen is open. Signed out, it also opens the chat's stream
     * ahead (`prepareChat`). Resolves once that code is here (or failed to load: a failed load
     * is left to the sign-in to report); never throws or rejects.
     */
    preload(): Promise<void> {
      const loaded = Promise.resolve(deps.preload?.()).catch(() => undefined);
      if (store.get(mainUserAtom) === null && chatAllowed()) deps.prepareChat?.();
      return loaded;
    },

    /**
     * Opens the chat connection of the signed-in user if it is not open (leaving the payment
     * routes, where it was not opened). No-op while signed out or already connecting/connected.
     */
    async resumeChat(): Promise<void> {
      const user = store.get(mainUserAtom);
      if (!user || !chatAllowed() || chat.state() !== 'disconnected') return;
      try {
        await chat.login({ jid: user.jid, vcToken: user.vcToken });
      } catch (e) {
        log('chat login after the payment flow failed', e);
      }
    },

    /** Password login (spec §7 user_pwd_login). Throws ApiError / ChatError; nothing stays stored on failure. */
    async loginWithPassword(uid: string, passwd: string): Promise<MainUser> {
      deps.preload?.();
      let res: LoginResult;
      try {
        res = await api.userPwdLogin({ uid, passwd });
      } catch (e) {
        storage.removeItem(KEYS.componentInfo);
        return loginFailed('password', e);
      }
      return completeLogin(res).catch((e: unknown) => loginFailed('password', e));
    },

    /**
     * The sandbox sign-in, standing in for the third-party one (spec §7 login with openId,
     * token, channel, credential): the quick guest. The openId (`web-<uuid>`, 40 characters,
     * within the server's 22..128 characters of [A-Za-z0-9_-]) is this browser's secret, kept
     * so the same guest returns; a stored value that does not fit is replaced.
     */
    async loginWithSandbox(): Promise<MainUser> {
      deps.preload?.();
      let openId = readJson(storage, KEYS.sandboxOpenId, v.pipe(v.string(), v.regex(GUEST_OPEN_ID)));
      if (!openId) {
        openId = `web-${crypto.randomUUID()}`;
        writeJson(storage, KEYS.sandboxOpenId, openId);
      }
      let res: LoginResult;
      try {
        res = await api.login({ openId, token: '', channel: 'sandbox', credential: 'sandbox' });
      } catch (e) {
        storage.removeItem(KEYS.componentInfo);
        return loginFailed('sandbox', e);
      }
      return completeLogin(res).catch((e: unknown) => loginFailed('sandbox', e));
    },

    /**
     * Third-party sign-in (spec §7): the provider's popup (type CODE by default, or TOKEN), then
     * `login_service/login` with channel `google`: for CODE `{ openId: '', token: code,
     * credential: 'CODE', codeVerifier, state }` of this attempt (thirdParty.ts), for TOKEN the
     * access token. Throws SignInCancelled when the user backs out, SignInStateMismatch for an
     * answer of another attempt, the script-load error of §8, or the API's error.
     */
    async loginWithThirdParty(popupType: PopupType = 'CODE'): Promise<MainUser> {
      const hosts = deps.signIn;
      if (!hosts) throw new Error('third-party sign-in is not configured');
      deps.preload?.();
      const grant = await requestThirdPartySignIn({ ...hosts, popupType });
      let res: LoginResult;
      try {
        res = await api.login(
          grant.credential === 'CODE'
            ? { openId: '', token: grant.token, channel: 'google', credential: 'CODE', codeVerifier: grant.codeVerifier, state: grant.state }
            : { openId: '', token: grant.token, channel: 'google', credential: 'TOKEN' },
        );
      } catch (e) {
        storage.removeItem(KEYS.componentInfo);
        return loginFailed('google', e);
      }
      return completeLogin(res).catch((e: unknown) => loginFailed('google', e));
    },

    /** Logout (spec §4): tells the server (best effort), disconnects chat, clears user, config, balance. */
    async logout(): Promise<void> {
      try {
        if (store.get(mainUserAtom)) await api.logout();
      } catch (e) {
        log('logout call failed', e);
      }
      await clearLocal();
    },

    /** Reloads the account balance only (account_service/account); throws the API's error. */
    async refreshAccount(): Promise<void> {
      await deps.wallet.refresh();
    },

    /**
     * After a recharge (a paid order, the hub's ReChargeSuccess): reloads the account AND the
     * config in one combine_info (spec §4 "Recharge refreshes the account and config"; §7
     * combine_info "account and config"), so flags that follow payment (paid-user free call,
     * first call, silver club, task entrance) are current. No-op while signed out; a failure
     * is logged, never thrown (the balance the server already sent stays). A call while one is
     * running joins it (a paid order and the hub's ReChargeSuccess for it arrive together).
     */
    refreshAfterRecharge(): Promise<void> {
      if (!store.get(mainUserAtom)) return Promise.resolve();
      if (rechargeRefresh) return rechargeRefresh;
      const gen = generation;
      rechargeRefresh = (async () => {
        try {
          const combined = await api.combineInfo();
          if (gen !== generation) return;
          deps.wallet.set(combined.accountInfo);
          store.set(configAtom, combined.configInfo);
        } catch (e) {
          log('refresh after a recharge failed', e);
        } finally {
          rechargeRefresh = null;
        }
      })();
      return rechargeRefresh;
    },

    /** True when a main user is present (signed in or restoring). */
    hasUser: () => store.get(mainUserAtom) !== null,
  };
}

export type SessionController = ReturnType<typeof createSessionController>;
