import type { Meta, StoryObj } from '@storybook/react-vite';
import { settle, StoryApp } from '../storybook/StoryApp.tsx';

/** The silver club (spec §2 /club, /silveranchor): the club's hosts and its rewards. */
const meta = {
  title: 'Screens/Silver club',
  component: StoryApp,
  play: settle,
  args: { route: '/club' },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Club: Story = {};
export const SilverHosts: Story = { args: { route: '/silveranchor' } };
