/**
 * `/task` and `/domain` (spec §2 pages; access per brand from brand data): the daily check-in
 * (a 7-day strip, today's coins, a live countdown to the next one, the reminder switch), the
 * tasks (install_web_app, first recharge, …) with their coins, and the lucky box when the
 * config enables it (commonConfig.enableLuckyBox). Visitors (brands where the page is open) see
 * the check-in strip and the tasks with their coins as a new viewer (the sandbox serves them
 * without a token) under a sign-in call to action; checking in, claiming or the reminder asks
 * them to sign in first (issue 20.2).
 */
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import type { TaskInfo, TaskKey } from '@vchat/api-client';
import { Button, CoinIcon, ErrorState, GiftIcon, Skeleton, Switch, TopBar } from '@vchat/ui-kit';
import { AppModal } from '../common/AppModal.tsx';
import { useTranslation } from '@vchat/i18n';
import { useServices } from '../common/ServicesContext.tsx';
import { showToast } from '../common/toast.ts';
import { useBusy } from '../common/useBusy.ts';
import { useNow } from '../common/useNow.ts';
import { configAtom, mainUserAtom } from '@vchat/client';
import { formatCountdown } from '@vchat/client';
import { guideAtom, runsInstalled } from '../common/install.ts';
import { useSignInFirst } from '../common/signInFirst.ts';
import * as css from './tasks.css.ts';

import { STREAK_COINS } from './streak.ts';

