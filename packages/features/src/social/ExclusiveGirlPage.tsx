/**
 * The exclusive girl page (spec §2 overlays; §7 anchorlist_services/contact_popup_info): once a
 * day the server picks an online host the viewer has never talked to; after `afterS` seconds
 * on the goddess wall she is shown large, with her photos, age, country and price, and
 * "Video call · N/min", "Say hi" (opens a chat with her), "View profile" and "Not now".
 * Never over another dialog (complete-profile, coin store, a call): it takes its turn among the
 * prompts (common/prompts.tsx). Shown once per visit; the server shows one a day.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { ContactPopup } from '@vchat/api-client';
import { Button, ChatIcon, CoinIcon, VideoCameraIcon } from '@vchat/ui-kit';
import { AppModal } from '../common/AppModal.tsx';
import { useTranslation } from '@vchat/i18n';
import { codeName, ageFromBirthDate, coinIconTier } from '@vchat/domain';
import { useServices } from '../common/ServicesContext.tsx';
import { useBusy } from '../common/useBusy.ts';
import { PromptFrame, usePromptTurn } from '../common/prompts.tsx';
import { uidOrEmpty } from '../common/people.ts';
import { mainUserAtom } from '@vchat/client';
import * as css from './social.css.ts';

/** Mounted while the goddess wall is the page; shows today's suggestion when it is due. */
export function ExclusiveGirlPage() {
  const { t, i18n } = useTranslation();
  const { social, messaging } = useServices();
  const navigate = useNavigate();
  const user = useAtomValue(mainUserAtom);
  /** Today's suggestion once its `afterS` have passed on the wall; null after "Not now". */
  const [popup, setPopup] = useState<ContactPopup | null>(null);
  const { busy, run } = useBusy();
  const uid = user?.uid ?? '';
  const myTurn = usePromptTurn('exclusiveGirl', popup !== null);

  useEffect(() => {
    if (!uid) return;
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void social.suggestion(uid).then((p) => {
      if (stop || !p) return;
      timer = setTimeout(() => setPopup(p), Math.max(0, p.afterS * 1000));
    });
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [uid, social]);

  // Counted as shown when it reaches the screen, not when it becomes due.
  useEffect(() => {
    if (myTurn && uid) social.suggestionShown(uid);
  }, [myTurn, uid, social]);

  if (!popup || !myTurn) return null;
  const h = popup.anchor;
  const age = ageFromBirthDate(h.birthday);
  const close = () => setPopup(null);
  const pictures = [h.avatarUrl, ...popup.photos].filter(Boolean).slice(0, 3);
  const country = codeName(h.country, 'region', i18n.language);

  return (
    <PromptFrame id="exclusiveGirl">
    <AppModal open onClose={close} closeLabel={t('common.close')} title={t('social.exclusiveTitle')} width={440}
      footer={<Button variant="ghost" fullWidth onClick={close} data-testid="exclusive-later">{t('social.notNow')}</Button>}>
      <div className={css.exclusive} data-testid="exclusive-girl" data-jid={h.jid}>
        <div className={css.exclusivePhotos} style={pictures.length < 2 ? { gridTemplateColumns: '1fr' } : undefined}>
          {pictures.length ? pictures.map((src, i) => (
            <img key={src + i} src={src} alt={i === 0 ? h.nickName : ''} className={i === 0 ? css.exclusiveMain : css.exclusiveSide} />
          )) : <div className={css.exclusiveMain} />}
        </div>
        <h3 className={css.name}>
          <bdi>{h.nickName}</bdi>
          {age >= 0 && <span className={css.age}>{t('social.age', { age })}</span>}
        </h3>
        <div className={css.meta}>
          <span><span className={css.dot} style={{ background: '#22c55e' }} aria-hidden />{t('status.online')}</span>
          {country && <span>{country}</span>}
        </div>
        <p className={css.muted}>{t('social.exclusiveText', { name: h.nickName })}</p>
        <div className={css.actions}>
          <Button startIcon={<VideoCameraIcon size={18} />} data-testid="exclusive-call"
            onClick={() => {
              close();
              void navigate({ to: '/video/$uid', params: { uid: uidOrEmpty(h.jid) }, search: { jid: h.jid } });
            }}>
            {t('social.videoCall')} · <CoinIcon tier={coinIconTier(h.privateChatPrice)} size={14} /> {t('social.perMin', { price: h.privateChatPrice })}
          </Button>
          <Button variant="secondary" startIcon={<ChatIcon size={18} />} loading={busy === 'chat'} data-testid="exclusive-chat"
            onClick={() => void run('chat', async () => {
              const tid = await messaging.startChat({ jid: h.jid, nickName: h.nickName, avatarUrl: h.avatarUrl });
              close();
              await navigate({ to: '/message', search: { tid } });
            })}>
            {t('social.sayHi')}
          </Button>
          <Button variant="ghost" onClick={() => {
            close();
            void navigate({ to: '/anchorprofile', search: { jid: h.jid } });
          }}>
            {t('social.viewProfile')}
          </Button>
        </div>
      </div>
    </AppModal>
    </PromptFrame>
  );
}
