/**
 * `/domain` (spec §2 page; sign-in per brand from brand data, §6): the site's front door for
 * someone who arrived at it: what the site offers (video calls with hosts, chat and gifts, the
 * silver club, daily rewards), the rewards overview (the 7-day check-in's total gems and each
 * task's gems, from user_tasks_info, which the server answers visitors too) and a call to
 * action: sign in for a visitor, the tasks and the hosts for a viewer. Loading shows a
 * skeleton; a failed load hides the task list and keeps the rest (issue 20.3).
 */
import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { TaskInfo, TaskKey } from '@vchat/api-client';
import { Button, ChatIcon, CoinIcon, GiftIcon, Skeleton, TopBar, VideoCameraIcon, HeartIcon } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { mainUserAtom } from '@vchat/client';
import { useServices } from '../common/ServicesContext.tsx';
import { useSignInFirst } from '../common/signInFirst.ts';
import { STREAK_COINS } from './streak.ts';
import * as css from './domain.css.ts';

export function DomainPage() {
  const { t } = useTranslation();
  const { tasks, brand } = useServices();
  const navigate = useNavigate();
  const signIn = useSignInFirst();
  const user = useAtomValue(mainUserAtom);
  const [info, setInfo] = useState<TaskInfo | null | 'failed'>(null);
  useEffect(() => {
    let stop = false;
    tasks.info().then((i) => !stop && setInfo(i), () => !stop && setInfo('failed'));
    return () => {
      stop = true;
    };
  }, [tasks, user]);
  const streakTotal = STREAK_COINS.reduce((a, b) => a + b, 0);
  const offers = [
    { key: 'calls', icon: <VideoCameraIcon size={22} /> },
    { key: 'chat', icon: <ChatIcon size={22} /> },
    { key: 'club', icon: <HeartIcon size={22} /> },
    { key: 'rewards', icon: <GiftIcon size={22} /> },
  ] as const;
  return (
    <section className={css.page} aria-labelledby="domain-title" data-testid="domain">
      <TopBar as="div" title={<span>{brand.name}</span>} onBack={() => void navigate({ to: user ? '/goddess' : '/' })} backLabel={t('common.back')} />
      <div className={css.hero}>
        <h1 id="domain-title" className={css.title}>{t('domain.title', { name: brand.name })}</h1>
        <p className={css.lead}>{t('domain.tagline')}</p>
        <div className={css.actions}>
          {user ? (
            <>
              <Button onClick={() => void navigate({ to: '/task' })}>{t('domain.goTasks')}</Button>
              <Button variant="secondary" onClick={() => void navigate({ to: '/goddess' })}>{t('domain.discover')}</Button>
            </>
          ) : (
            <Button onClick={() => signIn()} data-testid="domain-sign-in">{t('domain.signIn')}</Button>
          )}
        </div>
      </div>
      <h2 className={css.heading}>{t('domain.offersTitle')}</h2>
      <ul className={css.offers}>
        {offers.map((o) => (
          <li key={o.key} className={css.offer} data-testid="domain-offer">
            <span className={css.offerIcon} aria-hidden>{o.icon}</span>
            <span className={css.offerText}>
              <strong>{t(`domain.offer.${o.key}.title` as const)}</strong>
              <span className={css.muted}>{t(`domain.offer.${o.key}.text` as const)}</span>
            </span>
          </li>
        ))}
      </ul>
      <h2 className={css.heading}>{t('domain.rewardsTitle')}</h2>
      <div className={css.card} data-testid="domain-rewards">
        <p className={css.row}>
          <CoinIcon tier={1} size={20} />
          <span className={css.grow}>{t('domain.checkInTotal', { gems: streakTotal, days: STREAK_COINS.length })}</span>
        </p>
        {info === null ? (
          <Skeleton height={120} />
        ) : info === 'failed' ? null : (
          <ul className={css.list}>
            {info.userTaskInfos.map((task) => (
              <li key={task.taskKey} className={css.row} data-testid="domain-task">
                <CoinIcon tier={1} size={20} />
                <span className={css.grow}>{t(`tasks.task.${task.taskKey as TaskKey}` as const)}</span>
                <span className={css.gems}><bdi>{t('tasks.coins', { count: task.coins })}</bdi></span>
              </li>
            ))}
          </ul>
        )}
        {!user && <p className={css.muted}>{t('domain.rewardsSignIn')}</p>}
      </div>
    </section>
  );
}
