/**
 * Layout breakpoints in px (spec §2: 1024, 1280 and 1536; "mobile" means below 1024).
 */
export const breakpoints = { md: 1024, lg: 1280, xl: 1536 } as const;

/** Name of a breakpoint in {@link breakpoints}. */
export type Breakpoint = keyof typeof breakpoints;

/**
 * Media query strings (without the `@media` keyword) for vanilla-extract `'@media'` blocks
 * and for `window.matchMedia`.
 * - `mobile`: below 1024 px (max-width 1023.98 px)
 * - `md`: 1024 px and up, `lg`: 1280 px and up, `xl`: 1536 px and up
 * - `reducedMotion`: user asked for reduced motion
 */
export const media = {
  mobile: `screen and (max-width: ${breakpoints.md - 0.02}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
