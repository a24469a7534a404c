/**
 * The WebRTC side of a call (spec §4, §9): turns call content into offer / answer / ICE on an
 * RTCPeerConnection and back. Content is applied in sequence order (ContentSequencer); ICE
 * candidates that arrive before the remote description are queued; H264 is put first with
 * setCodecPreferences; if ICE fails before the first connect, one ICE restart is tried before
 * the call fails with "sdp fail". A connected call whose media path drops (a network change,
 * issue 19.4) is reported by `onLinkState('down')` and recovered by ICE restarts: the caller
 * restarts at once and again every `iceRetryMs` while down (until the reconnect window ends); the callee asks the caller to (chat-negotiation-needed content, spec §4). Media back
 * gives `onLinkState('up')`; still down after `reconnectWindowMs` fails the call with
 * `network-lost`. The browser notices a dead path late (seconds of consent checks), so the link
 * also watches the media itself: no incoming RTP packet for `stallMs` while "connected" counts
 * as down too, and packets flowing again as up. `quality()` reads RTT (ms) and packet loss (0..1) from getStats, `stats()` the
 * cumulative counters graded by quality.ts. Media changes during the call: `announceMedia`
 * tells the other side (stream-type content) that the microphone or camera is off, a
 * received stream-type is reported by `onRemoteMedia`, `replaceTrack` swaps a sent track
 * (switching cameras) without renegotiation.
 * A caller may `prepare()` its offer before the callee answers; it is held until `start()`.
 * The RTCPeerConnection constructor is injected (browser: the global; tests: a fake).
 */
import { ContentSequencer } from './sequence.ts';
import type { LinkStatsSample } from './quality.ts';
import { CallFailure, preferH264, type CallContent, type CodecLike, type RTCIceCandidateInitLike } from './signalling.ts';

/** Call content before it gets its sequence number. */
type Unsequenced<T> = T extends unknown ? Omit<T, 'seq'> : never;

/** The parts of RTCPeerConnection used here. */
export interface PeerConnectionLike {
  connectionState: string;
  /** 'stable' when no offer is outstanding (an ICE restart waits for it). */
  signalingState?: string;
  localDescription: { type: string; sdp: string } | null;
  remoteDescription: { type: string; sdp: string } | null;
  onicecandidate: ((e: { candidate: { toJSON(): RTCIceCandidateInitLike } | null }) => void) | null;
  ontrack: ((e: { streams: readonly unknown[] }) => void) | null;
  onconnectionstatechange: (() => void) | null;
  addTrack(track: unknown, stream: unknown): unknown;
  getTransceivers?(): { receiver: { track: { kind: string } }; setCodecPreferences?(codecs: CodecLike[]): void }[];
  getSenders?(): { track: { kind: string } | null; replaceTrack(track: unknown): Promise<void> }[];
  createOffer(o?: { iceRestart?: boolean }): Promise<{ type: string; sdp?: string }>;
  createAnswer(): Promise<{ type: string; sdp?: string }>;
  setLocalDescription(d: { type: string; sdp?: string }): Promise<void>;
  setRemoteDescription(d: { type: string; sdp: string }): Promise<void>;
  addIceCandidate(c: RTCIceCandidateInitLike): Promise<void>;
  getStats(): Promise<{ forEach(cb: (report: Record<string, unknown>) => void): void }>;
  close(): void;
}

