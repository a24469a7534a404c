import type { Meta, StoryObj } from '@storybook/react-vite';
import { giftImage } from '../../internal/storyFixtures.ts';
import { CoinIcon } from '../CoinIcon/CoinIcon.tsx';
import { GiftMessage } from './GiftMessage.tsx';

const price = (
  <>
    <CoinIcon tier={2} size={16} /> 399
  </>
);

const meta = {
  title: 'Chat/GiftMessage',
  component: GiftMessage,
  args: { direction: 'out', iconSrc: giftImage(0), title: 'Teddy bear', priceLabel: price },
  argTypes: { direction: { control: 'inline-radio', options: ['in', 'out'] }, priceLabel: { control: false } },
} satisfies Meta<typeof GiftMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sent: Story = {};
export const Received: Story = { args: { direction: 'in', caption: 'Sent you a gift', iconSrc: giftImage(2) } };
export const Broken: Story = { args: { iconSrc: 'https://invalid.invalid/g.png' } };
export const RightToLeft: Story = {
  args: { direction: 'in', title: 'دب محبوب', caption: 'أرسل لك هدية' },
  globals: { direction: 'rtl' },
};
