import { createTheme } from '@vanilla-extract/css';
import '../theme/global.css.ts';
import { makeThemeTokens } from '../theme/tokens.ts';
import { vars } from '../theme/vars.css.ts';

/** lumi brand tokens: teal with a warm gold accent. */
export const lumiTokens = makeThemeTokens({
  brand: '#0d9488',
  brandStrong: '#0f766e',
  brandSoft: '#e0f5f2',
  gradient: ['#14b8a6', '#f2b544'],
  accent: '#f2b544',
  nav: '#0e1d1f',
  bg: '#f4f8f7',
});

/** Class name that applies the lumi theme; put it on `<html>` or the app root. */
export const theme = createTheme(vars, lumiTokens, 'lumi');
