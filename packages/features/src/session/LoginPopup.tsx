/**
 * /login popup (spec §2): password sign-in (uid + password) and the sandbox sign-in that
 * stands in for the third-party one. On success goes to the `redirect` search value or `/`
 * (which sends a signed-in user to /match).
 */
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Button, TextField } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { ApiError } from '@vchat/api-client';
import { useServices } from '../common/ServicesContext.tsx';
import { describeError } from '../common/errors.ts';
import { PopupFrame } from '../shell/PopupFrame.tsx';
import * as css from './login.css.ts';

/** Only same-app paths are followed after sign-in. */
export function safeRedirect(target: unknown): string {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login') ? target : '/';
}

export function LoginPopup() {
  const { t } = useTranslation();
  const { session } = useServices();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { redirect?: string };
  const [uid, setUid] = useState('');
  const [passwd, setPasswd] = useState('');
  const [busy, setBusy] = useState<'pwd' | 'sandbox' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const done = () => void navigate({ to: safeRedirect(search.redirect) });

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
      done();
    } catch (err) {
      setError(err instanceof ApiError && err.code === 'BACKEND_ERROR' && err.details.result === 0 ? t('login.invalid') : describeError(err, t));
    } finally {
      setBusy(null);
    }
  }

  async function sandbox() {
    setBusy('sandbox');
    setError(null);
    try {
      await session.loginWithSandbox();
      done();
    } catch (err) {
      setError(describeError(err, t) || t('login.failed'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <PopupFrame title={t('login.title')} description={t('login.subtitle')}>
      <form className={css.form} onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t('login.uid')}
          name="uid"
          autoComplete="username"
          inputMode="numeric"
          value={uid}
          onChange={(e) => setUid(e.target.value)}
          autoFocus
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
        <div className={css.or}><span>{t('login.or')}</span></div>
        <Button type="button" variant="secondary" fullWidth loading={busy === 'sandbox'} disabled={busy !== null} onClick={() => void sandbox()}>
          {t('login.sandbox')}
        </Button>
      </form>
    </PopupFrame>
  );
}
