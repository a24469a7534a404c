import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Modal } from './Modal.tsx';

function Demo({ startOpen = true }: { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open login</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Welcome back"
        description="Log in to chat and call with hosts."
        closeLabel="Close"
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Log in</Button>
          </>
        }
      >
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16, paddingBlockStart: 16 }}>
          <TextField label="Email" type="email" autoComplete="email" data-autofocus />
          <TextField label="Password" type="password" showPasswordLabel="Show password" hidePasswordLabel="Hide password" />
        </div>
      </Modal>
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onClose: () => {}, title: 'Title' },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Centered card on desktop, bottom sheet below 1024 px. Escape / backdrop closes. */
export const LoginDialog: Story = { render: () => <Demo /> };

export const Closed: Story = { render: () => <Demo startOpen={false} /> };

export const LongContent: Story = {
  render: () => (
    <Modal open onClose={() => {}} title="Terms of service" closeLabel="Close" footer={<Button fullWidth>Accept</Button>}>
      {Array.from({ length: 30 }, (_, i) => (
        <p key={i} style={{ marginBlockEnd: 12 }}>
          Paragraph {i + 1}. The content scrolls inside the card while the page stays locked.
        </p>
      ))}
    </Modal>
  ),
};
