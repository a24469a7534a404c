import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 16 },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Placeholder with the final size of a ThreadListItem row (72 px). */
export const ThreadRow: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', height: 72, maxWidth: 360, paddingInline: 12 }}>
      <Skeleton width={52} height={52} radius="50%" />
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 8 }}>
        <Skeleton width="60%" height={14} />
        <Skeleton width="85%" height={12} />
      </div>
    </div>
  ),
};

/** Placeholder grid with the final size of HostCards (3:4). */
export const HostGrid: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 12 }}>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} aspectRatio="3 / 4" radius={16} />
      ))}
    </div>
  ),
};
