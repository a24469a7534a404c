/**
 * Third-party sign-in (spec §7: the provider's script, popup types CODE (default) and TOKEN,
 * scopes email, profile, openid; §8 script load failure). The script loads on demand, once;
 * its popup returns a code or an access token, which `login_service/login` exchanges (channel
 * `google`, credential `CODE` or `TOKEN`). In development the sandbox serves a stand-in of the
 * script and its identity page (tooling/sandbox/OAUTH.md).
 */

/** §8: the error when the provider's script cannot be loaded. */
export const SCRIPT_LOAD_ERROR = 'Failed to load the Google 3P Authorization JavaScript Library';
/** §7 scopes. */
export const SIGN_IN_SCOPES = 'email profile openid';
/** How long the script may take to load, ms. */
export const SCRIPT_TIMEOUT_MS = 10_000;

export type PopupType = 'CODE' | 'TOKEN';

type Answer = { code?: string; access_token?: string; error?: string };
interface OAuth2 {
  initCodeClient(cfg: { client_id: string; scope: string; callback: (a: Answer) => void }): { requestCode(): void };
  initTokenClient(cfg: { client_id: string; scope: string; callback: (a: Answer) => void }): { requestAccessToken(): void };
}

/** The user closed or refused the provider's popup. */
export class SignInCancelled extends Error {
  override name = 'SignInCancelled';
}

const oauth2 = (): OAuth2 | undefined => (window as unknown as { google?: { accounts?: { oauth2?: OAuth2 } } }).google?.accounts?.oauth2;

let loading: Promise<OAuth2> | null = null;

/** Loads the provider's script once. Rejects with {@link SCRIPT_LOAD_ERROR} (and may be retried). */
export function loadSignInScript(src: string): Promise<OAuth2> {
  const ready = oauth2();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<OAuth2>((resolve, reject) => {
    const el = document.createElement('script');
    el.src = src;
    el.async = true;
    const fail = () => {
      el.remove();
      loading = null;
      reject(new Error(SCRIPT_LOAD_ERROR));
    };
    const timer = setTimeout(fail, SCRIPT_TIMEOUT_MS);
    el.onload = () => {
      clearTimeout(timer);
      const api = oauth2();
      if (api) resolve(api);
      else fail();
    };
    el.onerror = () => {
      clearTimeout(timer);
      fail();
    };
    document.head.appendChild(el);
  });
  return loading;
}

/**
 * Opens the provider's popup and resolves with what it returns: `{ token, credential }` for
 * `login_service/login`. Throws SignInCancelled when the user closes or refuses it, or the
 * script error.
 */
export async function requestThirdPartySignIn(p: { script: string; clientId: string; popupType?: PopupType }): Promise<{ token: string; credential: PopupType }> {
  const api = await loadSignInScript(p.script);
  const type = p.popupType ?? 'CODE';
  const answer = await new Promise<Answer>((resolve) => {
    if (type === 'CODE') api.initCodeClient({ client_id: p.clientId, scope: SIGN_IN_SCOPES, callback: resolve }).requestCode();
    else api.initTokenClient({ client_id: p.clientId, scope: SIGN_IN_SCOPES, callback: resolve }).requestAccessToken();
  });
  const token = type === 'CODE' ? answer.code : answer.access_token;
  if (answer.error || !token) throw new SignInCancelled(answer.error ?? 'no code');
  return { token, credential: type };
}
