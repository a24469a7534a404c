/**
 * /goddess, the goddess wall (spec §1, §2): hosts in a grid with language filter tabs
 * (all, en, ar, hi, tr, fr, es), hot and new lists, online status. Opening a host starts
 * (or reopens) the conversation with them.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Button, CoinIcon, EmptyState, ErrorState, HostCard, Skeleton, Tabs, DiscoverIcon } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { ageFromBirthDate, codeName, coinIconTier, DISCOVER_TABS, type DiscoverTab } from '@vchat/domain';
import type { AnchorItemResult } from '@vchat/api-client';
import { useServices } from '../common/ServicesContext.tsx';
import { describeError } from '../common/errors.ts';
import { useHostImage } from '../common/hostImage.ts';
import { CountryFlag } from '../common/CountryFlag.tsx';
import { useAnchorList, type ListKind } from './useAnchorList.ts';
import { whenIdle } from '../app/whenInactive.ts';
import { MessageScreen } from '../router/screens.ts';
import * as css from './discover.css.ts';

const SKELETONS = Array.from({ length: 12 }, (_, i) => i);
/**
 * The wall's cards whose photos load at once (HostCard `priority`): a phone's first screen (two
 * rows of two); the first of them is the page's largest paint (issue 21, Lighthouse LCP).
 */
const FIRST_SCREEN_CARDS = 4;

export function GoddessPage() {
  const { t, i18n } = useTranslation();
  const { messaging } = useServices();
  const image = useHostImage();
  const navigate = useNavigate();
  const [tab, setTab] = useState<DiscoverTab>('all');
  const [kind, setKind] = useState<ListKind>('hot');
  const list = useAnchorList(kind, tab);
  const dir = i18n.dir(i18n.language);

  // A host card opens her thread: its code (30 kB) is fetched once the wall shows hosts and the
  // main thread is idle, so the tap does not wait for it (issue 21, tap → talking). The same
  // lazy component the shell draws the page with (router/screens.ts), so it renders at once.
  const shown = list.status === 'ready' && list.items.length > 0;
  useEffect(() => {
    if (shown) whenIdle(() => void MessageScreen.preload?.()?.catch(() => undefined), 2000);
  }, [shown]);

  async function open(a: AnchorItemResult) {
    const tid = await messaging.startChat({ jid: a.jid, nickName: a.nickName, avatarUrl: a.avatarUrl });
    await navigate({ to: '/message', search: { tid } });
  }

  return (
    <section className={css.page} aria-labelledby="goddess-title" data-testid="goddess">
      <div className={css.toolbar}>
        <div className={css.toolbarRow}>
          <h1 id="goddess-title" className={css.heading}>{t('goddess.title')}</h1>
          <Tabs
            aria-label={t('goddess.title')}
            dir={dir}
            value={kind}
            onChange={setKind}
            items={[{ value: 'hot', label: t('goddess.hot') }, { value: 'new', label: t('goddess.new') }]}
          />
        </div>
        <Tabs
          aria-label={t('common.language')}
          dir={dir}
          value={tab}
          onChange={setTab}
          items={DISCOVER_TABS.map((v) => ({ value: v, label: t(`goddess.tabs.${v}`) }))}
        />
      </div>
      {list.status === 'loading' && (
        // A status region named "Loading…" (a name on a plain div is not allowed: axe aria-prohibited-attr).
        <div className={css.grid} role="status" aria-busy="true" aria-label={t('common.loading')}>
          {SKELETONS.map((i) => <Skeleton key={i} aspectRatio="3 / 4" radius={18} />)}
        </div>
      )}
      {list.status === 'error' && (
        <div className={css.center}>
          <ErrorState title={t('common.error')} text={describeError(list.error, t)} retryLabel={t('common.retry')} onRetry={list.retry} />
        </div>
      )}
      {list.status === 'ready' && list.items.length === 0 && (
        <div className={css.center}>
          <EmptyState icon={<DiscoverIcon />} title={t('goddess.empty')} />
        </div>
      )}
      {list.status === 'ready' && list.items.length > 0 && (
        <>
          <ul className={css.grid} style={{ listStyle: 'none', margin: 0 }} data-testid="host-grid">
            {list.items.map((a, index) => {
              const age = ageFromBirthDate(a.birthday);
              return (
                <li key={a.jid} data-jid={a.jid} data-language={a.language}>
                  <HostCard
                    imageSrc={image(a.avatarUrl)}
                    imageAlt={a.nickName}
                    nickname={a.nickName}
                    age={age >= 0 ? age : undefined}
                    locationLabel={codeName(a.language, 'language', i18n.language)}
                    locationIcon={<CountryFlag country={a.country} size={11} />}
                    status={a.status}
                    statusLabel={t(`status.${a.status}`)}
                    topEnd={
                      <span className={css.price}>
                        <CoinIcon tier={coinIconTier(a.privateChatPrice)} size={12} /> {t('social.perMin', { price: a.privateChatPrice })}
                      </span>
                    }
                    onClick={() => void open(a)}
                    priority={index < FIRST_SCREEN_CARDS}
                  />
                </li>
              );
            })}
          </ul>
          {list.hasMore && (
            <div className={css.more}>
              <Button variant="secondary" loading={list.loadingMore} onClick={list.loadMore}>{t('goddess.loadMore')}</Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
