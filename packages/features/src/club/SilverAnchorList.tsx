/**
 * The silver club's hosts (spec §7 club_anchor_list: status, clubAnchorItem), shared by
 * `/club` and the `/silveranchor` popup: avatar with presence, name, the silver call price
 * (silver per minute) and a "Silver call" button. A silver call starts the call with the
 * silverCall flag (§9); with no silver calls left the call controller shows the silver-call
 * limit tip instead. Pages with "Load more"; loading, empty and error states. Visitors see the
 * list too (spec §2 /silveranchor is open); their "Silver call" asks them to sign in first and
 * brings them back here (issue 20.2).
 */
import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import { mainUserAtom } from '@vchat/client';
import type { ClubAnchorList } from '@vchat/api-client';
import { Avatar, Button, EmptyState, ErrorState, ListRow, Skeleton, VideoCameraIcon } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { useServices } from '../common/ServicesContext.tsx';
import { describeError } from '../common/errors.ts';
import { showToast } from '../common/toast.ts';
import { uidOrEmpty } from '../common/people.ts';
import { usePaged } from '../common/usePaged.ts';
import * as css from './club.css.ts';

type ClubHost = ClubAnchorList['clubAnchorItem'][number];

export interface SilverAnchorListProps {
  /** Silver calls left (club_call_times); null while unknown. 0 disables the call buttons. */
  callsLeft: number | null;
  /** Called with the list's `status` once the first page arrived (1 = the club is open). */
  onStatus?: (status: number) => void;
  /** Called before a silver call navigates to the call screen (e.g. to close the popup). */
  onCall?: () => void;
}

export function SilverAnchorList({ callsLeft, onStatus, onCall }: SilverAnchorListProps) {
  const { t } = useTranslation();
  const { club, calls } = useServices();
  const navigate = useNavigate();
  const store = useStore();
  const user = useAtomValue(mainUserAtom);
  const fetchPage = useCallback(async (p: number) => {
    const r = await club.hosts(p);
    if (p === 1) onStatus?.(r.status);
    return { list: r.clubAnchorItem, hasMore: r.hasMore };
  }, [club, onStatus]);
  const list = usePaged<ClubHost>(fetchPage);

  const silverCall = async (a: ClubHost) => {
    if (!user) {
      // The first action that needs an account (spec §2, §6): sign in, then back to this list.
      onCall?.();
      void navigate({ to: '/login', search: { redirect: window.location.pathname } });
      return;
    }
    try {
      const outcome = await calls.dial({ jid: a.jid, nickName: a.nickName, avatarUrl: a.avatarUrl }, { payment: 'silverCall' });
      if (outcome === 'ringing') {
        onCall?.();
        void navigate({ to: '/video/$uid', params: { uid: uidOrEmpty(a.jid) }, search: { jid: a.jid } });
      }
    } catch (e) {
      showToast(store, describeError(e, t), 'error');
    }
  };

  if (list.failed && !list.rows) return <ErrorState title={t('club.loadFailed')} retryLabel={t('common.retry')} onRetry={list.reload} />;
  if (!list.rows) return <ul className={css.list} aria-busy="true">{[0, 1, 2, 3].map((i) => <li key={i}><Skeleton height={68} /></li>)}</ul>;
  if (list.rows.length === 0) return <EmptyState icon={<span className={css.silverDotLarge} />} title={t('club.empty')} text={t('club.emptyText')} />;
  return (
    <>
      <ul className={css.list} data-testid="club-hosts">
        {list.rows.map((a) => (
          <li key={a.jid} data-testid="club-host">
            <ListRow
              icon={<Avatar src={a.avatarUrl} name={a.nickName} size={44} status={a.status} statusLabel={t(`status.${a.status}`)} />}
              title={a.nickName}
              subtitle={
                <span className={css.price}>
                  <span className={css.silverDot} aria-hidden /> {t('club.pricePerMin', { count: a.silverCallPrice })}
                </span>
              }
              trailing={
                <Button size="sm" startIcon={<VideoCameraIcon size={16} />} disabled={callsLeft === 0 || a.status === 'offline'} onClick={() => void silverCall(a)}>
                  {t('club.silverCall')}
                </Button>
              }
            />
          </li>
        ))}
      </ul>
      {list.hasMore && <Button variant="secondary" loading={list.loading} onClick={list.loadMore}>{t('goddess.loadMore')}</Button>}
    </>
  );
}
