/**
 * `/club` (spec §2 page; sign-in per brand from brand data): the silver club. Gated by
 * silverInfoConf.enableSilverClub (§3) and the list's status (§7). Shows the silver balance
 * (account silverBalance, from the wallet), the silver calls left today (club_call_times
 * availableTimes, never null, §5) and the length of a silver call (silverCallDuration), the
 * club's hosts with a "Silver call" each, and the silver record (club_reward_record). The tips
 * open on the first visit and from "How it works". Visitors (brands where /club is open) see the
 * club's hosts and what the club is, with a sign-in call to action; their first silver call
 * asks them to sign in (issue 20.2).
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { ClubRewardRecords } from '@vchat/api-client';
import { Button, EmptyState, formatCallDuration, Skeleton, TopBar } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import * as v from 'valibot';
import { useServices } from '../common/ServicesContext.tsx';
import { readJson, writeJson } from '@vchat/client';
import { usePaged } from '../common/usePaged.ts';
import { configAtom, mainUserAtom } from '@vchat/client';
import { accountAtom } from '@vchat/client';
import { clubOpen } from '@vchat/client';
import { useCallsLeft } from './useCallsLeft.ts';
import { ClubTips } from './ClubTips.tsx';
import { SilverAnchorList } from './SilverAnchorList.tsx';
import { useSignInFirst } from '../common/signInFirst.ts';
import * as css from './club.css.ts';
import { dateTimeFormat } from '@vchat/domain';

/** Local storage key: the club tips were seen once. */
export const CLUB_TIPS_SEEN_KEY = 'clubTipsSeen';

type Reward = ClubRewardRecords['list'][number];

export function ClubPage() {
  const { t, i18n } = useTranslation();
  const { club, storage } = useServices();
  const navigate = useNavigate();
  const signIn = useSignInFirst();
  const user = useAtomValue(mainUserAtom);
  const config = useAtomValue(configAtom);
  const account = useAtomValue(accountAtom);
  const enabled = config?.mainInfo.silverInfoConf.enableSilverClub ?? false;
  const durationS = config?.mainInfo.silverInfoConf.silverCallDuration ?? 0;
  const [status, setStatus] = useState<number | undefined>(undefined);
  const [tipsOpen, setTipsOpen] = useState(false);
  const callsLeft = useCallsLeft(!!user && enabled);
  const rewardsPage = useCallback((p: number) => club.rewards(p), [club]);
  const rewards = usePaged<Reward>(user && enabled ? rewardsPage : null);

  useEffect(() => {
    if (!user || !enabled || readJson(storage, CLUB_TIPS_SEEN_KEY, v.boolean())) return;
    setTipsOpen(true);
    writeJson(storage, CLUB_TIPS_SEEN_KEY, true);
  }, [user, enabled, storage]);

  const top = (
    <TopBar
      title={<span id="club-title">{t('club.title')}</span>}
      onBack={() => void navigate({ to: '/goddess' })}
      backLabel={t('common.back')}
      actions={user && enabled ? <Button variant="ghost" size="sm" onClick={() => setTipsOpen(true)}>{t('club.howItWorks')}</Button> : undefined}
    />
  );
  const shell = (body: ReactNode) => (
    <section className={css.page} aria-labelledby="club-title" data-testid="club">{top}{body}</section>
  );
  if (!user) {
    // A visitor has no config: the list's status says whether the club is open.
    if (status === 0) return shell(<EmptyState icon={<span className={css.silverDotLarge} />} title={t('club.closedTitle')} text={t('club.closedText')} />);
    return shell(
      <>
        <div className={css.visitorCard} data-testid="club-visitor">
          <span className={css.silverDotLarge} aria-hidden />
          <span className={css.recordText}>
            <strong>{t('club.signInTitle')}</strong>
            <span className={css.muted}>{t('club.signInText')}</span>
          </span>
          <Button size="sm" onClick={() => signIn()}>{t('nav.login')}</Button>
        </div>
        <h2 className={css.heading}>{t('club.hosts')}</h2>
        <SilverAnchorList callsLeft={null} onStatus={setStatus} />
      </>,
    );
  }
  if (!clubOpen(enabled, status)) {
    return shell(<EmptyState icon={<span className={css.silverDotLarge} />} title={t('club.closedTitle')} text={t('club.closedText')} />);
  }
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return shell(
    <>
      <div className={css.hero} data-testid="club-summary">
        <div className={css.stat}>
          <span className={css.statValue} data-testid="silver-balance"><span className={css.silverDotLarge} aria-hidden />{account?.silverBalance ?? 0}</span>
          <span className={css.statLabel}>{t('club.silverBalance')}</span>
        </div>
        <div className={css.stat}>
          <span className={css.statValue} data-testid="calls-left">{callsLeft ?? '–'}</span>
          <span className={css.statLabel}>{t('club.callsLeft')}</span>
        </div>
        <div className={css.stat}>
          <span className={css.statValue}><bdi>{formatCallDuration(durationS)}</bdi></span>
          <span className={css.statLabel}>{t('club.callLength')}</span>
        </div>
      </div>
      <h2 className={css.heading}>{t('club.hosts')}</h2>
      <SilverAnchorList callsLeft={callsLeft} onStatus={setStatus} />
      <h2 className={css.heading}>{t('club.record')}</h2>
      {!rewards.rows ? (
        rewards.failed ? <p className={css.muted}>{t('club.loadFailed')}</p> : <Skeleton height={56} />
      ) : rewards.rows.length === 0 ? (
        <p className={css.muted}>{t('club.recordEmpty')}</p>
      ) : (
        <ul className={css.list} data-testid="club-record">
          {rewards.rows.map((r) => (
            <li key={r.id} className={css.record}>
              <span className={css.silverDot} aria-hidden />
              <span className={css.recordText}>
                {t(`club.reason.${r.reason === 'daily' || r.reason === 'recharge_bonus' || r.reason === 'silver_call' ? r.reason : 'other'}` as const)}
                <span className={css.muted}>{r.date ? date.format(r.date) : ''}</span>
              </span>
              <span className={r.silver >= 0 ? css.plus : css.minus}>{r.silver >= 0 ? `+${r.silver}` : `${r.silver}`}</span>
            </li>
          ))}
          {rewards.hasMore && <li><Button variant="ghost" size="sm" loading={rewards.loading} onClick={rewards.loadMore}>{t('goddess.loadMore')}</Button></li>}
        </ul>
      )}
      <ClubTips open={tipsOpen} onClose={() => setTipsOpen(false)} silverCallDurationS={durationS} callsLeft={callsLeft} />
    </>,
  );
}
