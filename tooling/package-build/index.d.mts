import type { UserConfig } from 'tsdown';
/** The tsdown config of the package in `dir` (see index.mjs). */
export function libraryConfig(dir: string, options?: { css?: boolean }): UserConfig;
/** `exports` source entries to tsdown entry names. */
export function entriesOf(exportsField: Record<string, string>): Record<string, string>;
