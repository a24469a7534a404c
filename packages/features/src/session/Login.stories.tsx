import type { Meta, StoryObj } from '@storybook/react-vite';
import { settle, StoryApp } from '../storybook/StoryApp.tsx';

/** Sign-in (spec §2 /login): password, quick account and third-party sign-in, signed out. */
const meta = {
  title: 'Screens/Sign-in',
  component: StoryApp,
  play: settle,
  args: { route: '/login', signedIn: false },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {};

/** The landing page a visitor meets first (the brand's landing variant). */
export const Landing: Story = { args: { route: '/' } };
