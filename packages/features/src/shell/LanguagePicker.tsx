import { useId } from 'react';
import { LANGUAGES, useTranslation, type LanguageCode } from '@vchat/i18n';
import { useServices } from '../app/ServicesContext.tsx';
import * as css from './shell.css.ts';

/** Interface language selector (spec §9: 13 languages; Arabic switches to right-to-left). */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const id = useId();
  return (
    <label htmlFor={id} style={{ display: 'block', width: '100%' }}>
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('common.language')}</span>
      <select
        id={id}
        className={css.select}
        value={i18n.language}
        data-testid="language-picker"
        onChange={(e) => void services.i18n.setLanguage(e.target.value as LanguageCode)}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.nativeName}
          </option>
        ))}
      </select>
    </label>
  );
}
