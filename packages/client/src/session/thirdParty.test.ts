import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { codeChallengeOf, newCodeVerifier, requestThirdPartySignIn, SIGN_IN_SCOPES, SignInCancelled, SignInStateMismatch } from './thirdParty.ts';

type Cfg = { client_id: string; scope: string; state: string; code_challenge?: string; code_challenge_method?: string; callback: (a: Record<string, string>) => void };

/** Installs a stand-in of the provider's script (its global `google`); `answer` decides what the popup returns. */
function fakeProvider(answer: (cfg: Cfg, type: 'code' | 'token') => Record<string, string>) {
  const seen: Array<{ type: 'code' | 'token'; cfg: Cfg }> = [];
  const client = (type: 'code' | 'token') => (cfg: Cfg) => {
    const request = () => {
      seen.push({ type, cfg });
      queueMicrotask(() => cfg.callback(answer(cfg, type)));
    };
    return { requestCode: request, requestAccessToken: request };
  };
  (globalThis as { google?: unknown }).google = { accounts: { oauth2: { initCodeClient: client('code'), initTokenClient: client('token') } } };
  return seen;
}

const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
const s256 = (v: string) => createHash('sha256').update(v, 'ascii').digest('base64url');

afterEach(() => {
  delete (globalThis as { google?: unknown }).google;
});

describe('third-party sign-in: authorization code with PKCE and state (spec §7)', () => {
  it('makes a new state and verifier per attempt and sends the S256 challenge with them', async () => {
    const seen = fakeProvider((cfg) => ({ code: `code-${seen.length}`, scope: cfg.scope, state: cfg.state }));
    const one = await requestThirdPartySignIn({ script: '/oauth/client.js', clientId: 'fachat-web-dev' });
    const two = await requestThirdPartySignIn({ script: '/oauth/client.js', clientId: 'fachat-web-dev' });
    if (one.credential !== 'CODE' || two.credential !== 'CODE') throw new Error('expected codes');
    expect(one.token).toBe('code-1');
    expect(one.codeVerifier).toMatch(VERIFIER);
    expect(one.state.length).toBeGreaterThanOrEqual(22);
    const cfg = seen[0]!.cfg;
    expect(seen[0]!.type).toBe('code');
    expect(cfg).toMatchObject({ client_id: 'fachat-web-dev', scope: SIGN_IN_SCOPES, state: one.state, code_challenge_method: 'S256' });
    expect(cfg.code_challenge).toBe(s256(one.codeVerifier));
    expect(two.state).not.toBe(one.state);
    expect(two.codeVerifier).not.toBe(one.codeVerifier);
  });

  it('computes the RFC 7636 example challenge', async () => {
    expect(await codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(newCodeVerifier()).toMatch(VERIFIER);
  });

  it('refuses an answer with another state, and passes a refusal on as cancelled', async () => {
    fakeProvider(() => ({ code: 'stolen', state: 'someone-elses-state' }));
    await expect(requestThirdPartySignIn({ script: '/oauth/client.js', clientId: 'x' })).rejects.toBeInstanceOf(SignInStateMismatch);
    fakeProvider(() => ({ code: 'no-state' }));
    await expect(requestThirdPartySignIn({ script: '/oauth/client.js', clientId: 'x' })).rejects.toBeInstanceOf(SignInStateMismatch);
    fakeProvider((cfg) => ({ error: 'access_denied', state: cfg.state }));
    await expect(requestThirdPartySignIn({ script: '/oauth/client.js', clientId: 'x' })).rejects.toBeInstanceOf(SignInCancelled);
  });

  it('popup type TOKEN: sends a state, no challenge, and returns the access token', async () => {
    const seen = fakeProvider((cfg) => ({ access_token: 'tok', scope: cfg.scope, state: cfg.state }));
    const grant = await requestThirdPartySignIn({ script: '/oauth/client.js', clientId: 'x', popupType: 'TOKEN' });
    expect(grant).toEqual({ credential: 'TOKEN', token: 'tok', state: seen[0]!.cfg.state });
    expect(seen[0]!.type).toBe('token');
    expect(seen[0]!.cfg.code_challenge).toBeUndefined();
  });
});
