/**
 * The viewer's camera and microphone during a call (issue 17 points 4 and 7; spec §9 media):
 * mute, camera off and on (the tracks stay open; the host is told with stream-type content),
 * switching to the next camera without renegotiation, and how many cameras there are and which
 * way the one in use faces (the call screen shows "switch camera" with two or more).
 */
import { isCallActive, type MediaStreamLike, type MediaTrackLike } from './atoms.ts';
import type { SwitchCameraOutcome } from './model.ts';
import type { CallContext } from './context.ts';

const facingOf = (f: string | undefined): '' | 'user' | 'environment' => (f === 'environment' ? 'environment' : f === 'user' ? 'user' : '');

/** The local media commands of the calls controller. */
export function createLocalMedia(ctx: CallContext) {
  const { deps, log } = ctx;

  async function cameraIds(): Promise<string[]> {
    try {
      return (await deps.cameras?.()) ?? [];
    } catch (e) {
      log('listing cameras failed', e);
      return [];
    }
  }

  return {
    /** The local media went live: how many cameras there are and which way the one in use faces. */
    async describeCameras(stream: MediaStreamLike): Promise<void> {
      const settings = stream.getTracks().find((t) => t.kind === 'video')?.getSettings?.() ?? {};
      const count = (await cameraIds()).length;
      if (ctx.local === stream) ctx.patch({ cameraCount: count, facing: facingOf(settings.facingMode) });
    },

    /**
     * Mutes (`on` false) or unmutes the microphone: the audio track stays open but sends
     * silence; the host is told (stream-type). No-op without local media.
     */
    setMicOn(on: boolean): void {
      if (!ctx.local || !ctx.view()) return;
      for (const t of ctx.local.getTracks()) if (t.kind === 'audio') t.enabled = on;
      ctx.patch({ micOn: on });
      ctx.link?.announceMedia(ctx.mediaState());
    },

    /** Turns the camera off (`on` false: the host sees no picture) or on again; the host is told. */
    setCameraOn(on: boolean): void {
      if (!ctx.local || !ctx.view()) return;
      for (const t of ctx.local.getTracks()) if (t.kind === 'video') t.enabled = on;
      ctx.patch({ cameraOn: on });
      ctx.link?.announceMedia(ctx.mediaState());
    },

    /**
     * Switches to the next camera of the device (front ↔ back on a phone): opens it, sends it
     * instead of the current one (no renegotiation), shows it in the self view and closes the
     * old one. 'unavailable' with fewer than two cameras or no call; 'failed' when the camera
     * cannot be opened (the current one stays).
     */
    async switchCamera(): Promise<SwitchCameraOutcome> {
      const stream = ctx.local;
      const v = ctx.view();
      if (!stream || !v || !isCallActive(v)) return 'unavailable';
      const ids = await cameraIds();
      if (ids.length < 2) return 'unavailable';
      const old = stream.getTracks().find((t) => t.kind === 'video');
      const current = old?.getSettings?.().deviceId;
      const nextId = ids[(Math.max(0, ids.indexOf(current ?? '')) + 1) % ids.length]!;
      let track: MediaTrackLike | undefined;
      try {
        track = (await deps.getUserMedia({ audio: false, video: { deviceId: { exact: nextId } } })).getTracks().find((t) => t.kind === 'video');
        if (!track) return 'failed';
        if (ctx.local !== stream) {
          track.stop();
          return 'unavailable';
        }
        track.enabled = ctx.view()?.cameraOn ?? true;
        if (ctx.link) await ctx.link.replaceTrack('video', track);
      } catch (e) {
        log('switching camera failed', e);
        track?.stop();
        return 'failed';
      }
      old?.stop();
      // A new stream (the microphone and the new camera) so the self view shows the new camera.
      const tracks = [...stream.getTracks().filter((t) => t.kind !== 'video'), track];
      const fresh = deps.newStream?.(tracks) ?? stream;
      if (fresh === stream) {
        if (old) stream.removeTrack?.(old);
        stream.addTrack?.(track);
      }
      ctx.local = fresh;
      ctx.patch({ localStream: fresh, facing: facingOf(track.getSettings?.().facingMode), cameraCount: ids.length });
      return 'switched';
    },
  };
}
