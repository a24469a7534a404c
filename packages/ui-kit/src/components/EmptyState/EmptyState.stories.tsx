import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { ChatIcon } from '../Icon/Icon.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: <ChatIcon size={32} />,
    title: 'No messages yet',
    text: 'Say hi to a host you like. Your conversations will show up here.',
    action: <Button>Discover hosts</Button>,
  },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TextOnly: Story = { args: { icon: undefined, action: undefined } };
