/**
 * `/languagesettings` (spec §2 page, §9): the 13 interface languages, each in its own name and
 * in the current one; choosing one switches the app at once (Arabic right-to-left) and is
 * persisted as currentLanguage by @vchat/i18n. A radio group: arrow keys move, the choice is
 * announced.
 */
import { useNavigate } from '@tanstack/react-router';
import { CheckIcon, TopBar } from '@vchat/ui-kit';
import { LANGUAGES, useTranslation, type LanguageCode } from '@vchat/i18n';
import { useServices } from '../common/ServicesContext.tsx';
import { rowList } from '../common/LinkRow.tsx';
import * as css from './settings.css.ts';
import { codeName } from '@vchat/domain';


export function LanguageSettingsPage() {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const current = i18n.language;
  const choose = (code: LanguageCode) => void services.i18n.setLanguage(code);
  const move = (from: number, by: number) => {
    const next = LANGUAGES[(from + by + LANGUAGES.length) % LANGUAGES.length]!;
    choose(next.code);
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-lang="${next.code}"]`)?.focus());
  };
  return (
    <section className={css.page} aria-labelledby="language-title" data-testid="languagesettings">
      <TopBar title={<span id="language-title">{t('settings.languageTitle')}</span>} onBack={() => void navigate({ to: '/settings' })} backLabel={t('common.back')} />
      <div className={rowList} role="radiogroup" aria-labelledby="language-title">
        {LANGUAGES.map((l, i) => {
          const on = l.code === current;
          const local = codeName(l.code, 'language', current, '');
          return (
            <button
              key={l.code}
              type="button"
              role="radio"
              aria-checked={on}
              tabIndex={on ? 0 : -1}
              data-lang={l.code}
              className={css.langOption}
              onClick={() => choose(l.code)}
              onKeyDown={(e) => {
                if (e.key === 'ArrowDown' || e.key === 'ArrowRight') { e.preventDefault(); move(i, 1); }
                if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') { e.preventDefault(); move(i, -1); }
              }}
            >
              <span className={css.langNames}>
                <span lang={l.code} dir={l.dir}>{l.nativeName}</span>
                {local && local !== l.nativeName && <span className={css.muted}>{local}</span>}
              </span>
              {on && <CheckIcon size={20} />}
            </button>
          );
        })}
      </div>
    </section>
  );
}
