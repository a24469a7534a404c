import { useEffect, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Focusable descendants of `root` in DOM order (skips `hidden` / `inert` subtrees). */
export function getFocusable(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden],[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * Traps Tab / Shift+Tab inside `ref` while `active`, moves focus into it on activation
 * (the element marked `data-autofocus`, else the first focusable, else the container) and
 * gives focus back to the previously focused element on deactivation.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const previous = document.activeElement as HTMLElement | null;
    const initial =
      root.querySelector<HTMLElement>('[data-autofocus]') ?? getFocusable(root)[0] ?? root;
    initial.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = getFocusable(root);
      if (items.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !root.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      if (previous && typeof previous.focus === 'function' && previous.isConnected) previous.focus();
    };
  }, [ref, active]);
}

/** True when `el` sits in a right-to-left context (`dir="rtl"` on it or an ancestor). */
export function isRtl(el: Element | null): boolean {
  if (!el) return false;
  const withDir = el.closest('[dir]');
  if (withDir) return withDir.getAttribute('dir')?.toLowerCase() === 'rtl';
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
}
