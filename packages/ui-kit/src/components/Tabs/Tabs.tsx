import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import { isRtl } from '../../internal/focus.ts';
import * as styles from './Tabs.css.ts';

/** One tab of {@link Tabs}. */
export interface TabItem<V extends string = string> {
  /** Stable value reported by `onChange`. */
  value: V;
  /** Visible label (already translated). */
  label: ReactNode;
  /** Optional trailing node, e.g. a Badge. */
  badge?: ReactNode;
  disabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps<V extends string = string> {
  /** Tabs in visual order. */
  items: ReadonlyArray<TabItem<V>>;
  /** Selected value (controlled). */
  value: V;
  /** Called with the newly selected value (click, arrows, Home/End). */
  onChange: (value: V) => void;
  /** Accessible name of the tab list. */
  'aria-label': string;
  /**
   * Id prefix shared with {@link TabPanel}: tab ids are `${id}-tab-${value}`, panels
   * `${id}-panel-${value}`. Default: a generated id (then `aria-controls` is omitted).
   */
  id?: string;
  /** Force text direction for arrow keys; default read from the closest `dir` attribute. */
  dir?: 'ltr' | 'rtl';
  /** Stretch tabs to fill the width (mobile segmented control). */
  stretch?: boolean;
  className?: string;
}

/**
 * Segmented tab list (WAI-ARIA tabs, automatic activation): roving tabindex (only the
 * selected tab is in the Tab order), Left/Right arrows move and select (swapped in RTL),
 * Home/End jump to the first/last enabled tab. Controlled by `value` + `onChange`.
 * Used e.g. for the discover filter tabs (spec §2).
 */
export function Tabs<V extends string = string>({
  items,
  value,
  onChange,
  id,
  dir,
  stretch = false,
  className,
  'aria-label': ariaLabel,
}: TabsProps<V>) {
  const generated = useId();
  const prefix = id ?? generated;
  const listRef = useRef<HTMLDivElement>(null);

  const focusValue = (next: V) => {
    onChange(next);
    const tabs = listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [];
    const el = Array.from(tabs).find((tab) => tab.dataset.value === next);
    el?.focus();
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((item) => !item.disabled);
    if (enabled.length === 0) return;
    const index = enabled.findIndex((item) => item.value === value);
    const rtl = dir ? dir === 'rtl' : isRtl(listRef.current);
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = index + (rtl ? -1 : 1);
        break;
      case 'ArrowLeft':
        next = index + (rtl ? 1 : -1);
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = enabled.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const wrapped = (next + enabled.length) % enabled.length;
    focusValue(enabled[wrapped]!.value);
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={ariaLabel}
      aria-orientation="horizontal"
      className={cx(styles.list, stretch && styles.stretch, className)}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={`${prefix}-tab-${item.value}`}
            aria-selected={selected}
            aria-controls={id ? `${prefix}-panel-${item.value}` : undefined}
            tabIndex={selected ? 0 : -1}
            disabled={item.disabled}
            data-value={item.value}
            className={cx(styles.tab, stretch && styles.tabStretch)}
            onClick={() => onChange(item.value)}
          >
            {item.label}
            {item.badge}
          </button>
        );
      })}
    </div>
  );
}

/** Props of {@link TabPanel}. */
export interface TabPanelProps {
  /** Same `id` as given to {@link Tabs}. */
  tabsId: string;
  /** The tab value this panel belongs to. */
  value: string;
  /** Whether this panel is the selected one (others render `hidden`). */
  selected: boolean;
  children?: ReactNode;
  className?: string;
}

/** Panel for a tab (`role="tabpanel"`, labelled by its tab, focusable). */
export function TabPanel({ tabsId, value, selected, children, className }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={`${tabsId}-panel-${value}`}
      aria-labelledby={`${tabsId}-tab-${value}`}
      hidden={!selected}
      tabIndex={0}
      className={cx(styles.panel, className)}
    >
      {selected ? children : null}
    </div>
  );
}
