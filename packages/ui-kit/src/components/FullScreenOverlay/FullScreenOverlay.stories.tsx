import type { Meta, StoryObj } from '@storybook/react-vite';
import { FullScreenOverlay } from './FullScreenOverlay.tsx';

const meta = {
  title: 'Overlays/FullScreenOverlay',
  component: FullScreenOverlay,
  parameters: { layout: 'fullscreen' },
  args: {
    title: "Sorry, we're under maintenance",
    text: 'We are making things better for you. Please come back in a little while.',
  },
} satisfies Meta<typeof FullScreenOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Maintenance overlay (spec §2): covers the viewport and locks page scroll. */
export const Maintenance: Story = {};

export const Arabic: Story = {
  args: { title: 'عذرًا، نحن في وضع الصيانة', text: 'نعمل على تحسين الخدمة. يرجى العودة بعد قليل.' },
  globals: { direction: 'rtl' },
};
