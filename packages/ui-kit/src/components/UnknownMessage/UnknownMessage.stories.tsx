import type { Meta, StoryObj } from '@storybook/react-vite';
import { UnknownMessage } from './UnknownMessage.tsx';

const meta = {
  title: 'Chat/UnknownMessage',
  component: UnknownMessage,
  args: { text: 'This message is not supported on the web yet.' },
  argTypes: { direction: { control: 'inline-radio', options: ['in', 'out'] } },
} satisfies Meta<typeof UnknownMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Outgoing: Story = { args: { direction: 'out' } };
export const RightToLeft: Story = { args: { text: 'هذه الرسالة غير مدعومة بعد.' }, globals: { direction: 'rtl' } };
