import type { Meta, StoryObj } from '@storybook/react-vite';
import * as iconModule from './Icon.tsx';
import { Icon } from './Icon.tsx';

/** Every named icon the module exports (all but the generic `Icon`), so the gallery can't drift. */
const all = Object.fromEntries(
  Object.entries(iconModule).filter(([name, value]) => name.endsWith('Icon') && name !== 'Icon' && typeof value === 'function'),
) as Record<string, typeof iconModule.ChatIcon>;

const meta = {
  title: 'Primitives/Icons',
  component: Icon,
  args: { size: 24, children: null },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All icons. Back and Send mirror in RTL (switch Direction in the toolbar). */
export const Gallery: Story = {
  render: ({ size }) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 16 }}>
      {Object.entries(all).map(([name, Component]) => (
        <div key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, padding: 12, borderRadius: 12, background: 'rgba(127,127,160,.08)' }}>
          <Component size={size} />
          <code style={{ fontSize: 11 }}>{name}</code>
        </div>
      ))}
    </div>
  ),
};
