import type { MouseEvent, ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import { Badge } from '../Badge/Badge.tsx';
import * as styles from './AppShell.css.ts';

/** One navigation destination of {@link AppShell}, passed as data. */
export interface NavItem {
  /** Stable id reported to `onSelect` (e.g. a route path like "/goddess"). */
  id: string;
  /** Visible label (translated). */
  label: string;
  /** Icon, about 24 px (e.g. `<DiscoverIcon />`). */
  icon: ReactNode;
  /** Icon used while active (optional, e.g. a filled variant). */
  activeIcon?: ReactNode;
  /** Current destination: highlighted and `aria-current="page"`. */
  active?: boolean;
  /** Unread count badge on the icon (hidden at 0, "99+" over 99). */
  badge?: number;
  /** Accessible text of the badge, e.g. "3 unread". */
  badgeLabel?: string;
  /** Real URL for the default `<a>` rendering (keeps open-in-new-tab working). */
  href?: string;
}

/** What {@link AppShell} hands to `renderItem`: spread it on your Link/anchor element. */
export interface NavItemRenderProps {
  className: string;
  'aria-current': 'page' | undefined;
  children: ReactNode;
}

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** Navigation destinations in order. */
  navItems: ReadonlyArray<NavItem>;
  /** Accessible name of the `<nav>`, e.g. "Main". */
  navLabel: string;
  /**
   * Called with `item.id` on activation by the default rendering (a `<button>`, or an
   * `<a href>` whose plain clicks are prevented and routed here).
   */
  onSelect?: (id: string) => void;
  /**
   * Render each item yourself, e.g. with the router's Link:
   * `renderItem={(item, p) => <Link to={item.id} {...p} />}`. Overrides the default.
   */
  renderItem?: (item: NavItem, props: NavItemRenderProps) => ReactNode;
  /** Brand logo at the top of the desktop rail (hidden on mobile). */
  logo?: ReactNode;
  /** Bottom of the desktop rail (e.g. the user's Avatar button); hidden on mobile. */
  navFooter?: ReactNode;
  /** Side column shown from 1280 px (360 px wide, 400 px from 1536 px); hidden below. */
  aside?: ReactNode;
  /** Hide the bottom tab bar on mobile (e.g. inside an open chat or a call). */
  hideNavOnMobile?: boolean;
  /** Main content. */
  children?: ReactNode;
  className?: string;
}

function isModified(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Page frame (spec §2 main shell, breakpoints 1024/1280/1536):
 * - desktop ≥1024 px: dark vertical nav rail at the start side (96 px; 232 px with inline
 *   labels from 1536 px) + main (+ aside from 1280 px);
 * - mobile <1024 px: main + fixed dark bottom tab bar (64 px + safe-area inset); main gets
 *   matching bottom padding so content is never hidden.
 * The router stays outside: use `onSelect` or `renderItem`.
 */
export function AppShell({
  navItems,
  navLabel,
  onSelect,
  renderItem,
  logo,
  navFooter,
  aside,
  hideNavOnMobile = false,
  children,
  className,
}: AppShellProps) {
  const renderOne = (item: NavItem) => {
    const inner = (
      <>
        {item.active ? <span className={styles.activeBar} aria-hidden /> : null}
        <span className={styles.iconWrap}>
          {item.active && item.activeIcon ? item.activeIcon : item.icon}
          {item.badge ? (
            <span className={styles.itemBadge}>
              <Badge count={item.badge} aria-label={item.badgeLabel ?? String(item.badge)} />
            </span>
          ) : null}
        </span>
        <span className={styles.label}>{item.label}</span>
      </>
    );
    const props: NavItemRenderProps = {
      className: styles.item,
      'aria-current': item.active ? 'page' : undefined,
      children: inner,
    };
    if (renderItem) return renderItem(item, props);
    if (item.href !== undefined) {
      return (
        <a
          {...props}
          href={item.href}
          onClick={(event) => {
            if (!onSelect || isModified(event)) return;
            event.preventDefault();
            onSelect(item.id);
          }}
        />
      );
    }
    return <button type="button" {...props} onClick={() => onSelect?.(item.id)} />;
  };

  return (
    <div className={cx(styles.root, className)}>
      <nav aria-label={navLabel} className={cx(styles.nav, hideNavOnMobile && styles.navHiddenMobile)}>
        {logo ? <div className={styles.logo}>{logo}</div> : null}
        <ul className={styles.list}>
          {navItems.map((item) => (
            <li key={item.id} className={styles.listItem}>
              {renderOne(item)}
            </li>
          ))}
        </ul>
        {navFooter ? <div className={styles.footer}>{navFooter}</div> : null}
      </nav>
      <main className={cx(styles.main, hideNavOnMobile && styles.mainNoNav)}>{children}</main>
      {aside ? <aside className={styles.aside}>{aside}</aside> : null}
    </div>
  );
}
