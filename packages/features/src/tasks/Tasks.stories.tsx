import type { Meta, StoryObj } from '@storybook/react-vite';
import { settle, StoryApp } from '../storybook/StoryApp.tsx';

/** Tasks (spec §2 /task): the daily check-in, the tasks and their rewards; /domain, the app's addresses. */
const meta = {
  title: 'Screens/Tasks',
  component: StoryApp,
  play: settle,
  args: { route: '/task' },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tasks: Story = {};
export const Domain: Story = { args: { route: '/domain' } };
