/**
 * The call screens (spec §2): `/video/{uid}` (popup: a phone-sized stage over the last main
 * page on desktop, the whole screen on mobile), `/call/{uid}` (full page) and `/videoview`
 * (popup showing the call in progress, never dialling).
 *
 * Before ringing: the price check, then the price per minute (or the free call and its length)
 * while calling. Connected: the remote video (or the story-line video), a mirrored self view,
 * the m:ss timer, the connection quality, and a payment meter: gems left and the time they
 * pay for (a low-balance warning in the last minute), or the free time left (a recharge
 * reminder at the paid-user free call's reminder time). When a call ends or fails: the reason
 * of §8; a clear screen when the camera or microphone cannot be used (§5). Leaving the screen
 * does not hang up: the shell shows the call in progress and a way back (/videoview).
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { AlertIcon, Avatar, Button, CallTimer, CoinIcon, formatCallDuration, Spinner, VideoCameraIcon } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { CallStatus, coinIconTier } from '@vchat/domain';
import { meterOf } from './meter.ts';
import { useServices } from '../common/ServicesContext.tsx';
import { threadsAtom } from '../messaging/atoms.ts';
import { chatStateAtom } from '../session/atoms.ts';
import { callAtom, isCallActive, mediaProblemAtom, type CallView } from './atoms.ts';
import { useNow } from '../common/useNow.ts';
import * as css from './call.css.ts';
import { avatarOfUid, uidOrEmpty } from '../common/people.ts';

function useVideo(stream: unknown) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && stream) ref.current.srcObject = stream as MediaStream;
  }, [stream]);
  return ref;
}

const KNOWN_REASONS = [
  'timeOut', 'on_call_insuffic', 'busy', 'offline', 'cancel', 'callInSessionFail', 'sidNonExistent', 'matchToFlash', 'free-time-over',
  'silver-limit', 'free-call-unavailable', 'coins_insufficient', 'host-gone',
];

/** The translation key of a call's end reason (§8); unknown reasons get a generic text. */
export function reasonKey(reason: string): string {
  if (reason === 'sdp fail') return 'call.reasons.sdpFail';
  return KNOWN_REASONS.includes(reason) ? `call.reasons.${reason}` : 'call.reasons.generic';
}

function ChevronDown() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

/** About how long `s` seconds is, as h:mm:ss or m:ss. */
function longDuration(s: number): string {
  if (!Number.isFinite(s)) return '∞';
  if (s < 3600) return formatCallDuration(s);
  const h = Math.floor(s / 3600);
  return `${h}:${formatCallDuration(s - h * 3600).padStart(5, '0')}`;
}

function PriceLine({ call }: { call: CallView }) {
  const { t } = useTranslation();
  if (call.storyLine || call.isStoryLine) return null;
  const time = formatCallDuration(call.freeSeconds);
  const text =
    call.payment === 'firstCallFree' ? t('call.firstCallFree', { time })
      : call.payment === 'paidUserFreeCall' ? t('call.freeCall', { time })
        : call.payment === 'silverCall' ? t('call.silverCallBadge', { time })
          : t('call.price', { price: call.price });
  return (
    <span className={css.price} data-testid="call-price" data-payment={call.payment}>
      {call.payment === 'paid' && <CoinIcon tier={coinIconTier(call.price)} size={16} />}
      {text}
    </span>
  );
}

function PaymentMeter({ call, elapsedS }: { call: CallView; elapsedS: number }) {
  const { t } = useTranslation();
  if (call.storyLine) return null;
  const m = meterOf(call, elapsedS);
  if (m.kind === 'paid') {
    return (
      <>
        <span className={css.meter} data-testid="gems-meter" data-gems={m.gems}>
          <CoinIcon tier={coinIconTier(m.gems)} size={16} />
          {t('call.gemsLeft', { gems: m.gems, time: longDuration(m.secondsLeft) })}
        </span>
        {m.low && (
          <p className={css.warning} role="alert" data-testid="low-balance">
            {t('call.lowBalance', { time: formatCallDuration(m.secondsLeft) })}
          </p>
        )}
      </>
    );
  }
  return (
    <>
      <span className={css.meter} data-testid="free-meter">{t('call.freeLeft', { time: formatCallDuration(m.secondsLeft) })}</span>
      {m.remind && <p className={css.warning} role="alert" data-testid="recharge-reminder">{t('call.rechargeReminder')}</p>}
    </>
  );
}

