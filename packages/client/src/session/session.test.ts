import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { ApiError } from '@vchat/api-client';
import type { ApiClient } from '@vchat/api-client';
import { createSessionController } from './session.ts';
import { configAtom, mainUserAtom, sessionStatusAtom } from './atoms.ts';
import { accountAtom } from '../wallet/atoms.ts';
import { createWallet } from '../wallet/wallet.ts';
import { memoryStorage } from '../common/storage.ts';
import { fakeChat } from '../test/fakes.ts';

const LOGIN = {
  userInfo: { id: '200001', jid: 'user_200001@localhost', role: 2, vcToken: 'tok' },
  completeUserInfoCheck: true,
  componentInfo: { hubDomain: 'hub.localhost', giftDomain: 'gift.localhost', helpDomain: 'help.localhost' },
};
const COMBINE = {
  accountInfo: { paid: true, gemsBalance: 500, silverBalance: 0, silverSpent: 0 },
  configInfo: {
    mainInfo: {
      componentInfo: LOGIN.componentInfo, blockInfo: { blocked: false },
      commonConfig: { enableLuckyBox: false, enablePaidUserFreeCall: true, enableUserTaskEntrance: false }, enableCallback: true,
    },
    veegoInfo: {},
  },
};

const tracked: Array<[string, Record<string, unknown>]> = [];
let anonymousStarts = 0;

/** What happened, in order: 'preload' (the session's preload dep) and the API requests. */
let order: string[] = [];

function setup(chatAllowed?: () => boolean, signIn?: { script: string; clientId: string }) {
  order = [];
  tracked.length = 0;
  anonymousStarts = 0;
  const store = createStore();
  const storage = memoryStorage();
  const { chat, ctl } = fakeChat();
  const api = {
    userPwdLogin: vi.fn(async () => (order.push('userPwdLogin'), LOGIN)),
    login: vi.fn(async () => (order.push('login'), LOGIN)),
    logout: vi.fn(async () => ({})),
    combineInfo: vi.fn(async () => COMBINE),
    getPersonalInfo: vi.fn(async () => ({ jid: LOGIN.userInfo.jid, uid: '200001', name: 'Sam', nickName: 'Sam', avatarUrl: '', birthday: '', country: '', language: 'en', gender: '' as const, about: '' })),
    account: vi.fn(async () => COMBINE.accountInfo),
  } as unknown as ApiClient;
  const onUser = vi.fn();
  const onSignedOut = vi.fn();
  const session = createSessionController({ api, chat, store, storage, wallet: createWallet({ store, api }), onUser, onSignedOut, log: () => {},
    track: (e, p) => void tracked.push([e, p]), onAnonymousStart: () => void anonymousStarts++, preload: () => void order.push('preload'), prepareChat: () => void order.push('prepareChat'), ...(chatAllowed ? { chatAllowed } : {}), ...(signIn ? { signIn } : {}) });
  return { store, storage, chat, ctl, api, session, onUser, onSignedOut };
}

