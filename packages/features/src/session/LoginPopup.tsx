/**
 * /login popup (spec §2): password sign-in (uid + password) and the sandbox sign-in that
 * stands in for the third-party one. On success goes to the `redirect` search value or `/`
 * (which sends a signed-in user to /match).
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Button, TextField } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { ApiError } from '@vchat/client';
import { useServices } from '../common/ServicesContext.tsx';
import { describeError } from '../common/errors.ts';
import { PopupFrame } from '../shell/PopupFrame.tsx';
import { preloadAfterSignIn } from '../router/screens.ts';
import { SIGNED_IN_HOME } from '../router/access.ts';
import * as css from './login.css.ts';
import { SignInCancelled, SignInUnavailable } from '@vchat/client';

/**
 * Where sign-in goes next: `target` (the `redirect` search value) when it is a path of this app,
 * else {@link SIGNED_IN_HOME}, where `/` sends a signed-in viewer: straight there, not through the index
 * route's redirect (a second route resolution and history write in the task that draws Match on a
 * slow phone, issue 21 tap → talking). Never `/login` itself, nor another origin (`//host`).
 */
export function safeRedirect(target: unknown): string {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login') ? target : SIGNED_IN_HOME;
}

/**
 * The account ID + password form (spec §3 login payload uid, passwd), shared by /login and
 * /userpassword. `onDone` runs after a successful sign-in; `extra` renders below the submit
 * button and gets `busy`/`setBusy`/`setError` to run its own sign-in the same way.
 */
export function PasswordForm({ onDone, extra }: {
  onDone: () => void;
  extra?: (ctx: { busy: boolean; running: boolean; run: (fn: () => Promise<void>) => Promise<void> }) => ReactNode;
}) {
  const { t } = useTranslation();
  const { session } = useServices();
  const [uid, setUid] = useState('');
  const [passwd, setPasswd] = useState('');
  const [busy, setBusy] = useState<'pwd' | 'extra' | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The dialog's focus moves to the account field where a fine pointer is (a desktop: the
  // keyboard path of spec §2). On a phone it does not: the keyboard would open over the sheet's
  // buttons, the quick account among them, which most phones tap; the dialog's first control
  // takes focus instead (ui-kit useFocusTrap).
  const [typing] = useState(() => typeof matchMedia === 'function' && matchMedia('(pointer: fine)').matches);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!uid.trim() || !passwd) {
      setError(t('login.required'));
      return;
    }
    setBusy('pwd');
    setError(null);
    try {
      await session.loginWithPassword(uid.trim(), passwd);
      onDone();
    } catch (err) {
      setError(err instanceof ApiError && err.code === 'BACKEND_ERROR' && err.details.result === 0 ? t('login.invalid') : describeError(err, t));
    } finally {
      setBusy(null);
    }
  }

  const run = async (fn: () => Promise<void>) => {
    setBusy('extra');
    setError(null);
    try {
      await fn();
      onDone();
    } catch (err) {
      if (err instanceof SignInCancelled) return; // the user closed the provider's popup
      if (err instanceof SignInUnavailable) setError(t('login.scriptFailed'));
      else setError(describeError(err, t) || t('login.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <form className={css.form} onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={t('login.uid')}
        name="uid"
        autoComplete="username"
        inputMode="numeric"
        value={uid}
        onChange={(e) => setUid(e.target.value)}
        data-autofocus={typing ? '' : undefined}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={passwd}
        onChange={(e) => setPasswd(e.target.value)}
        showPasswordLabel={t('login.showPassword')}
        hidePasswordLabel={t('login.hidePassword')}
      />
      <div className={css.error} role="alert" aria-live="assertive">{error ?? ''}</div>
      <Button type="submit" variant="primary" fullWidth loading={busy === 'pwd'} disabled={busy !== null}>
        {t('login.submit')}
      </Button>
      {extra?.({ busy: busy !== null, running: busy === 'extra', run })}
    </form>
  );
}

export function LoginPopup() {
  const { t } = useTranslation();
  const { session } = useServices();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { redirect?: string };
  const done = () => void navigate({ to: safeRedirect(search.redirect) });
  const [provider, setProvider] = useState<'google' | 'sandbox'>('sandbox');
  // The chat and database code, then the screens sign-in lands on, load while she chooses how to
  // sign in (issue 21, tap → talking): from the sheet's commit, so none of it runs before the
  // sheet is on screen; and the screens after the chat's code, which the sign-in itself waits
  // for (on a slow link they shared it and the chat's stream opened only after her tap).
  useEffect(() => void session.preload().then(preloadAfterSignIn), [session]);
  return (
    <PopupFrame title={t('login.title')} description={t('login.subtitle')}>
      <PasswordForm
        onDone={done}
        extra={({ busy, running, run }) => (
          <>
            <div className={css.or}><span>{t('login.or')}</span></div>
            <Button type="button" variant="secondary" fullWidth loading={running && provider === 'google'} disabled={busy} data-testid="login-google"
              onClick={() => {
                setProvider('google');
                void run(async () => void (await session.loginWithThirdParty()));
              }}>
              {t('login.google')}
            </Button>
            <Button type="button" variant="secondary" fullWidth loading={running && provider === 'sandbox'} disabled={busy}
              onClick={() => {
                setProvider('sandbox');
                void run(async () => void (await session.loginWithSandbox()));
              }}>
              {t('login.sandbox')}
            </Button>
          </>
        )}
      />
    </PopupFrame>
  );
}
