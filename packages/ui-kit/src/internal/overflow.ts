import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element scrolls vertically (content taller than its box, px), kept current as
 * either size changes (ResizeObserver on the element and its children). A scrollable region
 * with nothing focusable inside gets `tabIndex={0}` from its caller so keyboard users can
 * scroll it (WCAG 2.1.1, axe scrollable-region-focusable); one that fits adds no tab stop.
 */
export function useOverflowsY(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setOverflows(el.scrollHeight > el.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
