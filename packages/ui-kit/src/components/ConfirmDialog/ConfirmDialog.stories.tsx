import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    title: 'Delete this conversation?',
    text: 'Messages stored on this device will be removed. This cannot be undone.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    onConfirm: () => {},
    onCancel: () => {},
    danger: true,
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {};
export const Neutral: Story = {
  args: { danger: false, title: 'Start a video call?', text: 'This call costs 60 gems per minute.', confirmLabel: 'Call', cancelLabel: 'Not now' },
};
export const Confirming: Story = { args: { confirming: true } };

function Demo() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete chat
      </Button>
      <ConfirmDialog
        open={open}
        danger
        confirming={busy}
        title="Delete this conversation?"
        text="Messages stored on this device will be removed."
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setBusy(true);
          setTimeout(() => {
            setBusy(false);
            setOpen(false);
          }, 900);
        }}
      />
    </div>
  );
}
export const Interactive: Story = { render: () => <Demo /> };

export const RightToLeft: Story = {
  args: { title: 'حذف هذه المحادثة؟', text: 'ستتم إزالة الرسائل المخزنة على هذا الجهاز.', confirmLabel: 'حذف', cancelLabel: 'إلغاء' },
  globals: { direction: 'rtl' },
};
