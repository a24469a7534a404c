/**
 * `/friendreq` (spec §2 page, login required): hosts' friend requests (friends_request) to
 * accept or decline, the friends the viewer has, and hosts to befriend (recommend_friend_list,
 * with "Add friend"). Accepting shows at once; the server's answer is the truth.
 */
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import { Button, TopBar, UserPlusIcon } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { useServices } from '../common/ServicesContext.tsx';
import { describeError } from '../common/errors.ts';
import { showToast } from '../common/toast.ts';
import { PeopleList, usePeople } from './PeopleList.tsx';
import { relationsAtom } from '@vchat/client';
import * as css from './social.css.ts';

export function FriendRequestsPage() {
  const { t } = useTranslation();
  const { social } = useServices();
  const navigate = useNavigate();
  const store = useStore();
  const incoming = usePeople('incoming');
  const friends = usePeople('friends');
  const recommended = usePeople('recommended');
  const relations = useAtomValue(relationsAtom);
  const [busy, setBusy] = useState<string | null>(null);
  const answer = async (jid: string, action: 'accept' | 'decline' | 'request') => {
    setBusy(jid);
    try {
      await social.change(jid, action);
      if (action !== 'request') incoming.reload();
      if (action === 'accept') friends.reload();
    } catch (e) {
      showToast(store, describeError(e, t), 'error');
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className={css.page} aria-labelledby="friendreq-title" data-testid="friendreq">
      <TopBar title={<span id="friendreq-title">{t('social.requestsTitle')}</span>} onBack={() => void navigate({ to: '/personalhome' })} backLabel={t('common.back')} />
      <PeopleList which="incoming" people={incoming} compactEmpty trailing={(r) => (
        <span className={css.rowActions}>
          <Button size="sm" loading={busy === r.jid} disabled={busy !== null} onClick={() => void answer(r.jid, 'accept')}>{t('social.acceptFriend')}</Button>
          <Button size="sm" variant="ghost" disabled={busy !== null} onClick={() => void answer(r.jid, 'decline')}>{t('social.decline')}</Button>
        </span>
      )} />
      <h2 className={css.heading}>{t('social.friendsTitle')}</h2>
      <PeopleList which="friends" people={friends} compactEmpty />
      <h2 className={css.heading}>{t('social.suggestedTitle')}</h2>
      <PeopleList which="recommended" people={recommended} trailing={(r) => {
        const friend = relations[r.jid]?.friend ?? 'none';
        // A suggested host who has asked her already (also in the list above) is answered here too.
        if (friend === 'incoming') {
          return (
            <Button size="sm" loading={busy === r.jid} disabled={busy !== null} onClick={() => void answer(r.jid, 'accept')}>{t('social.acceptFriend')}</Button>
          );
        }
        return friend === 'none' ? (
          <Button size="sm" variant="secondary" startIcon={<UserPlusIcon size={16} />} loading={busy === r.jid} disabled={busy !== null}
            onClick={() => void answer(r.jid, 'request')}>{t('social.addFriend')}</Button>
        ) : (
          <Button size="sm" variant="ghost" disabled>{friend === 'friends' ? t('social.friends') : t('social.requested')}</Button>
        );
      }} />
    </section>
  );
}
