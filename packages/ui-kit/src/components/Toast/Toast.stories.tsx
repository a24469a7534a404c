import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Toast, ToastRegion, type ToastProps } from './Toast.tsx';

type Item = { id: number; tone: NonNullable<ToastProps['tone']>; text: string };
const samples: Omit<Item, 'id'>[] = [
  { tone: 'success', text: 'Recharge successful: 500 gems added' },
  { tone: 'error', text: 'Message not sent. Check your connection.' },
  { tone: 'info', text: 'Aisha is online now' },
  { tone: 'warning', text: 'Only 20 gems left' },
];

function Demo() {
  const [items, setItems] = useState<Item[]>([]);
  const [n, setN] = useState(0);
  return (
    <>
      <Button
        onClick={() => {
          setItems((list) => [...list, { id: n, ...samples[n % samples.length]! }]);
          setN(n + 1);
        }}
      >
        Show toast
      </Button>
      <ToastRegion aria-label="Notifications">
        {items.map((item) => (
          <Toast
            key={item.id}
            tone={item.tone}
            duration={4000}
            dismissLabel="Dismiss"
            onDismiss={() => setItems((list) => list.filter((x) => x.id !== item.id))}
          >
            {item.text}
          </Toast>
        ))}
      </ToastRegion>
    </>
  );
}

const meta = {
  title: 'Overlays/Toast',
  component: Toast,
  args: { children: 'Saved', tone: 'success', duration: 0 },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = { args: { dismissLabel: 'Dismiss' } };

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {samples.map((s) => (
        <Toast key={s.tone} tone={s.tone} duration={0} dismissLabel="Dismiss">
          {s.text}
        </Toast>
      ))}
    </div>
  ),
};

/** Click to stack toasts; each dismisses after 4000 ms (paused on hover/focus). */
export const InRegion: Story = { render: () => <Demo /> };
