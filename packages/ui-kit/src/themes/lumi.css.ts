import { createTheme } from '@vanilla-extract/css';
import '../theme/global.css.ts';
import { makeThemeTokens } from '../theme/tokens.ts';
import { vars } from '../theme/vars.css.ts';

/** lumi brand tokens: teal with a warm gold accent. */
export const lumiTokens = makeThemeTokens({
  brand: '#0b7a70',
  brandStrong: '#0a5c55',
  brandSoft: '#e0f5f2',
  gradient: ['#0c7f74', '#9a6509'],
  accent: '#f2b544',
  nav: '#0e1d1f',
  bg: '#f4f8f7',
});

/** Class name that applies the lumi theme; put it on `<html>` or the app root. */
export const theme = createTheme(vars, lumiTokens, 'lumi');
