/**
 * `/anchorprofile?jid=` (spec §2 page, §3 user card, §5 age rule): a host's profile from her
 * user card and vCard (social.hostProfile). Her photo, name, full name and age (hidden when unknown: -1), country and language, presence, about; "Chat" and
 * "Video call" with her price (gems/min); friend request (Add friend → Requested → Friends, or
 * Accept when she asked), favourite (with the favourite tip the first time) and like; her albums
 * (open large) and videos; Block / Report in the top bar's menu (issue 20.16). Every relation
 * comes from the server.
 */
import { useEffect, useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Button, ChatIcon, CoinIcon, ErrorState, HeartIcon, Skeleton, ThumbUpIcon, TopBar, UserPlusIcon, VideoCameraIcon, CheckIcon } from '@vchat/ui-kit';
import { AppModal } from '../common/AppModal.tsx';
import { useTranslation } from '@vchat/i18n';
import { codeName, ageFromBirthDate, coinIconTier } from '@vchat/domain';
import type { RelationAction } from '@vchat/api-client';
import { useServices } from '../common/ServicesContext.tsx';
import { describeError } from '../common/errors.ts';
import { useBusy } from '../common/useBusy.ts';
import { uidOrEmpty } from '../common/people.ts';
import { useHostImage } from '../common/hostImage.ts';
import { CountryFlag } from '../common/CountryFlag.tsx';
import { relationsAtom, type HostProfile } from '@vchat/client';
import * as css from './social.css.ts';
import { HostSafetyMenu } from '../safety/HostSafetyMenu.tsx';

const STATUS_COLOR = { online: '#22c55e', busy: '#f59e0b', offline: '#a1a1aa' } as const;

