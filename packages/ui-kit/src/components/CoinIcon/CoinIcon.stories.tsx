import type { Meta, StoryObj } from '@storybook/react-vite';
import { CoinIcon, type CoinTier } from './CoinIcon.tsx';

const meta = {
  title: 'Primitives/CoinIcon',
  component: CoinIcon,
  args: { tier: 1, size: 48 },
  argTypes: {
    tier: { control: 'inline-radio', options: [1, 2, 3, 4] },
    size: { control: { type: 'range', min: 12, max: 96, step: 4 } },
  },
} satisfies Meta<typeof CoinIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Spec §9: under 300 → tier 1; 300+ → 2; 700+ → 3; 3000+ → 4. */
export const AllTiers: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 32, alignItems: 'flex-end' }}>
      {([
        [1, '< 300'],
        [2, '300+'],
        [3, '700+'],
        [4, '3000+'],
      ] as Array<[CoinTier, string]>).map(([tier, text]) => (
        <div key={tier} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
          <CoinIcon tier={tier} size={64} label={`Tier ${tier}`} />
          <span style={{ fontSize: 12, opacity: 0.7 }}>{text}</span>
          <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
            <CoinIcon tier={tier} size={16} />
            <CoinIcon tier={tier} size={24} />
          </div>
        </div>
      ))}
    </div>
  ),
};
