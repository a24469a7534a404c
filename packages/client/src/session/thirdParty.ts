/**
 * Third-party sign-in (spec §7: the provider's script, popup types CODE (default) and TOKEN,
 * scopes email, profile, openid; §8 script load failure). The script loads on demand, once;
 * its popup returns a code or an access token, which `login_service/login` exchanges (channel
 * `google`, credential `CODE` or `TOKEN`). Codes use the authorization-code flow with PKCE
 * (RFC 7636, S256) and a per-attempt `state`: the code alone signs nobody in. In development
 * the sandbox serves a stand-in of the script and its identity page (tooling/sandbox/OAUTH.md).
 */

/** §8: the error when the provider's script cannot be loaded. */
export const SCRIPT_LOAD_ERROR = 'Failed to load the Google 3P Authorization JavaScript Library';
/** §7 scopes. */
export const SIGN_IN_SCOPES = 'email profile openid';
/** How long the script may take to load, ms. */
export const SCRIPT_TIMEOUT_MS = 10_000;

export type PopupType = 'CODE' | 'TOKEN';

type Answer = { code?: string; access_token?: string; error?: string; state?: string };
type Callback = (a: Answer) => void;
/** What the provider's script takes (tooling/sandbox/OAUTH.md): the code client gets the PKCE challenge. */
interface OAuth2 {
  initCodeClient(cfg: { client_id: string; scope: string; callback: Callback; state: string; code_challenge: string; code_challenge_method: 'S256' }): { requestCode(): void };
  initTokenClient(cfg: { client_id: string; scope: string; callback: Callback; state: string }): { requestAccessToken(): void };
}

/**
 * What a completed popup gives `login_service/login`: for CODE the code plus the attempt's PKCE
 * `codeVerifier` and `state` (the server checks both), for TOKEN the access token.
 */
export type ThirdPartyGrant =
  | { credential: 'CODE'; token: string; codeVerifier: string; state: string }
  | { credential: 'TOKEN'; token: string; state: string };

/** base64url (RFC 4648 §5) of bytes, without padding. */
export function base64url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Random base64url text of `n` bytes from crypto.getRandomValues. */
const randomText = (n: number) => base64url(crypto.getRandomValues(new Uint8Array(n)));

/** A fresh PKCE code_verifier (RFC 7636 §4.1): 64 characters of [A-Za-z0-9_-] (48 random bytes). */
export function newCodeVerifier(): string {
  return randomText(48);
}

/** A fresh anti-forgery `state` for one sign-in attempt: 32 characters (24 random bytes). */
export function newState(): string {
  return randomText(24);
}

/** The PKCE S256 code_challenge of a verifier: base64url(SHA-256(ASCII(verifier))), 43 characters. */
export async function codeChallengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** The provider's script could not be loaded (spec §8): third-party sign-in is unavailable now. */
export class SignInUnavailable extends Error {
  override name = 'SignInUnavailable';
  constructor() {
    super(SCRIPT_LOAD_ERROR);
  }
}

/** The user closed or refused the provider's popup. */
export class SignInCancelled extends Error {
  override name = 'SignInCancelled';
}

const oauth2 = (): OAuth2 | undefined => (globalThis as unknown as { google?: { accounts?: { oauth2?: OAuth2 } } }).google?.accounts?.oauth2;

let loading: Promise<OAuth2> | null = null;

/**
 * Loads the provider's script once with the platform's `loadScript` (the browser adds a
 * `<script>` element; Node has none). Rejects with {@link SignInUnavailable} when it is absent,
 * fails, takes over {@link SCRIPT_TIMEOUT_MS} or defines no provider; a later call tries again.
 */
export function loadSignInScript(src: string, loadScript?: (src: string) => Promise<void>): Promise<OAuth2> {
  const ready = oauth2();
  if (ready) return Promise.resolve(ready);
  if (!loadScript) return Promise.reject(new SignInUnavailable());
  loading ??= new Promise<OAuth2>((resolve, reject) => {
    const fail = () => {
      loading = null;
      reject(new SignInUnavailable());
    };
    const timer = setTimeout(fail, SCRIPT_TIMEOUT_MS);
    loadScript(src).then(
      () => {
        clearTimeout(timer);
        const api = oauth2();
        if (api) resolve(api);
        else fail();
      },
      () => {
        clearTimeout(timer);
        fail();
      },
    );
  });
  return loading;
}

/** The provider's answer carried another state than the one this attempt sent (a forged or stray answer). */
export class SignInStateMismatch extends Error {
  override name = 'SignInStateMismatch';
  constructor() {
    super('the sign-in answer does not belong to this attempt');
  }
}

/**
 * Opens the provider's popup for one sign-in attempt and resolves with what
 * `login_service/login` needs ({@link ThirdPartyGrant}). Each attempt makes a new random
 * `state` and, for CODE, a PKCE verifier whose S256 challenge goes to the provider; the
 * answer's state must be the one sent. Throws SignInCancelled when the user closes or refuses
 * the popup, SignInStateMismatch for an answer of another attempt, or the script error (§8).
 */
export async function requestThirdPartySignIn(p: {
  script: string;
  clientId: string;
  popupType?: PopupType;
  loadScript?: (src: string) => Promise<void>;
}): Promise<ThirdPartyGrant> {
  const api = await loadSignInScript(p.script, p.loadScript);
  const type = p.popupType ?? 'CODE';
  const state = newState();
  const codeVerifier = type === 'CODE' ? newCodeVerifier() : '';
  const codeChallenge = type === 'CODE' ? await codeChallengeOf(codeVerifier) : '';
  const answer = await new Promise<Answer>((resolve) => {
    const base = { client_id: p.clientId, scope: SIGN_IN_SCOPES, callback: resolve, state };
    if (type === 'CODE') api.initCodeClient({ ...base, code_challenge: codeChallenge, code_challenge_method: 'S256' }).requestCode();
    else api.initTokenClient(base).requestAccessToken();
  });
  if (answer.error) throw new SignInCancelled(answer.error);
  if (answer.state !== state) throw new SignInStateMismatch();
  const token = type === 'CODE' ? answer.code : answer.access_token;
  if (!token) throw new SignInCancelled('no code');
  return type === 'CODE' ? { credential: 'CODE', token, codeVerifier, state } : { credential: 'TOKEN', token, state };
}
