/**
 * The complete-profile and improve-information overlays (spec §2 overlays; §3 login's
 * completeUserInfoCheck). Complete-profile asks a signed-in user whose card lacks nickname,
 * birthday or gender for them, in place, and saves through the profile controller; "Later"
 * hides it for this visit. Improve-information asks once per device, when the profile is
 * complete but says nothing about the user, to add a photo and a few words (→ /editprofile).
 * Shown over the goddess wall and messages only, never during a call or a payment.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import * as v from 'valibot';
import { Button, TextField } from '@vchat/ui-kit';
import { AppModal } from '../common/AppModal.tsx';
import { useTranslation } from '@vchat/i18n';
import { useServices } from '../common/ServicesContext.tsx';
import { describeError } from '../common/errors.ts';
import { readJson, writeJson } from '@vchat/client';
import { profileAtom } from '@vchat/client';
import { NICKNAME_MAX, ProfileInputError } from '@vchat/client';
import { profileIncomplete } from './PersonalHomePage.tsx';
import { GenderField } from './GenderField.tsx';
import { PromptFrame, usePromptTurn } from '../common/prompts.tsx';
import * as css from './profile.css.ts';

/** sessionStorage: complete-profile was put off for this visit. */
const LATER_KEY = 'completeProfileLater';
/** Stored (§9 small values): improve-information was shown on this device. */
export const IMPROVE_SHOWN_KEY = 'improveInfoShown';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function ProfilePrompts() {
  const { t } = useTranslation();
  const { profile: profiles, storage } = useServices();
  const navigate = useNavigate();
  const profile = useAtomValue(profileAtom);
  const [later, setLater] = useState(() => session()?.getItem(LATER_KEY) === '1');
  const [improveShown, setImproveShown] = useState(() => readJson(storage, IMPROVE_SHOWN_KEY, v.boolean()) === true);
  const [form, setForm] = useState<{ nickName: string; birthday: string; gender: 'female' | 'male' | 'other' | '' } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One prompt at a time (common/prompts.tsx): each asks for its turn while it has something to ask.
  const wantsComplete = !!profile && profileIncomplete(profile) && !later;
  const wantsImprove = !!profile && !profileIncomplete(profile) && !profile.about && !improveShown;
  const completeTurn = usePromptTurn('completeProfile', wantsComplete);
  const improveTurn = usePromptTurn('improveInfo', wantsImprove);
  if (!profile) return null;

  if (wantsComplete && completeTurn) {
    const f = form ?? { nickName: profile.nickName, birthday: profile.birthday, gender: profile.gender };
    const putOff = () => {
      session()?.setItem(LATER_KEY, '1');
      setLater(true);
    };
    const save = async (ev: FormEvent) => {
      ev.preventDefault();
      if (!f.nickName.trim()) return setError(t('me.error.nickName_empty'));
      if (!f.birthday) return setError(t('me.error.birthday_invalid'));
      if (!f.gender) return setError(t('me.error.gender_empty'));
      setBusy(true);
      setError(null);
      try {
        await profiles.save({ nickName: f.nickName, birthday: f.birthday, gender: f.gender });
      } catch (e) {
        setError(e instanceof ProfileInputError ? t(`me.error.${e.field}_${e.reason}` as never) : describeError(e, t));
      } finally {
        setBusy(false);
      }
    };
    return (
      <PromptFrame id="completeProfile">
      <AppModal open onClose={putOff} closeLabel={t('common.close')} title={t('me.completeTitle')} width={420}>
        <form className={css.form} style={{ border: 0, padding: 0 }} onSubmit={(e) => void save(e)} noValidate data-testid="complete-profile">
          <p style={{ margin: 0 }}>{t('me.completeText')}</p>
          <TextField label={t('me.nickname')} value={f.nickName} maxLength={NICKNAME_MAX} onChange={(e) => setForm({ ...f, nickName: e.target.value })} />
          <label className={css.label}>
            {t('me.birthday')}
            <input className={css.input} type="date" value={f.birthday} max={new Date().toISOString().slice(0, 10)} onChange={(e) => setForm({ ...f, birthday: e.target.value })} data-testid="complete-birthday" />
          </label>
          <GenderField name="complete-gender" value={f.gender} onChange={(g) => setForm({ ...f, gender: g })} />
          {error && <p className={css.error} role="alert">{error}</p>}
          <Button type="submit" loading={busy} fullWidth>{t('me.save')}</Button>
          <Button type="button" variant="ghost" onClick={putOff} fullWidth>{t('me.later')}</Button>
        </form>
      </AppModal>
      </PromptFrame>
    );
  }

  if (wantsImprove && improveTurn) {
    const close = () => {
      writeJson(storage, IMPROVE_SHOWN_KEY, true);
      setImproveShown(true);
    };
    return (
      <PromptFrame id="improveInfo">
      <AppModal open onClose={close} closeLabel={t('common.close')} title={t('me.improveTitle')} width={380}
        footer={
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
            <Button variant="ghost" onClick={close}>{t('me.later')}</Button>
            <Button onClick={() => { close(); void navigate({ to: '/editprofile' }); }}>{t('me.improve')}</Button>
          </div>
        }>
        <p data-testid="improve-info">{t('me.improveText')}</p>
      </AppModal>
      </PromptFrame>
    );
  }
  return null;
}