/** The stage of one call. `mode: 'dial'` calls the host of the route; `'view'` only shows the call in progress. */
function CallStage({ mode, layout }: { mode: 'dial' | 'view'; layout: 'popup' | 'full' }) {
  const { t } = useTranslation();
  const { calls } = useServices();
  const navigate = useNavigate();
  const { uid } = useParams({ strict: false }) as { uid?: string };
  const search = useSearch({ strict: false }) as { jid?: string; sid?: string; name?: string };
  const threads = useAtomValue(threadsAtom);
  const call = useAtomValue(callAtom);
  const problem = useAtomValue(mediaProblemAtom);
  const [preparing, setPreparing] = useState(false);
  const [startError, setStartError] = useState(false);
  const [quality, setQuality] = useState<{ rttMs: number | null }>({ rttMs: null });
  const started = useRef(false);
  const cancelled = useRef(false);
  const chatState = useAtomValue(chatStateAtom);
  const status = call?.status ?? CallStatus.initial;
  const now = useNow(status === CallStatus.connected ? 1000 : null);
  const thread = threads.find((th) => th.linkedUser.uid === uid || th.linkedJid === search.jid);
  const routePeer = mode === 'view' ? null
    : thread ? { jid: thread.linkedJid, nickName: thread.linkedUser.nickName, avatarUrl: thread.linkedUser.avatarUrl }
      : search.jid ? { jid: search.jid, nickName: uid ?? '' } : null;
  const peer = call?.peer ?? routePeer;
  const remoteRef = useVideo(call?.remoteStream);
  const selfRef = useVideo(call?.localStream);

  const dial = () => {
    if (!routePeer) return;
    setPreparing(true);
    setStartError(false);
    cancelled.current = false;
    calls
      .dial(routePeer)
      .then((outcome) => {
        // Cancelled while the price was being checked: the call must not ring.
        if (cancelled.current) {
          if (outcome === 'ringing') calls.hangUp();
          calls.closeTip();
          return;
        }
        // The tip (shell overlay) explains a call that cannot be paid; go back to the chat behind it.
        if (outcome === 'insufficient' || outcome === 'silverLimit') leave(false);
      })
      .catch((e: unknown) => {
        console.warn('[calls] dial failed', e);
        setStartError(true);
      })
      .finally(() => setPreparing(false));
  };
  useEffect(() => {
    // Opened directly (a fresh page load): wait for the chat to sign in before calling (§5).
    if (mode !== 'dial' || started.current || !routePeer || chatState !== 'connected') return;
    started.current = true;
    // A call already on screen for this host (e.g. an answered callback) is shown, not redialled.
    if (call && isCallActive(call)) return;
    calls.dismiss();
    dial();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routePeer?.jid, chatState]);
  useEffect(() => {
    if (status !== CallStatus.connected || call?.storyLine) return;
    const timer = setInterval(() => void calls.quality().then(setQuality), 2000);
    return () => clearInterval(timer);
  }, [status, calls, call?.storyLine]);

  // Opened from an incoming-call push (/videoview?sid=…): ask the hub about that call once the
  // chat is signed in; while it still rings the CallIn shows the incoming call.
  const [resumed, setResumed] = useState<'checking' | 'ringing' | 'ended' | null>(null);
  const resumeSid = mode === 'view' ? search.sid : undefined;
  useEffect(() => {
    if (!resumeSid || resumed || chatState !== 'connected') return;
    if (call && isCallActive(call)) return;
    setResumed('checking');
    calls.resume(resumeSid).then(setResumed, (e: unknown) => {
      console.warn('[calls] call check failed', e);
      setResumed('ended');
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resumeSid, chatState]);

  function leave(hangUp = true) {
    if (hangUp) {
      cancelled.current = true;
      calls.hangUp();
    }
    calls.dismiss();
    const tid = thread?.tid;
    void navigate({ to: '/message', search: tid ? { tid } : {} });
  }
  const name = peer?.nickName || uid || '';
  const avatar = peer?.avatarUrl ?? avatarOfUid(uid ?? (peer ? uidOrEmpty(peer.jid) : ''));
  const stageClass = `${css.stage} ${layout === 'popup' ? css.popupStage : ''}`;
  const frame = (content: React.ReactNode, attrs: Record<string, string | number>) => (
    <div className={layout === 'popup' ? css.popupScrim : undefined}>
      <section className={stageClass} {...attrs}>{content}</section>
    </div>
  );

  if (problem && !isCallActive(call)) {
    return frame(
      <div className={css.center}>
        <AlertIcon size={40} />
        <h1 id="call-problem" className={css.name}>{t(`call.media.${problem}`)}</h1>
        <p className={css.status}>{t(`call.media.${problem}Text`)}</p>
        <div className={css.actions}>
          <Button variant="primary" onClick={dial}>{t('call.tryAgain')}</Button>
          <Button variant="secondary" onClick={() => leave()}>{t('call.backToChat')}</Button>
        </div>
      </div>,
      { role: 'alertdialog', 'aria-labelledby': 'call-problem', 'data-testid': 'call-media-problem', 'data-problem': problem },
    );
  }

  if (mode === 'view' && !call && resumeSid && search.jid && resumed !== 'ringing') {
    const caller = search.name ?? uidOrEmpty(search.jid);
    const callerUid = uidOrEmpty(search.jid);
    const over = resumed === 'ended';
    return frame(
      <div className={css.center} aria-live="polite">
        <Avatar name={caller} size={96} src={avatarOfUid(callerUid)} />
        <h1 className={css.name}><bdi>{caller}</bdi></h1>
        <p className={css.status} data-testid="call-resume-status">
          {over ? t('call.pushEnded') : t('call.pushChecking')}
        </p>
        {!over ? <Spinner label={t('call.pushChecking')} /> : (
          <div className={css.actions}>
            {callerUid && (
              <Link to="/call/$uid" params={{ uid: callerUid }} search={{ jid: search.jid }} className={css.linkButton} data-testid="call-back">
                {t('call.callBack')}
              </Link>
            )}
            <Link to="/message" search={{ jid: search.jid, name: caller }} className={css.linkButton}>{t('call.backToChat')}</Link>
          </div>
        )}
      </div>,
      { 'aria-label': t('call.title'), 'data-testid': 'call-screen', 'data-status': over ? 'ended' : 'checking' },
    );
  }

  if (mode === 'view' && !call) {
    return frame(
      <div className={css.center}>
        <VideoCameraIcon size={40} />
        <h1 className={css.name}>{t('call.noCall')}</h1>
        <p className={css.status}>{t('call.noCallText')}</p>
        <div className={css.actions}>
          <Link to="/goddess" className={css.linkButton}>{t('call.findSomeone')}</Link>
        </div>
      </div>,
      { 'aria-label': t('call.title'), 'data-testid': 'call-screen', 'data-status': 'none' },
    );
  }

  const ended = status === CallStatus.failed || status === CallStatus.disconnected;
  const waiting = mode === 'dial' && !call && !startError && (preparing || !started.current);
  const elapsedS = call && call.connectedAt ? Math.max(0, Math.floor((now - call.connectedAt) / 1000)) : 0;
  const story = call?.storyLine ?? null;
  return frame(
    <>
      {story && !ended ? (
        <video
          className={css.remote}
          src={story.videoUrl}
          poster={story.posterUrl || undefined}
          autoPlay
          playsInline
          data-testid="story-video"
          onPlaying={() => calls.storyLinePlaying()}
          onEnded={() => leave()}
          onError={() => leave()}
        />
      ) : status === CallStatus.connected ? (
        <video ref={remoteRef} className={css.remote} autoPlay playsInline data-testid="remote-video" />
      ) : (
        <div className={css.backdrop} aria-hidden="true" />
      )}
      {call?.localStream && !ended && <video ref={selfRef} className={css.self} autoPlay playsInline muted data-testid="self-video" />}
      {status === CallStatus.connected && call ? (
        <div className={css.topStack}>
          <div className={css.topBar}>
            <Avatar name={name} src={avatar} size={32} />
            <span className={css.topName}>{name}</span>
            {story && <span className={css.storyBadge}>{t('call.story')}</span>}
            <CallTimer seconds={elapsedS} />
            {quality.rttMs !== null && <span className={css.rtt} aria-label="RTT">{quality.rttMs} ms</span>}
          </div>
          <PaymentMeter call={call} elapsedS={elapsedS} />
        </div>
      ) : (
        <div className={css.center}>
          <div className={ended ? undefined : css.ring}><Avatar name={name} src={avatar} size={112} /></div>
          <h1 className={css.name}>{name}</h1>
          {startError ? (
            <p className={css.status} role="alert">{t('call.couldNotStart')}</p>
          ) : waiting ? (
            <p className={css.status} role="status">
              <Spinner size={16} /> {chatState === 'connected' ? t('call.checkingPrice') : t('call.connecting')}
            </p>
          ) : (
            <p className={css.status} role="status">
              {ended
                ? status === CallStatus.disconnected ? t('call.ended') : t(reasonKey(call?.reason ?? ''))
                : call?.direction === 'in' ? t('call.connecting') : t('call.calling', { name })}
            </p>
          )}
          {call && !ended && <PriceLine call={call} />}
          {(ended || startError) && (
            <div className={css.actions}>
              {call?.reason === 'matchToFlash' ? (
                <Button variant="primary" onClick={() => { calls.dismiss(); void navigate({ to: '/match' }); }}>{t('call.matchMe')}</Button>
              ) : routePeer ? (
                <Button variant="primary" startIcon={<VideoCameraIcon />} onClick={() => { calls.dismiss(); dial(); }}>{t('call.tryAgain')}</Button>
              ) : null}
              <Button variant="secondary" onClick={() => leave()}>{t('call.backToChat')}</Button>
            </div>
          )}
        </div>
      )}
      {!ended && !startError && (
        <div className={css.controls}>
          {call && isCallActive(call) && call.status !== CallStatus.callIn && (
            <button
              type="button"
              className={`${css.round} ${css.minimise}`}
              aria-label={t('call.minimise')}
              title={t('call.minimise')}
              onClick={() => void navigate({ to: '/message', search: thread ? { tid: thread.tid } : {} })}
            >
              <ChevronDown />
            </button>
          )}
          <button
            type="button"
            className={`${css.round} ${css.hangUp}`}
            aria-label={status === CallStatus.connected ? t('call.hangUp') : t('call.cancel')}
            onClick={() => leave()}
          >
            ✕
          </button>
        </div>
      )}
    </>,
    { 'aria-label': t('call.title'), 'data-testid': 'call-screen', 'data-status': waiting ? 'preparing' : status, 'data-layout': layout },
  );
}

/** `/video/{uid}` (popup) calls the host. */
export function CallScreen() {
  return <CallStage mode="dial" layout="popup" />;
}

/** `/call/{uid}` (full page) calls the host. */
export function CallPage() {
  return <CallStage mode="dial" layout="full" />;
}

/** `/videoview` (popup): the call in progress, or an empty state. */
export function VideoViewScreen() {
  return <CallStage mode="view" layout="popup" />;
}
