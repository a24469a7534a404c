import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MatchIcon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { MessageBubble } from '../MessageBubble/MessageBubble.tsx';
import { Composer } from './Composer.tsx';

function Chat() {
  const [messages, setMessages] = useState<string[]>(['Type below: Enter sends, Shift+Enter adds a line']);
  return (
    <div style={{ maxWidth: 480, border: '1px solid rgba(127,127,160,.25)', borderRadius: 20, overflow: 'hidden' }}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 16, minHeight: 200 }}>
        {messages.map((m, i) => (
          <MessageBubble key={i} direction={i === 0 ? 'in' : 'out'} text={m} timeLabel="now" status={i === 0 ? undefined : 'success'} />
        ))}
      </div>
      <Composer
        aria-label="Message"
        sendLabel="Send"
        placeholder="Say something nice…"
        maxLength={500}
        onSend={(text) => setMessages((list) => [...list, text])}
        startSlot={<IconButton aria-label="Send a gift" icon={<MatchIcon />} />}
      />
    </div>
  );
}

const meta = {
  title: 'Composites/Composer',
  component: Composer,
  args: { 'aria-label': 'Message', sendLabel: 'Send', placeholder: 'Type a message', onSend: () => {}, maxLength: 500 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Composer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Disabled: Story = { args: { disabled: true, placeholder: 'Chat is connecting…' } };
export const InChat: Story = { render: () => <Chat /> };
