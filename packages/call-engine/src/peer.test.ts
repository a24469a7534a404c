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
  async getStats() {
    return { forEach: (cb: (r: Record<string, unknown>) => void) => this.stats.forEach(cb) };
  }
  close() {
    this.closed = true;
  }
  fail() {
    this.connectionState = 'failed';
    this.onconnectionstatechange?.();
  }
}

function link(role: 'caller' | 'callee', codecs?: { mimeType: string }[]) {
  const pc = new FakePeer();
  const sent: CallContent[] = [];
  const onRemoteStream = vi.fn();
  const onFail = vi.fn();
  const onRemoteMedia = vi.fn();
  const l = createPeerLink({
    role, createPeer: () => pc, local: { tracks: ['audio', 'video'], stream: 's' }, send: (c) => sent.push(c), onRemoteStream, onFail,
    onRemoteMedia, videoCodecs: codecs, candidateBatchMs: 0, now: () => 1234,
  });
  return { pc, sent, l, onRemoteStream, onFail, onRemoteMedia };
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
});
