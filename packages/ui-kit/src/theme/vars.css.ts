import { createThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: every design token a component may read, as CSS custom properties.
 *
 * Shapes (all leaves are CSS strings):
 * - `color.*`: brand colours, surfaces, text, status colours (online/busy/offline), overlay.
 *   `brandGradient` is a full `linear-gradient(...)` value for `background`.
 *   `nav*` colours paint the dark-ish navigation rail / bottom bar (spec §2 main shell).
 * - `radius.*`: corner radii in px (`full` = pill / circle).
 * - `space.*`: spacing scale in px (`0` .. `10`: 0, 2, 4, 8, 12, 16, 20, 24, 32, 40, 56).
 * - `font.family.*`, `font.size.*` (px), `font.weight.*`, `font.lineHeight.*` (unitless).
 * - `shadow.*`: box-shadow values; `focusRing` is a box-shadow for `:focus-visible`.
 * - `zIndex.*`: stacking layers (nav < sticky < overlay < modal < toast < maintenance).
 * - `motion.*`: durations in ms and easing curves.
 *
 * Brand themes fill this contract with `createTheme(vars, makeThemeTokens(...))`
 * (see `src/themes/<brand>.css.ts`).
 */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandStrong: null,
    brandSoft: null,
    brandGradient: null,
    onBrand: null,
    accent: null,
    bg: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    text: null,
    textMuted: null,
    textSubtle: null,
    border: null,
    danger: null,
    dangerSoft: null,
    success: null,
    warning: null,
    online: null,
    busy: null,
    offline: null,
    overlay: null,
    nav: null,
    navText: null,
    navTextActive: null,
    navActiveBg: null,
    skeleton: null,
    skeletonHighlight: null,
    focus: null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    xl: null,
    full: null,
  },
  space: {
    '0': null,
    '1': null,
    '2': null,
    '3': null,
    '4': null,
    '5': null,
    '6': null,
    '7': null,
    '8': null,
    '9': null,
    '10': null,
  },
  font: {
    family: {
      body: null,
      heading: null,
      mono: null,
    },
    size: {
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
      xxl: null,
    },
    weight: {
      regular: null,
      medium: null,
      semibold: null,
      bold: null,
    },
    lineHeight: {
      tight: null,
      normal: null,
    },
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
    focusRing: null,
  },
  zIndex: {
    base: null,
    nav: null,
    sticky: null,
    overlay: null,
    modal: null,
    toast: null,
    maintenance: null,
  },
  motion: {
    fast: null,
    normal: null,
    slow: null,
    easing: null,
  },
});

/** The TypeScript shape of the contract (CSS var references as leaves). */
export type ThemeVars = typeof vars;
