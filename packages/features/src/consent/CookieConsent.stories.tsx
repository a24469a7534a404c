import type { Meta, StoryObj } from '@storybook/react-vite';
import { settle, StoryApp } from '../storybook/StoryApp.tsx';

/** The cookie notice (spec §2 consent): shown on the first visit until answered. */
const meta = {
  title: 'Screens/Cookie notice',
  component: StoryApp,
  play: settle,
  args: { route: '/goddess', signedIn: false, cookieConsent: null },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstVisit: Story = {};
