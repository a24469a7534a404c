/**
 * The call set-up timeline of the call benchmark (issue 21.3): an init script that stamps,
 * with the page clock (performance.now(), ms), what a call does between the click and the
 * first remote frame, without touching the app's code: API requests (fetch), the camera
 * (getUserMedia), call stanzas on the chat socket (`<call action=…>`, both ways), and the
 * peer connection (offer and answer set, each local and remote ICE candidate, ICE gathering done,
 * the ICE and connection states, each remote track), and the remote <video>'s loadstart,
 * loadedmetadata and playing events (queued tasks: a busy main thread delays them after the
 * stream is attached). `breakdown` turns the stamps of one call into named steps.
 */
import type { BrowserContext, Page } from '@playwright/test';

/** One stamp: page-clock ms and what happened. */
export interface Stamp {
  t: number;
  what: string;
}

/** Installs the stamping wrappers in every page of `context` (before any script of the page runs). */
export async function installCallTimeline(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __timeline: { t: number; what: string }[] };
    w.__timeline = [];
    const stamp = (what: string) => w.__timeline.push({ t: performance.now(), what });

    const fetch0 = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const name = /\/api\/(.+?)(\?|$)/.exec(url)?.[1];
      if (!name) return fetch0(input, init);
      stamp(`api> ${name}`);
      try {
        return await fetch0(input, init);
      } finally {
        stamp(`api< ${name}`);
      }
    };

    const md = navigator.mediaDevices;
    if (md?.getUserMedia) {
      const gum = md.getUserMedia.bind(md);
      md.getUserMedia = async (c?: MediaStreamConstraints) => {
        stamp('camera>');
        try {
          return await gum(c);
        } finally {
          stamp('camera<');
        }
      };
    }

    // `<call action=…>` stanzas on the chat socket; `{"action":…}` frames on a host page's socket.
    const actions = (data: unknown) =>
      typeof data === 'string' ? [...data.matchAll(/<call\b[^>]*\baction=["']([^"']+)|^\{"action":"([^"]+)"/g)].map((m) => (m[1] ?? m[2])!) : [];
    const WS = window.WebSocket;
    class StampedWebSocket extends WS {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        this.addEventListener('message', (e) => actions(e.data).forEach((a) => stamp(`<${a}`)));
      }
      override send(data: Parameters<WebSocket["send"]>[0]) {
        actions(data).forEach((a) => stamp(`>${a}`));
        super.send(data);
      }
    }
    window.WebSocket = StampedWebSocket;

    const PC = window.RTCPeerConnection;
    class StampedPeerConnection extends PC {
      constructor(config?: RTCConfiguration) {
        super(config);
        stamp('pc created');
        this.addEventListener('icegatheringstatechange', () => this.iceGatheringState === 'complete' && stamp('ice gathered'));
        this.addEventListener('connectionstatechange', () => stamp(`pc ${this.connectionState}`));
        this.addEventListener('iceconnectionstatechange', () => stamp(`ice ${this.iceConnectionState}`));
        this.addEventListener('icecandidate', (e) => stamp(`local candidate ${e.candidate ? (e.candidate.type ?? '') : 'end'}`));
        this.addEventListener('track', (e) => stamp(`remote track ${e.track.kind}`));
      }
      override async addIceCandidate(c?: RTCIceCandidateInit | null) {
        stamp('remote candidate');
        return super.addIceCandidate(c ?? undefined);
      }
      override async setLocalDescription(d?: RTCLocalSessionDescriptionInit) {
        await super.setLocalDescription(d);
        stamp(`local ${this.localDescription?.type ?? '?'}`);
      }
      override async setRemoteDescription(d: RTCSessionDescriptionInit) {
        await super.setRemoteDescription(d);
        stamp(`remote ${d.type}`);
      }
    }
    window.RTCPeerConnection = StampedPeerConnection;
    // Main-thread tasks over 50 ms (they delay what the page does next, e.g. the frame callback).
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__timeline.push({ t: e.startTime, what: `long task ${Math.round(e.duration)} ms` });
      }).observe({ type: 'longtask', buffered: true });
    } catch {
      /* no long-task timing in this browser */
    }
    // The remote video element's own events (capture: media events do not bubble).
    for (const type of ['loadstart', 'loadedmetadata', 'playing'] as const) {
      document.addEventListener(type, (e) => {
        const el = e.target as HTMLElement;
        if (el.dataset?.testid === 'remote-video') stamp(`video ${type}`);
      }, { capture: true });
    }
  });
}

/** The stamps of `page` from `from` (page-clock ms) on. */
export const readTimeline = (page: Page, from: number) =>
  page.evaluate((from) => (window as unknown as { __timeline: Stamp[] }).__timeline.filter((s) => s.t >= from), from);

/**
 * Named steps of one app call from its stamps, in ms from the click (`t0`), up to the first
 * frame (`frameAt`): the call screen opening (click → its first API request: the route change,
 * the screen's code), the price check (API requests before the camera), the camera, the hub and
 * the host answering (SessionRequest sent → PeerAnswered), the offer (SessionRequest sent → its
 * first call content sent: beside the ring, so not part of the sum), her answer back (from
 * PeerAnswered, or the offer when it went later), ICE connecting, and the first frame after it. A step whose stamps are missing
 * reads null.
 */
