import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { count: 5, 'aria-label': '5 unread messages', tone: 'danger' },
  argTypes: { tone: { control: 'inline-radio', options: ['danger', 'brand'] } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Counts: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {[1, 9, 42, 99, 100, 2500].map((n) => (
        <Badge key={n} {...args} count={n} aria-label={`${n} unread`} />
      ))}
      <Badge {...args} tone="brand" count={3} aria-label="3 new" />
      <span>(0 renders nothing →)</span>
      <Badge {...args} count={0} aria-label="none" />
    </div>
  ),
};
