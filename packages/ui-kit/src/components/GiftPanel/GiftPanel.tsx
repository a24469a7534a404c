import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import { FallbackImg } from '../../internal/FallbackImg.tsx';
import { isRtl } from '../../internal/focus.ts';
import { gridKeyTarget } from '../../internal/roving.ts';
import { Button } from '../Button/Button.tsx';
import { CoinIcon, type CoinTier } from '../CoinIcon/CoinIcon.tsx';
import { GiftIcon } from '../Icon/Icon.tsx';
import { Tabs } from '../Tabs/Tabs.tsx';
import * as styles from './GiftPanel.css.ts';

/** One tab of the gift panel (spec §3 gift `tabId`). */
export interface GiftPanelTab {
  id: string;
  /** Visible tab title (already translated). */
  title: ReactNode;
}

/** One gift (spec §3 gift attachment: `id`, `iconUrl` → `iconSrc`, `title`, `gemsPrice` → `price`, `tabId`). */
export interface GiftPanelItem {
  id: string;
  /** Gift picture URL, shown at 48 px. */
  iconSrc: string;
  title: string;
  /** Price in gems (whole number). */
  price: number;
  /** Coin icon tier for the price (the app computes it, spec §9). */
  tier: CoinTier;
  /** The tab this gift belongs to. */
  tabId: string;
}

/** Props of {@link GiftPanel}. */
export interface GiftPanelProps {
  tabs: ReadonlyArray<GiftPanelTab>;
  gifts: ReadonlyArray<GiftPanelItem>;
  /** Id of the visible tab (controlled). The tab bar is hidden when there is only one tab. */
  tab: string;
  onTabChange: (tabId: string) => void;
  /** Id of the selected gift, or `null` / `undefined` for none. */
  selectedId?: string | null;
  /** Called with a gift id on click, Space or an arrow key (radio-group behaviour). */
  onSelect: (giftId: string) => void;
  /** Called by the Send button (enabled only with a selection and no `insufficient`). */
  onSend: () => void;
  /** Text of the Send button, e.g. "Send". */
  sendLabel: string;
  /** Send in flight: spinner in the button, clicks ignored. */
  sending?: boolean;
  /** Balance shown in the footer, e.g. `<><CoinIcon tier={2} size={16} /> 1,250</>`. */
  balance: ReactNode;
  /**
   * Set when the balance is short for the selected gift: the message is shown in the footer
   * (e.g. "Not enough gems" plus a Recharge link) and Send is disabled.
   */
  insufficient?: ReactNode;
  /** Accessible name of the panel and of the gift grid, e.g. "Gifts". */
  label: string;
  /** Formats a price for display; default `String(price)`. */
  formatPrice?: (price: number) => string;
  /** Shown when the current tab has no gifts. */
  emptyLabel?: ReactNode;
  /** Grid columns. Default 4. */
  columns?: number;
  /** Visible rows before the grid scrolls (fixed height, so switching tabs never jumps). Default 2. */
  rows?: number;
  /** Force the direction for Left/Right; default read from the closest `dir`. */
  dir?: 'ltr' | 'rtl';
  className?: string;
}

const TILE_HEIGHT = 112;
const GAP = 8;
const PADDING = 8;

/**
 * Gift sheet for chat and calls: tabs (spec gift tabs), a fixed-height grid of gift tiles
 * (picture, name, CoinIcon + price) with a selected state, and a footer with the balance, an
 * optional "not enough gems" message and the Send button.
 *
 * Keyboard: the grid is a radio group with one tab stop; arrow keys move and select
 * (Left/Right swapped in RTL, Up/Down by a row), Home/End jump; Enter on a tile sends when
 * sending is allowed. Tab reaches the tabs, the grid, then Send.
 */
export function GiftPanel({
  tabs,
  gifts,
  tab,
  onTabChange,
  selectedId,
  onSelect,
  onSend,
  sendLabel,
  sending = false,
  balance,
  insufficient,
  label,
  formatPrice = String,
  emptyLabel,
  columns = 4,
  rows = 2,
  dir,
  className,
}: GiftPanelProps) {
  const tabsId = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const visible = gifts.filter((gift) => gift.tabId === tab);
  const selectedIndex = visible.findIndex((gift) => gift.id === selectedId);
  const canSend = !!selectedId && !insufficient;
  const showTabs = tabs.length > 1;
  const gridHeight = rows * TILE_HEIGHT + (rows - 1) * GAP + 2 * PADDING;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = Number((event.target as HTMLElement).dataset.index);
    if (Number.isNaN(index)) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      if (visible[index]!.id !== selectedId) onSelect(visible[index]!.id);
      else if (canSend && !sending) onSend();
      return;
    }
    const rtl = dir ? dir === 'rtl' : isRtl(gridRef.current);
    const next = gridKeyTarget(event.key, index, visible.length, columns, rtl);
    if (next === null) return;
    event.preventDefault();
    onSelect(visible[next]!.id);
    const el = gridRef.current?.querySelector<HTMLElement>(`[data-index="${next}"]`);
    el?.focus();
    el?.scrollIntoView?.({ block: 'nearest' });
  };

  return (
    <section className={cx(styles.root, className)} aria-label={label}>
      {showTabs ? (
        <div className={styles.tabs}>
          <Tabs
            id={tabsId}
            items={tabs.map((t) => ({ value: t.id, label: t.title }))}
            value={tab}
            onChange={onTabChange}
            aria-label={label}
            dir={dir}
          />
        </div>
      ) : null}
      <div
        {...(showTabs ? { role: 'tabpanel', id: `${tabsId}-panel-${tab}`, 'aria-labelledby': `${tabsId}-tab-${tab}` } : null)}
        className={styles.panel}
      >
        {visible.length === 0 ? (
          <div className={styles.empty} style={{ height: gridHeight }}>
            {emptyLabel}
          </div>
        ) : (
          <div
            ref={gridRef}
            role="radiogroup"
            aria-label={label}
            className={styles.grid}
            style={{ height: gridHeight, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gridAutoRows: TILE_HEIGHT }}
            onKeyDown={onKeyDown}
          >
            {visible.map((gift, index) => {
              const selected = gift.id === selectedId;
              return (
                <button
                  key={gift.id}
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  tabIndex={index === (selectedIndex >= 0 ? selectedIndex : 0) ? 0 : -1}
                  data-index={index}
                  className={styles.tile}
                  onClick={() => onSelect(gift.id)}
                >
                  <FallbackImg
                    className={styles.icon}
                    src={gift.iconSrc}
                    alt=""
                    size={48}
                    fallback={
                      <span className={styles.icon}>
                        <GiftIcon size={28} />
                      </span>
                    }
                  />
                  <span className={styles.title} dir="auto">
                    {gift.title}
                  </span>
                  <span className={styles.price}>
                    <CoinIcon tier={gift.tier} size={14} />
                    {formatPrice(gift.price)}
                  </span>
                </button>
              );
            })}
          </div>
        )}
      </div>
      <div className={styles.footer}>
        <div className={styles.balance}>{balance}</div>
        <div className={styles.notice} aria-live="polite">
          {insufficient}
        </div>
        <Button className={styles.send} onClick={onSend} disabled={!canSend} loading={sending}>
          {sendLabel}
        </Button>
      </div>
    </section>
  );
}
