import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { avatar } from '../../internal/storyFixtures.ts';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Button } from '../Button/Button.tsx';
import { NoticeBanner } from './NoticeBanner.tsx';

const meta = {
  title: 'Overlays/NoticeBanner',
  component: NoticeBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    avatar: <Avatar src={avatar(0)} name="Aisha" alt="" size={44} status="online" />,
    title: 'Aisha',
    text: 'Hey! Are you free for a video call tonight? I have something to tell you 😊',
    openLabel: 'Open chat',
    dismissLabel: 'Dismiss',
    onOpen: () => {},
    onDismiss: () => {},
    duration: 0,
  },
  argTypes: { avatar: { control: false } },
} satisfies Meta<typeof NoticeBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stays open (duration 0) so it can be inspected; resize below 1024 px for the mobile layout. */
export const Default: Story = {};

function Live() {
  const [items, setItems] = useState<Array<{ id: number; name: string; text: string }>>([]);
  const [opened, setOpened] = useState<string | null>(null);
  const current = items[items.length - 1];
  return (
    <div style={{ padding: 24, paddingBlockStart: 120 }}>
      <Button
        onClick={() =>
          setItems((list) => [...list, { id: Date.now(), name: list.length % 2 ? 'Valentina' : 'ليلى', text: list.length % 2 ? '¿Hablamos?' : 'مرحبا! هل أنت متاح الآن؟' }])
        }
      >
        Simulate a new message
      </Button>
      <p style={{ marginBlockStart: 12 }}>{opened ? `Opened chat with ${opened}` : 'Auto-dismisses after 5 s; hover or focus pauses.'}</p>
      {current ? (
        <NoticeBanner
          key={current.id}
          avatar={<Avatar src={avatar(current.id % 6)} name={current.name} alt="" size={44} />}
          title={current.name}
          text={current.text}
          openLabel="Open chat"
          dismissLabel="Dismiss"
          onOpen={() => {
            setOpened(current.name);
            setItems([]);
          }}
          onDismiss={() => setItems([])}
        />
      ) : null}
    </div>
  );
}
export const AutoDismiss: Story = { render: () => <Live /> };

export const RightToLeft: Story = {
  args: {
    avatar: <Avatar src={avatar(2)} name="ليلى" alt="" size={44} />,
    title: 'ليلى',
    text: 'مرحبا! هل أنت متاح لمكالمة فيديو الليلة؟',
    openLabel: 'فتح المحادثة',
    dismissLabel: 'إغلاق',
  },
  globals: { direction: 'rtl' },
};
