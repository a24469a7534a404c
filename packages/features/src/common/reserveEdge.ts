/**
 * An app-level bar keeps its edge of the viewport to itself (ui-kit's reserved-edge contract,
 * theme/reserved.ts): while `el` is shown, the distance from that edge to its far side plus a
 * gap is set on `<html>`, so pages, sticky top bars and sheets lay out clear of it and it never
 * covers a button (issue 17.3 cookie notice at the bottom, the ongoing-call bar at the top).
 * Follows the bar's size (wrapping, language, rotation); removed when it goes.
 */
import { useLayoutEffect } from 'react';
import { RESERVED_BOTTOM_PROPERTY, RESERVED_TOP_PROPERTY } from '@vchat/ui-kit';

/** Gap in px kept between the bar and what lays out beside it. */
const GAP_PX = 8;

/** Reserves the `edge` side of the viewport for `el` while it is not null. */
export function useReserveEdge(el: HTMLElement | null, edge: 'top' | 'bottom'): void {
  useLayoutEffect(() => {
    if (!el) return;
    const root = document.documentElement;
    const property = edge === 'top' ? RESERVED_TOP_PROPERTY : RESERVED_BOTTOM_PROPERTY;
    const apply = () => {
      const r = el.getBoundingClientRect();
      const px = edge === 'top' ? r.bottom + GAP_PX : window.innerHeight - r.top + GAP_PX;
      root.style.setProperty(property, `${Math.max(0, Math.ceil(px))}px`);
    };
    // No measuring here: a layout effect that reads the bar's box forces a layout of the whole
    // page inside React's commit (part of the signed-in boot's longest task, issue 21). The observer's
    // first callback comes after the frame's layout and before its paint, so the reserve is
    // still in place on the bar's first frame.
    const ro = new ResizeObserver(apply);
    ro.observe(el);
    window.addEventListener('resize', apply);
    return () => {
      ro.disconnect();
      window.removeEventListener('resize', apply);
      root.style.removeProperty(property);
    };
  }, [el, edge]);
}
