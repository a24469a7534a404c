import type { Decorator, Preview } from '@storybook/react-vite';
import { LANGUAGES } from '@vchat/i18n/languages';
import { theme as fachat } from '../src/themes/fachat.css.ts';
import { theme as lumi } from '../src/themes/lumi.css.ts';
import { theme as veego } from '../src/themes/veego.css.ts';

const themes = { fachat, veego, lumi } as const;
type Brand = keyof typeof themes;
const allThemeClasses = Object.values(themes);

/**
 * The brand a static build opens with: `STORYBOOK_BRAND=veego storybook build` (the
 * storybook:build script makes one build per brand, storybook-static/<brand>/).
 */
const buildBrand = (import.meta as { env?: Record<string, string | undefined> }).env?.STORYBOOK_BRAND;
const initialBrand: Brand = buildBrand && buildBrand in themes ? (buildBrand as Brand) : 'fachat';

/**
 * Wraps every story in the chosen brand theme class, language and text direction. The class,
 * `lang` and `dir` also go on <html>, as an app does, so the global reset (body background,
 * font) and the fonts of the language match. Direction `auto` follows the language (Arabic is
 * right to left); `ltr` / `rtl` force it (the right-to-left stories set it).
 */
const withBrandAndDirection: Decorator = (Story, context) => {
  const brand = ((context.globals.brand as string) in themes ? context.globals.brand : initialBrand) as Brand;
  const language = LANGUAGES.find((l) => l.code === context.globals.language) ?? LANGUAGES[0];
  const forced = context.globals.direction;
  const dir = forced === 'rtl' || forced === 'ltr' ? forced : language.dir;
  const lang = forced === 'rtl' && language.dir !== 'rtl' ? 'ar' : language.code;
  if (typeof document !== 'undefined') {
    const html = document.documentElement;
    html.classList.remove(...allThemeClasses);
    html.classList.add(themes[brand]);
    html.dir = dir;
    html.lang = lang;
  }
  return (
    <div className={themes[brand]} dir={dir}>
      <Story />
    </div>
  );
};

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'fachat', title: 'fachat' },
          { value: 'veego', title: 'veego' },
          { value: 'lumi', title: 'lumi' },
        ],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Interface language (lang on <html>; Arabic turns the direction right to left)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((l) => ({ value: l.code, title: `${l.nativeName} (${l.code})` })),
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'From the language' },
          { value: 'ltr', title: 'LTR' },
          { value: 'rtl', title: 'RTL (Arabic)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: initialBrand, language: 'en', direction: 'auto' },
  decorators: [withBrandAndDirection],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    // axe on every story: shown in the a11y panel, and a violation fails `pnpm test:stories`.
    a11y: { test: 'error' },
  },
};

export default preview;
