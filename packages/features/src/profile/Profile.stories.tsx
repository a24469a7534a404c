import type { Meta, StoryObj } from '@storybook/react-vite';
import { settle, StoryApp } from '../storybook/StoryApp.tsx';
import { STORY_HOST } from '../storybook/storyData.ts';

/** Profiles (spec §2): Me, editing the own profile, a host's profile, friend requests. */
const meta = {
  title: 'Screens/Profile',
  component: StoryApp,
  play: settle,
  args: { route: '/personalhome' },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Me: Story = {};
export const EditProfile: Story = { args: { route: '/editprofile' } };
export const HostProfile: Story = { args: { route: `/anchorprofile?jid=${encodeURIComponent(STORY_HOST.jid)}` } };
export const FriendRequests: Story = { args: { route: '/friendreq' } };
