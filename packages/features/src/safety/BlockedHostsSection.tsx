/**
 * "Blocked hosts" in /settings (issue 20.16): the hosts the viewer blocked, newest first, each
 * with Unblock; loading, empty and error states. The list is the client's `blockedHostsAtom`
 * (loaded at sign-in, reloaded here).
 */
import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Avatar, Button, Skeleton } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { blockedHostsAtom } from '@vchat/client';
import { useServices } from '../common/ServicesContext.tsx';
import { describeError } from '../common/errors.ts';
import { rowList } from '../common/LinkRow.tsx';
import { showToast } from '../common/toast.ts';
import * as css from './safety.css.ts';

/** See the module docstring. `headingClass` / `sectionClass`: the settings page's own styles. */
export function BlockedHostsSection({ headingClass, sectionClass }: { headingClass: string; sectionClass: string }) {
  const { t } = useTranslation();
  const { safety } = useServices();
  const store = useStore();
  const state = useAtomValue(blockedHostsAtom);
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => {
    void safety.loadBlocked();
  }, [safety]);

  const unblock = async (jid: string, name: string) => {
    setBusy(jid);
    try {
      await safety.unblock(jid);
      showToast(store, t('safety.unblocked', { name }), 'success');
    } catch (e) {
      showToast(store, describeError(e, t), 'error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={sectionClass} data-testid="blocked-hosts">
      <h2 className={headingClass} id="blocked-title">{t('safety.blockedHosts')}</h2>
      <div className={rowList} role="group" aria-labelledby="blocked-title" aria-busy={state.status === 'loading' && state.rows.length === 0}>
        {state.rows.length > 0 ? (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {state.rows.map((h) => (
              <li key={h.jid} className={css.blockedRow} data-testid="blocked-host" data-jid={h.jid}>
                <Avatar name={h.nickName} src={h.avatarUrl || null} size={40} />
                <span className={css.blockedName}><bdi>{h.nickName}</bdi></span>
                <Button size="sm" variant="secondary" loading={busy === h.jid} onClick={() => void unblock(h.jid, h.nickName)} data-testid="unblock-button">
                  {t('safety.unblock')}
                </Button>
              </li>
            ))}
          </ul>
        ) : state.status === 'loading' || state.status === 'idle' ? (
          <Skeleton height={56} />
        ) : state.status === 'error' ? (
          <p className={css.muted} role="alert">
            {describeError(state.error, t)}{' '}
            <Button size="sm" variant="secondary" onClick={() => void safety.loadBlocked()}>{t('common.retry')}</Button>
          </p>
        ) : (
          <p className={css.muted} data-testid="blocked-empty">{t('safety.blockedEmpty')}</p>
        )}
      </div>
    </div>
  );
}
