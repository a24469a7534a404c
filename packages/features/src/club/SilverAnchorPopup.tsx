/**
 * `/silveranchor` (spec §2 popup "silver anchor list", open to visitors): the silver club's
 * hosts over the last main page. Visitors see the list (public fields, issue 20.2) and are asked
 * to sign in at their first silver call; with the club off (silverInfoConf.enableSilverClub for a
 * viewer, the list's status for everyone) it says so. Closing returns to the page behind.
 */
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { EmptyState, Modal } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { configAtom, mainUserAtom } from '@vchat/client';
import { clubOpen } from '@vchat/client';
import { useCallsLeft } from './useCallsLeft.ts';
import { SilverAnchorList } from './SilverAnchorList.tsx';
import * as css from './club.css.ts';

export function SilverAnchorPopup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAtomValue(mainUserAtom);
  const enabled = useAtomValue(configAtom)?.mainInfo.silverInfoConf.enableSilverClub ?? false;
  const [status, setStatus] = useState<number | undefined>(undefined);
  const callsLeft = useCallsLeft(!!user && enabled);
  const close = () => (window.history.length > 1 ? window.history.back() : void navigate({ to: user ? '/goddess' : '/' }));
  let body;
  // A visitor has no config yet: the list's status alone says whether the club is open.
  if (!clubOpen(user ? enabled : true, status)) {
    body = <EmptyState icon={<span className={css.silverDotLarge} />} title={t('club.closedTitle')} text={t('club.closedText')} />;
  } else {
    body = (
      <>
        {user ? (
          <p className={css.muted} data-testid="calls-left">{callsLeft === null ? '' : t('club.tip3Left', { count: callsLeft })}</p>
        ) : (
          <p className={css.muted} data-testid="club-visitor-note">{t('club.visitorNote')}</p>
        )}
        <SilverAnchorList callsLeft={callsLeft} onStatus={setStatus} />
      </>
    );
  }
  return (
    <Modal open onClose={close} closeLabel={t('common.close')} title={t('club.popupTitle')} width={460}>
      <div className={css.popupBody} data-testid="silveranchor">{body}</div>
    </Modal>
  );
}
