/**
 * /deletemessagesettings: automatic deletion of old messages on this device (never, 7, 30,
 * 90 days) and "delete all messages now" behind a confirmation.
 */
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import { ListRow, SettingsRow, TopBar, TrashIcon } from '@vchat/ui-kit';
import { AppConfirmDialog } from '../common/AppModal.tsx';
import { useTranslation } from '@vchat/i18n';
import { useServices } from '../common/ServicesContext.tsx';
import { mainUserAtom } from '@vchat/client';
import { showToast } from '../common/toast.ts';
import { AUTO_DELETE_DAYS, autoDeleteDaysAtom, type AutoDeleteDays } from '@vchat/client';
import { describeError } from '../common/errors.ts';
import * as css from './pages.css.ts';

export function DeleteMessageSettingsPage() {
  const { t } = useTranslation();
  const { messaging, brand } = useServices();
  const navigate = useNavigate();
  const store = useStore();
  const me = useAtomValue(mainUserAtom);
  const days = useAtomValue(autoDeleteDaysAtom);
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async (before?: number) => {
    if (!me) return;
    setBusy(true);
    try {
      // Through the controller: a "delete all" also keeps the archive from restoring them.
      const n = await messaging.deleteMessages(before);
      showToast(store, t('deleteSettings.deleted', { count: n }), 'success');
    } finally {
      setBusy(false);
    }
  };

  const label = (d: AutoDeleteDays) => (d === 0 ? t('deleteSettings.never') : t(`deleteSettings.after${d}`));
  return (
    <section className={css.page} aria-labelledby="delete-title" data-testid="deletemessagesettings">
      <TopBar
        title={<span id="delete-title">{t('deleteSettings.title')}</span>}
        onBack={() => void navigate({ to: brand.routes.messageSetup ? '/messageSetup' : '/message' })}
        backLabel={t('common.back')}
      />
      <div className={css.section}>
        <SettingsRow
          title={t('deleteSettings.auto')}
          description={t('deleteSettings.autoText')}
          control={
            <select
              className={css.select}
              aria-label={t('deleteSettings.auto')}
              value={days}
              onChange={(e) => {
                const d = Number(e.target.value) as AutoDeleteDays;
                setBusy(true);
                messaging.setAutoDelete(d).then(
                  (n) => n > 0 && showToast(store, t('deleteSettings.deleted', { count: n }), 'success'),
                  (err: unknown) => showToast(store, describeError(err, t), 'error'),
                ).finally(() => setBusy(false));
              }}
            >
              {AUTO_DELETE_DAYS.map((d) => <option key={d} value={d}>{label(d)}</option>)}
            </select>
          }
        />
      </div>
      <div className={css.section}>
        <ListRow icon={<TrashIcon />} title={t('deleteSettings.deleteAll')} danger onClick={() => setConfirm(true)} />
      </div>
      <AppConfirmDialog
        open={confirm}
        title={t('deleteSettings.confirmTitle')}
        text={t('deleteSettings.confirmText')}
        confirmLabel={t('deleteSettings.confirm')}
        cancelLabel={t('common.cancel')}
        danger
        confirming={busy}
        onCancel={() => setConfirm(false)}
        onConfirm={() => void remove().then(() => setConfirm(false))}
      />
    </section>
  );
}
