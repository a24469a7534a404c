/**
 * The call screens (spec §2): `/video/{uid}` (popup: a phone-sized stage over the last main
 * page on desktop, the whole screen on mobile), `/call/{uid}` (full page) and `/videoview`
 * (popup showing the call in progress, never dialling).
 *
 * Before ringing: the price check, then the price per minute (or the free call and its length)
 * while calling. Connected: the remote video (or the story-line video), a self view (mirrored
 * for the front camera), the m:ss timer, the connection quality (good / weak / poor, from the
 * controller's getStats), and a payment meter: gems left and the time they pay for (the
 * server's balance after each billed minute; a low-balance warning in the last minute), or the
 * free time left (a recharge reminder at the paid-user free call's reminder time). Controls, one
 * row that fits a 360 px phone, in both directions, each a labelled button: minimise, mute,
 * camera on/off, switch camera (only with two cameras), send a gift (messaging's gift sheet;
 * the gift then shows in the thread), hang up.
 * When a call ends or fails: why (call-engine endReason.ts, the same words as the call record)
 * and the next step that helps (buy gems, call again, message her, match); a clear screen when
 * the camera or microphone cannot be used (§5). Leaving the screen does not hang up: the shell
 * shows the call in progress and a way back (/videoview). Renders state and calls commands only.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  AlertIcon, Avatar, Button, CallControlButton, CallTimer, CameraOffIcon, ChevronDownIcon, CoinIcon, ConnectionQuality, GiftIcon, HangUpIcon,
  MicIcon, MicOffIcon, Spinner, SwitchCameraIcon, VideoCameraIcon, formatCallDuration,
} from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { nextStepsOf, type CallNextStep } from '@vchat/client';
import { CallStatus, coinIconTier, type GiftAttachment } from '@vchat/domain';
import { meterOf, stringifyQuery } from '@vchat/client';
import { useServices } from '../common/ServicesContext.tsx';
import { threadsAtom } from '@vchat/client';
import { giftCatalogAtom } from '@vchat/client';
import { GiftSheet } from '../messaging/GiftSheet.tsx';
import { chatStateAtom } from '@vchat/client';
import { callAtom, isCallActive, mediaProblemAtom, type CallView } from '@vchat/client';
import type { CallGiftError } from '@vchat/client';
import { useNow } from '../common/useNow.ts';
import { showToast } from '../common/toast.ts';
import { END_HINT, END_TEXT, STEP_TEXT } from '../common/callEnd.ts';
import { HostSafetyMenu } from '../safety/HostSafetyMenu.tsx';
import { RateCall } from '../safety/RateCall.tsx';
import { openCoinStoreAtom } from '../common/purchase.ts';
import * as css from './call.css.ts';
import { avatarOfUid, uidOrEmpty } from '../common/people.ts';

function useVideo(stream: unknown) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && stream) ref.current.srcObject = stream as MediaStream;
  }, [stream]);
  return ref;
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

/** The connection-quality chip (null until the first grade). */
function Quality({ call }: { call: CallView }) {
  const { t } = useTranslation();
  const q = call.quality;
  if (call.storyLine) return null;
  // The media path is down and ICE restarts are under way (issue 19.4): the chip says so.
  if (call.reconnecting) {
    const word = t('call.quality.reconnecting');
    return <ConnectionQuality level="poor" text={word} label={t('call.quality.label', { level: word })} className={css.quality} />;
  }
  if (!q) return null;
  const word = t(`call.quality.${q.level}`);
  const details = [q.rttMs !== null ? `${q.rttMs} ms` : '', q.lossPct !== null ? `${q.lossPct} %` : '', q.fps !== null ? `${q.fps} fps` : ''].filter(Boolean).join(' · ');
  return <ConnectionQuality level={q.level} text={word} label={t('call.quality.label', { level: word })} details={details} className={css.quality} />;
}

