import { describe, expect, it, vi } from 'vitest';
import { createPeerLink, type PeerConnectionLike } from './peer.ts';
import type { CallContent } from './signalling.ts';

/** A stand-in RTCPeerConnection recording what the link does (unit tests of this package only). */
class FakePeer implements PeerConnectionLike {
  connectionState = 'new';
  localDescription: { type: string; sdp: string } | null = null;
  remoteDescription: { type: string; sdp: string } | null = null;
  onicecandidate: PeerConnectionLike['onicecandidate'] = null;
  ontrack: PeerConnectionLike['ontrack'] = null;
  onconnectionstatechange: (() => void) | null = null;
  offers: { iceRestart?: boolean }[] = [];
  added: unknown[] = [];
  candidates: unknown[] = [];
  prefs: string[] = [];
  closed = false;
  stats: Record<string, unknown>[] = [];
  addTrack(track: unknown) {
    this.added.push(track);
  }
  senders = [
    { track: { kind: 'audio' } as { kind: string } | null, replaced: [] as unknown[], replaceTrack: async function (this: { replaced: unknown[] }, t: unknown) { this.replaced.push(t); } },
    { track: { kind: 'video' } as { kind: string } | null, replaced: [] as unknown[], replaceTrack: async function (this: { replaced: unknown[] }, t: unknown) { this.replaced.push(t); } },
  ];
  getSenders() {
    return this.senders;
  }
  getTransceivers() {
    return [
      { receiver: { track: { kind: 'audio' } }, setCodecPreferences: () => this.prefs.push('audio!') },
      { receiver: { track: { kind: 'video' } }, setCodecPreferences: (c: { mimeType: string }[]) => this.prefs.push(...c.map((x) => x.mimeType)) },
    ];
  }
  async createOffer(o?: { iceRestart?: boolean }) {
    this.offers.push(o ?? {});
    return { type: 'offer', sdp: `offer-${this.offers.length}` };
  }
  async createAnswer() {
    return { type: 'answer', sdp: 'answer-1' };
  }
  async setLocalDescription(d: { type: string; sdp?: string }) {
    this.localDescription = { type: d.type, sdp: d.sdp ?? '' };
  }
  async setRemoteDescription(d: { type: string; sdp: string }) {
    this.remoteDescription = d;
  }
  async addIceCandidate(c: unknown) {
    if (!this.remoteDescription) throw new Error('no remote description');
    this.candidates.push(c);
  }
  /** Incoming packets so far, while connected: each getStats sees 50 more unless `stalled` (the path is dead). */
  packets = 0;
  stalled = false;
  async getStats() {
    if (!this.stalled) this.packets += 50;
    const flowing = this.connectionState === 'connected' ? [{ type: 'inbound-rtp', kind: 'audio', packetsReceived: this.packets, packetsLost: 0 }] : [];
    const reports = this.stats.length ? this.stats : flowing;
    return { forEach: (cb: (r: Record<string, unknown>) => void) => reports.forEach(cb) };
  }
  close() {
    this.closed = true;
  }
  fail() {
    this.connectionState = 'failed';
    this.onconnectionstatechange?.();
  }
}

function link(role: 'caller' | 'callee', codecs?: { mimeType: string }[], extra: Partial<Parameters<typeof createPeerLink>[0]> = {}) {
  const pc = new FakePeer();
  const sent: CallContent[] = [];
  const onRemoteStream = vi.fn();
  const onFail = vi.fn();
  const onRemoteMedia = vi.fn();
  const onLinkState = vi.fn();
  const l = createPeerLink({
    role, createPeer: () => pc, local: { tracks: ['audio', 'video'], stream: 's' }, send: (c) => sent.push(c), onRemoteStream, onFail,
    onRemoteMedia, onLinkState, videoCodecs: codecs, candidateBatchMs: 0, now: () => 1234, ...extra,
  });
  return { pc, sent, l, onRemoteStream, onFail, onRemoteMedia, onLinkState };
}

/** Moves the fake connection to `state` as the browser would. */
function setState(pc: FakePeer, state: string) {
  pc.connectionState = state;
  pc.onconnectionstatechange?.();
}

