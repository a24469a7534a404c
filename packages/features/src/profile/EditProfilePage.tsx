/**
 * `/editprofile` (spec §2 page, §3 user card, §7 update_manual_personal_info_v2 and the image
 * host upload): avatar (JPEG/PNG/WebP/GIF up to 5 MB, uploaded at once with its progress),
 * nickname, birthday, gender and about. Save sends only what changed; a refused field is
 * named under it and nothing is written. Saved, it returns to `/personalhome`.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import type { ProfilePatch } from '@vchat/api-client';
import { Avatar, Button, Skeleton, TextField, TopBar } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { useServices } from '../common/ServicesContext.tsx';
import { useHostImage } from '../common/hostImage.ts';
import { describeError } from '../common/errors.ts';
import { showToast } from '../common/toast.ts';
import { mainUserAtom, profileAtom } from '@vchat/client';
import { ABOUT_MAX, NICKNAME_MAX, ProfileInputError } from '@vchat/client';
import { GenderField, type Gender } from './GenderField.tsx';
import * as css from './profile.css.ts';


export function EditProfilePage() {
  const { t } = useTranslation();
  const { profile: profiles } = useServices();
  const image = useHostImage();
  const navigate = useNavigate();
  const store = useStore();
  const user = useAtomValue(mainUserAtom);
  const profile = useAtomValue(profileAtom);
  const [form, setForm] = useState<{ nickName: string; birthday: string; gender: Gender | ''; about: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState<number | null>(null);
  const [errors, setErrors] = useState<Partial<Record<'nickName' | 'birthday' | 'about' | 'avatar' | 'form', string>>>({});
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void profiles.load().catch(() => setErrors({ form: t('me.loadFailed') }));
  }, [profiles, t]);
  useEffect(() => {
    if (profile && !form) setForm({ nickName: profile.nickName, birthday: profile.birthday, gender: profile.gender, about: profile.about });
  }, [profile, form]);

  const fieldError = (e: unknown): typeof errors => {
    if (e instanceof ProfileInputError) return { [e.field]: t(`me.error.${e.field}_${e.reason}` as never) };
    return { form: describeError(e, t) };
  };

  const save = async (ev: FormEvent) => {
    ev.preventDefault();
    if (!form || !profile || busy) return;
    const patch: ProfilePatch = {};
    if (form.nickName !== profile.nickName) patch.nickName = form.nickName;
    if (form.birthday !== profile.birthday) patch.birthday = form.birthday;
    if (form.gender && form.gender !== profile.gender) patch.gender = form.gender;
    if (form.about !== profile.about) patch.about = form.about;
    setErrors({});
    if (Object.keys(patch).length === 0) return void navigate({ to: '/personalhome' });
    setBusy(true);
    try {
      await profiles.save(patch);
      showToast(store, t('me.saved'), 'success');
      void navigate({ to: '/personalhome' });
    } catch (e) {
      setErrors(fieldError(e));
    } finally {
      setBusy(false);
    }
  };

  const pickAvatar = async (file: File | undefined) => {
    if (!file) return;
    setErrors({});
    setUploading(0);
    try {
      await profiles.setAvatar(file, (f) => setUploading(f));
    } catch (e) {
      setErrors(fieldError(e));
    } finally {
      setUploading(null);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const name = form?.nickName || user?.nickName || '';
  return (
    <section className={css.page} aria-labelledby="edit-title" data-testid="editprofile">
      <TopBar title={<span id="edit-title">{t('me.editTitle')}</span>} onBack={() => void navigate({ to: '/personalhome' })} backLabel={t('common.back')} />
      {!form ? (
        errors.form ? <p className={css.error} role="alert">{errors.form}</p> : <Skeleton height={420} />
      ) : (
        <form className={css.form} onSubmit={(e) => void save(e)} noValidate>
          <div className={css.avatarRow}>
            <Avatar src={image(profile?.avatarUrl)} name={name || '?'} size={72} />
            <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
              <input ref={fileRef} id="avatar-file" aria-label={t('me.changePhoto')} tabIndex={-1} type="file" accept="image/jpeg,image/png,image/webp,image/gif" className={css.hidden}
                onChange={(e) => void pickAvatar(e.target.files?.[0])} data-testid="avatar-input" />
              <Button type="button" variant="secondary" size="sm" loading={uploading !== null} onClick={() => fileRef.current?.click()}>
                {uploading !== null ? t('me.uploading', { percent: Math.round(uploading * 100) }) : t('me.changePhoto')}
              </Button>
              {errors.avatar && <p className={css.error} role="alert">{errors.avatar}</p>}
            </div>
          </div>
          <div>
            <TextField label={t('me.nickname')} value={form.nickName} maxLength={NICKNAME_MAX} autoComplete="nickname"
              onChange={(e) => setForm({ ...form, nickName: e.target.value })} />
            {errors.nickName && <p className={css.error} role="alert">{errors.nickName}</p>}
          </div>
          <label className={css.label}>
            {t('me.birthday')}
            <input className={css.input} type="date" value={form.birthday} max={new Date().toISOString().slice(0, 10)}
              onChange={(e) => setForm({ ...form, birthday: e.target.value })} data-testid="birthday" />
          </label>
          {errors.birthday && <p className={css.error} role="alert">{errors.birthday}</p>}
          <GenderField name="gender" value={form.gender} onChange={(g) => setForm({ ...form, gender: g })} />
          <label className={css.label}>
            {t('me.about')}
            <textarea className={css.textarea} value={form.about} maxLength={ABOUT_MAX} dir="auto"
              onChange={(e) => setForm({ ...form, about: e.target.value })} />
            <span className={css.counter} aria-live="polite">{[...form.about].length} / {ABOUT_MAX}</span>
          </label>
          {errors.about && <p className={css.error} role="alert">{errors.about}</p>}
          {errors.form && <p className={css.error} role="alert">{errors.form}</p>}
          <Button type="submit" loading={busy} fullWidth>{t('me.save')}</Button>
        </form>
      )}
    </section>
  );
}