export interface PeerLinkOptions {
  role: 'caller' | 'callee';
  createPeer: () => PeerConnectionLike;
  /** Local media: tracks and their stream. */
  local: { tracks: unknown[]; stream: unknown };
  /** Sends call content to the other side (WebRTCContent). */
  send: (content: CallContent) => void;
  /** The remote stream arrived (the call becomes connected). */
  onRemoteStream: (stream: unknown) => void;
  /** The link failed for good (reason of §8). */
  onFail: (reason: string) => void;
  /** Video codecs the browser can send (RTCRtpSender.getCapabilities('video').codecs). */
  videoCodecs?: CodecLike[];
  /** ms to gather candidates into one message; default 50. */
  candidateBatchMs?: number;
  /** The other side turned its microphone or camera on or off (stream-type content). */
  onRemoteMedia?: (media: { audio: boolean; video: boolean }) => void;
  /** Clock for stats samples, epoch ms (default Date.now). */
  now?: () => number;
  /**
   * The media path of a connected call went down (`'down'`: the connection is disconnected or
   * failed; ICE restarts are under way) or came back (`'up'`). Issue 19.4.
   */
  onLinkState?: (state: 'up' | 'down') => void;
  /** While the media is down, how often the ICE restart (or the callee's ask) is repeated, ms (default 4000). */
  iceRetryMs?: number;
  /**
   * ICE restarts (or asks) per drop, at most (default: no limit, the reconnect window bounds
   * them; a restart that fails during an outage must not use up the ones needed after it).
   */
  iceRestartLimit?: number;
  /** How long the media may stay down before the call fails with `network-lost`, ms (default 20000). */
  reconnectWindowMs?: number;
  /** No incoming RTP packet for this long counts as the media down, ms (default 2000). */
  stallMs?: number;
  /** How often incoming packets are counted (getStats) once connected, ms (default 500). */
  watchEveryMs?: number;
}

/** Connection quality from getStats. */
export interface LinkQuality {
  /** Round-trip time of the selected candidate pair, ms (null when unknown). */
  rttMs: number | null;
  /** Packets lost / (lost + received) on incoming RTP, 0..1 (null when unknown). */
  packetLoss: number | null;
  /** MIME type of the video codec received, e.g. "video/H264" (null when unknown). */
  videoCodec?: string | null;
}

