import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  AlertIcon,
  BackIcon,
  ChatIcon,
  CheckIcon,
  ClockIcon,
  CloseIcon,
  DiscoverIcon,
  DoubleCheckIcon,
  GlobeIcon,
  Icon,
  MatchIcon,
  SendIcon,
  UserIcon,
  VideoCameraIcon,
  ImageIcon,
  StickerIcon,
  GiftIcon,
  LockIcon,
  TranslateIcon,
  PhoneIcon,
  MissedCallIcon,
  PlayIcon,
  TrashIcon,
  SettingsIcon,
  BellIcon,
  EyeOffIcon,
} from './Icon.tsx';

const all = {
  ChatIcon,
  DiscoverIcon,
  MatchIcon,
  UserIcon,
  BackIcon,
  SendIcon,
  CloseIcon,
  VideoCameraIcon,
  GlobeIcon,
  CheckIcon,
  DoubleCheckIcon,
  AlertIcon,
  ClockIcon,
  ImageIcon,
  StickerIcon,
  GiftIcon,
  LockIcon,
  TranslateIcon,
  PhoneIcon,
  MissedCallIcon,
  PlayIcon,
  TrashIcon,
  SettingsIcon,
  BellIcon,
  EyeOffIcon,
};

const meta = {
  title: 'Primitives/Icons',
  component: Icon,
  args: { size: 24, children: null },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All icons. Back and Send mirror in RTL (switch Direction in the toolbar). */
export const Gallery: Story = {
  render: ({ size }) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 16 }}>
      {Object.entries(all).map(([name, Component]) => (
        <div key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, padding: 12, borderRadius: 12, background: 'rgba(127,127,160,.08)' }}>
          <Component size={size} />
          <code style={{ fontSize: 11 }}>{name}</code>
        </div>
      ))}
    </div>
  ),
};
