import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { size: 24, label: 'Loading' },
  argTypes: { size: { control: { type: 'range', min: 12, max: 64, step: 2 } } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', color: '#ff2e7e' }}>
      <Spinner size={14} />
      <Spinner size={20} />
      <Spinner size={32} />
      <Spinner size={48} label="Loading" />
    </div>
  ),
};
