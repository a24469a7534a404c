/**
 * Colour schemes layered on any brand theme (spec §3 user settings flags darkMode and
 * borderedTheme). Put the class on `<html>` next to the brand's theme class; the `html.`
 * selector outranks the brand class, so the brand keeps its own colours (brand, gradient,
 * navigation) and only the neutrals change.
 *
 * - {@link darkScheme}: dark surfaces, light text, a brand-tinted soft colour (color-mix).
 * - {@link borderedScheme}: surfaces outlined instead of floating: stronger borders, shadows
 *   replaced by a 1 px outline. Works on light and dark.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './vars.css.ts';

export const darkScheme = style({});
export const borderedScheme = style({});

globalStyle(`html.${darkScheme}`, {
  colorScheme: 'dark',
  vars: {
    [vars.color.bg]: '#0f0e15',
    [vars.color.surface]: '#1a1823',
    [vars.color.surfaceRaised]: '#23202e',
    [vars.color.surfaceSunken]: '#14121b',
    [vars.color.text]: '#f2f0f7',
    [vars.color.textMuted]: '#b4afc3',
    [vars.color.textSubtle]: '#8c879c',
    [vars.color.border]: '#2f2b3c',
    [vars.color.brandSoft]: `color-mix(in srgb, ${vars.color.brand} 22%, #1a1823)`,
    [vars.color.dangerSoft]: '#3b1a24',
    [vars.color.overlay]: 'rgba(0, 0, 0, 0.66)',
    [vars.color.skeleton]: '#24212e',
    [vars.color.skeletonHighlight]: '#2e2a3a',
    [vars.shadow.sm]: '0 1px 2px rgba(0, 0, 0, 0.4)',
    [vars.shadow.md]: '0 4px 14px rgba(0, 0, 0, 0.45)',
    [vars.shadow.lg]: '0 18px 48px rgba(0, 0, 0, 0.6)',
  },
});

globalStyle(`html.${borderedScheme}`, {
  vars: {
    [vars.color.border]: `color-mix(in srgb, ${vars.color.text} 30%, transparent)`,
    [vars.shadow.sm]: `0 0 0 1px color-mix(in srgb, ${vars.color.text} 30%, transparent)`,
    [vars.shadow.md]: `0 0 0 1px color-mix(in srgb, ${vars.color.text} 30%, transparent)`,
    [vars.shadow.lg]: `0 0 0 1px color-mix(in srgb, ${vars.color.text} 36%, transparent)`,
  },
});
