import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { portrait } from '../../internal/storyFixtures.ts';
import { CoinIcon } from '../CoinIcon/CoinIcon.tsx';
import { MediaMessage } from './MediaMessage.tsx';

const price = (
  <>
    <CoinIcon tier={1} size={18} /> 50
  </>
);

const meta = {
  title: 'Chat/MediaMessage',
  component: MediaMessage,
  args: { kind: 'image', thumbSrc: portrait(1), alt: 'Photo', onOpen: () => {} },
  argTypes: { kind: { control: 'inline-radio', options: ['image', 'video'] } },
} satisfies Meta<typeof MediaMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {};

export const Landscape: Story = { args: { thumbSrc: portrait(2), aspectRatio: '4 / 3', maxWidth: 280 } };

/** The thumb never arrives: the skeleton keeps the final size. */
export const Loading: Story = { args: { thumbSrc: 'data:image/gif;base64,' } };

export const Broken: Story = { args: { thumbSrc: 'https://invalid.invalid/missing.jpg' } };

export const Locked: Story = {
  args: { locked: { priceLabel: price, unlockLabel: 'Unlock', onUnlock: () => {} } },
};

export const Unlocking: Story = {
  args: { locked: { priceLabel: price, unlockLabel: 'Unlock', onUnlock: () => {}, unlocking: true } },
};

function SensitiveDemo() {
  const [revealed, setRevealed] = useState(false);
  return (
    <MediaMessage
      kind="image"
      thumbSrc={portrait(5)}
      alt="Photo"
      onOpen={() => {}}
      sensitive={{ label: 'This photo may be sensitive', revealLabel: 'Tap to view', revealed, onReveal: () => setRevealed(true) }}
    />
  );
}
export const Sensitive: Story = { render: () => <SensitiveDemo /> };

export const Uploading: Story = { args: { uploading: { progress: 0.42, label: 'Uploading photo' } } };

export const Failed: Story = { args: { failed: { label: 'Upload failed', retryLabel: 'Retry', onRetry: () => {} } } };

/** Video thumb with play badge (opens a viewer). */
export const VideoThumb: Story = { args: { kind: 'video', thumbSrc: portrait(3), alt: 'Video', durationLabel: '0:15' } };

/** Ready video with `src`: native inline player, thumb as poster (no real file in Storybook). */
export const VideoPlayer: Story = { args: { kind: 'video', thumbSrc: portrait(3), alt: 'Video', src: '/missing.mp4', onOpen: undefined } };

export const LockedVideo: Story = {
  args: { kind: 'video', thumbSrc: portrait(4), alt: 'Video', src: '/missing.mp4', locked: { priceLabel: price, unlockLabel: 'Unlock', onUnlock: () => {} } },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <MediaMessage kind="image" thumbSrc={portrait(0)} alt="Photo" maxWidth={160} onOpen={() => {}} />
      <MediaMessage kind="image" thumbSrc={portrait(1)} alt="Photo" maxWidth={160} locked={{ priceLabel: price, unlockLabel: 'Unlock', onUnlock: () => {} }} />
      <MediaMessage kind="image" thumbSrc={portrait(2)} alt="Photo" maxWidth={160} sensitive={{ label: 'Sensitive', revealLabel: 'Tap to view', revealed: false, onReveal: () => {} }} />
      <MediaMessage kind="image" thumbSrc={portrait(3)} alt="Photo" maxWidth={160} uploading={{ progress: 0.7, label: 'Uploading' }} />
      <MediaMessage kind="image" thumbSrc={portrait(4)} alt="Photo" maxWidth={160} failed={{ label: 'Upload failed', retryLabel: 'Retry', onRetry: () => {} }} />
      <MediaMessage kind="video" thumbSrc={portrait(5)} alt="Video" maxWidth={160} durationLabel="0:32" onOpen={() => {}} />
    </div>
  ),
};

export const RightToLeft: Story = {
  args: { kind: 'video', thumbSrc: portrait(3), alt: 'فيديو', durationLabel: '0:15', locked: { priceLabel: price, unlockLabel: 'افتح', onUnlock: () => {} } },
  globals: { direction: 'rtl' },
};
