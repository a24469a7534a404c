import type { MapLeafNodes } from './types.ts';
import type { ThemeVars } from './vars.css.ts';

/** Full token values for one theme: the contract with a CSS string at every leaf. */
export type ThemeTokens = MapLeafNodes<ThemeVars, string>;

/** Recursively optional variant of a token tree, for `overrides`. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/**
 * The few decisions a brand makes; everything else is derived or shared.
 * All colours are CSS colour strings (hex recommended).
 */
export interface BrandTokenInput {
  /** Main brand colour (buttons, active tab, focus ring). */
  brand: string;
  /** Darker/stronger brand colour for hover/pressed states and text on light backgrounds. */
  brandStrong: string;
  /** Very light brand tint for selected rows and soft chips. */
  brandSoft: string;
  /** Start and end colours of the brand gradient (135deg). */
  gradient: [from: string, to: string];
  /** Text/icon colour on top of `brand` and the gradient. Default `#ffffff`. */
  onBrand?: string;
  /** Secondary accent (e.g. lumi's warm gold). Default: `brand`. */
  accent?: string;
  /** Dark navigation background (rail and bottom bar). */
  nav: string;
  /** Page background. Default a cool off-white. */
  bg?: string;
  /** Any token can still be overridden here. */
  overrides?: DeepPartial<ThemeTokens>;
}

/**
 * System font stack with Arabic-capable fonts (spec §9: Arabic switches to right-to-left).
 */
export const fontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Noto Sans Arabic", "Segoe UI Arabic", "Geeza Pro", Tahoma, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepMerge<T>(base: T, patch: DeepPartial<T> | undefined): T {
  if (!patch) return base;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return out as T;
}

/**
 * Typed token factory: turns one small brand object into a complete {@link ThemeTokens}
 * tree for `createTheme(vars, tokens)`. Shared tokens (spacing, radii, type scale, z-index,
 * motion, status colours) are identical across brands so layouts never differ by brand.
 *
 * Units: space / radius / font size in px, motion in ms.
 */
export function makeThemeTokens(input: BrandTokenInput): ThemeTokens {
  const onBrand = input.onBrand ?? '#ffffff';
  const [from, to] = input.gradient;
  const base: ThemeTokens = {
    color: {
      brand: input.brand,
      brandStrong: input.brandStrong,
      brandSoft: input.brandSoft,
      brandGradient: `linear-gradient(135deg, ${from} 0%, ${to} 100%)`,
      onBrand,
      accent: input.accent ?? input.brand,
      bg: input.bg ?? '#f6f6fa',
      surface: '#ffffff',
      surfaceRaised: '#ffffff',
      surfaceSunken: '#eeeef4',
      text: '#17151f',
      textMuted: '#5f5b6e',
      textSubtle: '#6e697e',
      border: '#e4e2ec',
      danger: '#d01a31',
      dangerSoft: '#fdecef',
      success: '#118154',
      warning: '#f5a524',
      online: '#22c55e',
      busy: '#f59e0b',
      offline: '#a1a1aa',
      overlay: 'rgba(12, 10, 20, 0.56)',
      nav: input.nav,
      navText: 'rgba(255, 255, 255, 0.64)',
      navTextActive: '#ffffff',
      navActiveBg: 'rgba(255, 255, 255, 0.12)',
      skeleton: '#e9e7f0',
      skeletonHighlight: '#f5f4f9',
      focus: input.brand,
    },
    radius: { sm: '8px', md: '12px', lg: '16px', xl: '24px', full: '9999px' },
    space: {
      '0': '0px',
      '1': '2px',
      '2': '4px',
      '3': '8px',
      '4': '12px',
      '5': '16px',
      '6': '20px',
      '7': '24px',
      '8': '32px',
      '9': '40px',
      '10': '56px',
    },
    font: {
      family: {
        body: fontStack,
        heading: fontStack,
        mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
      },
      size: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px' },
      weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
      lineHeight: { tight: '1.25', normal: '1.5' },
    },
    shadow: {
      sm: '0 1px 2px rgba(20, 16, 40, 0.06), 0 1px 3px rgba(20, 16, 40, 0.08)',
      md: '0 4px 12px rgba(20, 16, 40, 0.08), 0 2px 4px rgba(20, 16, 40, 0.06)',
      lg: '0 18px 48px rgba(20, 16, 40, 0.18), 0 6px 16px rgba(20, 16, 40, 0.10)',
      focusRing: `0 0 0 2px #ffffff, 0 0 0 4px ${input.brand}`,
    },
    zIndex: {
      base: '0',
      nav: '100',
      sticky: '200',
      overlay: '900',
      modal: '1000',
      toast: '1100',
      maintenance: '2000',
    },
    motion: {
      fast: '120ms',
      normal: '200ms',
      slow: '320ms',
      easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
    },
  };
  return deepMerge(base, input.overrides);
}
