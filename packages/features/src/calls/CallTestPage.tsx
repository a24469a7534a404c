/**
 * `/test` (spec §2, outside the shell): the video call screen as a device check. It asks for
 * the camera and microphone with the call's constraints (§9), shows the mirrored preview and
 * a live microphone level, and names the problem (denied / not found / busy, §5) in words.
 * Nothing is sent anywhere; the tracks stop when the page closes or the check stops.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { AlertIcon, Button, CheckIcon, Spinner } from '@vchat/ui-kit';
import { useTranslation } from '@vchat/i18n';
import { MEDIA_CONSTRAINTS } from '@vchat/client';
import { mediaProblemOf } from '@vchat/client';
import type { MediaProblem } from '@vchat/client';
import * as css from './callTest.css.ts';

type Check = { state: 'idle' } | { state: 'checking' } | { state: 'ok'; stream: MediaStream } | { state: 'problem'; problem: MediaProblem };

/** Microphone level 0..1 from an AnalyserNode, sampled on animation frames. */
function useMicLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') return;
    const ctx = new AudioContext();
    const analyser = ctx.createAnalyser();
    analyser.fftSize = 512;
    ctx.createMediaStreamSource(stream).connect(analyser);
    const data = new Uint8Array(analyser.fftSize);
    let raf = 0;
    const tick = () => {
      analyser.getByteTimeDomainData(data);
      let peak = 0;
      for (const v of data) peak = Math.max(peak, Math.abs(v - 128) / 128);
      setLevel((prev) => Math.max(peak, prev * 0.85));
      raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(raf);
      void ctx.close();
    };
  }, [stream]);
  return level;
}

export function CallTestPage() {
  const { t } = useTranslation();
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const videoRef = useRef<HTMLVideoElement>(null);
  const stream = check.state === 'ok' ? check.stream : null;
  const level = useMicLevel(stream);

  const start = async () => {
    setCheck({ state: 'checking' });
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new TypeError('getUserMedia unsupported');
      const s = await navigator.mediaDevices.getUserMedia(MEDIA_CONSTRAINTS as unknown as MediaStreamConstraints);
      setCheck({ state: 'ok', stream: s });
    } catch (e) {
      setCheck({ state: 'problem', problem: mediaProblemOf(e) });
    }
  };
  const stop = () => {
    stream?.getTracks().forEach((tr) => tr.stop());
    setCheck({ state: 'idle' });
  };
  useEffect(() => {
    if (videoRef.current && stream) videoRef.current.srcObject = stream;
    return () => stream?.getTracks().forEach((tr) => tr.stop());
  }, [stream]);

  const camOk = !!stream && stream.getVideoTracks().some((tr) => tr.readyState === 'live');
  const micOk = !!stream && stream.getAudioTracks().some((tr) => tr.readyState === 'live');
  const row = (label: string, ok: boolean) => (
    <li className={css.row} data-ok={ok ? '1' : '0'}>
      <span>{label}</span>
      <span className={ok ? css.ok : css.bad}>
        {check.state === 'checking' ? <Spinner size={14} /> : ok ? <CheckIcon size={16} /> : <AlertIcon size={16} />}
        {check.state === 'checking' ? t('call.test.checking') : ok ? t('call.test.working') : t('call.test.notWorking')}
      </span>
    </li>
  );

  return (
    <main className={css.page} data-testid="call-test" data-state={check.state}>
      <section className={css.card} aria-labelledby="call-test-title">
        <h1 id="call-test-title" className={css.title}>{t('call.test.title')}</h1>
        <p className={css.muted}>{t('call.test.intro')}</p>
        <div className={css.preview}>
          {stream ? <video ref={videoRef} className={css.video} autoPlay playsInline muted data-testid="test-preview" /> : <div className={css.placeholder} aria-hidden="true" />}
        </div>
        {check.state === 'problem' ? (
          <div role="alert" className={css.problem} data-problem={check.problem}>
            <strong>{t(`call.media.${check.problem}`)}</strong>
            <span>{t(`call.media.${check.problem}Text`)}</span>
          </div>
        ) : check.state !== 'idle' ? (
          <ul className={css.list}>
            {row(t('call.test.camera'), camOk)}
            {row(t('call.test.microphone'), micOk)}
          </ul>
        ) : null}
        {stream && (
          <>
            <div className={css.meter} role="meter" aria-label={t('call.test.microphone')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(level * 100)}>
              <div className={css.meterFill} style={{ inlineSize: `${Math.round(Math.min(1, level * 1.6) * 100)}%` }} />
            </div>
            <p className={css.muted}>{t('call.test.speak')}</p>
            {camOk && micOk && <p className={css.good} role="status">{t('call.test.allGood')}</p>}
          </>
        )}
        <div className={css.actions}>
          {stream ? (
            <Button variant="secondary" onClick={stop}>{t('call.test.stop')}</Button>
          ) : (
            <Button variant="primary" onClick={() => void start()} disabled={check.state === 'checking'}>
              {check.state === 'problem' ? t('call.tryAgain') : t('call.test.start')}
            </Button>
          )}
          <Link to="/" className={css.link}>{t('call.test.back')}</Link>
        </div>
      </section>
    </main>
  );
}
