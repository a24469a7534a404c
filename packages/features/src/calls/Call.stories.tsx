import type { Meta, StoryObj } from '@storybook/react-vite';
import { uidFromJid } from '@vchat/domain';
import { expect, waitFor, within } from 'storybook/test';
import { settle, StoryApp } from '../storybook/StoryApp.tsx';
import { STORY_HOST, STORY_HOST_XMPP, storyThread } from '../storybook/storyData.ts';
import type { HttpScript } from '../storybook/scriptedFetch.ts';

/** The recording's viewer never asked this (her first call was not free): no free calls left. */
const http: HttpScript = { 'account_service/paid_user_free_call': () => ({ freeTimes: 0, freeDuration: 0 }) };

/** A video call (spec §4): dialling the story's host, with a drawn camera or a refused one. */
const meta = {
  title: 'Screens/Call',
  component: StoryApp,
  play: settle,
  // Her thread exists (as when "Video call" is pressed in it): the call shows her name.
  args: { route: `/video/${uidFromJid(STORY_HOST.jid)}?jid=${encodeURIComponent(STORY_HOST.jid)}`, xmpp: { ...STORY_HOST_XMPP, archive: storyThread(Date.now()) }, http },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Calling her: the camera preview, her name and price, and the hang-up button. */
export const Calling: Story = {
  args: { camera: 'granted' },
  play: async ({ canvasElement }) => {
    await settle();
    const screen = await within(canvasElement.ownerDocument.body).findByTestId('call-screen', {}, { timeout: 10_000 });
    await waitFor(() => expect(screen).toHaveTextContent(STORY_HOST.nickName ?? ''), { timeout: 10_000 });
  },
};

/** The camera refused: the call explains it and offers to try again or go back to the chat. */
export const CameraRefused: Story = {
  args: { camera: 'denied' },
  play: async ({ canvasElement }) => {
    await settle();
    const problem = await within(canvasElement.ownerDocument.body).findByTestId('call-media-problem', {}, { timeout: 10_000 });
    await expect(problem).toHaveAttribute('data-problem', 'denied');
  },
};

/** Her call coming in while the viewer is on the wall (the hub's CallIn): answer or decline. */
export const IncomingCall: Story = {
  args: {
    route: '/goddess',
    xmpp: { ...STORY_HOST_XMPP, hubSignals: [{ afterMs: 300, action: 'CallIn', sid: 'story-call-1', payload: { caller: STORY_HOST.jid, nickName: STORY_HOST.nickName ?? 'Host' } }] },
  },
  play: async ({ canvasElement }) => {
    await settle();
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('alertdialog')).toHaveTextContent(STORY_HOST.nickName ?? ''), { timeout: 10_000 });
  },
};
