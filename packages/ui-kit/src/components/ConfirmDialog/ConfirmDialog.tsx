import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import * as styles from './ConfirmDialog.css.ts';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Question, e.g. "Delete this conversation?". */
  title: ReactNode;
  /** Consequence, e.g. "Messages on this device will be removed." (the dialog's description). */
  text: ReactNode;
  /** Text of the confirm button, e.g. "Delete". */
  confirmLabel: string;
  /** Text of the cancel button, e.g. "Cancel". */
  cancelLabel: string;
  /** Called by the confirm button. The parent closes the dialog (or shows `confirming`). */
  onConfirm: () => void;
  /** Called by the cancel button, Escape and a backdrop click. */
  onCancel: () => void;
  /** Destructive action: red confirm button, and focus starts on Cancel. */
  danger?: boolean;
  /** Confirm in flight: spinner in the confirm button, clicks ignored. */
  confirming?: boolean;
  className?: string;
}

/**
 * Yes/no question built on {@link Modal} (focus trap, Escape, bottom sheet on mobile):
 * title, text, Cancel + Confirm (stacked full-width on mobile). Max 400 px wide on desktop.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger = false,
  confirming = false,
  className,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={text}
      width={400}
      className={className}
      footer={
        <>
          <Button variant="ghost" className={styles.button} onClick={onCancel} data-autofocus={danger ? true : undefined}>
            {cancelLabel}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            className={styles.button}
            onClick={onConfirm}
            loading={confirming}
            data-autofocus={danger ? undefined : true}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
