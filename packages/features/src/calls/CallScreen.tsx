/**
 * /video/{uid} (spec §2: popup, video call; uid or jid identifies the host): calling with the
 * price per minute, connected with the remote video, a mirrored self view, the m:ss timer
 * and the connection quality, hang up; the reason when a call ends or fails (§8), and a
 * clear screen when the camera or microphone cannot be used (§5).
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { AlertIcon, Avatar, Button, CallTimer, VideoCameraIcon } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { CallStatus } from '@vchat/domain';
import { useServices } from '../app/ServicesContext.tsx';
import { threadsAtom } from '../messaging/atoms.ts';
import { callAtom, mediaProblemAtom } from './calls.ts';
import * as css from './call.css.ts';

function useVideo(stream: unknown) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && stream) ref.current.srcObject = stream as MediaStream;
  }, [stream]);
  return ref;
}

function reasonKey(reason: string): string {
  const known = ['timeOut', 'on_call_insuffic', 'busy', 'offline', 'cancel', 'callInSessionFail', 'sidNonExistent'];
  if (reason === 'sdp fail') return 'call.reasons.sdpFail';
  return known.includes(reason) ? `call.reasons.${reason}` : 'call.reasons.generic';
}

export function CallScreen() {
  const { t } = useTranslation();
  const { calls } = useServices();
  const navigate = useNavigate();
  const { uid } = useParams({ strict: false }) as { uid?: string };
  const search = useSearch({ strict: false }) as { jid?: string };
  const threads = useAtomValue(threadsAtom);
  const call = useAtomValue(callAtom);
  const problem = useAtomValue(mediaProblemAtom);
  const [now, setNow] = useState(Date.now());
  const [quality, setQuality] = useState<{ rttMs: number | null }>({ rttMs: null });
  const started = useRef(false);
  const thread = threads.find((th) => th.linkedUser.uid === uid || th.linkedJid === search.jid);
  const peer = thread ? { jid: thread.linkedJid, nickName: thread.linkedUser.nickName, avatarUrl: thread.linkedUser.avatarUrl } : search.jid ? { jid: search.jid, nickName: uid ?? '' } : null;
  const remoteRef = useVideo(call?.remoteStream);
  const selfRef = useVideo(call?.localStream);

  const dial = () => {
    if (!peer) return;
    calls.dial(peer).catch(() => {});
  };
  useEffect(() => {
    if (!started.current && peer && (!call || call.direction === 'out')) {
      started.current = true;
      if (!call || call.status === CallStatus.failed || call.status === CallStatus.disconnected) dial();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [peer?.jid]);
  useEffect(() => {
    if (call?.status !== CallStatus.connected) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      void calls.quality().then(setQuality);
    }, 1000);
    return () => clearInterval(timer);
  }, [call?.status, calls]);
  useEffect(() => () => calls.hangUp(), [calls]);

  const leave = () => {
    calls.hangUp();
    calls.dismiss();
    void navigate({ to: '/message', search: thread ? { tid: thread.tid } : {} });
  };
  const name = call?.peer.nickName || peer?.nickName || '';
  const avatar = call?.peer.avatarUrl ?? peer?.avatarUrl ?? (uid ? `/media/avatars/${uid}.svg` : null);

  if (problem && (!call || call.status !== CallStatus.connected)) {
    return (
      <section className={css.stage} role="alertdialog" aria-labelledby="call-problem" data-testid="call-media-problem" data-problem={problem}>
        <div className={css.center}>
          <AlertIcon size={40} />
          <h1 id="call-problem" className={css.name}>{t(`call.media.${problem}`)}</h1>
          <p className={css.status}>{t(`call.media.${problem}Text`)}</p>
          <div className={css.actions}>
            <Button variant="primary" onClick={dial}>{t('call.tryAgain')}</Button>
            <Button variant="secondary" onClick={leave}>{t('call.backToChat')}</Button>
          </div>
        </div>
      </section>
    );
  }

  const status = call?.status ?? CallStatus.initial;
  const ended = status === CallStatus.failed || status === CallStatus.disconnected;
  return (
    <section className={css.stage} aria-label={t('call.title')} data-testid="call-screen" data-status={status}>
      {status === CallStatus.connected ? (
        <video ref={remoteRef} className={css.remote} autoPlay playsInline data-testid="remote-video" />
      ) : (
        <div className={css.backdrop} aria-hidden="true" />
      )}
      {call?.localStream && !ended && <video ref={selfRef} className={css.self} autoPlay playsInline muted data-testid="self-video" />}
      {status === CallStatus.connected ? (
        <div className={css.topBar}>
          <Avatar name={name} src={avatar} size={32} />
          <span>{name}</span>
          <CallTimer seconds={Math.max(0, Math.floor((now - (call?.connectedAt ?? now)) / 1000))} />
          {quality.rttMs !== null && <span aria-label="RTT">· {quality.rttMs} ms</span>}
        </div>
      ) : (
        <div className={css.center}>
          <div className={ended ? undefined : css.ring}><Avatar name={name} src={avatar} size={112} /></div>
          <h1 className={css.name}>{name}</h1>
          <p className={css.status} role="status">
            {ended
              ? status === CallStatus.disconnected ? t('call.ended') : t(reasonKey(call?.reason ?? ''))
              : t('call.calling', { name })}
          </p>
          {ended && (
            <div className={css.actions}>
              <Button variant="primary" startIcon={<VideoCameraIcon />} onClick={() => { calls.dismiss(); dial(); }}>{t('call.tryAgain')}</Button>
              <Button variant="secondary" onClick={leave}>{t('call.backToChat')}</Button>
            </div>
          )}
        </div>
      )}
      {!ended && (
        <div className={css.controls}>
          <button type="button" className={`${css.round} ${css.hangUp}`} aria-label={status === CallStatus.connected ? t('call.hangUp') : t('call.cancel')} onClick={leave}>
            ✕
          </button>
        </div>
      )}
    </section>
  );
}
