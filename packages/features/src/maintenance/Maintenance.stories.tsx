import type { Meta, StoryObj } from '@storybook/react-vite';
import { settle, StoryApp } from '../storybook/StoryApp.tsx';
import type { HttpScript } from '../storybook/scriptedFetch.ts';

/** The server says it is under maintenance (maintananceStatus 2): the app says so over every screen. */
const underMaintenance: HttpScript = { 'system_maintenance/maintenance_status': () => ({ maintananceStatus: 2 }) };

/** Notices over the app (spec §2): maintenance. The message notice and the incoming call are in Messages and Call. */
const meta = {
  title: 'Screens/Notices',
  component: StoryApp,
  play: settle,
  args: { route: '/goddess', http: underMaintenance },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Maintenance: Story = {};