export function TasksPage() {
  const { t } = useTranslation();
  const { tasks } = useServices();
  const navigate = useNavigate();
  const store = useStore();
  const user = useAtomValue(mainUserAtom);
  const config = useAtomValue(configAtom);
  const [info, setInfo] = useState<TaskInfo | null>(null);
  const [loadedAt, setLoadedAt] = useState(0);
  const [failed, setFailed] = useState(false);
  const { busy, run } = useBusy();
  const [reward, setReward] = useState<number | null>(null);
  const now = useNow(info && (info.nextCheckInCountdown > 0 || info.luckyBoxCountdown > 0) ? 1000 : null);
  const [installed] = useState(() => runsInstalled());
  const setGuide = useSetAtom(guideAtom);

  const load = useCallback(() => {
    setFailed(false);
    tasks.info().then((i) => {
      setInfo(i);
      setLoadedAt(Date.now());
    }, () => setFailed(true));
  }, [tasks]);
  // Visitors too: the server answers them with the public catalogue (nothing done yet).
  useEffect(() => {
    load();
  }, [user, load]);
  const signIn = useSignInFirst();


  const top = <TopBar title={<span id="tasks-title">{t('tasks.title')}</span>} onBack={() => void navigate({ to: '/goddess' })} backLabel={t('common.back')} />;
  // `now` ticks only while a countdown runs: before that it may predate the load.
  const elapsedS = Math.max(0, Math.floor((now - loadedAt) / 1000));
  const left = info ? Math.max(0, info.nextCheckInCountdown - elapsedS) : 0;
  /** Seconds until the lucky box opens again (0: now); the server's figure, counted down here. */
  const boxLeft = info ? Math.max(0, info.luckyBoxCountdown - elapsedS) : 0;
  const openBox = () => run('box', async () => {
    try {
      const r = await tasks.openLuckyBox();
      setReward(r.rewardGems);
      setInfo({ ...info!, luckyBoxCountdown: Math.max(0, Math.ceil((r.nextAvailableAt - Date.now()) / 1000)) });
      setLoadedAt(Date.now());
    } catch (e) {
      // Opened already (elsewhere, or before the page knew): say when it opens next, not an error.
      const fresh = await tasks.info().catch(() => null);
      if (fresh && fresh.luckyBoxCountdown > 0) {
        setInfo(fresh);
        setLoadedAt(Date.now());
        return;
      }
      throw e;
    }
  });
  const checkedToday = info?.checkInTaskInfo.status === 1;
  const luckyBox = config?.mainInfo.commonConfig.enableLuckyBox ?? false;
  const taskTitle = (k: TaskKey) => t(`tasks.task.${k}` as const);
  return (
    <section className={css.page} aria-labelledby="tasks-title" data-testid="tasks" data-visitor={user ? undefined : '1'}>
      {top}
      {!user && (
        <div className={css.visitorCard} data-testid="tasks-visitor">
          <GiftIcon size={28} />
          <span className={css.grow}>{t('tasks.signInTitle')}<span className={css.muted}>{t('tasks.signInText')}</span></span>
          <Button size="sm" onClick={() => signIn()}>{t('nav.login')}</Button>
        </div>
      )}
      {failed ? (
        <ErrorState title={t('tasks.loadFailed')} retryLabel={t('common.retry')} onRetry={load} />
      ) : !info ? (
        <Skeleton height={180} />
      ) : (
        <>
          <div className={css.card} data-testid="check-in" data-checked={checkedToday ? '1' : '0'}>
            <h2 className={css.heading}>{t('tasks.checkInTitle')}</h2>
            <ol className={css.days}>
              {STREAK_COINS.map((c, i) => (
                <li key={i} className={i < info.checkInDays ? css.dayDone : css.day}>
                  <span>{t('tasks.day', { n: i + 1 })}</span>
                  <CoinIcon tier={1} size={16} />
                  <span>{c}</span>
                </li>
              ))}
            </ol>
            {checkedToday ? (
              <p className={css.muted} role="status">
                {t('tasks.nextIn')} <span className={css.countdown} data-testid="check-in-countdown">{formatCountdown(left)}</span>
              </p>
            ) : (
              <Button loading={busy === 'check_in'} onClick={() => !user ? signIn() : void run('check_in', async () => {
                const r = await tasks.checkIn();
                setInfo(r.info);
                setLoadedAt(Date.now());
                showToast(store, t('tasks.got', { count: r.coins }), 'success');
              })}>{t('tasks.checkIn', { count: info.coins })}</Button>
            )}
            <Switch checked={info.isRemindCheckIn} label={t('tasks.remind')} onChange={(on) => !user ? signIn() : void run('remind', async () => {
              const v = await tasks.remind(on);
              setInfo({ ...info, isRemindCheckIn: v });
            })} />
          </div>
          {luckyBox && (
            <div className={css.card} data-testid="lucky-box">
              <div className={css.row}>
                <GiftIcon size={28} />
                <span className={css.grow}>{t('tasks.luckyBox')}<span className={css.muted}>{t('tasks.luckyBoxText')}</span></span>
                {boxLeft > 0 ? (
                  <span className={css.muted} role="status" data-testid="lucky-box-next">
                    {t('tasks.luckyBoxNext')} <span className={css.countdown}>{formatCountdown(boxLeft)}</span>
                  </span>
                ) : (
                  <Button variant="secondary" loading={busy === 'box'} onClick={() => void openBox()}>
                    {t('tasks.open')}
                  </Button>
                )}
              </div>
            </div>
          )}
          <div className={css.card}>
            <h2 className={css.heading}>{t('tasks.tasksTitle')}</h2>
            <ul className={css.list}>
              {info.userTaskInfos.map((task) => (
                <li key={task.taskKey} className={css.row} data-testid="task" data-task={task.taskKey} data-status={task.taskStatus}>
                  <CoinIcon tier={1} size={20} />
                  <span className={css.grow}>{taskTitle(task.taskKey)}<span className={css.muted}>{t('tasks.coins', { count: task.coins })}</span></span>
                  {task.taskStatus === 2 ? (
                    <span className={css.muted}>{t('tasks.claimed')}</span>
                  ) : task.taskKey === 'install_web_app' && !installed ? (
                    // Claimable from the installed app only: here, the way to install it.
                    <Button size="sm" variant="secondary" onClick={() => setGuide('install')} data-testid="task-install">{t('pwa.installNow')}</Button>
                  ) : (
                    <Button size="sm" variant={task.taskStatus === 1 ? 'primary' : 'ghost'} disabled={task.taskStatus === 0 && !(task.taskKey === 'install_web_app' && installed)}
                      loading={busy === task.taskKey}
                      onClick={() => !user ? signIn() : void run(task.taskKey, async () => {
                        const r = await tasks.claim(task.taskKey);
                        setInfo(r.info);
                        showToast(store, t('tasks.got', { count: r.coins }), 'success');
                      })}>
                      {t('tasks.claim')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
      {reward !== null && (
        <AppModal open onClose={() => setReward(null)} closeLabel={t('common.close')} title={t('tasks.luckyBox')} width={360}
          footer={<Button onClick={() => setReward(null)}>{t('call.tip.ok')}</Button>}>
          <p data-testid="lucky-reward" style={{ textAlign: 'center', fontSize: 20, fontWeight: 800 }}>{t('tasks.got', { count: reward })}</p>
        </AppModal>
      )}
    </section>
  );
}
