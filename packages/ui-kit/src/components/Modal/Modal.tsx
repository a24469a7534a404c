import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../../internal/cx.ts';
import { useFocusTrap } from '../../internal/focus.ts';
import { useOverflowsY } from '../../internal/overflow.ts';
import { useBodyScrollLock } from '../../internal/scrollLock.ts';
import { CloseIcon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Modal.css.ts';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Whether the dialog is shown. When false nothing is rendered. */
  open: boolean;
  /** Called on Escape, backdrop click and the close button. The parent sets `open=false`. */
  onClose: () => void;
  /** Dialog title (labels the dialog via `aria-labelledby`). */
  title: ReactNode;
  /** Optional description id target: text here is linked with `aria-describedby`. */
  description?: ReactNode;
  /** Accessible label of the close button (e.g. "Close"). Without it no close button is shown. */
  closeLabel?: string;
  /** Main content (scrolls inside the card when long). */
  children?: ReactNode;
  /** Buttons row at the bottom (end-aligned on desktop, stacked on mobile). */
  footer?: ReactNode;
  /** Max card width on desktop in px. Default 480. Mobile is always full width (bottom sheet). */
  width?: number;
  /** Close when the backdrop is clicked. Default true. */
  closeOnBackdrop?: boolean;
  className?: string;
}

/**
 * Popup dialog (spec §2 popups and overlays): `role="dialog"` + `aria-modal`, labelled by
 * its title; focus moves in and is trapped (Tab cycles), Escape and backdrop click call
 * `onClose`, focus returns to the opener on close; body scroll is locked while open.
 * Desktop (≥1024 px): centered card, max `width` px. Mobile (<1024 px): full-width bottom sheet.
 * Mark an element with `data-autofocus` to focus it first.
 *
 * Rendered in place with `position: fixed` (ui-kit does not use react-dom portals; lint
 * forbids react-dom here), so mount it outside transformed / `contain`ed ancestors, e.g. at
 * the route or overlay-host level. It inherits the theme class and `dir` from where it mounts.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  closeLabel,
  children,
  footer,
  width = 480,
  closeOnBackdrop = true,
  className,
}: ModalProps) {
  if (!open) return null;
  return (
    <ModalContent
      onClose={onClose}
      title={title}
      description={description}
      closeLabel={closeLabel}
      footer={footer}
      width={width}
      closeOnBackdrop={closeOnBackdrop}
      className={className}
    >
      {children}
    </ModalContent>
  );
}

function ModalContent({
  onClose,
  title,
  description,
  closeLabel,
  children,
  footer,
  width,
  closeOnBackdrop,
  className,
}: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  // A long body scrolls: it takes a tab stop so the keyboard can scroll it (named by the title).
  const bodyScrolls = useOverflowsY(bodyRef);
  useFocusTrap(dialogRef, true);
  useBodyScrollLock(true);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };
  const onBackdropDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    // Only a press that started and ended on the backdrop closes (not a text selection drag).
    if (closeOnBackdrop && event.target === event.currentTarget && pressedOnBackdrop.current) onClose();
    pressedOnBackdrop.current = false;
  };

  return (
    <div
      className={styles.backdrop}
      onMouseDown={onBackdropDown}
      onClick={onBackdropClick}
      onKeyDown={onKeyDown}
      data-testid="modal-backdrop"
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx(styles.dialog, className)}
        style={{ maxWidth: width }}
      >
        <span className={styles.handle} aria-hidden />
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {closeLabel ? (
            <IconButton aria-label={closeLabel} icon={<CloseIcon size={20} />} variant="soft" size="sm" onClick={onClose} />
          ) : null}
        </div>
        <div
          ref={bodyRef}
          className={styles.body}
          tabIndex={bodyScrolls ? 0 : undefined}
          role={bodyScrolls ? 'region' : undefined}
          aria-labelledby={bodyScrolls ? titleId : undefined}
        >
          {description ? <p id={descriptionId}>{description}</p> : null}
          {children}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
