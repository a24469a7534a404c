import type { Meta, StoryObj } from '@storybook/react-vite';
import { SendIcon, VideoCameraIcon } from '../Icon/Icon.tsx';
import { Button } from './Button.tsx';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Start video chat', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button {...args} variant="primary" startIcon={<VideoCameraIcon size={20} />}>
        Video call
      </Button>
      <Button {...args} variant="secondary">
        Say hi
      </Button>
      <Button {...args} variant="ghost">
        Later
      </Button>
      <Button {...args} variant="danger">
        Block
      </Button>
      <Button {...args} disabled>
        Disabled
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg" endIcon={<SendIcon size={20} />}>
        Large
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args}>Recharge now</Button>
      <Button {...args} loading>
        Recharge now
      </Button>
      <Button {...args} variant="secondary" loading>
        Retry
      </Button>
    </div>
  ),
};

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'lg', children: 'Continue' },
  decorators: [(Story) => <div style={{ maxWidth: 375 }}><Story /></div>],
};
