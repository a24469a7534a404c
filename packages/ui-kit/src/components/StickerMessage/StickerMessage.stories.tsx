import type { Meta, StoryObj } from '@storybook/react-vite';
import { sticker } from '../../internal/storyFixtures.ts';
import { StickerMessage } from './StickerMessage.tsx';

const meta = {
  title: 'Chat/StickerMessage',
  component: StickerMessage,
  args: { src: sticker(0), name: 'Happy', size: 120 },
  argTypes: { size: { control: { type: 'range', min: 64, max: 200, step: 8 } } },
} satisfies Meta<typeof StickerMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { src: sticker(2), name: 'Love', size: 80 } };
export const Broken: Story = { args: { src: 'https://invalid.invalid/s.png', name: 'Waving cat' } };
export const RightToLeft: Story = { args: { src: sticker(1), name: 'ضحك' }, globals: { direction: 'rtl' } };
