/**
 * The camera of a call story (spec §4 calls): `granted` gives a drawn camera picture (a canvas
 * stream) and a silent microphone, so the call screen dials without a device or a permission
 * prompt; `denied` refuses as a browser does when the viewer blocks the camera.
 */
import type { CallMediaPlatform, MediaStreamLike } from '@vchat/client';
import { browserCallMedia } from '../app/platform.ts';

/**
 * A drawn picture as a 640x480 canvas stream at 15 fps: a gradient from `from` to `to`, and
 * with `moving` a soft light drifting across (redrawn each frame, so a peer connection keeps
 * sending frames). `stop` ends the redrawing.
 */
export function drawnPicture(from: string, to: string, moving = false): { stream: MediaStream; stop(): void } {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const g = canvas.getContext('2d');
  let frame = 0;
  const draw = () => {
    if (!g) return;
    const grad = g.createLinearGradient(0, 0, 640, 480);
    grad.addColorStop(0, from);
    grad.addColorStop(1, to);
    g.fillStyle = grad;
    g.fillRect(0, 0, 640, 480);
    if (!moving) return;
    const x = 320 + 200 * Math.sin(frame++ / 30);
    const light = g.createRadialGradient(x, 200, 10, x, 200, 180);
    light.addColorStop(0, 'rgba(255,255,255,0.55)');
    light.addColorStop(1, 'rgba(255,255,255,0)');
    g.fillStyle = light;
    g.fillRect(0, 0, 640, 480);
  };
  draw();
  const timer = moving ? setInterval(draw, 1000 / 15) : undefined;
  return { stream: canvas.captureStream(15), stop: () => clearInterval(timer) };
}

/** The viewer's drawn camera: a still gradient and a silent audio track. */
function drawnCamera(): MediaStream {
  const { stream } = drawnPicture('#5b6cff', '#ff7eb3');
  const audio = new AudioContext();
  const silent = audio.createMediaStreamDestination();
  for (const t of silent.stream.getAudioTracks()) stream.addTrack(t);
  return stream;
}

/** The call media of a story: the browser's (app/platform.ts) with the drawn camera, or a refusal (NotAllowedError). */
export function storyMedia(camera: 'granted' | 'denied'): CallMediaPlatform {
  return {
    ...browserCallMedia(),
    getUserMedia: async () => {
      if (camera === 'denied') throw new DOMException('Permission denied', 'NotAllowedError');
      return drawnCamera() as unknown as MediaStreamLike;
    },
    cameras: async () => (camera === 'granted' ? ['story-camera'] : []),
  };
}
