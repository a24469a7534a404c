import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConnectionQuality } from './ConnectionQuality.tsx';

const meta = {
  title: 'Call/ConnectionQuality',
  component: ConnectionQuality,
  args: { level: 'good', text: 'Good', label: 'Connection: good', details: '12 ms · 0 % loss · 20 fps' },
  argTypes: { level: { control: 'inline-radio', options: ['good', 'weak', 'poor'] } },
  decorators: [(Story) => <div style={{ background: '#0d0a12', padding: 24 }}><Story /></div>],
} satisfies Meta<typeof ConnectionQuality>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Good: Story = {};
export const Weak: Story = { args: { level: 'weak', text: 'Weak', label: 'Connection: weak' } };
export const Poor: Story = { args: { level: 'poor', text: 'Poor', label: 'Connection: poor' } };
export const RightToLeft: Story = { args: { level: 'weak', text: 'ضعيف', label: 'الاتصال: ضعيف' }, globals: { direction: 'rtl' } };
