import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { CallTimer } from './CallTimer.tsx';

function Ticking() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <div style={{ display: 'inline-flex', padding: '6px 14px', borderRadius: 999, background: 'rgba(0,0,0,.6)', color: '#fff', fontWeight: 600 }}>
      <CallTimer seconds={seconds} label="Call duration" />
    </div>
  );
}

const meta = {
  title: 'Primitives/CallTimer',
  component: CallTimer,
  args: { seconds: 723 },
  argTypes: { seconds: { control: { type: 'number', min: 0 } } },
} satisfies Meta<typeof CallTimer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {};
export const Examples: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, fontSize: 20 }}>
      {[5, 723, 3660].map((s) => (
        <CallTimer key={s} seconds={s} />
      ))}
    </div>
  ),
};
export const Live: Story = { render: () => <Ticking /> };