export function breakdown(stamps: Stamp[], t0: number, frameAt: number) {
  const at = (what: string | RegExp, after = t0) =>
    stamps.find((s) => s.t >= after && (typeof what === 'string' ? s.what === what : what.test(s.what)))?.t ?? null;
  const cameraStart = at('camera>');
  const cameraEnd = at('camera<');
  const apiBefore = stamps.filter((s) => s.what.startsWith('api<') && (cameraStart === null || s.t <= cameraStart));
  const quoteEnd = apiBefore.length ? apiBefore.at(-1)!.t : null;
  const quoteStart = at(/^api> /);
  const request = at('>SessionRequest');
  const answered = at('<PeerAnswered', request ?? t0);
  // The offer goes out as the first call content after the request: on CallReady, while the hub
  // rings the host (it holds the offer until she answers), or after PeerAnswered from a hub
  // that sends no CallReady.
  const offer = at('>WebRTCContent', request ?? t0);
  const answer = at('remote answer', Math.max(offer ?? t0, answered ?? t0));
  const connected = at('pc connected', answer ?? t0);
  const d = (a: number | null, b: number | null) => (a === null || b === null ? null : Math.round(b - a));
  return {
    toScreen: d(t0, quoteStart),
    price: d(quoteStart, quoteEnd),
    camera: d(cameraStart, cameraEnd),
    toRequest: d(cameraEnd, request),
    hubAndHost: d(request, answered),
    offer: d(request, offer),
    answer: d(Math.max(offer ?? t0, answered ?? t0), answer),
    ice: d(answer, connected),
    firstFrame: d(connected, frameAt),
    apiCalls: apiBefore.length,
  };
}

/**
 * Named steps of one bare two-peer call (the baseline's page A) from its stamps, ms from its
 * start `t0` to the first frame: the camera, the offer set, the answer back (page B's camera
 * and answer), ICE connecting, the first frame.
 */
export function baselineBreakdown(stamps: Stamp[], t0: number, frameAt: number) {
  const at = (what: string, after = t0) => stamps.find((s) => s.t >= after && s.what === what)?.t ?? null;
  const cameraStart = at('camera>');
  const cameraEnd = at('camera<');
  const offer = at('local offer', cameraEnd ?? t0);
  const answer = at('remote answer', offer ?? t0);
  const connected = at('pc connected', answer ?? t0);
  const d = (a: number | null, b: number | null) => (a === null || b === null ? null : Math.round(b - a));
  return { camera: d(cameraStart, cameraEnd), offer: d(cameraEnd, offer), answer: d(offer, answer), ice: d(answer, connected), firstFrame: d(connected, frameAt) };
}

/** "name 12 ms, name 30 ms, …" of a breakdown's numeric steps (null: "name ?"). */
export const stepsText = (b: Record<string, number | null>) =>
  Object.entries(b)
    .map(([k, v]) => `${k} ${v === null ? '?' : `${v} ms`}`)
    .join(', ');

/** The first remote frame's size, as requestVideoFrameCallback gives it and as the <video> has it. */
export interface FrameInfo { width: number; height: number; videoWidth: number; videoHeight: number }
/** The in-page probe of {@link armAppProbe} (`window.__callBench`); times in page-clock ms. */
export interface AppProbe {
  clicks: number[];
  elementAt: number | null;
  frameAt: number | null;
  /** The compositor's expected display time of that frame (it shows frames without the main thread). */
  shownAt?: number;
  frame: FrameInfo | null;
  timeOrigin: number;
  stop(): void;
}

/**
 * Installs the in-page probe (`window.__callBench`): clicks (capture phase) and the first frame of
 * the remote video (`[data-testid="remote-video"]`, found by a MutationObserver and a 10 ms check,
 * its frame by requestVideoFrameCallback). Shared by the call benchmark and tap → talking, which
 * wait on it with a cheap page-side check instead of Playwright's locators (their polling, on a 4x
 * slower page, took main-thread time from the call measured).
 */
export async function armAppProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __callBench?: AppProbe };
    w.__callBench?.stop();
    const onClick = () => p.clicks.push(performance.now());
    const seen = new WeakSet<HTMLVideoElement>();
    const check = () => {
      if (p.frameAt !== null) return;
      const v = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
      if (!v || seen.has(v)) return;
      seen.add(v);
      p.elementAt ??= performance.now();
      v.requestVideoFrameCallback((now, meta) => {
        if (p.frameAt !== null || w.__callBench !== p) return;
        p.frameAt = now;
        p.shownAt = meta.expectedDisplayTime;
        p.frame = { width: meta.width, height: meta.height, videoWidth: v.videoWidth, videoHeight: v.videoHeight };
        p.stop();
      });
    };
    const observer = new MutationObserver(check);
    const poll = setInterval(check, 10);
    const p: AppProbe = {
      clicks: [], elementAt: null, frameAt: null, frame: null, timeOrigin: performance.timeOrigin,
      stop() {
        removeEventListener('click', onClick, { capture: true });
        observer.disconnect();
        clearInterval(poll);
      },
    };
    addEventListener('click', onClick, { capture: true });
    observer.observe(document, { childList: true, subtree: true });
    w.__callBench = p;
  });
}

/** The probe's clicks, first remote frame and the call screen's status (`data-status`). */
export const readProbe = (page: Page) =>
  page.evaluate(() => {
    const p = (window as unknown as { __callBench: AppProbe }).__callBench;
    const status = document.querySelector('[data-testid="call-screen"]')?.getAttribute('data-status') ?? null;
    return { clicks: p.clicks, elementAt: p.elementAt, frameAt: p.frameAt, shownAt: p.shownAt ?? null, frame: p.frame, status, sameDocument: p.timeOrigin === performance.timeOrigin };
  });
