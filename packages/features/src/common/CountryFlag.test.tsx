// @vitest-environment happy-dom
/** The country flag (§9): the flag image named in the interface language, or the globe fallback. */
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
  it('has an image for each of the 28 supported countries', async () => {
    const svgs = await loadFlagImages();
    for (const c of FLAG_COUNTRIES) expect(svgs[c]).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });

  it('shows the flag named after the country in the interface language', async () => {
    await inLanguage('en', <CountryFlag country="in" />);
    const img = await screen.findByRole('img', { name: 'India' });
    await waitFor(() => expect(img.tagName).toBe('IMG'));
    expect(img.getAttribute('data-flag')).toBe('IN');
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
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
    const { container } = await inLanguage('en', <CountryFlag country="BR" decorative />);
    await waitFor(() => expect(container.querySelector('img[data-flag="BR"]')).not.toBeNull());
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(screen.queryByRole('img', { name: 'Brazil' })).toBeNull();
  });

  it('labels: a code named in the interface language, nothing for no code', () => {
    expect(flagLabel('de', 'en')).toBe('Germany');
    expect(flagLabel('uk', 'fr')).toBe('Royaume-Uni');
    expect(flagLabel('', 'en')).toBe('');
    expect(flagLabel('xyz', 'en')).toBe('');
  });
});
