/**
 * Every brand's colour tokens meet WCAG 2.x AA (4.5:1) for the text they carry (issue 21.4:
 * "fix the colour tokens in the brand themes, not per component"). Each pair is a text token
 * over a background token as components use them; a gradient is checked at both stops.
 */
import Color from 'colorjs.io';
import { describe, expect, it } from 'vitest';
import type { ThemeTokens } from '../theme/tokens.ts';
import { fachatTokens } from './fachat.css.ts';
import { lumiTokens } from './lumi.css.ts';
import { veegoTokens } from './veego.css.ts';

const AA = 4.5;

/** The two stops of `linear-gradient(135deg, A 0%, B 100%)`. */
function stops(gradient: string): string[] {
  return [...gradient.matchAll(/#[0-9a-f]{6}/gi)].map((m) => m[0]);
}

/** [label, text colour, background colour] for every pair the components draw. */
function pairs(c: ThemeTokens['color']): Array<[string, string, string]> {
  const grads = stops(c.brandGradient);
  return [
    ['brand on surface', c.brand, c.surface],
    ['brand on bg', c.brand, c.bg],
    ['brand on brandSoft', c.brand, c.brandSoft],
    ['brandStrong on brandSoft', c.brandStrong, c.brandSoft],
    ['brandStrong on surface', c.brandStrong, c.surface],
    ['brandStrong on surfaceSunken', c.brandStrong, c.surfaceSunken],
    ['onBrand on brand', c.onBrand, c.brand],
    ...grads.map((g, i): [string, string, string] => [`onBrand on gradient stop ${i + 1}`, c.onBrand, g]),
    ['text on bg', c.text, c.bg],
    ['textMuted on surface', c.textMuted, c.surface],
    ['textMuted on bg', c.textMuted, c.bg],
    ['textMuted on surfaceSunken', c.textMuted, c.surfaceSunken],
    ['textSubtle on surface', c.textSubtle, c.surface],
    ['textSubtle on bg', c.textSubtle, c.bg],
    ['textSubtle on surfaceSunken', c.textSubtle, c.surfaceSunken],
    ['danger on surface', c.danger, c.surface],
    ['danger on dangerSoft', c.danger, c.dangerSoft],
    ['onBrand on danger', c.onBrand, c.danger],
    ['success on surface', c.success, c.surface],
    ['onBrand on success', c.onBrand, c.success],
    ['navTextActive on nav', c.navTextActive, c.nav],
  ];
}

describe.each([
  ['fachat', fachatTokens],
  ['veego', veegoTokens],
  ['lumi', lumiTokens],
])('%s colour tokens (issue 21.4)', (_brand, tokens) => {
  it('has two gradient stops', () => expect(stops(tokens.color.brandGradient)).toHaveLength(2));
  it.each(pairs(tokens.color))('%s: at least 4.5:1', (_label, fg, bg) => {
    const ratio = new Color(fg).contrast(new Color(bg), 'WCAG21');
    expect(ratio, `${fg} on ${bg}`).toBeGreaterThanOrEqual(AA);
  });
});
