import type { Decorator, Preview } from '@storybook/react-vite';
import { theme as fachat } from '../src/themes/fachat.css.ts';
import { theme as lumi } from '../src/themes/lumi.css.ts';
import { theme as veego } from '../src/themes/veego.css.ts';

const themes = { fachat, veego, lumi } as const;
type Brand = keyof typeof themes;
const allThemeClasses = Object.values(themes);

/**
 * Wraps every story in the chosen brand theme class and text direction. The class and `dir`
 * also go on <html>, as an app does, so the global reset (body background, font) matches.
 */
const withBrandAndDirection: Decorator = (Story, context) => {
  const brand = ((context.globals.brand as string) in themes ? context.globals.brand : 'fachat') as Brand;
  const dir = context.globals.direction === 'rtl' ? 'rtl' : 'ltr';
  if (typeof document !== 'undefined') {
    const html = document.documentElement;
    html.classList.remove(...allThemeClasses);
    html.classList.add(themes[brand]);
    html.dir = dir;
    html.lang = dir === 'rtl' ? 'ar' : 'en';
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
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'LTR' },
          { value: 'rtl', title: 'RTL (Arabic)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'fachat', direction: 'ltr' },
  decorators: [withBrandAndDirection],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    // axe on every story: shown in the a11y panel, and a violation fails `pnpm test:stories`.
    a11y: { test: 'error' },
  },
};

export default preview;
