import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { checked: true, onChange: () => {}, label: 'Read receipts', description: 'Let people know when you have read their messages' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

function Toggle(props: { label: string; description?: string; disabled?: boolean; initial?: boolean }) {
  const [on, setOn] = useState(props.initial ?? false);
  return <Switch checked={on} onChange={setOn} label={props.label} description={props.description} disabled={props.disabled} />;
}

export const Interactive: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
      <Toggle label="Read receipts" description="Let people know when you have read their messages" initial />
      <Toggle label="Dark mode" />
      <Toggle label="Keep notifications" disabled />
    </div>
  ),
};
export const Off: Story = { args: { checked: false } };
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const RightToLeft: Story = {
  args: { label: 'إيصالات القراءة', description: 'أعلم الآخرين عندما تقرأ رسائلهم' },
  globals: { direction: 'rtl' },
};
