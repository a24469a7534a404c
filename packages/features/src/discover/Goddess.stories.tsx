import type { Meta, StoryObj } from '@storybook/react-vite';
import { settle, StoryApp } from '../storybook/StoryApp.tsx';

/** The goddess wall (spec §2 /goddess): the hosts' grid with their state and price, signed in. */
const meta = {
  title: 'Screens/Goddess wall',
  component: StoryApp,
  play: settle,
  args: { route: '/goddess' },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Wall: Story = {};
