import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { sticker } from '../../internal/storyFixtures.ts';
import { vars } from '../../theme/vars.css.ts';
import { Button } from '../Button/Button.tsx';
import { StickerMessage } from '../StickerMessage/StickerMessage.tsx';
import { StickerPicker } from './StickerPicker.tsx';

const names = ['Happy', 'Laugh', 'Love', 'Meh', 'Wow', 'Wink'];
const stickers = Array.from({ length: 18 }, (_, i) => ({ id: `s${i}`, src: sticker(i), name: `${names[i % names.length]} ${i + 1}` }));

const meta = {
  title: 'Chat/StickerPicker',
  component: StickerPicker,
  args: { stickers, onPick: () => {}, label: 'Stickers', columns: 4 },
  argTypes: { columns: { control: 'inline-radio', options: [4, 5, 6] } },
  decorators: [
    (Story) => (
      <div style={{ width: 360, maxHeight: 300, display: 'flex', flexDirection: 'column', borderRadius: 20, background: vars.color.surface, boxShadow: '0 8px 30px rgba(0,0,0,.12)', overflow: 'hidden' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StickerPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SixColumns: Story = { args: { columns: 6 } };
export const Loading: Story = { args: { loading: true } };
export const LoadError: Story = {
  args: {
    error: (
      <>
        Could not load stickers
        <Button size="sm" variant="secondary">
          Retry
        </Button>
      </>
    ),
  },
};
export const Empty: Story = { args: { stickers: [], emptyLabel: 'No stickers yet' } };

function PickDemo() {
  const [picked, setPicked] = useState<string | null>(null);
  const item = stickers.find((s) => s.id === picked);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div style={{ minHeight: 100, padding: 8 }}>{item ? <StickerMessage src={item.src} name={item.name} size={96} /> : 'Pick one (arrows + Enter)'}</div>
      <StickerPicker stickers={stickers} onPick={setPicked} label="Stickers" />
    </div>
  );
}
export const Interactive: Story = { render: () => <PickDemo /> };

/** Left/Right arrows follow the reading direction. */
export const RightToLeft: Story = { args: { label: 'الملصقات' }, globals: { direction: 'rtl' } };
