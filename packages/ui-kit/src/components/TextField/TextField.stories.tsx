import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Nickname', placeholder: 'How should hosts call you?' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: '2 to 20 characters' } };
export const WithError: Story = { args: { label: 'Email', defaultValue: 'maria@', error: 'Enter a valid email address' } };
export const Password: Story = {
  args: { label: 'Password', type: 'password', defaultValue: 'secret123', showPasswordLabel: 'Show password', hidePasswordLabel: 'Hide password' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Locked' } };
