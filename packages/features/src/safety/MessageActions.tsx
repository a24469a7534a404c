/**
 * Actions on one of her messages in a thread (issue 20.16, "report a host or a message"):
 * a long press (touch, 500 ms), a right click, or the "Message actions" button (shown on
 * hover and on keyboard focus) opens a sheet with "Copy text" (text messages only) and
 * "Report message". Reporting opens the {@link ReportDialog} with that message attached; the
 * sandbox checks the message id belongs to this viewer and host before storing the report.
 */
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type MouseEvent as ReactMouseEvent } from 'react';
import { useStore } from 'jotai';
import { useTranslation } from '@vchat/i18n';
import { AppModal } from '../common/AppModal.tsx';
import { showToast } from '../common/toast.ts';
import { FlagIcon, MoreIcon } from './HostSafetyMenu.tsx';
import { ReportDialog } from './ReportDialog.tsx';
import * as css from './safety.css.ts';

/** How long a finger must rest on a message to open its actions, in ms. */
export const LONG_PRESS_MS = 500;
/** A finger moving more than this many px is a scroll, not a long press. */
const MOVE_SLOP_PX = 10;

/** One message the actions apply to: its mid, a short text (its preview for media), and whether it is text. */
export interface ActionMessage {
  mid: string;
  text: string;
  isText: boolean;
}

/**
 * Long press and right click on one element, calling `onOpen`. Returns the handlers to spread
 * on it. The long press is cancelled by a move over {@link MOVE_SLOP_PX} px, lifting the finger,
 * or the pointer leaving; a right click (or Android's own long-press `contextmenu`) opens at
 * once and suppresses the browser menu. The click that follows lifting the finger after a long
 * press is swallowed.
 */
export function useLongPress(onOpen: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);
  return {
    onPointerDown: (e: ReactPointerEvent) => {
      if (e.pointerType !== 'touch') return;
      cancel();
      start.current = { x: e.clientX, y: e.clientY };
      fired.current = false;
      timer.current = setTimeout(() => {
        timer.current = null;
        fired.current = true;
        onOpen();
      }, LONG_PRESS_MS);
    },
    onPointerMove: (e: ReactPointerEvent) => {
      const s = start.current;
      if (s && Math.hypot(e.clientX - s.x, e.clientY - s.y) > MOVE_SLOP_PX) cancel();
    },
    onPointerUp: () => {
      cancel();
      if (!fired.current) return;
      fired.current = false;
      // The finger lifting after a long press is not a tap: swallow the click it makes (it would
      // land on the sheet that just opened, or its backdrop).
      const swallow = (e: MouseEvent) => {
        e.preventDefault();
        e.stopPropagation();
      };
      window.addEventListener('click', swallow, { capture: true, once: true });
      setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 400);
    },
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    onContextMenu: (e: ReactMouseEvent) => {
      e.preventDefault();
      cancel();
      onOpen();
    },
  };
}

/** The small "Message actions" button beside one of her messages (visible on hover and focus). */
export function MessageActionsButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={css.messageMore} aria-label={t('safety.messageActions')} aria-haspopup="dialog" onClick={onOpen} data-testid="message-actions">
      <MoreIcon size={18} />
    </button>
  );
}

export interface MessageActionsProps {
  /** The host the message is from: bare jid and the name shown. */
  host: { jid: string; nickName: string };
  /** The message whose actions are open, or null when closed. */
  message: ActionMessage | null;
  onClose: () => void;
}

/** The actions sheet and, from it, the report dialog for that message. See the module docstring. */
export function MessageActions({ host, message, onClose }: MessageActionsProps) {
  const { t } = useTranslation();
  const store = useStore();
  const [step, setStep] = useState<'menu' | 'report'>('menu');
  // Each opening starts at the menu.
  const close = () => {
    setStep('menu');
    onClose();
  };

  const copy = async () => {
    if (!message) return;
    try {
      await navigator.clipboard.writeText(message.text);
      showToast(store, t('safety.copied'), 'success');
    } catch {
      showToast(store, t('safety.copyFailed'), 'error');
    }
    close();
  };

  return (
    <>
      <AppModal open={message !== null && step === 'menu'} onClose={close} closeLabel={t('common.close')} title={t('safety.messageActions')} width={380}>
        <div className={css.menu} data-testid="message-actions-sheet">
          {message && <p className={css.quoted} dir="auto" data-testid="message-actions-quote">{message.text.slice(0, 120)}</p>}
          {message?.isText && (
            <button type="button" className={css.menuItem} onClick={() => void copy()} data-testid="message-copy">
              {t('safety.copyText')}
            </button>
          )}
          <button type="button" className={css.menuItem} data-danger="true" onClick={() => setStep('report')} data-testid="message-report">
            <FlagIcon size={20} /> {t('safety.reportMessageAction')}
          </button>
        </div>
      </AppModal>
      <ReportDialog
        open={message !== null && step === 'report'}
        host={host}
        lastMessage={message}
        messageLabel={t('safety.reportThisMessage')}
        onClose={close}
      />
    </>
  );
}
