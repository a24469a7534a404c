import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { giftImage } from '../../internal/storyFixtures.ts';
import { CoinIcon } from '../CoinIcon/CoinIcon.tsx';
import { AskGiftMessage } from './AskGiftMessage.tsx';

const price = (
  <>
    <CoinIcon tier={1} size={14} /> 99
  </>
);

const meta = {
  title: 'Chat/AskGiftMessage',
  component: AskGiftMessage,
  args: {
    iconSrc: giftImage(0),
    title: 'Rose',
    text: 'I love roses 🌹 Would you send me one?',
    priceLabel: price,
    sent: false,
    sendLabel: 'Send',
    sentLabel: 'Sent',
    onSend: () => {},
  },
  argTypes: { priceLabel: { control: false } },
} satisfies Meta<typeof AskGiftMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Sending: Story = { args: { sending: true } };
export const Sent: Story = { args: { sent: true } };
export const Disabled: Story = { args: { disabled: true } };

function Interactive() {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  return (
    <AskGiftMessage
      iconSrc={giftImage(2)}
      title="Crown"
      text="Make me your queen tonight 👑"
      priceLabel={price}
      sendLabel="Send"
      sentLabel="Sent"
      sending={state === 'sending'}
      sent={state === 'sent'}
      onSend={() => {
        setState('sending');
        setTimeout(() => setState('sent'), 1200);
      }}
    />
  );
}
export const Interactive_: Story = { name: 'Interactive', render: () => <Interactive /> };

export const RightToLeft: Story = {
  args: { title: 'وردة', text: 'أحب الورود 🌹 هل ترسل لي واحدة؟', sendLabel: 'إرسال', sentLabel: 'تم الإرسال' },
  globals: { direction: 'rtl' },
};