export function AnchorProfilePage() {
  const { t, i18n } = useTranslation();
  const { social, messaging } = useServices();
  const image = useHostImage();
  const navigate = useNavigate();
  const { jid } = useSearch({ strict: false }) as { jid?: string };
  const relation = useAtomValue(relationsAtom)[jid ?? ''];
  const [profile, setProfile] = useState<HostProfile | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const { busy, run } = useBusy();
  const [favoritesOn, setFavoritesOn] = useState(false);
  const [big, setBig] = useState<string | null>(null);
  const [tip, setTip] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!jid) return;
    let stop = false;
    setFailed(null);
    Promise.all([social.hostProfile(jid), social.relation(jid)]).then(
      ([p]) => !stop && setProfile(p),
      (e: unknown) => !stop && setFailed(describeError(e, t)),
    );
    void social.favoritesEnabled().then((on) => !stop && setFavoritesOn(on));
    return () => {
      stop = true;
    };
  }, [jid, social, t, round]);

  const change = (action: RelationAction) => run(action, () => social.change(jid!, action));
  const back = () => (window.history.length > 1 ? window.history.back() : void navigate({ to: '/goddess' }));

  const top = (title: string, name?: string) => (
    <TopBar title={<span id="anchor-title">{title}</span>} onBack={back} backLabel={t('common.back')}
      actions={jid && name !== undefined ? <HostSafetyMenu host={{ jid, nickName: name }} /> : undefined} />
  );
  if (!jid) return <section className={css.page} data-testid="anchorprofile">{top(t('social.profile'))}<ErrorState title={t('social.noHost')} /></section>;
  if (failed) return <section className={css.page} data-testid="anchorprofile">{top(t('social.profile'))}<ErrorState title={failed} retryLabel={t('common.retry')} onRetry={() => setRound((r) => r + 1)} /></section>;
  if (!profile) return <section className={css.page} data-testid="anchorprofile" aria-busy="true">{top(t('social.profile'))}<Skeleton height={420} /></section>;

  const { card, price, status, fn, address } = profile;
  const photo = image(card.avatarUrl);
  const age = ageFromBirthDate(card.birthday);
  const friend = relation?.friend ?? 'none';
  const friendButton = {
    none: { label: t('social.addFriend'), action: 'request' as const, pressed: false },
    requested: { label: t('social.requested'), action: 'remove' as const, pressed: true },
    incoming: { label: t('social.acceptFriend'), action: 'accept' as const, pressed: false },
    friends: { label: t('social.friends'), action: 'remove' as const, pressed: true },
  }[friend];
  const chat = () => run('chat', async () => {
    const tid = await messaging.startChat({ jid: card.jid, nickName: card.nickName, avatarUrl: card.avatarUrl });
    await navigate({ to: '/message', search: { tid } });
  });
  const call = () => void navigate({ to: '/video/$uid', params: { uid: uidOrEmpty(card.jid) }, search: { jid: card.jid } });

  return (
    <section className={css.page} aria-labelledby="anchor-title" data-testid="anchorprofile">
      {top(card.nickName, card.nickName)}
      <div className={css.hero}>
        {photo ? <img className={css.photo} src={photo} alt={card.nickName} /> : <div className={css.photo} />}
        <div className={css.info}>
          <h2 className={css.name}>
            <bdi>{card.nickName}</bdi>
            {age >= 0 && <span className={css.age} data-testid="anchor-age">{t('social.age', { age })}</span>}
          </h2>
          {fn && fn !== card.nickName && <p className={css.muted} data-testid="anchor-fn"><bdi>{fn}</bdi></p>}
          <div className={css.meta}>
            <span data-testid="anchor-status"><span className={css.dot} style={{ background: STATUS_COLOR[status] }} aria-hidden />{t(`status.${status}`)}</span>
            {card.country && (
              <span data-testid="anchor-country" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                <CountryFlag country={card.country} size={12} decorative />
                {codeName(card.country, 'region', i18n.language)}
              </span>
            )}
            {card.language && <span>{codeName(card.language, 'language', i18n.language)}</span>}
            {address && <span dir="auto">{address}</span>}
          </div>
          {card.about && <p className={css.about} dir="auto">{card.about}</p>}
          <div className={css.actions}>
            <Button onClick={call} startIcon={<VideoCameraIcon size={18} />} data-testid="anchor-call">
              {t('social.videoCall')} · <CoinIcon tier={coinIconTier(price)} size={14} /> {t('social.perMin', { price })}
            </Button>
            <Button variant="secondary" onClick={() => void chat()} loading={busy === 'chat'} startIcon={<ChatIcon size={18} />}>{t('social.chat')}</Button>
          </div>
          <div className={css.toggles}>
            <button type="button" className={css.toggle} aria-pressed={friendButton.pressed} disabled={busy !== null} onClick={() => void change(friendButton.action)} data-testid="friend-button" data-state={friend}>
              {friend === 'friends' ? <CheckIcon size={16} /> : <UserPlusIcon size={16} />} {friendButton.label}
            </button>
            {friend === 'incoming' && (
              <button type="button" className={css.toggle} disabled={busy !== null} onClick={() => void change('decline')}>{t('social.decline')}</button>
            )}
            {favoritesOn && (
              <button type="button" className={css.toggle} aria-pressed={relation?.isFavorite ?? false} disabled={busy !== null} data-testid="favorite-button"
                onClick={() => void run('fav', async () => setTip((await social.setFavorite(card.jid, !(relation?.isFavorite ?? false))).showTip))}>
                <HeartIcon size={16} filled={relation?.isFavorite ?? false} /> {relation?.isFavorite ? t('social.favorited') : t('social.favorite')}
              </button>
            )}
            <button type="button" className={css.toggle} aria-pressed={relation?.liked ?? false} disabled={busy !== null} data-testid="like-button"
              onClick={() => void change(relation?.liked ? 'unlike' : 'like')}>
              <ThumbUpIcon size={16} filled={relation?.liked ?? false} /> {relation?.liked ? t('social.liked') : t('social.like')}
            </button>
          </div>
          {relation?.likedMe && <p className={css.muted}>{t('social.likesYou')}</p>}
        </div>
      </div>
      {card.albums.length > 0 && (
        <>
          <h3 className={css.heading}>{t('social.albums')}</h3>
          <ul className={css.albums} data-testid="anchor-albums">
            {card.albums.map((url, i) => (
              <li key={url + i}>
                <button type="button" className={css.albumButton} onClick={() => setBig(url)} aria-label={t('social.openPhoto', { n: i + 1 })}>
                  <img className={css.albumImg} src={image(url) ?? undefined} alt="" loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {card.videos.length > 0 && (
        <>
          <h3 className={css.heading}>{t('social.videos')}</h3>
          {card.videos.map((vid) => (
            <video key={vid.url} className={css.video} src={vid.url} poster={vid.posterUrl || undefined} controls preload="none" playsInline />
          ))}
        </>
      )}
      {big && (
        <AppModal open onClose={() => setBig(null)} closeLabel={t('common.close')} title={card.nickName} width={720}>
          <img className={css.bigImg} src={image(big, false) ?? undefined} alt="" />
        </AppModal>
      )}
      {tip && (
        <AppModal open onClose={() => setTip(false)} closeLabel={t('common.close')} title={t('social.favTipTitle')} width={380}
          footer={<Button onClick={() => setTip(false)} fullWidth>{t('club.tipsOk')}</Button>}>
          <p data-testid="favorite-tip">{t('social.favTipText', { name: card.nickName })}</p>
        </AppModal>
      )}
    </section>
  );
}
