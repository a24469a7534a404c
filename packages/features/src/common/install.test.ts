import { describe, expect, it } from 'vitest';
import { runsInstalled } from './install.ts';

describe('install_web_app', () => {
  const win = (modes: string[], standalone?: boolean) => ({
    matchMedia: (q: string) => ({ matches: modes.some((m) => q === `(display-mode: ${m})`) }) as MediaQueryList,
    navigator: { standalone } as unknown as Navigator,
  });
  it('is claimable only from the installed app', () => {
    expect(runsInstalled(win(['browser']))).toBe(false);
    expect(runsInstalled(win(['standalone']))).toBe(true);
    expect(runsInstalled(win(['minimal-ui']))).toBe(true);
    expect(runsInstalled(win([], true))).toBe(true);
  });
});
