import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { vars } from '../../theme/vars.css.ts';
import { Button } from '../Button/Button.tsx';
import { BellIcon, CheckIcon, ClockIcon, GlobeIcon, SettingsIcon, TrashIcon } from '../Icon/Icon.tsx';
import { Switch } from '../Switch/Switch.tsx';
import { SettingsRow } from './SettingsRow.tsx';

const meta = {
  title: 'Composites/SettingsRow',
  component: SettingsRow,
  args: { title: 'Notifications', description: 'New messages and calls', control: <Switch checked onChange={() => {}} label="Notifications" hideLabel />, icon: <BellIcon size={20} /> },
  argTypes: { control: { control: false }, icon: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SettingsRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function Row({ title, description, icon, initial }: { title: string; description?: string; icon: ReactNode; initial?: boolean }) {
  const [on, setOn] = useState(initial ?? false);
  return <SettingsRow title={title} description={description} icon={icon} control={<Switch checked={on} onChange={setOn} label={title} hideLabel />} />;
}

/** A settings page card (spec §3 user settings flags). */
export const SettingsPage: Story = {
  render: () => (
    <div style={{ borderRadius: 16, overflow: 'hidden', boxShadow: vars.shadow.sm }}>
      <Row title="Last seen" description="Show when you were last online" icon={<ClockIcon size={20} />} initial />
      <Row title="Read receipts" description="Let people know when you read their messages" icon={<CheckIcon size={20} />} initial />
      <Row title="Notifications" icon={<BellIcon size={20} />} />
      <SettingsRow title="Language" icon={<GlobeIcon size={20} />} control={<span style={{ color: vars.color.textMuted }}>English</span>} />
      <SettingsRow title="Advanced" icon={<SettingsIcon size={20} />} control={<Button size="sm" variant="ghost">Open</Button>} />
      <SettingsRow title="Clear chat history" description="Removes messages stored on this device" icon={<TrashIcon size={20} />} control={<Button size="sm" variant="danger">Clear</Button>} />
    </div>
  ),
};

export const RightToLeft: Story = {
  args: { title: 'الإشعارات', description: 'الرسائل والمكالمات الجديدة', control: <Switch checked onChange={() => {}} label="الإشعارات" hideLabel /> },
  globals: { direction: 'rtl' },
};
