import type { Meta, StoryObj } from '@storybook/react-vite';
import { portrait } from '../../internal/storyFixtures.ts';
import { CoinIcon } from '../CoinIcon/CoinIcon.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { HostCard, type HostCardProps } from './HostCard.tsx';

const price = (
  <span
    style={{
      display: 'inline-flex',
      alignItems: 'center',
      gap: 4,
      height: 24,
      padding: '0 8px',
      borderRadius: 999,
      background: 'rgba(10,6,20,.48)',
      color: '#fff',
      fontSize: 12,
      fontWeight: 700,
      backdropFilter: 'blur(8px)',
    }}
  >
    <CoinIcon tier={2} size={14} />
    60/min
  </span>
);

const hosts: HostCardProps[] = [
  { nickname: 'Aisha', age: 24, locationLabel: 'India · Hindi', status: 'online', statusLabel: 'Online', imageSrc: portrait(0) },
  { nickname: 'Valentina Rodríguez', age: 27, locationLabel: 'Colombia · Español', status: 'busy', statusLabel: 'In a call', imageSrc: portrait(1) },
  { nickname: 'ليلى', age: 22, locationLabel: 'Egypt · العربية', status: 'online', statusLabel: 'Online', imageSrc: portrait(2) },
  { nickname: 'Elif', age: 25, locationLabel: 'Türkiye · Türkçe', status: 'offline', statusLabel: 'Offline', imageSrc: portrait(3) },
  { nickname: 'Chloé', age: 29, locationLabel: 'France', status: 'online', statusLabel: 'Online', imageSrc: null },
  { nickname: 'Mina', age: 23, locationLabel: 'Indonesia', status: 'online', statusLabel: 'Online', imageSrc: portrait(5) },
];

const meta = {
  title: 'Composites/HostCard',
  component: HostCard,
  args: { ...hosts[0]!, topEnd: price, onClick: () => {} },
  argTypes: {
    status: { control: 'inline-radio', options: ['online', 'busy', 'offline'] },
    topEnd: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HostCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const AsLink: Story = { args: { href: '/anchorprofile?uid=1001', onNavigate: () => {} } };

/** Wall grid: 2 columns at 375 px, more as the width grows. */
export const WallGrid: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 12 }}>
      {hosts.map((h, i) => (
        <HostCard key={i} {...h} onClick={() => {}} topEnd={i % 2 ? undefined : price} />
      ))}
      <Skeleton aspectRatio="3 / 4" radius={16} />
    </div>
  ),
};
