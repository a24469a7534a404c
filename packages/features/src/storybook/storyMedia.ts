/**
 * The camera of a call story (spec §4 calls): `granted` gives a drawn camera picture (a canvas
 * stream) and a silent microphone, so the call screen dials without a device or a permission
 * prompt; `denied` refuses as a browser does when the viewer blocks the camera.
 */
import type { CallMediaPlatform, MediaStreamLike } from '@vchat/client';
import { browserCallMedia } from '../app/platform.ts';

/** A 640x480 canvas stream with a gradient and a silent audio track. */
function drawnCamera(): MediaStream {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const g = canvas.getContext('2d');
  if (g) {
    const grad = g.createLinearGradient(0, 0, 640, 480);
    grad.addColorStop(0, '#5b6cff');
    grad.addColorStop(1, '#ff7eb3');
    g.fillStyle = grad;
    g.fillRect(0, 0, 640, 480);
  }
  const stream = canvas.captureStream(15);
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
