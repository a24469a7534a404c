import { createTheme } from '@vanilla-extract/css';
import '../theme/global.css.ts';
import { makeThemeTokens } from '../theme/tokens.ts';
import { vars } from '../theme/vars.css.ts';

/** fachat brand tokens: hot pink / magenta. */
export const fachatTokens = makeThemeTokens({
  brand: '#d60052',
  brandStrong: '#a8003f',
  brandSoft: '#ffe8f1',
  gradient: ['#e3005a', '#d93a00'],
  nav: '#1b1020',
});

/** Class name that applies the fachat theme; put it on `<html>` or the app root. */
export const theme = createTheme(vars, fachatTokens, 'fachat');
