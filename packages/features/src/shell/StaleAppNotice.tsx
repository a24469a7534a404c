/**
 * The notice that this page must be reloaded (issue 19.9): a newer app in another tab upgraded
 * the chat database, so this page's code no longer matches the data. Shown at the top of
 * every page until the viewer reloads (the top edge kept for it: nothing lays out under it);
 * the button reloads.
 */
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { staleAppAtom } from '@vchat/client';
import { useReserveEdge } from '../common/reserveEdge.ts';
import * as css from './shell.css.ts';

export function StaleAppNotice() {
  const stale = useAtomValue(staleAppAtom);
  const { t } = useTranslation();
  const [bar, setBar] = useState<HTMLElement | null>(null);
  useReserveEdge(stale ? bar : null, 'top');
  if (!stale) return null;
  return (
    <div ref={setBar} className={css.staleBanner} role="alert" data-testid="stale-app">
      <span>{t('common.staleApp')}</span>
      <Button size="sm" variant="primary" onClick={() => window.location.reload()}>{t('common.reload')}</Button>
    </div>
  );
}
