/**
 * /match popup (spec §1, §2 "match popup and match list", §3 match info): a flow of host
 * suggestions, one card at a time (match.ts keeps it filled from the server without repeats),
 * and the list of past matches.
 *
 * - Next: the button, a swipe of the card (touch or mouse) or the arrow keys.
 * - "Say hi" opens the conversation with a greeting; the camera button calls her; both are
 *   recorded as matches. "Quick video match" (when the config offers it) calls a random online
 *   host through the call path (/video/{uid}, price shown before it rings).
 * - Names are isolated (`<bdi>`), so an Arabic name keeps its place before ", 24".
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import {
  Avatar, BIDI_SLOT, BidiText, Button, EmptyState, ErrorState, IconButton, ListRow, MatchIcon, Skeleton, Spinner, Tabs, VideoCameraIcon,
} from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { ageFromBirthDate, codeName, dateTimeFormat } from '@vchat/domain';
import type { AnchorItemResult } from '@vchat/api-client';
import { useServices } from '../common/ServicesContext.tsx';
import { describeError } from '../common/errors.ts';
import { useHostImage } from '../common/hostImage.ts';
import { CountryFlag } from '../common/CountryFlag.tsx';
import { showToast } from '../common/toast.ts';
import { configAtom } from '@vchat/client';
import { PopupFrame } from '../shell/PopupFrame.tsx';
import { matchListAtom, matchQueueAtom } from '@vchat/client';
import { isCardSwipe } from './swipe.ts';
import * as css from './match.css.ts';

type Tab = 'suggestions' | 'matches';

export function MatchPopup() {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<Tab>('suggestions');
  return (
    <PopupFrame title={t('match.title')} width={440}>
      <div className={css.root}>
        <Tabs
          aria-label={t('match.title')}
          dir={i18n.dir(i18n.language)}
          value={tab}
          onChange={setTab}
          stretch
          items={[
            { value: 'suggestions', label: t('match.tabs.suggestions') },
            { value: 'matches', label: t('match.tabs.matches') },
          ]}
        />
        {tab === 'suggestions' ? <Suggestions onShowMatches={() => setTab('matches')} /> : <MatchList />}
      </div>
    </PopupFrame>
  );
}

/** How a host is dialled: the existing call path (price shown, then it rings). */
function useDial() {
  const navigate = useNavigate();
  return (host: Pick<AnchorItemResult, 'uid' | 'jid'>) => void navigate({ to: '/video/$uid', params: { uid: host.uid }, search: { jid: host.jid } });
}

function Suggestions({ onShowMatches }: { onShowMatches: () => void }) {
  const { t, i18n } = useTranslation();
  const { match } = useServices();
  const image = useHostImage();
  const store = useStore();
  const navigate = useNavigate();
  const dial = useDial();
  const state = useAtomValue(matchQueueAtom);
  const quickOffered = useAtomValue(configAtom)?.mainInfo.commonConfig.enableQuickMatch === true;
  const [busy, setBusy] = useState<'hi' | 'quick' | null>(null);
  const host = state.current;

  useEffect(() => {
    void match.start();
  }, [match]);

  // Arrow keys show the next host (not while a field or the tab list has the keys).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [role="tablist"], [contenteditable="true"]')) return;
      e.preventDefault();
      match.next();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [match]);

  async function sayHi() {
    setBusy('hi');
    try {
      const tid = await match.sayHi(t('match.hiText'));
      await navigate({ to: '/message', search: { tid } });
    } catch (e) {
      showToast(store, describeError(e, t), 'error');
    } finally {
      setBusy(null);
    }
  }

  async function quick() {
    setBusy('quick');
    try {
      const h = await match.quickMatch();
      if (h) dial(h);
      else showToast(store, t('match.noneOnline'), 'info');
    } catch (e) {
      showToast(store, describeError(e, t), 'error');
    } finally {
      setBusy(null);
    }
  }

  const quickButton = quickOffered ? (
    <Button className={css.quick} variant="secondary" onClick={() => void quick()} loading={busy === 'quick'} startIcon={<VideoCameraIcon size={18} />}>
      {t('match.quick')}
    </Button>
  ) : null;

  if (state.status === 'error') {
    return <ErrorState title={t('common.error')} text={describeError(state.error, t)} retryLabel={t('common.retry')} onRetry={() => void match.start()} />;
  }
  if (state.status === 'exhausted') {
    return (
      <div className={css.panel}>
        <EmptyState
          icon={<MatchIcon />}
          title={t('match.doneTitle')}
          text={t('match.doneText')}
          action={<Button onClick={() => void match.restart()}>{t('match.startOver')}</Button>}
        />
        <Button variant="ghost" onClick={onShowMatches}>{t('match.tabs.matches')}</Button>
        {quickButton}
      </div>
    );
  }
  if (!host) {
    return (
      <div className={css.card} aria-busy="true" data-testid="match-loading">
        <Skeleton aspectRatio="4 / 5" radius={20} />
        <Skeleton height={24} width="60%" />
        <Skeleton height={18} width="40%" />
      </div>
    );
  }
  const age = ageFromBirthDate(host.birthday);
  return (
    <div className={css.panel}>
      <article className={css.card} data-testid="match-card" data-jid={host.jid} aria-roledescription={t('match.cardRole')} aria-label={host.nickName}>
        <SwipeArea key={host.jid} onSwipe={() => match.next()} dir={i18n.dir(i18n.language)}>
          <img className={css.photo} src={image(host.avatarUrl) ?? undefined} alt="" width={400} height={500} draggable={false} />
        </SwipeArea>
        <div>
          <h3 className={css.name}>
            {age >= 0 ? <BidiText text={t('match.nameAge', { name: BIDI_SLOT, age })} names={[host.nickName]} /> : <bdi>{host.nickName}</bdi>}
          </h3>
          <p className={css.meta} style={{ display: 'flex', alignItems: 'center', gap: 6, flexWrap: 'wrap' }} data-testid="match-meta">
            {host.country && (
              <>
                <CountryFlag country={host.country} size={12} decorative />
                <span data-testid="match-country">{codeName(host.country, 'region', i18n.language)}</span>
                <span aria-hidden>·</span>
              </>
            )}
            <span>{t(`status.${host.status}`)}</span>
          </p>
        </div>
        {host.about && <p className={css.about} dir="auto">{host.about}</p>}
        <div className={css.actions}>
          <Button variant="secondary" onClick={() => match.next()} disabled={busy !== null}>{t('match.next')}</Button>
          <IconButton
            aria-label={t('match.videoCall')}
            icon={<VideoCameraIcon />}
            variant="soft"
            size="lg"
            disabled={busy !== null}
            onClick={() => {
              const h = match.callCurrent();
              if (h) dial(h);
            }}
          />
          <Button variant="primary" onClick={() => void sayHi()} loading={busy === 'hi'} disabled={busy === 'quick'}>{t('match.sayHi')}</Button>
        </div>
        <p className={css.hint}>{t('match.swipeHint')}</p>
      </article>
      {quickButton}
    </div>
  );
}

