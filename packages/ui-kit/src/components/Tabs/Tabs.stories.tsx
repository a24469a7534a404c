import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { TabPanel, Tabs, type TabItem } from './Tabs.tsx';

const filters: TabItem[] = [
  { value: 'all', label: 'All' },
  { value: 'en', label: 'English' },
  { value: 'ar', label: 'العربية' },
  { value: 'hi', label: 'हिन्दी' },
  { value: 'tr', label: 'Türkçe' },
  { value: 'fr', label: 'Français' },
  { value: 'es', label: 'Español' },
];

function Controlled({ stretch, items }: { stretch?: boolean; items: TabItem[] }) {
  const [value, setValue] = useState(items[0]!.value);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Tabs id="demo" items={items} value={value} onChange={setValue} aria-label="Discover filter" stretch={stretch} />
      {items.map((item) => (
        <TabPanel key={item.value} tabsId="demo" value={item.value} selected={item.value === value}>
          Panel for “{item.label}”
        </TabPanel>
      ))}
    </div>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { items: filters, value: 'all', onChange: () => {}, 'aria-label': 'Discover filter' },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Discover filter tabs (spec §2). Use ←/→, Home, End; arrows swap in RTL. */
export const DiscoverFilter: Story = { render: () => <Controlled items={filters} /> };

export const Segmented: Story = {
  render: () => (
    <div style={{ maxWidth: 375 }}>
      <Controlled
        stretch
        items={[
          { value: 'chats', label: 'Chats', badge: <Badge count={4} aria-label="4 unread" /> },
          { value: 'calls', label: 'Calls' },
          { value: 'friends', label: 'Friends', disabled: true },
        ]}
      />
    </div>
  ),
};
