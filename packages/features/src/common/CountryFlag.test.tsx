// @vitest-environment happy-dom
/** The country flag (§9): the flag image named in the interface language, or the globe fallback. */
import * as FLAGS from 'country-flag-icons/string/3x2';
import { render, screen, waitFor, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n, I18nextProvider } from '@vchat/i18n';
import { FLAG_COUNTRIES } from '@vchat/domain';
import { CountryFlag, flagLabel, loadFlagImages } from './CountryFlag.tsx';

afterEach(cleanup);

async function inLanguage(code: 'en' | 'ar', ui: React.ReactNode) {
  const h = createI18n({ storage: null, document: null, navigatorLanguages: [code] });
  await h.ready;
  return render(<I18nextProvider i18n={h.i18n}>{ui}</I18nextProvider>);
}

describe('CountryFlag (§9)', () => {
  it('has a picture for each of the 28 supported countries: a class painting the library\'s flag', async () => {
    const classes = await loadFlagImages();
    // The style sheet of the flags chunk, as vanilla-extract injected it.
    const css = [...document.querySelectorAll('style')].map((el) => el.textContent).join('\n');
    for (const c of FLAG_COUNTRIES) {
      const rule = new RegExp(`\\.${classes[c]}\\s*\\{[^}]*background-image:\\s*url\\("data:image/svg\\+xml;charset=utf-8,([^"]+)"\\)`).exec(css);
      expect(rule && decodeURIComponent(rule[1]!), c).toBe((FLAGS as Record<string, string>)[c]);
    }
    expect(new Set(FLAG_COUNTRIES.map((c) => classes[c])).size).toBe(FLAG_COUNTRIES.length);
  });

  it('shows the flag named after the country in the interface language', async () => {
    const classes = await loadFlagImages();
    await inLanguage('en', <><CountryFlag country="in" /><CountryFlag country="FR" /><CountryFlag country="fr" /></>);
    const img = await screen.findByRole('img', { name: 'India' });
    expect(img.getAttribute('data-flag')).toBe('IN');
    await waitFor(() => expect(img.classList.contains(classes.IN)).toBe(true));
    // Every flag of one country wears the same class: one picture decoded for all the cards.
    expect(screen.getAllByRole('img', { name: 'France' }).map((el) => el.className)).toEqual([classes.FR, classes.FR]);
    cleanup();
    await inLanguage('ar', <CountryFlag country="SA" />);
    expect(await screen.findByRole('img', { name: 'المملكة العربية السعودية' })).toBeTruthy();
  });

  it('falls back to a globe named after the country for a country without a flag; no country: a decorative globe', async () => {
    const { container } = await inLanguage('en', <><CountryFlag country="JP" /><CountryFlag country="" /></>);
    const globes = container.querySelectorAll('[data-flag="global"]');
    expect(globes).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Japan' }).getAttribute('data-flag')).toBe('global');
    expect(globes[1]!.getAttribute('aria-hidden')).toBe('true');
  });

  it('decorative: hidden from assistive technology (the name is written beside it)', async () => {
    const classes = await loadFlagImages();
    const { container } = await inLanguage('en', <CountryFlag country="BR" decorative />);
    const flag = container.querySelector('[data-flag="BR"]')!;
    await waitFor(() => expect(flag.classList.contains(classes.BR)).toBe(true));
    expect(flag.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img', { name: 'Brazil' })).toBeNull();
  });

  it('labels: a code named in the interface language, nothing for no code', () => {
    expect(flagLabel('de', 'en')).toBe('Germany');
    expect(flagLabel('uk', 'fr')).toBe('Royaume-Uni');
    expect(flagLabel('', 'en')).toBe('');
    expect(flagLabel('xyz', 'en')).toBe('');
  });
});
