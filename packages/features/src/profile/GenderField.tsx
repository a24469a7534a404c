/** The gender choice of the profile forms (spec §3 user card gender): female, male, other. */
import { useTranslation } from '@vchat/i18n';
import * as css from './profile.css.ts';

export type Gender = 'female' | 'male' | 'other';

export function GenderField({ name, value, onChange }: { name: string; value: Gender | ''; onChange: (g: Gender) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{t('me.gender')}</legend>
      <div className={css.genders}>
        {(['female', 'male', 'other'] as const).map((g) => (
          <label key={g} className={css.gender}>
            <input type="radio" name={name} value={g} checked={value === g} onChange={() => onChange(g)} />
            {t(`me.genders.${g}` as const)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
