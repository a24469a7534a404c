import { useId } from 'react';
import { GlobeIcon } from '@vchat/ui-kit';
import { LANGUAGES, useTranslation, type LanguageCode } from '@vchat/i18n';
import { useServices } from '../common/ServicesContext.tsx';
import * as css from './shell.css.ts';

/**
 * Interface language selector (spec §9: 13 languages; Arabic switches to right-to-left).
 * A native select (keyboard and screen-reader friendly) laid over a compact globe + code
 * label, so it fits the 96 px nav rail and the mobile top bar.
 */
export function LanguagePicker({ tone = 'nav' }: { tone?: 'nav' | 'surface' }) {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const id = useId();
  const current = LANGUAGES.find((l) => l.code === i18n.language) ?? LANGUAGES[0]!;
  return (
    <div className={`${css.langPicker} ${tone === 'nav' ? css.onNav : css.onSurface}`}>
      <GlobeIcon aria-hidden="true" />
      <span className={css.langCode} aria-hidden="true">{current.code.toUpperCase()}</span>
      <label htmlFor={id} className={css.srOnly}>{t('common.language')}</label>
      <select
        id={id}
        className={css.langSelect}
        value={current.code}
        data-testid="language-picker"
        onChange={(e) => void services.i18n.setLanguage(e.target.value as LanguageCode)}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
