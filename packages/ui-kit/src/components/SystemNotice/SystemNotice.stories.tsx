import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertIcon, CheckIcon } from '../Icon/Icon.tsx';
import { SystemNotice } from './SystemNotice.tsx';

const meta = {
  title: 'Chat/SystemNotice',
  component: SystemNotice,
  args: { children: 'Aisha accepted your friend request' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SystemNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithIcon: Story = { args: { icon: <CheckIcon size={14} /> } };
export const Warning: Story = {
  args: {
    icon: <AlertIcon size={14} />,
    children: 'For your safety, never share bank details or pay outside the app. Messages that break the rules are removed.',
  },
};
export const RightToLeft: Story = { args: { children: 'قبلت عائشة طلب الصداقة' }, globals: { direction: 'rtl' } };
