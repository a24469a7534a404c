/**
 * The app's modal dialog: ui-kit's {@link Modal} (focus trap, Escape, bottom sheet on phones)
 * plus Back closing it (`useCloseOnBack`, issue 17.9). Feature code uses this, not ui-kit's
 * Modal directly (lint), except route popups (PopupFrame), whose Back leaves the route.
 */
import { ConfirmDialog, Modal, type ConfirmDialogProps, type ModalProps } from '@vchat/ui-kit';
import { useCloseOnBack } from './backCloses.tsx';

/** Same props as ui-kit's Modal. */
export function AppModal(props: ModalProps) {
  useCloseOnBack(props.open, props.onClose);
  return <Modal {...props} />;
}

/** ui-kit's {@link ConfirmDialog} with Back as "cancel" (issue 17.9). */
export function AppConfirmDialog(props: ConfirmDialogProps) {
  useCloseOnBack(props.open, props.onCancel);
  return <ConfirmDialog {...props} />;
}
