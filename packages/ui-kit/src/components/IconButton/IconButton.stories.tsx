import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge.tsx';
import { BackIcon, ChatIcon, CloseIcon, VideoCameraIcon } from '../Icon/Icon.tsx';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Close', icon: <CloseIcon />, variant: 'ghost', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'soft', 'primary', 'overlay'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const All: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 12, background: 'linear-gradient(135deg,#667,#223)', borderRadius: 16 }}>
      <IconButton aria-label="Back" icon={<BackIcon />} variant="soft" />
      <IconButton aria-label="Messages" icon={<ChatIcon />} variant="soft" badge={<Badge count={7} aria-label="7 unread" />} />
      <IconButton aria-label="Video call" icon={<VideoCameraIcon />} variant="primary" size="lg" />
      <IconButton aria-label="Close" icon={<CloseIcon />} variant="overlay" />
      <IconButton aria-label="Close" icon={<CloseIcon size={18} />} variant="overlay" size="sm" disabled />
    </div>
  ),
};