describe('session (§4, §8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('without a cached user only the anonymous state is set', async () => {
    const s = setup();
    await s.session.restore();
    expect(s.store.get(sessionStatusAtom)).toBe('anonymous');
    expect(s.ctl.logins).toBe(0);
  });

  it('start-up without a cached user sets the anonymous tracking properties; with one it does not (§4)', async () => {
    const s = setup();
    await s.session.restore();
    expect(anonymousStarts).toBe(1);
    const t = setup();
    t.storage.setItem('mainUser', JSON.stringify({ uid: '200001', jid: 'user_200001@localhost', role: 2, vcToken: 'tok' }));
    await t.session.restore();
    expect(anonymousStarts).toBe(0);
  });

  it('a sign-in or a restore starts loading the signed-in code before its request; an anonymous start does not', async () => {
    const s = setup();
    await s.session.restore();
    expect(order).toEqual([]);
    await s.session.loginWithPassword('200001', 'pw');
    await s.session.loginWithSandbox();
    expect(order).toEqual(['preload', 'userPwdLogin', 'preload', 'login']);
    const t = setup();
    t.storage.setItem('mainUser', JSON.stringify({ uid: '200001', jid: 'user_200001@localhost', role: 2, vcToken: 'tok' }));
    await t.session.restore();
    expect(order).toEqual(['preload']);
  });

  it('the sign-in screen opens the chat stream ahead while signed out; never signed in or on a payment route', async () => {
    const s = setup();
    await s.session.restore();
    s.session.preload();
    expect(order).toEqual(['preload', 'prepareChat']);
    await s.session.loginWithSandbox();
    order.length = 0;
    s.session.preload();
    expect(order).toEqual(['preload']);
    let onPayment = true;
    const t = setup(() => !onPayment);
    await t.session.restore();
    t.session.preload();
    expect(order).toEqual(['preload']);
    onPayment = false;
    t.session.preload();
    expect(order).toEqual(['preload', 'preload', 'prepareChat']);
  });

  it('preload settles once the signed-in code has loaded, and also when its load fails (the sheet then fetches the next screens)', async () => {
    const store = createStore();
    const storage = memoryStorage();
    const { chat } = fakeChat();
    const api = { combineInfo: vi.fn(), getPersonalInfo: vi.fn() } as unknown as ApiClient;
    let finish!: (ok: boolean) => void;
    const code = new Promise<void>((resolve, reject) => (finish = (ok) => (ok ? resolve() : reject(new Error('chunk lost')))));
    const session = createSessionController({ api, chat, store, storage, wallet: createWallet({ store, api }), log: () => {}, preload: () => code });
    let settled = false;
    const done = session.preload().then(() => void (settled = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    finish(false);
    await done;
    expect(settled).toBe(true);
    const none = createSessionController({ api, chat, store, storage, wallet: createWallet({ store, api }), log: () => {} });
    await expect(none.preload()).resolves.toBeUndefined();
  });

  it('a failed login is tracked with the backend result, or "unknown reason" (§8)', async () => {
    const s = setup();
    (s.api.userPwdLogin as ReturnType<typeof vi.fn>).mockRejectedValueOnce(
      new ApiError('BACKEND_ERROR', 'the backend request error', { requestId: 'x', path: 'p', result: -7 }),
    );
    await expect(s.session.loginWithPassword('200001', 'bad')).rejects.toThrow('the backend request error');
    (s.api.login as ReturnType<typeof vi.fn>).mockRejectedValueOnce(new ApiError('TIMEOUT', 'timed out', { requestId: 'y', path: 'p' }));
    await expect(s.session.loginWithSandbox()).rejects.toThrow('timed out');
    s.ctl.loginResult = 'time out';
    await expect(s.session.loginWithPassword('200001', 'viewer-one')).rejects.toThrow('time out');
    expect(tracked).toEqual([
      ['login_fail', { reason: '-7', channel: 'password' }],
      ['login_fail', { reason: 'unknown reason', channel: 'sandbox' }],
      ['login_fail', { reason: 'unknown reason', channel: 'password' }],
    ]);
  });

  it('password login stores the user, signs in to chat, then loads account and config', async () => {
    const s = setup();
    const user = await s.session.loginWithPassword('200001', 'viewer-one');
    expect(user).toMatchObject({ uid: '200001', jid: 'user_200001@localhost', vcToken: 'tok', nickName: 'Sam' });
    expect(s.store.get(sessionStatusAtom)).toBe('signedIn');
    expect(s.store.get(accountAtom)?.gemsBalance).toBe(500);
    expect(s.store.get(configAtom)?.mainInfo.enableCallback).toBe(true);
    expect(JSON.parse(s.storage.getItem('mainUser')!)).toMatchObject({ uid: '200001' });
    expect(JSON.parse(s.storage.getItem('componentInfo')!)).toEqual(LOGIN.componentInfo);
    expect(s.onUser).toHaveBeenCalledOnce();
  });

  it('a fresh sign-in asks the account and config while the chat signs in, and is signed in only after both', async () => {
    const s = setup();
    let finishChat!: () => void;
    const real = s.chat.login.bind(s.chat);
    vi.spyOn(s.chat, 'login').mockImplementationOnce(() => new Promise<void>((r) => (finishChat = r)).then(() => real()));
    const login = s.session.loginWithPassword('200001', 'viewer-one');
    await vi.waitFor(() => expect(s.api.combineInfo).toHaveBeenCalledOnce());
    expect(s.store.get(sessionStatusAtom)).not.toBe('signedIn');
    finishChat();
    await login;
    expect(s.store.get(sessionStatusAtom)).toBe('signedIn');
    expect(s.store.get(accountAtom)?.gemsBalance).toBe(500);
  });

  it('a sign-in hands the user to onUser while the chat signs in, and settles without waiting for the local list', async () => {
    const s = setup();
    s.onUser.mockImplementationOnce(() => new Promise<void>(() => {})); // the list never loads
    await s.session.loginWithPassword('200001', 'viewer-one');
    expect(s.ctl.logins).toBe(1);
    expect(s.onUser).toHaveBeenCalledOnce();
    expect(s.store.get(sessionStatusAtom)).toBe('signedIn');
  });

  it('a restore too: the chat login starts while onUser still loads', async () => {
    const s = setup();
    s.storage.setItem('mainUser', JSON.stringify({ uid: '200001', jid: 'user_200001@localhost', role: 2, vcToken: 'tok', nickName: 'Sam', name: 'Sam' }));
    let listLoaded!: () => void;
    s.onUser.mockImplementationOnce(() => new Promise<void>((r) => (listLoaded = r)));
    const p = s.session.restore();
    await vi.waitFor(() => expect(s.ctl.logins).toBe(1));
    listLoaded();
    await p;
    expect(s.store.get(sessionStatusAtom)).toBe('signedIn');
  });

  it('a sign-in does not wait for the profile: signed in first, the profile\'s nickname follows', async () => {
    const s = setup();
    let answer!: (p: unknown) => void;
    (s.api.getPersonalInfo as ReturnType<typeof vi.fn>).mockImplementationOnce(() => new Promise((r) => (answer = r)));
    const user = await s.session.loginWithPassword('200001', 'viewer-one');
    expect(s.store.get(sessionStatusAtom)).toBe('signedIn');
    expect(user.nickName).toBe('');
    answer({ jid: LOGIN.userInfo.jid, uid: '200001', name: 'Samira', nickName: 'Samira', avatarUrl: '', birthday: '', country: '', language: 'en', gender: '', about: '' });
    await vi.waitFor(() => expect(s.store.get(mainUserAtom)?.nickName).toBe('Samira'));
    expect(JSON.parse(s.storage.getItem('mainUser')!)).toMatchObject({ nickName: 'Samira' });
  });

  it('a failing onUser (the local database will not open) is logged; the sign-in still succeeds', async () => {
    const s = setup();
    s.onUser.mockImplementationOnce(async () => {
      throw new Error('IndexedDB blocked');
    });
    await s.session.loginWithPassword('200001', 'viewer-one');
    expect(s.store.get(sessionStatusAtom)).toBe('signedIn');
  });

  it('a fresh sign-in whose chat login fails stores nothing, though the account was asked', async () => {
    const s = setup();
    s.ctl.loginResult = 'need login';
    await expect(s.session.loginWithPassword('200001', 'viewer-one')).rejects.toThrow('need login');
    expect(s.store.get(sessionStatusAtom)).toBe('anonymous');
    expect(s.store.get(accountAtom)).toBeNull();
    expect(s.storage.getItem('mainUser')).toBeNull();
  });

  it('a failed login removes the stored component info and passes the error on', async () => {
    const s = setup();
    s.storage.setItem('componentInfo', '{}');
    (s.api.userPwdLogin as ReturnType<typeof vi.fn>).mockRejectedValueOnce(
      new ApiError('BACKEND_ERROR', 'the backend request error', { requestId: 'x', path: 'p', result: 0 }),
    );
    await expect(s.session.loginWithPassword('200001', 'bad')).rejects.toThrow('the backend request error');
    expect(s.storage.getItem('componentInfo')).toBeNull();
    expect(s.storage.getItem('mainUser')).toBeNull();
  });

  it('a chat login failure at sign-in removes the stored user: not signed in', async () => {
    const s = setup();
    s.ctl.loginResult = 'time out';
    await expect(s.session.loginWithPassword('200001', 'viewer-one')).rejects.toThrow('time out');
    expect(s.storage.getItem('mainUser')).toBeNull();
    expect(s.store.get(sessionStatusAtom)).toBe('anonymous');
  });

  it('restores a cached user: restoring at once, signed in after chat login and config', async () => {
    const s = setup();
    s.storage.setItem('mainUser', JSON.stringify({ uid: '200001', jid: 'user_200001@localhost', role: 2, vcToken: 'tok', nickName: 'Sam', name: 'Sam' }));
    const p = s.session.restore();
    expect(s.store.get(sessionStatusAtom)).toBe('restoring');
    expect(s.session.hasUser()).toBe(true);
    await p;
    expect(s.store.get(sessionStatusAtom)).toBe('signedIn');
  });

  it('a refused token at startup removes the stored user', async () => {
    const s = setup();
    s.storage.setItem('mainUser', JSON.stringify({ uid: '1', jid: 'user_1@localhost', vcToken: 'old' }));
    s.ctl.loginResult = 'need login';
    await s.session.restore();
    expect(s.storage.getItem('mainUser')).toBeNull();
    expect(s.store.get(mainUserAtom)).toBeNull();
    expect(s.onSignedOut).toHaveBeenCalled();
  });

  it('a chat time-out at startup is logged only: the user stays and it retries every 10 s', async () => {
    const s = setup();
    s.storage.setItem('mainUser', JSON.stringify({ uid: '1', jid: 'user_1@localhost', vcToken: 'tok' }));
    s.ctl.loginResult = 'time out';
    await s.session.restore();
    expect(s.store.get(sessionStatusAtom)).toBe('restoring');
    expect(s.storage.getItem('mainUser')).not.toBeNull();
    s.ctl.loginResult = 'ok';
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.ctl.logins).toBe(2);
    expect(s.store.get(sessionStatusAtom)).toBe('signedIn');
  });

  it('a corrupt cached user reads as none (null on parse failure)', async () => {
    const s = setup();
    s.storage.setItem('mainUser', '{not json');
    await s.session.restore();
    expect(s.store.get(sessionStatusAtom)).toBe('anonymous');
  });

  it('logout disconnects chat and clears user, config and balance', async () => {
    const s = setup();
    await s.session.loginWithPassword('200001', 'viewer-one');
    await s.session.logout();
    expect(s.api.logout).toHaveBeenCalled();
    expect(s.chat.state()).toBe('disconnected');
    expect(s.store.get(mainUserAtom)).toBeNull();
    expect(s.store.get(accountAtom)).toBeNull();
    expect(s.store.get(configAtom)).toBeNull();
    expect(s.storage.getItem('mainUser')).toBeNull();
  });

  it('a recharge reloads the account AND the config (§4 "Recharge refreshes the account and config")', async () => {
    const s = setup();
    await s.session.loginWithPassword('200001', 'viewer-one');
    const combine = s.api.combineInfo as ReturnType<typeof vi.fn>;
    const before = combine.mock.calls.length;
    combine.mockResolvedValueOnce({
      accountInfo: { ...COMBINE.accountInfo, gemsBalance: 1500 },
      configInfo: { ...COMBINE.configInfo, mainInfo: { ...COMBINE.configInfo.mainInfo, commonConfig: { ...COMBINE.configInfo.mainInfo.commonConfig, enableUserTaskEntrance: true } } },
    });
    await s.session.refreshAfterRecharge();
    expect(combine.mock.calls.length).toBe(before + 1);
    expect(s.store.get(accountAtom)?.gemsBalance).toBe(1500);
    expect(s.store.get(configAtom)?.mainInfo.commonConfig.enableUserTaskEntrance).toBe(true);
    // A paid order and the hub's ReChargeSuccess at once: one request.
    await Promise.all([s.session.refreshAfterRecharge(), s.session.refreshAfterRecharge()]);
    expect(combine.mock.calls.length).toBe(before + 2);
    // Signed out: nothing is asked.
    await s.session.logout();
    await s.session.refreshAfterRecharge();
    expect(combine.mock.calls.length).toBe(before + 2);
  });

  it('on the payment routes signs in without opening the chat (§2); leaving them opens it', async () => {
    let onPaymentRoute = true;
    const s = setup(() => !onPaymentRoute);
    await s.session.loginWithPassword('200001', 'pw');
    expect(s.ctl.logins).toBe(0);
    expect(s.store.get(accountAtom)?.gemsBalance).toBe(500);
    expect(s.store.get(sessionStatusAtom)).toBe('signedIn');
    await s.session.resumeChat();
    expect(s.ctl.logins).toBe(0); // still on a payment route
    onPaymentRoute = false;
    await s.session.resumeChat();
    expect(s.ctl.logins).toBe(1);
    await s.session.resumeChat();
    expect(s.ctl.logins).toBe(1); // already connected
  });

  it('quick account: sends a 22..128-character openId of [A-Za-z0-9_-] and the same one again; a stored one that does not fit is replaced', async () => {
    const s = setup();
    await s.session.loginWithSandbox();
    await s.session.loginWithSandbox();
    const calls = (s.api.login as ReturnType<typeof vi.fn>).mock.calls as unknown as Array<[{ openId: string; channel: string; credential: string }]>;
    expect(calls[0]![0]).toMatchObject({ channel: 'sandbox', credential: 'sandbox' });
    expect(calls[0]![0].openId).toMatch(/^[A-Za-z0-9_-]{22,128}$/);
    expect(calls[1]![0].openId).toBe(calls[0]![0].openId);
    s.storage.setItem('sandboxOpenId', JSON.stringify('google:0123456789abcdef01234567'));
    await s.session.loginWithSandbox();
    expect(calls[2]![0].openId).toMatch(/^web-[0-9a-f-]{36}$/);
  });

  it('third-party sign-in sends the code with this attempt\'s PKCE verifier and state, and no openId', async () => {
    vi.useRealTimers();
    const seen: Array<{ state: string; code_challenge: string }> = [];
    const cb = (cfg: { state: string; code_challenge: string; callback: (a: unknown) => void }) => ({
      requestCode: () => {
        seen.push(cfg);
        queueMicrotask(() => cfg.callback({ code: 'the-code', state: cfg.state }));
      },
    });
    (globalThis as { google?: unknown }).google = { accounts: { oauth2: { initCodeClient: cb, initTokenClient: cb } } };
    try {
      const s = setup(undefined, { script: '/oauth/client.js', clientId: 'fachat-web-dev' });
      await s.session.loginWithThirdParty();
      const sent = (s.api.login as ReturnType<typeof vi.fn>).mock.calls[0]![0] as Record<string, string>;
      expect(sent).toMatchObject({ openId: '', token: 'the-code', channel: 'google', credential: 'CODE', state: seen[0]!.state });
      expect(sent.codeVerifier).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/);
      expect(createHash('sha256').update(sent.codeVerifier!).digest('base64url')).toBe(seen[0]!.code_challenge);
      expect(s.store.get(sessionStatusAtom)).toBe('signedIn');
    } finally {
      delete (globalThis as { google?: unknown }).google;
    }
  });
});
