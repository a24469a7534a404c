/**
 * The app's own notices about this page and this device (issues 19.9, 19.10), at the top of
 * every page with the top edge kept for them (nothing lays out under them):
 * - a newer app in another tab upgraded the chat database: this page must be reloaded (the
 *   button reloads);
 * - the device's storage is full: the chat goes on in memory, kept until the app is closed
 *   (it can be put away; it comes back on the next start if the storage is still full).
 */
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { staleAppAtom, storageFullAtom } from '@vchat/client';
import { useReserveEdge } from '../common/reserveEdge.ts';
import * as css from './shell.css.ts';

export function AppNotices() {
  const stale = useAtomValue(staleAppAtom);
  const full = useAtomValue(storageFullAtom);
  const [fullSeen, setFullSeen] = useState(false);
  const { t } = useTranslation();
  const [bar, setBar] = useState<HTMLElement | null>(null);
  const shown = stale || (full && !fullSeen);
  useReserveEdge(shown ? bar : null, 'top');
  if (stale) {
    return (
      <div ref={setBar} className={css.appNotice} role="alert" data-testid="stale-app">
        <span>{t('common.staleApp')}</span>
        <Button size="sm" variant="primary" onClick={() => window.location.reload()}>{t('common.reload')}</Button>
      </div>
    );
  }
  if (!shown) return null;
  return (
    <div ref={setBar} className={css.appNotice} role="alert" data-testid="storage-full">
      <span>{t('common.storageFull')}</span>
      <Button size="sm" variant="ghost" onClick={() => setFullSeen(true)}>{t('common.close')}</Button>
    </div>
  );
}
