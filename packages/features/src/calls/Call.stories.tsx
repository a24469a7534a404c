import type { Meta, StoryObj } from '@storybook/react-vite';
import { uidFromJid } from '@vchat/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { settle, StoryApp, storyText } from '../storybook/StoryApp.tsx';
import { STORY_GIFT, STORY_HOST, STORY_HOST_XMPP, storyThread } from '../storybook/storyData.ts';
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

/** Her price per minute (the recorded wall's), gems: one billed minute. */
const PRICE = STORY_HOST.privateChatPrice ?? 60;

/** Her jid and a host that answers (scriptedCall.ts): the call connects over a real peer connection in the page. */
const answering = (callee: NonNullable<NonNullable<Story['args']>['xmpp']>['callee']) => ({ ...STORY_HOST_XMPP, archive: storyThread(Date.now()), callee });

/** Waits until the call is connected and her picture plays. */
async function connected(canvasElement: HTMLElement) {
  await settle();
  const body = within(canvasElement.ownerDocument.body);
  const screen = await body.findByTestId('call-screen', {}, { timeout: 10_000 });
  await waitFor(() => expect(screen).toHaveAttribute('data-status', '2'), { timeout: 15_000 });
  const remote = await body.findByTestId('remote-video', {}, { timeout: 5_000 });
  await waitFor(() => expect((remote as HTMLVideoElement).videoWidth).toBeGreaterThan(0), { timeout: 15_000 });
  return body;
}

/** Talking: her picture, the self view, the timer, the quality chip, the gems left and the five controls. */
export const Connected: Story = {
  args: { camera: 'granted', xmpp: answering({ heartbeats: [{ gemsBalance: 430, billedGems: PRICE }] }) },
  play: async ({ canvasElement }) => {
    const body = await connected(canvasElement);
    await waitFor(() => expect(body.getByTestId('gems-meter')).toHaveAttribute('data-gems', '430'), { timeout: 10_000 });
  },
};

/** The last minute the gems pay for: the meter and the low-balance warning. */
export const LowBalance: Story = {
  args: { camera: 'granted', xmpp: answering({ heartbeats: [{ gemsBalance: 20, billedGems: PRICE }] }) },
  play: async ({ canvasElement }) => {
    const body = await connected(canvasElement);
    await body.findByTestId('low-balance', {}, { timeout: 10_000 });
  },
};

/** A gift sent during the call: the gift sheet over the call. */
export const GiftDuringCall: Story = {
  args: { camera: 'granted', xmpp: answering({}) },
  play: async ({ canvasElement }) => {
    const body = await connected(canvasElement);
    await userEvent.click(await body.findByTestId('call-gift'));
    const sheet = await body.findByRole('dialog', { name: storyText('message.giftTitle') }, { timeout: 10_000 });
    await waitFor(() => expect(sheet).toHaveTextContent(STORY_GIFT.title), { timeout: 10_000 });
  },
};

/** She hung up: why the call ended, and the next steps (call again, message her). */
export const SheHungUp: Story = {
  args: { camera: 'granted', xmpp: answering({ hangUpAfterMs: 1500 }) },
  play: async ({ canvasElement }) => {
    const body = await connected(canvasElement);
    await body.findByTestId('call-next-steps', {}, { timeout: 10_000 });
    await expect(body.getByTestId('call-end-reason')).toBeVisible();
  },
};

/** Not enough gems for her price (the hub's CallError): the call says so and offers the coin store. */
export const NotEnoughGems: Story = {
  args: { camera: 'granted', xmpp: answering({ error: { reason: 'Gems insufficient' } }) },
  play: async ({ canvasElement }) => {
    await settle();
    const body = within(canvasElement.ownerDocument.body);
    await body.findByTestId('call-next-steps', {}, { timeout: 15_000 });
  },
};

/** Minimised: the call goes on while the viewer is back in her chat; the bar shows it, with the way back and hang-up. */
export const Minimised: Story = {
  args: { camera: 'granted', xmpp: answering({}) },
  play: async ({ canvasElement }) => {
    const body = await connected(canvasElement);
    await userEvent.click(body.getByRole('button', { name: storyText('call.minimise') }));
    const bar = await body.findByTestId('ongoing-call', {}, { timeout: 10_000 });
    await expect(bar).toHaveTextContent(STORY_HOST.nickName ?? '');
    await expect(await body.findByTestId('message-list', {}, { timeout: 10_000 })).toBeVisible();
  },
};
