/**
 * The accessibility sweep's checker (issue 21.4): axe-core's default rules on the page as it is,
 * with every violation kept as one readable line (rule, impact, where, why) so a sweep can
 * visit every route and fail once with the whole list.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** One violation: `<where> <rule> (<impact>) <selector>: <why>`. */
export type AxeLine = string;

/**
 * Waits until the page has settled (a heading or dialog shown, fonts loaded, no busy region and
 * no finite animation running for 150 ms: a dialog fading in has not its real colours yet), then
 * runs axe. Returns the violations as lines; none means the page passed.
 */
export async function axeLines(page: Page, where: string): Promise<AxeLine[]> {
  await page.locator('h1, [role="dialog"]').first().waitFor({ timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Settled: no busy region and no finite animation running, seen twice 150 ms apart (a list
  // that arrives just after a first look fades its rows in, and axe then reads half-faded text:
  // a flaky colour-contrast failure on /silveranchor in a full run). 6 s at most.
  const settled = () =>
    page.evaluate(() => !document.querySelector('[aria-busy="true"]') &&
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  for (const end = Date.now() + 6_000; Date.now() < end; ) {
    if (await settled()) {
      await page.waitForTimeout(150);
      if (await settled()) break;
    } else await page.waitForTimeout(50);
  }
  // axe's icon-ligature guess (a canvas comparison of glyphs) takes joined Arabic letters for
  // icon ligatures and drops them from the "visible text" of label-content-name-mismatch, so on
  // a right-to-left page every Arabic name fails it although the name holds each word shown
  // (checked by hand: "متصل 70/دقيقة ليلى 22 العربية …" against a visible text of "70/دقيقة 22").
  // The rule stays on for the left-to-right sweeps, which check the same markup.
  const rtl = (await page.locator('html').getAttribute('dir')) === 'rtl';
  const builder = new AxeBuilder({ page });
  if (rtl) builder.disableRules(['label-content-name-mismatch']);
  const result = await builder.analyze();
  const lines: AxeLine[] = [];
  for (const v of result.violations) {
    for (const n of v.nodes.slice(0, 5)) {
      const why = (n.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
      lines.push(`${where} ${v.id} (${v.impact}) ${n.target.join(' ')}: ${why}`);
    }
  }
  return lines;
}
