/**
 * Report a host, or one of her messages (her newest from the menu, any one from the message's
 * actions), with a reason (issue 20.16): one reason from
 * REPORT_REASONS (required), an optional note (≤ 500 characters), and when a message is
 * offered, whether to include it. Sent with the client's `safety.report`; the sandbox stores it
 * and lists it at `GET /__sandbox/reports`.
 */
import { useEffect, useId, useState } from 'react';
import { useStore } from 'jotai';
import { Button } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from '@vchat/domain';
import { AppModal } from '../common/AppModal.tsx';
import { useServices } from '../common/ServicesContext.tsx';
import { describeError } from '../common/errors.ts';
import { showToast } from '../common/toast.ts';
import * as css from './safety.css.ts';

export interface ReportDialogProps {
  open: boolean;
  host: { jid: string; nickName: string };
  /** Her message that may be included (mid and a short text). */
  lastMessage: { mid: string; text: string } | null;
  /** The label of the "include the message" box; default "Include her last message". */
  messageLabel?: string;
  onClose: () => void;
}

/** See the module docstring. */
export function ReportDialog({ open, host, lastMessage, messageLabel, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const { safety } = useServices();
  const store = useStore();
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [withMessage, setWithMessage] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setReason(null);
    setNote('');
    setWithMessage(true);
    setError(null);
  }, [open]);

  const send = async () => {
    if (!reason) return;
    setBusy(true);
    setError(null);
    try {
      await safety.report({ jid: host.jid, reason, note, ...(lastMessage && withMessage ? { mid: lastMessage.mid } : {}) });
      onClose();
      showToast(store, t('safety.reported'), 'success');
    } catch (e) {
      setError(describeError(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppModal
      open={open}
      onClose={onClose}
      closeLabel={t('common.close')}
      title={t('safety.reportTitle', { name: host.nickName })}
      width={420}
      footer={<Button fullWidth onClick={() => void send()} disabled={!reason} loading={busy} data-testid="report-send">{t('safety.reportSend')}</Button>}
    >
      <form data-testid="report-dialog" onSubmit={(e) => { e.preventDefault(); void send(); }}>
        <fieldset className={css.reasons}>
          <legend className={css.legend}>{t('safety.reportReason')}</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r} className={css.reason}>
              <input type="radio" name={`${id}-reason`} value={r} checked={reason === r} onChange={() => setReason(r)} data-testid={`report-reason-${r}`} />
              {t(`safety.reasons.${r}` as const)}
            </label>
          ))}
        </fieldset>
        {lastMessage && (
          <label className={css.check}>
            <input type="checkbox" checked={withMessage} onChange={(e) => setWithMessage(e.target.checked)} data-testid="report-with-message" />
            <span>{messageLabel ?? t('safety.reportMessage')}: <q dir="auto">{lastMessage.text.slice(0, 80)}</q></span>
          </label>
        )}
        <label className={css.field}>
          {t('safety.reportNote')}
          <textarea className={css.note} value={note} maxLength={REPORT_NOTE_MAX} onChange={(e) => setNote(e.target.value)} dir="auto" data-testid="report-note" />
        </label>
        {error && <p className={css.error} role="alert">{error}</p>}
      </form>
    </AppModal>
  );
}