/** The card's photo follows a horizontal drag; a swipe (swipe.ts) flies it out and shows the next host. */
function SwipeArea({ children, onSwipe, dir }: { children: React.ReactNode; onSwipe: () => void; dir: 'ltr' | 'rtl' }) {
  const start = useRef<{ x: number; y: number; t: number; id: number } | null>(null);
  const [dx, setDx] = useState(0);
  const [leaving, setLeaving] = useState<number | null>(null);
  const end = (e: PointerEvent<HTMLDivElement>) => {
    const s = start.current;
    start.current = null;
    if (!s || s.id !== e.pointerId) return;
    const mx = e.clientX - s.x;
    const my = e.clientY - s.y;
    if (isCardSwipe(mx, my, Date.now() - s.t)) {
      setLeaving(Math.sign(mx) || (dir === 'rtl' ? 1 : -1));
      setTimeout(onSwipe, 160);
    } else {
      setDx(0);
    }
  };
  const offset = leaving !== null ? leaving * 480 : dx;
  return (
    <div
      className={`${css.swipeArea} ${start.current ? '' : css.settle}`}
      data-testid="match-swipe"
      style={{ transform: `translateX(${offset}px) rotate(${offset / 40}deg)`, opacity: leaving !== null ? 0 : 1 }}
      onPointerDown={(e) => {
        if (e.pointerType === 'mouse' && e.button !== 0) return;
        start.current = { x: e.clientX, y: e.clientY, t: Date.now(), id: e.pointerId };
        e.currentTarget.setPointerCapture?.(e.pointerId);
      }}
      onPointerMove={(e) => {
        const s = start.current;
        if (s && s.id === e.pointerId) setDx(e.clientX - s.x);
      }}
      onPointerUp={end}
      onPointerCancel={() => {
        start.current = null;
        setDx(0);
      }}
    >
      {children}
    </div>
  );
}

function MatchList() {
  const { t, i18n } = useTranslation();
  const { match, messaging } = useServices();
  const image = useHostImage();
  const navigate = useNavigate();
  const store = useStore();
  const list = useAtomValue(matchListAtom);

  useEffect(() => {
    void match.loadMatches();
  }, [match]);

  const when = (ms: number) => dateTimeFormat(i18n.language, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(ms);
  const open = async (h: AnchorItemResult) => {
    try {
      const tid = await messaging.startChat({ jid: h.jid, nickName: h.nickName, avatarUrl: h.avatarUrl });
      await navigate({ to: '/message', search: { tid } });
    } catch (e) {
      showToast(store, describeError(e, t), 'error');
    }
  };

  if (list.status === 'error' && list.items.length === 0) {
    return <ErrorState title={t('common.error')} text={describeError(list.error, t)} retryLabel={t('common.retry')} onRetry={() => void match.loadMatches()} />;
  }
  if (list.status !== 'ready' && list.items.length === 0) {
    return <div className={css.panel} aria-busy="true"><Spinner size={24} /></div>;
  }
  if (list.items.length === 0) {
    return <div className={css.panel}><EmptyState icon={<MatchIcon />} title={t('match.matchesEmpty')} text={t('match.matchesEmptyText')} /></div>;
  }
  return (
    <div className={css.panel}>
      <ul className={css.list} data-testid="match-list">
        {list.items.map((m) => (
          <li key={m.mid} data-mid={m.mid} data-jid={m.anchor.jid} data-type={m.matchType}>
            <ListRow
              icon={<Avatar src={image(m.anchor.avatarUrl)} name={m.anchor.nickName} size={44} status={m.anchor.status} />}
              title={m.anchor.nickName}
              subtitle={t(`match.types.${m.matchType}`)}
              meta={when(m.createdAt)}
              onClick={() => void open(m.anchor)}
            />
          </li>
        ))}
      </ul>
      {list.hasMore && (
        <Button variant="ghost" onClick={() => void match.loadMatches(true)} loading={list.status === 'loading'}>{t('goddess.loadMore')}</Button>
      )}
    </div>
  );
}
