import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GiftPanel, type GiftPanelItem, type GiftPanelProps } from './GiftPanel.tsx';

const gifts: GiftPanelItem[] = [
  { id: 'rose', iconSrc: 'r.png', title: 'Rose', price: 10, tier: 1, tabId: 'hot' },
  { id: 'bear', iconSrc: 'b.png', title: 'Bear', price: 399, tier: 2, tabId: 'hot' },
  { id: 'ring', iconSrc: 'g.png', title: 'Ring', price: 999, tier: 3, tabId: 'hot' },
  { id: 'car', iconSrc: 'c.png', title: 'Car', price: 5000, tier: 4, tabId: 'lux' },
];
const tabs = [
  { id: 'hot', title: 'Popular' },
  { id: 'lux', title: 'Luxury' },
];

function Harness(props: Partial<GiftPanelProps> & { balance?: number }) {
  const [tab, setTab] = useState('hot');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const price = gifts.find((g) => g.id === selectedId)?.price ?? 0;
  const balance = props.balance ?? 500;
  return (
    <GiftPanel
      tabs={tabs}
      gifts={gifts}
      tab={tab}
      onTabChange={setTab}
      selectedId={selectedId}
      onSelect={setSelectedId}
      onSend={() => {}}
      sendLabel="Send"
      balance={`${balance} gems`}
      insufficient={price > balance ? 'Not enough gems' : undefined}
      label="Gifts"
      columns={4}
      dir="ltr"
      {...props}
    />
  );
}

describe('GiftPanel', () => {
  it('shows the gifts of the current tab with price, and switches tabs', () => {
    render(<Harness />);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /Bear/ }).textContent).toContain('399');
    fireEvent.click(screen.getByRole('tab', { name: 'Luxury' }));
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['Car5000']);
  });

  it('Send is disabled until a gift is selected, then sends', () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Rose/ }));
    expect(screen.getByRole('radio', { name: /Rose/ }).getAttribute('aria-checked')).toBe('true');
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('disables Send and shows the message when the balance is short', () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} balance={100} />);
    fireEvent.click(screen.getByRole('radio', { name: /Bear/ }));
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(screen.getByText('Not enough gems')).toBeTruthy();
    fireEvent.click(send);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('arrow keys move and select within the grid; Enter on the selected gift sends', () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} balance={10000} />);
    const rose = screen.getByRole('radio', { name: /Rose/ });
    expect(rose.tabIndex).toBe(0);
    rose.focus();
    fireEvent.keyDown(rose, { key: 'ArrowRight' });
    const bear = screen.getByRole('radio', { name: /Bear/ });
    expect(bear.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(bear);
    fireEvent.keyDown(bear, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});
