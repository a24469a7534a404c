import type { Decorator, Preview } from '@storybook/react-vite';
import { LANGUAGES, type LanguageCode } from '@vchat/i18n/languages';
// The brands' own data (name, theme, route flags): one source, read here as Storybook's
// configuration (the app packages depend on this one, so it cannot be a package import).
import { brand as fachat } from '../../../apps/fachat/src/brand.ts';
import { brand as lumi } from '../../../apps/lumi/src/brand.ts';
import { brand as veego } from '../../../apps/veego/src/brand.ts';
import { StoryGlobals } from '../src/storybook/StoryApp.tsx';

const BRANDS = { fachat, veego, lumi } as const;
type BrandId = keyof typeof BRANDS;

/** The brand a static build opens with: `STORYBOOK_BRAND=veego storybook build` (one build per brand). */
const buildBrand = (import.meta as { env?: Record<string, string | undefined> }).env?.STORYBOOK_BRAND;
const initialBrand: BrandId = buildBrand && buildBrand in BRANDS ? (buildBrand as BrandId) : 'fachat';
const themeClasses = Object.values(BRANDS).map((b) => b.themeClass);

/**
 * Puts the chosen brand's theme class on <html> (as the app does) and hands brand and
 * language to the screens (StoryGlobals): the app's own i18n then loads the language and sets
 * `lang` and `dir` (Arabic is right to left).
 */
const withBrandAndLanguage: Decorator = (Story, context) => {
  const brand = BRANDS[((context.globals.brand as string) in BRANDS ? context.globals.brand : initialBrand) as BrandId];
  const language = (LANGUAGES.find((l) => l.code === context.globals.language)?.code ?? 'en') as LanguageCode;
  document.documentElement.classList.remove(...themeClasses);
  document.documentElement.classList.add(brand.themeClass);
  return (
    <StoryGlobals.Provider value={{ brand, language, storyId: context.id }}>
      <Story />
    </StoryGlobals.Provider>
  );
};

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: Object.values(BRANDS).map((b) => ({ value: b.id, title: b.name })),
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Interface language (Arabic is right to left)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((l) => ({ value: l.code, title: `${l.nativeName} (${l.code})` })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: initialBrand, language: 'en' },
  decorators: [withBrandAndLanguage],
  parameters: {
    layout: 'fullscreen',
    // A phone first (spec: most viewers are on phones).
    viewport: { options: { phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' } } } },
    // axe on every story: shown in the a11y panel, and a violation fails `pnpm test:stories`.
    a11y: { test: 'error' },
  },
};

export default preview;
