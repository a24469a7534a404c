import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { giftImage } from '../../internal/storyFixtures.ts';
import { CoinIcon, type CoinTier } from '../CoinIcon/CoinIcon.tsx';
import { GiftPanel, type GiftPanelItem } from './GiftPanel.tsx';

const tier = (price: number): CoinTier => (price >= 3000 ? 4 : price >= 700 ? 3 : price >= 300 ? 2 : 1);
const names = ['Rose', 'Kiss', 'Teddy bear', 'Perfume', 'Diamond ring', 'Sports car', 'Castle', 'Rocket', 'Heart', 'Crown', 'Yacht', 'Unicorn'];
const prices = [10, 49, 399, 520, 999, 3000, 8888, 5200, 99, 1314, 6666, 2000];
const gifts: GiftPanelItem[] = names.map((title, i) => ({
  id: `g${i}`,
  iconSrc: giftImage(i),
  title,
  price: prices[i]!,
  tier: tier(prices[i]!),
  tabId: i < 8 ? 'hot' : 'lux',
}));
const tabs = [
  { id: 'hot', title: 'Popular' },
  { id: 'lux', title: 'Luxury' },
  { id: 'new', title: 'New' },
];
const fmt = (n: number) => n.toLocaleString('en-US');

function Demo({ balanceGems = 1250, dir }: { balanceGems?: number; dir?: 'ltr' | 'rtl' }) {
  const [tab, setTab] = useState('hot');
  const [selected, setSelected] = useState<string | null>('g2');
  const [sending, setSending] = useState(false);
  const price = gifts.find((g) => g.id === selected)?.price ?? 0;
  return (
    <div style={{ maxWidth: 420, boxShadow: '0 18px 48px rgba(20,16,40,.18)', borderRadius: 24 }}>
      <GiftPanel
        tabs={tabs}
        gifts={gifts}
        tab={tab}
        onTabChange={setTab}
        selectedId={selected}
        onSelect={setSelected}
        onSend={() => {
          setSending(true);
          setTimeout(() => setSending(false), 1000);
        }}
        sending={sending}
        sendLabel={dir === 'rtl' ? 'إرسال' : 'Send'}
        balance={
          <>
            <CoinIcon tier={tier(balanceGems)} size={18} /> {fmt(balanceGems)}
          </>
        }
        insufficient={price > balanceGems ? (dir === 'rtl' ? 'رصيدك غير كافٍ' : 'Not enough gems. Recharge to send.') : undefined}
        label={dir === 'rtl' ? 'الهدايا' : 'Gifts'}
        formatPrice={fmt}
        emptyLabel={dir === 'rtl' ? 'لا توجد هدايا بعد' : 'No gifts here yet'}
      />
    </div>
  );
}

const meta = {
  title: 'Chat/GiftPanel',
  component: GiftPanel,
  parameters: { controls: { disable: true } },
  args: {
    tabs,
    gifts,
    tab: 'hot',
    onTabChange: () => {},
    onSelect: () => {},
    onSend: () => {},
    sendLabel: 'Send',
    balance: '1,250',
    label: 'Gifts',
  },
} satisfies Meta<typeof GiftPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys select; the third tab is empty. */
export const Interactive: Story = { render: () => <Demo /> };

/** Selecting an expensive gift shows the message and disables Send. */
export const LowBalance: Story = { render: () => <Demo balanceGems={120} /> };

export const RightToLeft: Story = { render: () => <Demo dir="rtl" />, globals: { direction: 'rtl' } };
