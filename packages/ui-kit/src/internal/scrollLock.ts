import { useEffect } from 'react';

let locks = 0;
let saved: { overflow: string; paddingInlineEnd: string } | null = null;

/**
 * Locks page scrolling (body `overflow: hidden`) while `active` is true. Reference-counted,
 * so stacked modals / overlays release the lock only when the last one closes. The
 * scrollbar width is compensated with `padding-inline-end` to avoid a layout jump.
 */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof document === 'undefined') return;
    const body = document.body;
    if (locks === 0) {
      saved = { overflow: body.style.overflow, paddingInlineEnd: body.style.paddingInlineEnd };
      const scrollbar = window.innerWidth - document.documentElement.clientWidth;
      body.style.overflow = 'hidden';
      if (scrollbar > 0) body.style.paddingInlineEnd = `${scrollbar}px`;
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0 && saved) {
        body.style.overflow = saved.overflow;
        body.style.paddingInlineEnd = saved.paddingInlineEnd;
        saved = null;
      }
    };
  }, [active]);
}
