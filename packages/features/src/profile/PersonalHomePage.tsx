/**
 * `/personalhome` (spec §2 page, login required): the user's own space. Their avatar,
 * nickname and account ID (copyable: it signs in with a password elsewhere), gems (opens the
 * coin store) and silver coins (opens the silver club), a prompt to complete the profile while
 * nickname, birthday or gender is missing, and the ways to edit the profile, tasks, payment
 * history, settings and language.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { Avatar, Button, CoinIcon, TopBar, UserIcon } from '@vchat/ui-kit';
import { LANGUAGES, useTranslation } from '@vchat/i18n';
import { coinIconTier } from '@vchat/domain';
import { useServices } from '../common/ServicesContext.tsx';
import { useHostImage } from '../common/hostImage.ts';
import { showToast } from '../common/toast.ts';
import { currentPath, openCoinStoreAtom } from '../common/purchase.ts';
import { mainUserAtom, profileAtom } from '@vchat/client';
import { accountAtom } from '@vchat/client';
import { LinkRow, rowList } from '../common/LinkRow.tsx';
import { guideAtom, runsInstalled } from '../common/install.ts';
import type { PeopleList } from '@vchat/client';
import * as css from './profile.css.ts';

const PeopleModal = lazy(() => import('../social/PeopleModal.tsx').then((m) => ({ default: m.PeopleModal })));

/** Whether the profile lacks what completeUserInfoCheck asks for (nickname, birthday, gender). */
export function profileIncomplete(p: { nickName?: string; birthday?: string; gender?: string } | null): boolean {
  return !!p && (!p.nickName || !p.birthday || !p.gender);
}

export function PersonalHomePage() {
  const { t, i18n } = useTranslation();
  const { profile: profiles } = useServices();
  const image = useHostImage();
  const navigate = useNavigate();
  const store = useStore();
  const user = useAtomValue(mainUserAtom);
  const profile = useAtomValue(profileAtom);
  const account = useAtomValue(accountAtom);
  const openStore = useSetAtom(openCoinStoreAtom);
  const { social } = useServices();
  const [people, setPeople] = useState<PeopleList | null>(null);
  const setGuide = useSetAtom(guideAtom);
  const [installed] = useState(() => runsInstalled());
  const [favorites, setFavorites] = useState(false);
  useEffect(() => {
    void social.favoritesEnabled().then(setFavorites);
  }, [social]);
  useEffect(() => {
    void profiles.load().catch(() => undefined); // the cached card stays on screen if this fails
  }, [profiles]);
  if (!user) return null;
  const name = profile?.nickName || user.nickName || user.uid;
  const gems = account?.gemsBalance ?? 0;
  // Until the account arrives the numbers are unknown, not zero.
  const shown = (n: number | undefined) => (account ? String(n ?? 0) : '–');
  const copyId = () => {
    void navigator.clipboard?.writeText(user.uid).then(
      () => showToast(store, t('me.copied'), 'success'),
      () => showToast(store, t('me.copyFailed'), 'error'),
    );
  };
  return (
    <section className={css.page} aria-labelledby="me-title" data-testid="personalhome">
      <TopBar title={<span id="me-title">{t('me.title')}</span>} onBack={() => void navigate({ to: '/goddess' })} backLabel={t('common.back')} />
      <div className={css.hero}>
        <Avatar src={image(profile?.avatarUrl)} name={name} size={72} />
        <div className={css.heroText}>
          <h2 className={css.name} data-testid="me-name"><bdi>{name}</bdi></h2>
          <span className={css.idLine}>
            <span data-testid="me-id">{t('me.accountId', { uid: user.uid })}</span>
            <Button size="sm" variant="ghost" onClick={copyId}>{t('me.copy')}</Button>
          </span>
        </div>
        <div className={css.heroAction}>
          <Button variant="secondary" size="sm" fullWidth onClick={() => void navigate({ to: '/editprofile' })}>{t('me.edit')}</Button>
        </div>
      </div>
      {profileIncomplete(profile) && (
        <div className={css.prompt} data-testid="complete-prompt">
          <UserIcon size={22} />
          <span style={{ flex: 1 }}>{t('me.completePrompt')}</span>
          <Button size="sm" onClick={() => void navigate({ to: '/editprofile' })}>{t('me.complete')}</Button>
        </div>
      )}
      <div className={css.stats}>
        <button type="button" className={css.stat} onClick={() => openStore({ path: currentPath() })}>
          <CoinIcon tier={coinIconTier(gems)} size={26} />
          <span className={css.statText}><span className={css.statValue} data-testid="me-gems">{shown(gems)}</span><span className={css.statLabel}>{t('pay.buyGems')}</span></span>
        </button>
        <button type="button" className={css.stat} onClick={() => void navigate({ to: '/club' })}>
          <span className={css.silver} aria-hidden />
          <span className={css.statText}><span className={css.statValue}>{shown(account?.silverBalance)}</span><span className={css.statLabel}>{t('club.silverBalance')}</span></span>
        </button>
      </div>
      <div className={rowList}>
        <LinkRow label={t('social.requestsTitle')} onClick={() => void navigate({ to: '/friendreq' })} testId="friendreq-row" />
        <LinkRow label={t('social.lists.friends')} onClick={() => setPeople('friends')} testId="friends-row" />
        {favorites && <LinkRow label={t('social.lists.favorites')} onClick={() => setPeople('favorites')} testId="favorites-row" />}
        <LinkRow label={t('social.lists.liked')} onClick={() => setPeople('liked')} testId="liked-row" />
        <LinkRow label={t('social.lists.likedMe')} onClick={() => setPeople('likedMe')} testId="likedme-row" />
      </div>
      <div className={rowList}>
        <LinkRow label={t('tasks.title')} onClick={() => void navigate({ to: '/task' })} />
        <LinkRow label={t('history.title')} onClick={() => void navigate({ to: '/paymenthistory' })} />
        <LinkRow label={t('nav.settings')} onClick={() => void navigate({ to: '/settings' })} testId="settings-row" />
        <LinkRow label={t('common.language')} value={LANGUAGES.find((l) => l.code === i18n.language)?.nativeName} onClick={() => void navigate({ to: '/languagesettings' })} />
      </div>
      <div className={rowList}>
        {!installed && <LinkRow label={t('pwa.installRow')} onClick={() => setGuide('install')} testId="install-row" />}
        <LinkRow label={t('pwa.bookmarkRow')} onClick={() => setGuide('bookmark')} testId="bookmark-row" />
        <LinkRow label={t('download.row')} onClick={() => void navigate({ to: '/download' })} testId="download-row" />
      </div>
      {people && (
        <Suspense fallback={null}>
          <PeopleModal initial={people} favorites={favorites} onClose={() => setPeople(null)} />
        </Suspense>
      )}
    </section>
  );
}
