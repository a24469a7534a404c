/**
 * /match popup (spec §1, §2): recommended hosts (swipe_anchor_list) one at a time. "Say hi"
 * sends a greeting and opens the conversation; "Next" shows the following host.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Button, EmptyState, ErrorState, MatchIcon, Skeleton } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { ageFromBirthDate } from '@vchat/domain';
import type { AnchorItemResult } from '@vchat/api-client';
import { useServices } from '../common/ServicesContext.tsx';
import { describeError } from '../common/errors.ts';
import { PopupFrame } from '../shell/PopupFrame.tsx';
import * as css from './match.css.ts';

export function MatchPopup() {
  const { t } = useTranslation();
  const { api, messaging } = useServices();
  const navigate = useNavigate();
  const [list, setList] = useState<AnchorItemResult[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [index, setIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setList(null);
    setError(null);
    api.swipeAnchorList({ count: 10 }).then(
      (r) => live && (setList(r.list), setIndex(0)),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);

  const host = list?.[index];

  async function sayHi() {
    if (!host) return;
    setBusy(true);
    try {
      const tid = await messaging.startChat({ jid: host.jid, nickName: host.nickName, avatarUrl: host.avatarUrl });
      await navigate({ to: '/message', search: { tid } });
      void messaging.sendText(tid, t('match.hiText')).catch(() => {});
    } finally {
      setBusy(false);
    }
  }

  return (
    <PopupFrame title={t('match.title')} description={t('match.subtitle')} width={420}>
      {error ? (
        <ErrorState title={t('common.error')} text={describeError(error, t)} retryLabel={t('common.retry')} onRetry={() => setAttempt((n) => n + 1)} />
      ) : !list ? (
        <div className={css.card} aria-busy="true">
          <Skeleton aspectRatio="4 / 5" radius={20} />
          <Skeleton height={24} width="60%" />
          <Skeleton height={18} width="40%" />
        </div>
      ) : !host ? (
        <EmptyState icon={<MatchIcon />} title={t('match.empty')} action={<Button onClick={() => setAttempt((n) => n + 1)}>{t('common.retry')}</Button>} />
      ) : (
        <article className={css.card} data-testid="match-card" data-jid={host.jid}>
          <img className={css.photo} src={host.avatarUrl} alt={host.nickName} width={400} height={500} />
          <div>
            <h3 className={css.name}>
              {host.nickName}
              {ageFromBirthDate(host.birthday) >= 0 ? `, ${ageFromBirthDate(host.birthday)}` : ''}
            </h3>
            <p className={css.meta}>{t(`status.${host.status}`)}</p>
          </div>
          {host.about && <p className={css.about}>{host.about}</p>}
          <div className={css.actions}>
            <Button variant="secondary" onClick={() => setIndex((i) => i + 1)} disabled={busy}>{t('match.next')}</Button>
            <Button variant="primary" onClick={() => void sayHi()} loading={busy}>{t('match.sayHi')}</Button>
          </div>
        </article>
      )}
    </PopupFrame>
  );
}
