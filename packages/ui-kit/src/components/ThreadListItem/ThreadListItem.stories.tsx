import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { avatar } from '../../internal/storyFixtures.ts';
import { ThreadListItem, type ThreadListItemProps } from './ThreadListItem.tsx';

const threads: Array<ThreadListItemProps & { id: string }> = [
  { id: '1', name: 'Aisha', avatarSrc: avatar(0), status: 'online', statusLabel: 'Online', preview: 'See you on video tonight? 😊', timeLabel: '12:03', unreadCount: 3, unreadLabel: '3 unread' },
  { id: '2', name: 'Valentina Rodríguez', avatarSrc: avatar(1), status: 'busy', statusLabel: 'Busy', preview: 'Gracias por el regalo, eres muy amable conmigo', timeLabel: 'Yesterday', unreadCount: 120, unreadLabel: '120 unread' },
  { id: '3', name: 'ليلى', avatarSrc: null, preview: 'مرحبا! كيف حالك اليوم؟', timeLabel: 'Mon' },
  { id: '4', name: 'Official', avatarSrc: avatar(4), preview: '<b>Welcome</b> — tags stay text', timeLabel: '09/11' },
];

function List() {
  const [selected, setSelected] = useState('1');
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 8, maxWidth: 400, display: 'flex', flexDirection: 'column', gap: 2 }}>
      {threads.map(({ id, ...t }) => (
        <li key={id}>
          <ThreadListItem {...t} selected={selected === id} onSelect={() => setSelected(id)} />
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Composites/ThreadListItem',
  component: ThreadListItem,
  args: threads[0]!,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ThreadListItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
export const Selected: Story = { args: { selected: true } };
export const ThreadList: Story = { render: () => <List /> };
