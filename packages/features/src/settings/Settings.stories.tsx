import type { Meta, StoryObj } from '@storybook/react-vite';
import { settle, StoryApp } from '../storybook/StoryApp.tsx';

/** Settings (spec §2 /settings and its pages): language, auto-delete, support. */
const meta = {
  title: 'Screens/Settings',
  component: StoryApp,
  play: settle,
  args: { route: '/settings' },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Settings: Story = {};
export const Language: Story = { args: { route: '/languagesettings' } };
export const AutoDelete: Story = { args: { route: '/deletemessagesettings' } };
export const Support: Story = { args: { route: '/support' } };
