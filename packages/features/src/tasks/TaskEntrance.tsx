/**
 * The task-entrance overlay (spec §2 overlays "task entrance"; §3 commonConfig
 * enableUserTaskEntrance, "Task info"): a dialog that sums up the free gems waiting (today's
 * check-in, finished tasks to claim), checks in right there, and leads to the tasks page.
 * Opened from the coin store's "Earn free gems" (taskEntranceOpenAtom) and shown only while the
 * config enables the entrance. A dialog (AppModal): focus moves in and is trapped; Escape and
 * Back close it. Loading, error (retry) and "all done" states.
 */
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { Button, CoinIcon, ErrorState, Skeleton } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { coinIconTier } from '@vchat/domain';
import { configAtom } from '@vchat/client';
import type { TaskInfo } from '@vchat/api-client';
import { AppModal } from '../common/AppModal.tsx';
import { useServices } from '../common/ServicesContext.tsx';
import { showToast } from '../common/toast.ts';
import { taskEntranceOpenAtom, taskEntranceSummary } from './taskEntrance.ts';
import * as css from './taskEntrance.css.ts';

export function TaskEntrance() {
  const { t } = useTranslation();
  const { tasks } = useServices();
  const store = useStore();
  const navigate = useNavigate();
  const [open, setOpen] = useAtom(taskEntranceOpenAtom);
  const enabled = useAtomValue(configAtom)?.mainInfo.commonConfig.enableUserTaskEntrance ?? false;
  const [info, setInfo] = useState<TaskInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    tasks.info().then(setInfo, () => setFailed(true));
  }, [tasks]);
  useEffect(() => {
    if (open && enabled) load();
  }, [open, enabled, load]);
  if (!open || !enabled) return null;
  const close = () => setOpen(false);
  const s = info ? taskEntranceSummary(info) : null;
  let body;
  if (failed) body = <ErrorState title={t('tasks.loadFailed')} retryLabel={t('common.retry')} onRetry={load} headingLevel="h3" />;
  else if (!s) body = <div aria-busy="true" data-testid="task-entrance-loading"><Skeleton height={72} radius={12} /></div>;
  else {
    body = (
      <div className={css.entrance} data-testid="task-entrance-summary">
        <p className={css.entranceGems}>
          <CoinIcon tier={coinIconTier(s.gemsWaiting)} size={28} />
          <span>{s.gemsWaiting > 0 ? t('tasks.entranceWaiting', { count: s.gemsWaiting }) : t('tasks.entranceAllDone')}</span>
        </p>
        {s.checkInDue && (
          <Button
            data-autofocus
            loading={busy}
            data-testid="task-entrance-check-in"
            onClick={() => {
              setBusy(true);
              tasks.checkIn().then((r) => {
                setInfo(r.info);
                showToast(store, t('tasks.got', { count: r.coins }), 'success');
              }, () => showToast(store, t('tasks.loadFailed'), 'error')).finally(() => setBusy(false));
            }}
          >
            {t('tasks.checkIn', { count: info!.coins })}
          </Button>
        )}
        {s.claimable > 0 && <p className={css.muted}>{t('tasks.entranceClaimable', { count: s.claimable })}</p>}
      </div>
    );
  }
  return (
    <AppModal
      open
      onClose={close}
      closeLabel={t('common.close')}
      title={t('tasks.entranceTitle')}
      description={t('tasks.entranceText')}
      width={420}
      footer={
        <Button variant={s?.checkInDue ? 'ghost' : 'primary'} data-testid="task-entrance-open" onClick={() => { close(); void navigate({ to: '/task' }); }}>
          {t('tasks.entranceOpen')}
        </Button>
      }
    >
      <div data-testid="task-entrance">{body}</div>
    </AppModal>
  );
}