/** Creates the peer link. Call `start()` as the caller; content from the other side goes to `receive`. */
export function createPeerLink(o: PeerLinkOptions) {
  const pc = o.createPeer();
  let seq = 0;
  let restarted = false;
  let closed = false;
  /** `start()` was called (the offer goes out, or went). */
  let started = false;
  let remoteStreamSeen = false;
  /** True once the connection was `connected` (from then on a drop is recovered, not failed). */
  let everConnected = false;
  /** The media is down after it was connected (issue 19.4), and what said so. */
  let down = false;
  let downBy: 'state' | 'stall' = 'state';
  let watchTimer: ReturnType<typeof setInterval> | null = null;
  let packetsSeen = -1;
  let lastFlowAt = 0;
  let restartsThisDrop = 0;
  /** SDP work (content applied, restart offers) runs one step at a time on this chain. */
  let chain: Promise<void> = Promise.resolve();
  let restartQueued = false;
  let lastRestartAt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let windowTimer: ReturnType<typeof setTimeout> | null = null;
  const clock = o.now ?? Date.now;
  const pendingCandidates: RTCIceCandidateInitLike[] = [];
  let outCandidates: RTCIceCandidateInitLike[] = [];
  let candidateTimer: ReturnType<typeof setTimeout> | null = null;

  /** Content of a prepared link made before `start()`: sent by `start()`, in order. */
  let held: CallContent[] | null = null;
  const send = (c: Unsequenced<CallContent>) => {
    if (closed) return;
    const content = { ...c, seq: seq++ } as CallContent;
    if (held) held.push(content);
    else o.send(content);
  };
  const fail = (reason: string) => {
    if (closed) return;
    close();
    o.onFail(reason);
  };

  for (const t of o.local.tracks) pc.addTrack(t, o.local.stream);
  if (o.videoCodecs) {
    const ordered = preferH264(o.videoCodecs);
    for (const tr of pc.getTransceivers?.() ?? []) if (tr.receiver.track.kind === 'video') tr.setCodecPreferences?.(ordered);
  }

  pc.onicecandidate = (e) => {
    if (!e.candidate) return;
    outCandidates.push(e.candidate.toJSON());
    candidateTimer ??= setTimeout(() => {
      candidateTimer = null;
      const batch = outCandidates;
      outCandidates = [];
      send({ type: 'chat-signal', signal: { kind: 'candidates', candidates: batch } });
    }, o.candidateBatchMs ?? 50);
  };
  pc.ontrack = (e) => {
    if (remoteStreamSeen || !e.streams[0]) return;
    remoteStreamSeen = true;
    o.onRemoteStream(e.streams[0]);
  };
  pc.onconnectionstatechange = () => {
    if (closed) return;
    const st = pc.connectionState;
    if (st === 'connected') {
      if (!everConnected) startWatch();
      everConnected = true;
      // Down because packets stopped: up again only when they flow (the watch says so).
      if (down && downBy === 'state') linkUp();
      return;
    }
    if (st !== 'disconnected' && st !== 'failed') return;
    if (everConnected) return linkDown(st === 'failed', 'state');
    // Before the first connect: one ICE restart by the caller, then "sdp fail".
    if (st !== 'failed') return;
    if (restarted || o.role !== 'caller') return fail(CallFailure.sdpFail);
    restarted = true;
    restartIce();
  };

  /** Counts incoming RTP packets every `watchEveryMs`; a stall of `stallMs` is a drop (see the module docstring). */
  function startWatch() {
    lastFlowAt = clock();
    watchTimer = setInterval(() => {
      pc.getStats().then((stats) => {
        if (closed) return;
        let packets = 0;
        stats.forEach((r) => {
          if (r.type === 'inbound-rtp') packets += Number(r.packetsReceived ?? 0);
        });
        const t = clock();
        if (packets > packetsSeen) {
          packetsSeen = packets;
          lastFlowAt = t;
          if (down && pc.connectionState === 'connected') linkUp();
        } else if (!down && t - lastFlowAt >= (o.stallMs ?? 2000)) linkDown(false, 'stall');
      }, () => undefined);
    }, o.watchEveryMs ?? 500);
  }

  function clearRecovery() {
    if (retryTimer) clearTimeout(retryTimer);
    if (windowTimer) clearTimeout(windowTimer);
    retryTimer = null;
    windowTimer = null;
  }

  function linkUp() {
    if (!down) return;
    down = false;
    restartsThisDrop = 0;
    clearRecovery();
    o.onLinkState?.('up');
  }

  /** The media path dropped (`failed`: the browser gave up on every pair, so recover at once). */
  function linkDown(failed: boolean, by: 'state' | 'stall') {
    if (!down) {
      down = true;
      downBy = by;
      o.onLinkState?.('down');
      windowTimer = setTimeout(() => fail(CallFailure.networkLost), o.reconnectWindowMs ?? 20_000);
      return recover();
    }
    if (by === 'state') downBy = 'state';
    if (failed && clock() - lastRestartAt >= (o.iceRetryMs ?? 4000) / 2) recover();
  }

  /**
   * One recovery step while the media is down: the caller restarts ICE (when no offer is
   * outstanding), the callee asks the caller to; repeated every `iceRetryMs` while down.
   */
  function recover() {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    if (closed || !down) return;
    if (restartsThisDrop < (o.iceRestartLimit ?? Number.POSITIVE_INFINITY)) {
      if (o.role === 'callee') {
        restartsThisDrop += 1;
        lastRestartAt = clock();
        send({ type: 'chat-negotiation-needed' });
      } else if ((pc.signalingState ?? 'stable') === 'stable') {
        restartsThisDrop += 1;
        lastRestartAt = clock();
        restartIce();
      }
    }
    retryTimer = setTimeout(recover, o.iceRetryMs ?? 4000);
  }

  /**
   * Queues an ICE restart offer in line with the content being applied, so one SDP operation
   * runs at a time: a restart from a timer that overlapped an answer being applied, or a second
   * offer made before the first was set, failed the call ("sdp fail"). Skipped when one is
   * already queued or an offer is outstanding (the answer to it carries the new ICE).
   */
  function restartIce() {
    if (restartQueued) return;
    restartQueued = true;
    chain = chain
      .then(async () => {
        restartQueued = false;
        if (closed || (pc.signalingState ?? 'stable') !== 'stable') return;
        await offer(true);
      })
      .catch(() => fail(CallFailure.sdpFail));
  }

  async function offer(iceRestart = false) {
    const d = await pc.createOffer(iceRestart ? { iceRestart: true } : undefined);
    await pc.setLocalDescription(d);
    send({ type: 'chat-signal', signal: { kind: 'offer', sdp: d.sdp ?? '' } });
  }

  /**
   * Adds a remote ICE candidate. One the browser refuses (e.g. of the ICE generation before a
   * restart, whose ufrag no longer matches) is dropped: it must not end the call.
   */
  async function addCandidate(c: RTCIceCandidateInitLike) {
    try {
      await pc.addIceCandidate(c);
    } catch {
      /* a stale or unusable candidate: the other candidates carry the call */
    }
  }

  async function flushCandidates() {
    for (const c of pendingCandidates.splice(0)) await addCandidate(c);
  }

  async function apply(c: CallContent) {
    if (c.type === 'chat-close') return fail(c.reason ?? CallFailure.sessionFail);
    if (c.type === 'chat-invitation' && c.invitationError) return fail(CallFailure.invitationError);
    if (c.type === 'stream-type') {
      if (typeof c.audio === 'boolean' && typeof c.video === 'boolean') o.onRemoteMedia?.({ audio: c.audio, video: c.video });
      return;
    }
    if (c.type === 'chat-negotiation-needed') {
      // The callee lost the media path and asks for an ICE restart (issue 19.4). Not yet down
      // here: the path is most likely dead both ways and this side has not noticed it yet, so
      // it is a drop here too (shown to the viewer; up again when packets flow on a connected
      // path) and the restart goes at once. Already down: restart, at most once a second.
      if (o.role !== 'caller' || !everConnected || closed) return;
      if (!down) return linkDown(false, 'stall');
      if ((pc.signalingState ?? 'stable') === 'stable' && clock() - lastRestartAt > 1000) {
        lastRestartAt = clock();
        await offer(true);
      }
      return;
    }
    if (c.type !== 'chat-signal') return;
    const s = c.signal;
    if (s.kind === 'candidates') {
      if (pc.remoteDescription) for (const cand of s.candidates) await addCandidate(cand);
      else pendingCandidates.push(...s.candidates);
    } else if (s.kind === 'offer') {
      await pc.setRemoteDescription({ type: 'offer', sdp: s.sdp });
      await flushCandidates();
      const a = await pc.createAnswer();
      await pc.setLocalDescription(a);
      send({ type: 'chat-signal', signal: { kind: 'answer', sdp: a.sdp ?? '' } });
    } else {
      await pc.setRemoteDescription({ type: 'answer', sdp: s.sdp });
      await flushCandidates();
    }
  }

  const sequencer = new ContentSequencer((c) => {
    chain = chain.then(() => apply(c)).catch(() => fail(CallFailure.sdpFail));
  });

  function close() {
    if (closed) return;
    closed = true;
    if (candidateTimer) clearTimeout(candidateTimer);
    clearRecovery();
    if (watchTimer) clearInterval(watchTimer);
    pc.close();
  }

  return {
    /**
     * The caller makes its offer now and gathers its ICE candidates, but holds them (and any
     * other content) until `start()`: the offer is ready when the callee answers, instead of
     * being made then (issue 21.3). No-op when already prepared or started.
     */
    prepare(): void {
      if (held || started) return;
      held = [];
      chain = chain.then(() => offer()).catch(() => fail(CallFailure.sdpFail));
    },
    /**
     * The caller sends the offer (H264 first when the browser offers it). A prepared link sends
     * what it held at once, and the offer as soon as it is made. Resolves when the offer is sent.
     */
    start(): Promise<void> {
      if (started) return chain;
      started = true;
      if (!held) return offer().catch(() => fail(CallFailure.sdpFail));
      const out = held;
      held = null;
      for (const c of out) if (!closed) o.send(c);
      return chain;
    },
    /** True while the link is prepared and holds its offer ({@link prepare}), until `start()`. */
    get holding(): boolean {
      return held !== null && !started;
    },
    /** Content from the other side, in any order. */
    receive(c: CallContent) {
      try {
        sequencer.push(c);
      } catch {
        fail(CallFailure.sdpFail);
      }
    },
    /** Resolves when the content received so far has been applied (tests). */
    settled: () => chain,
    /**
     * Tells the other side which of the viewer's media are on (stream-type content, spec §4):
     * `audio` false = muted, `video` false = camera off.
     */
    announceMedia(media: { audio: boolean; video: boolean }): void {
      send({ type: 'stream-type', audio: media.audio, video: media.video });
    },

    /**
     * Sends `track` instead of the sent track of its kind (e.g. another camera), without
     * renegotiation. Resolves false when no sender of that kind exists; throws the browser's
     * error when the track cannot replace it.
     */
    async replaceTrack(kind: 'audio' | 'video', track: unknown): Promise<boolean> {
      const sender = pc.getSenders?.().find((x) => x.track?.kind === kind);
      if (!sender) return false;
      await sender.replaceTrack(track);
      return true;
    },

    /**
     * Cumulative counters from getStats for quality.ts `assessQuality`: RTT of the selected
     * candidate pair (ms), packets lost / received on incoming RTP, frames decoded and frames
     * per second of the incoming video.
     */
    async stats(): Promise<LinkStatsSample> {
      const sample: LinkStatsSample = { at: (o.now ?? Date.now)(), rttMs: null, packetsLost: 0, packetsReceived: 0, framesDecoded: null, framesPerSecond: null };
      (await pc.getStats()).forEach((r) => {
        if (r.type === 'candidate-pair' && (r.nominated || r.state === 'succeeded') && typeof r.currentRoundTripTime === 'number') {
          sample.rttMs = Math.round(r.currentRoundTripTime * 1000);
        }
        if (r.type !== 'inbound-rtp') return;
        sample.packetsLost += Math.max(0, Number(r.packetsLost ?? 0));
        sample.packetsReceived += Number(r.packetsReceived ?? 0);
        if (r.kind === 'video') {
          if (typeof r.framesDecoded === 'number') sample.framesDecoded = (sample.framesDecoded ?? 0) + r.framesDecoded;
          if (typeof r.framesPerSecond === 'number') sample.framesPerSecond = (sample.framesPerSecond ?? 0) + r.framesPerSecond;
        }
      });
      return sample;
    },

    /** RTT and packet loss from getStats (spec: "Beyond the spec" connection quality). */
    async quality(): Promise<LinkQuality> {
      let rttMs: number | null = null;
      let lost = 0;
      let received = 0;
      let sawRtp = false;
      let videoCodecId: unknown = null;
      const codecs = new Map<unknown, string>();
      (await pc.getStats()).forEach((r) => {
        if (r.type === 'codec') codecs.set(r.id, String(r.mimeType ?? ''));
        if (r.type === 'inbound-rtp' && r.kind === 'video') videoCodecId = r.codecId;
        if (r.type === 'candidate-pair' && (r.nominated || r.state === 'succeeded') && typeof r.currentRoundTripTime === 'number') {
          rttMs = Math.round(r.currentRoundTripTime * 1000);
        }
        if (r.type === 'inbound-rtp') {
          sawRtp = true;
          lost += Number(r.packetsLost ?? 0);
          received += Number(r.packetsReceived ?? 0);
        }
      });
      return {
        rttMs,
        packetLoss: sawRtp && lost + received > 0 ? lost / (lost + received) : null,
        videoCodec: videoCodecId === null ? null : (codecs.get(videoCodecId) ?? null),
      };
    },
    close,
    /** The underlying connection (to attach the remote stream's element etc.). */
    pc,
  };
}

export type PeerLink = ReturnType<typeof createPeerLink>;