/** The ended screen's message for a gift failure. */
function giftErrorText(t: ReturnType<typeof useTranslation>['t'], e: CallGiftError): string {
  const reason = e === 'gemsInsufficient' ? t('message.gemsInsufficient') : e === 'sendLocked' ? t('message.sendLocked') : t('message.tryAgain');
  return t('message.giftFailed', { reason });
}

/** The stage of one call. `mode: 'dial'` calls the host of the route; `'view'` only shows the call in progress. */
function CallStage({ mode, layout }: { mode: 'dial' | 'view'; layout: 'popup' | 'full' }) {
  const { t } = useTranslation();
  const { calls, store, social } = useServices();
  const navigate = useNavigate();
  const { uid } = useParams({ strict: false }) as { uid?: string };
  const search = useSearch({ strict: false }) as { jid?: string; sid?: string; name?: string };
  const threads = useAtomValue(threadsAtom);
  const call = useAtomValue(callAtom);
  const problem = useAtomValue(mediaProblemAtom);
  const gifts = useAtomValue(giftCatalogAtom);
  const openStore = useSetAtom(openCoinStoreAtom);
  const [preparing, setPreparing] = useState(false);
  const [startError, setStartError] = useState(false);
  const [giftOpen, setGiftOpen] = useState(false);
  const started = useRef(false);
  const cancelled = useRef(false);
  const firstStep = useRef<HTMLButtonElement>(null);
  const chatState = useAtomValue(chatStateAtom);
  const status = call?.status ?? CallStatus.initial;
  const now = useNow(status === CallStatus.connected ? 1000 : null);
  const peerJid = call?.peer.jid ?? search.jid;
  const thread = threads.find((th) => th.linkedUser.uid === uid || (!!peerJid && th.linkedJid === peerJid) || (!!uid && th.linkedJid === uid));
  // A cold start (no thread with her yet, issue 20.8): the route's uid or jid is resolved to the
  // host and her card through the client, then the call dials.
  const coldKey = mode === 'dial' && !thread && uid ? (search.jid ?? uid) : null;
  const [resolved, setResolved] = useState<{ key: string; peer: { jid: string; nickName: string; avatarUrl?: string } | null } | null>(null);
  const resolvedPeer = resolved && resolved.key === coldKey ? resolved.peer : undefined;
  useEffect(() => {
    if (!coldKey || resolved?.key === coldKey) return;
    let stop = false;
    social.resolveHost(coldKey).then(
      (p) => !stop && setResolved({ key: coldKey, peer: p }),
      (e: unknown) => {
        console.warn('[calls] host not found', e);
        if (!stop) setResolved({ key: coldKey, peer: null });
      },
    );
    return () => {
      stop = true;
    };
  }, [coldKey, resolved, social]);
  const routePeer = mode === 'view' ? null
    : thread ? { jid: thread.linkedJid, nickName: thread.linkedUser.nickName, avatarUrl: thread.linkedUser.avatarUrl }
      : resolvedPeer ? resolvedPeer
        // Her card is being fetched: wait for it, so the call shows her name, not her number;
        // if it cannot be had, the route's jid is called under her uid.
        : search.jid && (!coldKey || resolvedPeer === null) ? { jid: search.jid, nickName: uid ?? '' } : null;
  /** The route names no host that exists (resolution failed): say so instead of "preparing" forever. */
  const unknownHost = !!coldKey && resolvedPeer === null && !search.jid;
  const peer = call?.peer ?? routePeer;
  const remoteRef = useVideo(call?.remoteStream);
  const selfRef = useVideo(call?.localStream);

  /** Calls the host of the route; `auto` when the screen does it on its own (opened or reloaded). */
  const dial = (auto = false) => {
    if (!routePeer) return;
    setPreparing(true);
    setStartError(false);
    cancelled.current = false;
    calls
      .dial(routePeer, { auto })
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
    // A call already on screen for this host (an answered callback, ringing, or one that just
    // ended, e.g. answered with a refused camera) is shown, not redialled.
    // A reload during a call ended it: the controller shows it ended instead of dialling again.
    if (call && (isCallActive(call) || (call.direction === 'in' && call.peer.jid === routePeer.jid))) return;
    dial(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routePeer?.jid, chatState]);

  // Opened from an incoming-call push (/videoview?sid=…): ask the hub about that call once the
  // chat is signed in; while it still rings the CallIn shows the incoming call.
  const [resumed, setResumed] = useState<'checking' | 'ringing' | 'ended' | null>(null);
  const resumeSid = mode === 'view' ? search.sid : undefined;
  // Asked once the chat is signed in and no other call is active (one still ending from the
  // last page waits its turn: the check runs when it is over).
  const callActive = !!call && isCallActive(call);
  useEffect(() => {
    if (!resumeSid || resumed || chatState !== 'connected' || callActive) return;
    setResumed('checking');
    calls.resume(resumeSid).then(setResumed, (e: unknown) => {
      console.warn('[calls] call check failed', e);
      setResumed('ended');
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resumeSid, chatState, callActive]);

  const ended = status === CallStatus.failed || status === CallStatus.disconnected;
  // The ended screen's first step gets the focus (keyboard and screen reader users land on it).
  useEffect(() => {
    if (ended) firstStep.current?.focus();
  }, [ended]);
  // A gift sheet never outlives the connected call.
  useEffect(() => {
    if (status !== CallStatus.connected) setGiftOpen(false);
  }, [status]);

  const chatSearch = (): Record<string, string> => (thread ? { tid: thread.tid } : peer ? { jid: peer.jid, name: peer.nickName } : {});
  function leave(hangUp = true) {
    if (hangUp) {
      cancelled.current = true;
      calls.hangUp();
    }
    calls.dismiss();
    void navigate({ to: '/message', search: chatSearch() });
  }
  function step(s: CallNextStep) {
    if (s === 'message') return leave(false);
    if (s === 'match') {
      calls.dismiss();
      void navigate({ to: '/match' });
      return;
    }
    if (s === 'callAgain') {
      calls.dismiss();
      if (routePeer) return dial();
      if (peer) void navigate({ to: '/video/$uid', params: { uid: uidOrEmpty(peer.jid) }, search: { jid: peer.jid } });
      return;
    }
    // Buy gems: the store opens over the chat with her; after the purchase it offers the call again.
    const price = call?.price ?? 0;
    leave(false);
    if (peer) openStore({ path: `/message${stringifyQuery(chatSearch())}`, call: { jid: peer.jid, uid: uidOrEmpty(peer.jid), price } });
  }
  function openGifts() {
    void calls.loadGifts();
    setGiftOpen(true);
  }
  async function sendGift(gift: GiftAttachment) {
    const r = await calls.sendGift(gift);
    if (r.ok) {
      showToast(store, t('message.giftSent'), 'success');
      setGiftOpen(false);
    } else showToast(store, giftErrorText(t, r.error), 'error');
  }
  function switchCamera() {
    void calls.switchCamera().then((r) => {
      if (r === 'failed') showToast(store, t('call.controls.switchFailed'), 'error');
    });
  }

  const name = peer?.nickName || uid || '';
  const avatar = peer?.avatarUrl ?? avatarOfUid(uid ?? (peer ? uidOrEmpty(peer.jid) : ''));
  const stageClass = `${css.stage} ${layout === 'popup' ? css.popupStage : ''}`;
  const frame = (content: React.ReactNode, attrs: Record<string, string | number>) => (
    <div className={layout === 'popup' ? css.popupScrim : undefined}>
      {/* A modal dialog over the page it was opened from: what is behind is out of reach (issue 17.2). */}
      <section className={stageClass} role="dialog" aria-modal="true" {...attrs}>{content}</section>
    </div>
  );

  if (problem && !isCallActive(call) && !(call && ended && call.end === 'cameraRefused')) {
    return frame(
      <div className={css.center}>
        <AlertIcon size={40} />
        <h1 id="call-problem" className={css.name}>{t(`call.media.${problem}`)}</h1>
        <p className={css.status}>{t(`call.media.${problem}Text`)}</p>
        <div className={css.actions}>
          <Button variant="primary" onClick={() => dial()}>{t('call.tryAgain')}</Button>
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

  if (unknownHost) {
    return frame(
      <div className={css.center}>
        <AlertIcon size={40} />
        <h1 className={css.name}>{t('call.unknownHost')}</h1>
        <p className={css.status}>{t('call.unknownHostText')}</p>
        <div className={css.actions}>
          <Link to="/goddess" className={css.linkButton}>{t('call.findSomeone')}</Link>
        </div>
      </div>,
      { 'aria-label': t('call.title'), 'data-testid': 'call-screen', 'data-status': 'unknown-host' },
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

  const waiting = mode === 'dial' && !call && !startError && (preparing || !started.current);
  const elapsedS = call && call.connectedAt ? Math.max(0, Math.floor((now - call.connectedAt) / 1000)) : 0;
  const story = call?.storyLine ?? null;
  const end = ended ? call?.end ?? 'failed' : null;
  const steps = end ? nextStepsOf(end, !!peer) : [];
  const talkedS = call && call.connectedAt && ended ? Math.max(0, Math.round(((call.endedAt || Date.now()) - call.connectedAt) / 1000)) : 0;
  const live = !!call && isCallActive(call) && call.status !== CallStatus.callIn;
  const mirrored = call?.facing !== 'environment';
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
      {status === CallStatus.connected && !story && call && !call.remoteMedia.video && (
        <p className={css.peerCameraOff} data-testid="peer-camera-off"><CameraOffIcon size={20} /> {t('call.peerCameraOff')}</p>
      )}
      {call?.localStream && !ended && (
        <div className={css.selfFrame}>
          <video ref={selfRef} className={`${css.self} ${mirrored ? css.mirrored : ''}`} autoPlay playsInline muted data-testid="self-video" data-camera={call.cameraOn ? 'on' : 'off'} />
          {!call.cameraOn && <span className={css.selfOff} aria-hidden="true"><CameraOffIcon size={28} /></span>}
          {!call.micOn && <span className={css.selfMuted} aria-hidden="true"><MicOffIcon size={16} /></span>}
        </div>
      )}
      {status === CallStatus.connected && call ? (
        <div className={css.topStack}>
          <div className={css.topBar}>
            <Avatar name={name} src={avatar} size={32} />
            <span className={css.topName}>{name}</span>
            {story && <span className={css.storyBadge}>{t('call.story')}</span>}
            <CallTimer seconds={elapsedS} />
            {/* Block / report her (issue 20.16); a block ends the call. */}
            {peer && <HostSafetyMenu host={{ jid: peer.jid, nickName: name }} variant="overlay" onBlocked={() => calls.hangUp()} />}
          </div>
          <div className={css.chips}>
            <Quality call={call} />
            <PaymentMeter call={call} elapsedS={elapsedS} />
          </div>
        </div>
      ) : (
        <div className={css.center}>
          <div className={ended ? undefined : css.ring}><Avatar name={name} src={avatar} size={ended ? 88 : 112} /></div>
          <h1 className={css.name}>{name}</h1>
          {startError ? (
            <p className={css.status} role="alert">{t('call.couldNotStart')}</p>
          ) : waiting ? (
            <p className={css.status} role="status">
              <Spinner size={16} /> {chatState === 'connected' ? t('call.checkingPrice') : t('call.connecting')}
            </p>
          ) : end ? (
            <>
              <p className={css.endReason} role="status" data-testid="call-end-reason" data-reason={end}>{t(END_TEXT[end])}</p>
              {talkedS > 0 && <p className={css.status} data-testid="call-length">{t('call.callLength', { time: formatCallDuration(talkedS) })}</p>}
              <p className={css.endHint}>{t(END_HINT[end])}</p>
              {/* One-tap rating after a call connected 30 s or more (issue 20.17). */}
              {call && call.connectedAt > 0 && <RateCall call={{ sid: call.sid, connectedAt: call.connectedAt, endedAt: call.endedAt }} />}
            </>
          ) : (
            <p className={css.status} role="status">
              {call?.direction === 'in' ? t('call.connecting') : t('call.calling', { name })}
            </p>
          )}
          {call && !ended && <PriceLine call={call} />}
          {(ended || startError) && (
            <div className={css.actions} data-testid="call-next-steps">
              {startError ? (
                routePeer ? <Button variant="primary" startIcon={<VideoCameraIcon />} onClick={() => { calls.dismiss(); dial(); }}>{t('call.tryAgain')}</Button> : null
              ) : (
                steps.map((s, i) => (
                  <Button
                    key={s}
                    ref={i === 0 ? firstStep : undefined}
                    variant={i === 0 ? 'primary' : 'secondary'}
                    startIcon={s === 'callAgain' ? <VideoCameraIcon /> : undefined}
                    data-step={s}
                    onClick={() => step(s)}
                  >
                    {t(STEP_TEXT[s])}
                  </Button>
                ))
              )}
              {(startError || !steps.includes('message')) && <Button variant="secondary" onClick={() => leave()}>{t('call.backToChat')}</Button>}
            </div>
          )}
          {/* Block or report her (issue 20.16): beside the next steps, not one of them. */}
          {ended && peer && <HostSafetyMenu host={{ jid: peer.jid, nickName: name }} />}
        </div>
      )}
      {!ended && !startError && call && (
        <div className={css.controls} role="group" aria-label={t('call.controls.label')} data-testid="call-controls">
          {live && (
            <CallControlButton
              label={t('call.minimise')}
              icon={<ChevronDownIcon />}
              onClick={() => void navigate({ to: '/message', search: chatSearch() })}
            />
          )}
          {live && call.localStream && (
            <CallControlButton
              label={call.micOn ? t('call.controls.mute') : t('call.controls.unmute')}
              active={!call.micOn}
              icon={call.micOn ? <MicIcon /> : <MicOffIcon />}
              data-testid="call-mic"
              onClick={() => calls.setMicOn(!call.micOn)}
            />
          )}
          {live && call.localStream && (
            <CallControlButton
              label={call.cameraOn ? t('call.controls.cameraOff') : t('call.controls.cameraOn')}
              active={!call.cameraOn}
              icon={call.cameraOn ? <VideoCameraIcon /> : <CameraOffIcon />}
              data-testid="call-camera"
              onClick={() => calls.setCameraOn(!call.cameraOn)}
            />
          )}
          {live && call.localStream && call.cameraCount >= 2 && (
            <CallControlButton label={t('call.controls.switchCamera')} icon={<SwitchCameraIcon />} data-testid="call-switch-camera" onClick={switchCamera} />
          )}
          {status === CallStatus.connected && !story && (
            <CallControlButton label={t('call.controls.gift')} icon={<GiftIcon />} data-testid="call-gift" onClick={openGifts} />
          )}
          <CallControlButton
            label={status === CallStatus.connected ? t('call.hangUp') : t('call.cancel')}
            icon={<HangUpIcon />}
            tone="danger"
            size="large"
            onClick={() => leave()}
          />
        </div>
      )}
      {!ended && !startError && !call && (
        <div className={css.controls}>
          <CallControlButton label={t('call.cancel')} icon={<HangUpIcon />} tone="danger" size="large" onClick={() => leave()} />
        </div>
      )}
      {giftOpen && status === CallStatus.connected && (
        <GiftSheet catalog={gifts} onClose={() => setGiftOpen(false)} onSend={sendGift} />
      )}
    </>,
    {
      'aria-label': t('call.title'),
      'data-testid': 'call-screen',
      'data-status': waiting ? 'preparing' : status,
      'data-layout': layout,
      ...(end ? { 'data-end': end } : {}),
    },
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
