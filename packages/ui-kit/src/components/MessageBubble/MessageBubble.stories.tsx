import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../theme/vars.css.ts';
import { avatar } from '../../internal/storyFixtures.ts';
import { Avatar } from '../Avatar/Avatar.tsx';
import { MessageBubble } from './MessageBubble.tsx';

const labels = { sending: 'Sending', success: 'Sent', error: 'Not sent' };

const meta = {
  title: 'Composites/MessageBubble',
  component: MessageBubble,
  args: { direction: 'out', text: 'Hi! How is your day going? 😊', timeLabel: '12:03', status: 'success', statusLabels: labels },
  argTypes: {
    direction: { control: 'inline-radio', options: ['in', 'out'] },
    status: { control: 'inline-radio', options: [undefined, 'sending', 'success', 'error'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Outgoing: Story = {};
export const Incoming: Story = { args: { direction: 'in', status: undefined } };
export const Failed: Story = { args: { status: 'error', retryLabel: 'Retry', onRetry: () => {} } };

/** HTML in the text is shown literally, never parsed. */
export const HtmlIsText: Story = { args: { direction: 'in', text: '<img src=x onerror=alert(1)> <b>not bold</b>' } };

export const Conversation: Story = {
  render: () => {
    const peer = <Avatar src={avatar(0)} name="Aisha" alt="" size={32} />;
    return (
      // The thread pane's background (features: message.css.ts threadPane), where the time and
      // status text meet their contrast (themes/contrast.test.ts: textSubtle on bg).
      <div style={{ display: 'flex', flexDirection: 'column', gap: 10, padding: 16, borderRadius: 20, background: vars.color.bg }}>
        <MessageBubble direction="in" avatar={peer} text="Hey! Thanks for the rose 🌹" timeLabel="12:01" />
        <MessageBubble direction="out" text="You're welcome! Want to video chat later?" timeLabel="12:02" status="success" statusLabels={labels} />
        <MessageBubble direction="in" avatar={peer} text={'Sure!\nI am free after 9 pm.'} timeLabel="12:02" />
        <MessageBubble direction="in" avatar={peer} text="مرحبا! هذا نص عربي داخل المحادثة." timeLabel="12:03" />
        <MessageBubble direction="out" text="Great, see you then" timeLabel="12:03" status="sending" statusLabels={labels} />
        <MessageBubble direction="out" text="This one failed to send" timeLabel="12:04" status="error" statusLabels={labels} retryLabel="Retry" onRetry={() => {}} />
        <MessageBubble direction="out" text="https://averyveryveryveryveryveryveryverylongurlwithoutspaces.example.com/path" timeLabel="12:05" status="success" statusLabels={labels} />
      </div>
    );
  },
};
