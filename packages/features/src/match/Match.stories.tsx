import type { Meta, StoryObj } from '@storybook/react-vite';
import { settle, StoryApp } from '../storybook/StoryApp.tsx';

/** Match (spec §2 /match): the swipe deck of hosts. */
const meta = {
  title: 'Screens/Match',
  component: StoryApp,
  play: settle,
  args: { route: '/match' },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Deck: Story = {};
