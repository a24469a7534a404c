import type { Meta, StoryObj } from '@storybook/react-vite';
import { avatar } from '../../internal/storyFixtures.ts';
import { Avatar } from './Avatar.tsx';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Maria Lopez', src: avatar(0), size: 56, status: 'online', statusLabel: 'Online' },
  argTypes: {
    status: { control: 'inline-radio', options: [undefined, 'online', 'busy', 'offline'] },
    size: { control: { type: 'range', min: 24, max: 128, step: 4 } },
  },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};

export const Initials: Story = { args: { src: null, name: 'Layla Ahmed', status: 'busy', statusLabel: 'Busy' } };

export const BrokenImage: Story = { args: { src: 'data:image/png;base64,broken', name: 'Zoe' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {[24, 32, 40, 56, 80, 120].map((size, i) => (
        <Avatar key={size} {...args} size={size} src={i % 2 ? null : avatar(i)} name={i % 2 ? 'ليلى أحمد' : 'Aisha Khan'} />
      ))}
    </div>
  ),
};

export const Statuses: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Avatar {...args} src={avatar(1)} status="online" statusLabel="Online" />
      <Avatar {...args} src={avatar(2)} status="busy" statusLabel="Busy" />
      <Avatar {...args} src={avatar(3)} status="offline" statusLabel="Offline" />
    </div>
  ),
};
