import type { Meta, StoryObj } from '@storybook/react-vite';
import { BIDI_SLOT, BidiText } from './BidiText.tsx';

const meta = {
  title: 'Primitives/BidiText',
  component: BidiText,
  args: { text: `${BIDI_SLOT}, 24`, names: ['ليلى'] },
} satisfies Meta<typeof BidiText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An Arabic name before ", 24" in an English line: the age stays after the name. */
export const ArabicNameInEnglish: Story = {};

export const Sentence: Story = {
  args: { text: `${BIDI_SLOT} accepted your friend request.`, names: ['ليلى'] },
};

export const LatinNameInArabic: Story = {
  args: { text: `قبلت ${BIDI_SLOT} طلب صداقتك.`, names: ['Emma'] },
  render: (args) => <p dir="rtl"><BidiText {...args} /></p>,
};
