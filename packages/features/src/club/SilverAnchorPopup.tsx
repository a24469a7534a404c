/**
 * `/silveranchor` (spec §2 popup "silver anchor list", open to visitors): the silver club's
 * hosts over the last main page. Visitors are asked to sign in (the list is per viewer);
 * with the club off (silverInfoConf.enableSilverClub) it says so. Closing returns to the page
 * behind.
 */
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Button, EmptyState, Modal } from '@vchat/ui-kit';
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
  if (!user) {
    body = (
      <EmptyState icon={<span className={css.silverDotLarge} />} title={t('club.signInTitle')} text={t('club.signInText')}
        action={<Button onClick={() => void navigate({ to: '/login', search: { redirect: '/silveranchor' } })}>{t('nav.login')}</Button>} />
    );
  } else if (!clubOpen(enabled, status)) {
    body = <EmptyState icon={<span className={css.silverDotLarge} />} title={t('club.closedTitle')} text={t('club.closedText')} />;
  } else {
    body = (
      <>
        <p className={css.muted} data-testid="calls-left">{callsLeft === null ? '' : t('club.tip3Left', { count: callsLeft })}</p>
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
