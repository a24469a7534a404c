/**
 * Friend messages in a thread (spec §3 message types 7 friends_request, 401 add_friend_msg,
 * local-only local_accept_friend): a host's request shows Accept and Decline while it waits
 * (the relation is the server's: friends_relative is asked once); accepting adds a local
 * "you are friends" line to the thread. Her acceptance of the viewer's request reads "… is
 * your friend now". The host's name is isolated (`<bdi>`; FSI/PDI in the stored line), so an
 * Arabic name in an English sentence keeps its place.
 */
import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { BIDI_SLOT, BidiText, Button, SystemNotice, isolateName } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { bareJid, type Message } from '@vchat/domain';
import { useServices } from '../common/ServicesContext.tsx';
import { relationsAtom } from '@vchat/client';
import { describeError } from '../common/errors.ts';
import { showToast } from '../common/toast.ts';

export function FriendNotice({ message: m, name }: { message: Message; name: string }) {
  const { t } = useTranslation();
  const { social, messaging } = useServices();
  const store = useStore();
  const host = bareJid(m.from);
  const relation = useAtomValue(relationsAtom)[host];
  const [busy, setBusy] = useState(false);
  const isRequest = m.type === 'friends_request';

  useEffect(() => {
    if (isRequest && !relation) void social.relation(host).catch(() => undefined);
  }, [isRequest, relation, social, host]);

  if (m.type === 'local_accept_friend') return <SystemNotice>{m.content}</SystemNotice>;
  if (!isRequest) return <SystemNotice><BidiText text={t('social.acceptedYou', { name: BIDI_SLOT })} names={[name]} /></SystemNotice>;

  const answer = async (action: 'accept' | 'decline') => {
    setBusy(true);
    try {
      await social.change(host, action);
      if (action === 'accept') await messaging.addLocalNotice(m.tid, 'local_accept_friend', t('social.nowFriends', { name: isolateName(name) }));
    } catch (e) {
      showToast(store, describeError(e, t), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <SystemNotice>
      <span data-testid="friend-request-notice"><BidiText text={t('social.wantsFriend', { name: BIDI_SLOT })} names={[name]} /></span>
      {relation?.friend === 'incoming' && (
        <span style={{ display: 'inline-flex', gap: 6, marginInlineStart: 8 }}>
          <Button size="sm" loading={busy} onClick={() => void answer('accept')}>{t('social.acceptFriend')}</Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => void answer('decline')}>{t('social.decline')}</Button>
        </span>
      )}
    </SystemNotice>
  );
}