describe('peer link (§4, §9)', () => {
  it('caller offers, callee answers, both in sequence numbers from 0', async () => {
    const a = link('caller', [{ mimeType: 'video/VP8' }, { mimeType: 'video/H264' }]);
    const b = link('callee');
    expect(a.pc.added).toEqual(['audio', 'video']);
    expect(a.pc.prefs).toEqual(['video/H264', 'video/VP8']);
    await a.l.start();
    expect(a.sent).toEqual([{ seq: 0, type: 'chat-signal', signal: { kind: 'offer', sdp: 'offer-1' } }]);
    b.l.receive(a.sent[0]!);
    await b.l.settled();
    expect(b.pc.remoteDescription).toEqual({ type: 'offer', sdp: 'offer-1' });
    expect(b.sent).toEqual([{ seq: 0, type: 'chat-signal', signal: { kind: 'answer', sdp: 'answer-1' } }]);
    a.l.receive(b.sent[0]!);
    await a.l.settled();
    expect(a.pc.remoteDescription).toEqual({ type: 'answer', sdp: 'answer-1' });
  });

  it('a prepared caller makes its offer at once and holds it, with its candidates, until start (issue 21.3)', async () => {
    const a = link('caller');
    a.l.prepare();
    await a.l.settled();
    expect(a.pc.localDescription).toEqual({ type: 'offer', sdp: 'offer-1' });
    a.pc.onicecandidate?.({ candidate: { toJSON: () => ({ candidate: 'x1' }) } });
    await new Promise((r) => setTimeout(r, 5));
    a.l.announceMedia({ audio: false, video: true });
    expect(a.sent).toEqual([]);
    await a.l.start();
    expect(a.sent).toEqual([
      { seq: 0, type: 'chat-signal', signal: { kind: 'offer', sdp: 'offer-1' } },
      { seq: 1, type: 'chat-signal', signal: { kind: 'candidates', candidates: [{ candidate: 'x1' }] } },
      { seq: 2, type: 'stream-type', audio: false, video: true },
    ]);
    // One offer in all: a second prepare or start makes none.
    a.l.prepare();
    await a.l.start();
    expect(a.pc.offers).toHaveLength(1);
    expect(a.sent).toHaveLength(3);
    // From now on content goes out at once.
    a.l.announceMedia({ audio: true, video: true });
    expect(a.sent.at(-1)).toEqual({ seq: 3, type: 'stream-type', audio: true, video: true });
  });

  it('applies out-of-order content in order', async () => {
    const b = link('callee');
    b.l.receive({ seq: 1, type: 'chat-signal', signal: { kind: 'candidates', candidates: [{ candidate: 'c1' }] } });
    await b.l.settled();
    expect(b.pc.candidates).toEqual([]);
    b.l.receive({ seq: 0, type: 'chat-signal', signal: { kind: 'offer', sdp: 'o' } });
    await b.l.settled();
    expect(b.pc.candidates).toEqual([{ candidate: 'c1' }]);
    expect(b.onFail).not.toHaveBeenCalled();
  });

  it('queues candidates that come before the remote description, then adds them', async () => {
    const b = link('callee');
    b.l.receive({ seq: 0, type: 'chat-signal', signal: { kind: 'candidates', candidates: [{ candidate: 'early' }] } });
    await b.l.settled();
    expect(b.pc.candidates).toEqual([]);
    expect(b.onFail).not.toHaveBeenCalled();
    b.l.receive({ seq: 1, type: 'chat-signal', signal: { kind: 'offer', sdp: 'o' } });
    await b.l.settled();
    expect(b.pc.candidates).toEqual([{ candidate: 'early' }]);
  });

  it('batches local ICE candidates into one message', async () => {
    const a = link('caller');
    await a.l.start();
    a.pc.onicecandidate?.({ candidate: { toJSON: () => ({ candidate: 'x1' }) } });
    a.pc.onicecandidate?.({ candidate: { toJSON: () => ({ candidate: 'x2' }) } });
    a.pc.onicecandidate?.({ candidate: null });
    await new Promise((r) => setTimeout(r, 5));
    expect(a.sent[1]).toEqual({ seq: 1, type: 'chat-signal', signal: { kind: 'candidates', candidates: [{ candidate: 'x1' }, { candidate: 'x2' }] } });
  });

  it('reports the remote stream once', () => {
    const a = link('caller');
    a.pc.ontrack?.({ streams: ['remote'] });
    a.pc.ontrack?.({ streams: ['remote'] });
    expect(a.onRemoteStream).toHaveBeenCalledTimes(1);
  });

  it('tries one ICE restart, then fails with "sdp fail"', async () => {
    const a = link('caller');
    await a.l.start();
    a.pc.fail();
    await new Promise((r) => setTimeout(r, 0));
    expect(a.pc.offers.at(-1)).toEqual({ iceRestart: true });
    expect(a.sent.at(-1)).toMatchObject({ type: 'chat-signal', signal: { kind: 'offer', sdp: 'offer-2' } });
    expect(a.onFail).not.toHaveBeenCalled();
    a.pc.fail();
    expect(a.onFail).toHaveBeenCalledWith('sdp fail');
    expect(a.pc.closed).toBe(true);
  });

  it('chat-close and invitation errors end the link with their reason', async () => {
    const a = link('caller');
    a.l.receive({ seq: 0, type: 'chat-close', reason: 'SessionFail' });
    await a.l.settled();
    expect(a.onFail).toHaveBeenCalledWith('SessionFail');
    const b = link('caller');
    b.l.receive({ seq: 0, type: 'chat-invitation', invitationError: 'busy' });
    await b.l.settled();
    expect(b.onFail).toHaveBeenCalledWith('invitationError');
  });

  it('reads RTT and packet loss from getStats', async () => {
    const a = link('caller');
    expect(await a.l.quality()).toEqual({ rttMs: null, packetLoss: null, videoCodec: null });
    a.pc.stats = [
      { type: 'candidate-pair', nominated: true, currentRoundTripTime: 0.042 },
      { type: 'inbound-rtp', kind: 'video', codecId: 'c1', packetsLost: 5, packetsReceived: 95 },
      { type: 'codec', id: 'c1', mimeType: 'video/H264' },
      { type: 'inbound-rtp', packetsLost: 0, packetsReceived: 100 },
    ];
    expect(await a.l.quality()).toEqual({ rttMs: 42, packetLoss: 0.025, videoCodec: 'video/H264' });
  });

  it('tells the other side about muted audio or a camera turned off, and hears about hers', async () => {
    const a = link('caller');
    await a.l.start();
    a.l.announceMedia({ audio: false, video: true });
    expect(a.sent.at(-1)).toEqual({ seq: 1, type: 'stream-type', audio: false, video: true });
    a.l.receive({ seq: 0, type: 'stream-type', audio: true, video: false });
    await a.l.settled();
    expect(a.onRemoteMedia).toHaveBeenCalledWith({ audio: true, video: false });
    expect(a.onFail).not.toHaveBeenCalled();
  });

  it('replaces the sent video track (another camera) without renegotiating', async () => {
    const a = link('caller');
    await a.l.start();
    expect(await a.l.replaceTrack('video', 'back-camera')).toBe(true);
    expect((a.pc.senders[1] as unknown as { replaced: unknown[] }).replaced).toEqual(['back-camera']);
    expect(a.pc.offers).toHaveLength(1);
    a.pc.senders = [];
    expect(await a.l.replaceTrack('video', 'x')).toBe(false);
  });

  it('reads the cumulative counters for the quality grade', async () => {
    const a = link('caller');
    a.pc.stats = [
      { type: 'candidate-pair', nominated: true, currentRoundTripTime: 0.12 },
      { type: 'inbound-rtp', kind: 'video', packetsLost: 3, packetsReceived: 97, framesDecoded: 400, framesPerSecond: 19 },
      { type: 'inbound-rtp', kind: 'audio', packetsLost: -1, packetsReceived: 50 },
    ];
    expect(await a.l.stats()).toEqual({ at: 1234, rttMs: 120, packetsLost: 3, packetsReceived: 147, framesDecoded: 400, framesPerSecond: 19 });
  });

  describe('a network change mid-call (issue 19.4)', () => {
    it('caller: reports the drop, restarts ICE at once and again while down, reports the media back and stops', async () => {
      vi.useFakeTimers();
      try {
        const a = link('caller', undefined, { now: () => Date.now() });
        await a.l.start();
        setState(a.pc, 'connected');
        expect(a.onLinkState).not.toHaveBeenCalled();
        setState(a.pc, 'disconnected');
        expect(a.onLinkState).toHaveBeenLastCalledWith('down');
        await vi.advanceTimersByTimeAsync(0);
        expect(a.pc.offers).toEqual([{}, { iceRestart: true }]);
        expect(a.sent.at(-1)).toMatchObject({ type: 'chat-signal', signal: { kind: 'offer', sdp: 'offer-2' } });
        await vi.advanceTimersByTimeAsync(4000);
        expect(a.pc.offers).toHaveLength(3);
        setState(a.pc, 'connected');
        expect(a.onLinkState).toHaveBeenLastCalledWith('up');
        await vi.advanceTimersByTimeAsync(30_000);
        expect(a.pc.offers).toHaveLength(3);
        expect(a.onFail).not.toHaveBeenCalled();
      } finally {
        vi.useRealTimers();
      }
    });

    it('caller: waits for an outstanding offer before restarting, and restarts at most iceRestartLimit times per drop', async () => {
      vi.useFakeTimers();
      try {
        const a = link('caller', undefined, { now: () => Date.now(), iceRestartLimit: 3, reconnectWindowMs: 60_000 });
        await a.l.start();
        setState(a.pc, 'connected');
        (a.pc as FakePeer & { signalingState: string }).signalingState = 'have-local-offer';
        setState(a.pc, 'disconnected');
        await vi.advanceTimersByTimeAsync(0);
        expect(a.pc.offers).toHaveLength(1);
        (a.pc as FakePeer & { signalingState: string }).signalingState = 'stable';
        await vi.advanceTimersByTimeAsync(4000 * 6);
        expect(a.pc.offers).toHaveLength(1 + 3);
      } finally {
        vi.useRealTimers();
      }
    });

    it('callee: asks the caller for an ICE restart; the caller restarts on that ask', async () => {
      vi.useFakeTimers();
      try {
        const b = link('callee', undefined, { now: () => Date.now() });
        setState(b.pc, 'connected');
        setState(b.pc, 'failed');
        expect(b.onLinkState).toHaveBeenLastCalledWith('down');
        expect(b.sent.at(-1)).toMatchObject({ type: 'chat-negotiation-needed' });
        expect(b.onFail).not.toHaveBeenCalled();
        const a = link('caller', undefined, { now: () => Date.now() });
        await a.l.start();
        setState(a.pc, 'connected');
        await vi.advanceTimersByTimeAsync(2000);
        a.l.receive({ seq: 0, type: 'chat-negotiation-needed' });
        await vi.advanceTimersByTimeAsync(0);
        await a.l.settled();
        expect(a.pc.offers).toEqual([{}, { iceRestart: true }]);
        // The ask is a drop on the caller's side too, before its own watch notices it.
        expect(a.onLinkState).toHaveBeenLastCalledWith('down');
        // Asked again within a second while down: no second restart.
        a.l.receive({ seq: 1, type: 'chat-negotiation-needed' });
        await vi.advanceTimersByTimeAsync(0);
        await a.l.settled();
        expect(a.pc.offers).toHaveLength(2);
        // Packets again on a connected path: the media is back.
        setState(a.pc, 'connected');
        await vi.advanceTimersByTimeAsync(600);
        expect(a.onLinkState).toHaveBeenLastCalledWith('up');
      } finally {
        vi.useRealTimers();
      }
    });

    it('fails with network-lost when the media stays down past the reconnect window', async () => {
      vi.useFakeTimers();
      try {
        const a = link('caller', undefined, { now: () => Date.now(), reconnectWindowMs: 20_000 });
        await a.l.start();
        setState(a.pc, 'connected');
        setState(a.pc, 'disconnected');
        await vi.advanceTimersByTimeAsync(19_000);
        expect(a.onFail).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(1_500);
        expect(a.onFail).toHaveBeenCalledWith('network-lost');
        expect(a.pc.closed).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    });

    it('drops a candidate the browser refuses (an old ICE generation) instead of ending the call', async () => {
      const b = link('callee');
      b.l.receive({ seq: 0, type: 'chat-signal', signal: { kind: 'offer', sdp: 'o' } });
      await b.l.settled();
      b.pc.addIceCandidate = async () => {
        throw new Error('Unknown ufrag');
      };
      b.l.receive({ seq: 1, type: 'chat-signal', signal: { kind: 'candidates', candidates: [{ candidate: 'candidate:old 1 udp 1 192.0.2.9 9 typ host' }] } });
      await b.l.settled();
      expect(b.onFail).not.toHaveBeenCalled();
      expect(b.pc.closed).toBe(false);
    });

    it('counts a stall of incoming packets as a drop before the browser notices, and packets again as the media back', async () => {
      vi.useFakeTimers();
      try {
        const a = link('caller', undefined, { now: () => Date.now(), stallMs: 2000, watchEveryMs: 500 });
        await a.l.start();
        setState(a.pc, 'connected');
        await vi.advanceTimersByTimeAsync(3000);
        expect(a.onLinkState).not.toHaveBeenCalled();
        a.pc.stalled = true; // the path died; the browser still says "connected"
        await vi.advanceTimersByTimeAsync(1500);
        expect(a.onLinkState).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(1000);
        expect(a.onLinkState).toHaveBeenLastCalledWith('down');
        expect(a.pc.offers.at(-1)).toEqual({ iceRestart: true });
        a.pc.stalled = false; // the restart found a new path
        await vi.advanceTimersByTimeAsync(500);
        expect(a.onLinkState).toHaveBeenLastCalledWith('up');
        expect(a.onLinkState).toHaveBeenCalledTimes(2);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
