import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorState } from './ErrorState.tsx';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: {
    title: 'Could not load hosts',
    text: 'Check your connection and try again.',
    retryLabel: 'Try again',
    onRetry: () => {},
  },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Retrying: Story = { args: { retrying: true } };
