/**
 * A list of hosts with their relation (spec §2 overlays friend list, like list, liked-me list,
 * and the favourites): avatar with presence, name, price, when; a row opens the host's
 * profile. Paged ("Load more"), with loading, empty and error states. `trailing` adds buttons
 * to a row (accept / decline on /friendreq).
 */
import { useCallback, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Avatar, Button, EmptyState, ErrorState, ListRow, Skeleton, UserIcon } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import type { RelationList } from '@vchat/api-client';
import { useServices } from '../common/ServicesContext.tsx';
import { usePaged, type Paged } from '../common/usePaged.ts';
import type { PeopleList as Which } from '@vchat/client';
import * as css from './social.css.ts';
import { dateTimeFormat } from '@vchat/domain';

export type PeopleRow = RelationList['list'][number];

/** Loads one of the lists, paged. */
export function usePeople(which: Which): Paged<PeopleRow> {
  const { social } = useServices();
  const fetchPage = useCallback((p: number) => social.list(which, p), [social, which]);
  return usePaged<PeopleRow>(fetchPage);
}

export function PeopleList({ which, people, trailing, onOpen, compactEmpty = false }: {
  which: Which;
  /** An empty list is one muted line rather than the empty state (pages with several lists). */
  compactEmpty?: boolean;
  people: Paged<PeopleRow>;
  trailing?: (row: PeopleRow) => ReactNode;
  /** Called before a row opens the profile (e.g. to close the overlay). */
  onOpen?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  if (people.failed && !people.rows) return <ErrorState title={t('social.loadFailed')} retryLabel={t('common.retry')} onRetry={people.reload} />;
  if (!people.rows) return <ul className={css.list} aria-busy="true">{[0, 1, 2].map((i) => <li key={i}><Skeleton height={68} /></li>)}</ul>;
  if (people.rows.length === 0 && compactEmpty) return <p className={css.muted} data-testid={`people-${which}-empty`}>{t(`social.empty.${which}` as const)}</p>;
  if (people.rows.length === 0) return <EmptyState icon={<UserIcon size={32} />} title={t(`social.empty.${which}` as const)} text={t('social.emptyText')} />;
  return (
    <>
      <ul className={css.list} data-testid={`people-${which}`}>
        {people.rows.map((r) => (
          <li key={r.jid} data-testid="person" data-jid={r.jid}>
            <ListRow
              icon={<Avatar src={r.avatarUrl} name={r.nickName} size={44} status={r.status} statusLabel={t(`status.${r.status}`)} />}
              title={r.nickName}
              subtitle={`${t(`status.${r.status}`)} · ${t('social.perMin', { price: r.privateChatPrice })}`}
              meta={r.at ? date.format(r.at) : undefined}
              onClick={() => {
                onOpen?.();
                void navigate({ to: '/anchorprofile', search: { jid: r.jid } });
              }}
              trailing={trailing?.(r)}
            />
          </li>
        ))}
      </ul>
      {people.hasMore && <Button variant="secondary" loading={people.loading} onClick={people.loadMore}>{t('goddess.loadMore')}</Button>}
    </>
  );
}
