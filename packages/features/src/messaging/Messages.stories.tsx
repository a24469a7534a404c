import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { settle, StoryApp, storyText } from '../storybook/StoryApp.tsx';
import { STORY_GIFT, STORY_HOST, STORY_HOST_XMPP, STORY_VIEWER_JID, storyThread } from '../storybook/storyData.ts';
import type { XmppScript } from '../storybook/scriptedXmpp.ts';

/** Messages (spec §2 /message, §5): the chat list, a thread with each bubble kind, the gift sheet, call records. */
const meta = {
  title: 'Screens/Messages',
  component: StoryApp,
  play: settle,
  args: { route: '/message' },
} satisfies Meta<typeof StoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

// Fixed at module load, so a story's archive keeps its times while the toolbars change.
const NOW = Date.now();
const withThread: XmppScript = { ...STORY_HOST_XMPP, archive: storyThread(NOW) };
const withLongThread: XmppScript = { ...STORY_HOST_XMPP, archive: storyThread(NOW, { long: true }) };
const threadRoute = `/message?jid=${encodeURIComponent(STORY_HOST.jid)}`;

export const ChatList: Story = { args: { xmpp: withThread } };

export const Thread: Story = { args: { route: threadRoute, xmpp: withThread } };

/** A long unbroken word and long lines: the bubbles wrap, nothing scrolls sideways. */
export const ThreadWithLongText: Story = { args: { route: threadRoute, xmpp: withLongThread } };

/** The gift sheet, opened from the thread. */
export const GiftSheet: Story = {
  args: { route: threadRoute, xmpp: withThread },
  play: async ({ canvasElement }) => {
    await settle();
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: storyText('message.attachGift') }, { timeout: 10_000 }));
    const sheet = await canvas.findByRole('dialog', {}, { timeout: 10_000 });
    // The recorded catalogue's gifts, not an error or a spinner.
    await waitFor(() => expect(sheet).toHaveTextContent(STORY_GIFT.title), { timeout: 10_000 });
  },
};

/** A host's message arriving while the viewer is on the wall: the in-app notice. */
export const NewMessageNotice: Story = {
  args: {
    route: '/goddess',
    xmpp: {
      ...STORY_HOST_XMPP,
      incoming: [
        {
          afterMs: 300,
          message: { mid: 'story-live-1', from: STORY_HOST.jid, to: STORY_VIEWER_JID, date: NOW, type: 'text', content: 'Are you free for a call tonight? 😊', nickName: STORY_HOST.nickName ?? 'Host', os: 'web', pkgName: 'com.fachat.web', version: 1, sensitiveInfo: 0 },
        },
      ],
    },
  },
};

export const CallRecords: Story = { args: { route: '/callrecord' } };
