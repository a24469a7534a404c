import { createTheme } from '@vanilla-extract/css';
import '../theme/global.css.ts';
import { makeThemeTokens } from '../theme/tokens.ts';
import { vars } from '../theme/vars.css.ts';

/** veego brand tokens: violet / indigo. */
export const veegoTokens = makeThemeTokens({
  brand: '#7c3aed',
  brandStrong: '#5b21b6',
  brandSoft: '#efe8ff',
  gradient: ['#8050f0', '#4f46e5'],
  nav: '#14112a',
  bg: '#f5f4fb',
});

/** Class name that applies the veego theme; put it on `<html>` or the app root. */
export const theme = createTheme(vars, veegoTokens, 'veego');
