/**
 * What a person on a phone sees, as checks (issue 17: the suite must catch pages that widen and
 * buttons nobody can reach). `layoutProblems(page)` lists, for the screen as it is now:
 * - sideways scrolling: the document wider than the window (`scrollWidth > innerWidth`);
 * - every visible button and link (in the top dialog when one is open) that lies outside the
 *   viewport even after scrolling it into view, or whose centre is covered by another element
 *   (`elementFromPoint`).
 * Elements smaller than 2x2 px (screen-reader-only text) are not "visible". The screen is judged
 * once finite animations (a banner sliding in) have ended.
 */
import type { Page } from '@playwright/test';

/** One thing wrong with the screen, in words a person can act on. */
export type LayoutProblem = string;

/** The problems of the screen now (empty when a person can use every control). */
export async function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(async () => {
    // A banner or sheet sliding in is off screen for a moment: judge the screen once finite
    // animations are done (a pulsing ring never ends and is not waited for), 3 s at most.
    const finite = document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 3000))]);
    const problems: string[] = [];
    const W = window.innerWidth;
    const H = window.innerHeight;
    const doc = document.documentElement;
    if (doc.scrollWidth > W + 1) problems.push(`the page scrolls sideways: ${doc.scrollWidth} px wide on a ${W} px screen`);
    if (document.body.scrollWidth > W + 1) problems.push(`the body is ${document.body.scrollWidth} px wide on a ${W} px screen`);

    const describe = (el: Element): string => {
      const label = (el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.getAttribute('title') || '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const id = el.getAttribute('data-testid');
      return `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''} "${label}"`;
    };
    const visible = (el: Element): boolean => {
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) return false;
      const cs = getComputedStyle(el);
      if (cs.visibility === 'hidden' || Number(cs.opacity) === 0) return false;
      for (let a: Element | null = el; a; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.display === 'none' || Number(s.opacity) === 0) return false;
        if (a.getAttribute('aria-hidden') === 'true' || (a as HTMLElement).inert) return false;
      }
      return true;
    };
    // With a modal dialog open, what is behind it is out of reach on purpose: check the top one.
    const dialogs = [...document.querySelectorAll('[role="dialog"][aria-modal="true"], [role="alertdialog"]')].filter(visible);
    const scope: ParentNode = dialogs.length ? dialogs[dialogs.length - 1]! : document;
    const controls = [...scope.querySelectorAll('button, a[href], [role="button"], [role="link"], [role="tab"]')].filter(visible);
    for (const el of controls) {
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = el.getBoundingClientRect();
      const outside = r.right > W + 1 || r.left < -1 || r.bottom > H + 1 || r.top < -1;
      if (outside) {
        problems.push(`${describe(el)} is off screen at x ${Math.round(r.left)}..${Math.round(r.right)}, y ${Math.round(r.top)}..${Math.round(r.bottom)}`);
        continue;
      }
      const cx = Math.min(W - 1, Math.max(0, r.left + r.width / 2));
      const cy = Math.min(H - 1, Math.max(0, r.top + r.height / 2));
      const hit = document.elementFromPoint(cx, cy);
      // A transient notice (a message banner for a few seconds, never over a dialog) may overlay the page.
      if (hit && hit !== el && !el.contains(hit) && !hit.contains(el) && !hit.closest('[data-transient]')) {
        problems.push(`${describe(el)} is covered at its centre by ${describe(hit)}`);
      }
    }
    window.scrollTo(0, 0);
    return problems;
  });
}
