import type { Meta, StoryObj } from '@storybook/react-vite';
import { CallRecordMessage } from './CallRecordMessage.tsx';

const meta = {
  title: 'Chat/CallRecordMessage',
  component: CallRecordMessage,
  args: { direction: 'out', title: 'Video call', detail: '03:12' },
  argTypes: { direction: { control: 'inline-radio', options: ['in', 'out'] } },
} satisfies Meta<typeof CallRecordMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Outgoing: Story = {};
export const Incoming: Story = { args: { direction: 'in', title: 'Video call', detail: '12:40' } };
export const Missed: Story = {
  args: { direction: 'in', title: 'Missed call', detail: 'No answer', missed: true, onCallBack: () => {}, callBackLabel: 'Call back' },
};
export const RightToLeft: Story = {
  args: { direction: 'in', title: 'مكالمة فائتة', detail: 'لا إجابة', missed: true, onCallBack: () => {}, callBackLabel: 'معاودة الاتصال' },
  globals: { direction: 'rtl' },
};
