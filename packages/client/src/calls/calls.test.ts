import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { CallStatus } from '@vchat/domain';
import { ChatError, decodeCallPayload, type CallSignal } from '@vchat/xmpp-chat';
import type { PeerConnectionLike } from '@vchat/call-engine';
import { configAtom } from '../session/atoms.ts';
import { accountAtom } from '../wallet/atoms.ts';
import { createWallet } from '../wallet/wallet.ts';
import { callAtom, callTipAtom, createCallController, giftErrorOf, QUOTE_AHEAD_MS, mediaProblemAtom, mediaProblemOf, parseLeftCall, type CallApi } from './calls.ts';

const ME = 'user_1@localhost';
const HOST = 'anchor_100001@anchors.localhost';

/** Stand-ins for the hub transport, the camera and RTCPeerConnection (unit test only). */
interface Wallet {
  gems: number;
  paid: boolean;
  price: number;
  firstCall: number;
  paidFree: number;
  silver: number;
  silverEnabled: boolean;
}

type Track = { kind: string; enabled: boolean; stop: () => void; getSettings: () => { deviceId?: string; facingMode?: string } };

function setup(opts: { camera?: 'ok' | Error | 'sizeless'; cameraCalls?: unknown[]; connected?: boolean; link?: { down: boolean; onState?: (s: 'connected' | 'failure') => void }; wallet?: Partial<Wallet>; cameras?: string[]; lastCall?: string | null; giftError?: unknown; onRecharged?: () => void; mediaAllowed?: boolean; priceGate?: Promise<void> } = {}) {
  const store = createStore();
  const w: Wallet = { gems: 5000, paid: false, price: 60, firstCall: 0, paidFree: 0, silver: 0, silverEnabled: true, ...opts.wallet };
  store.set(configAtom, {
    mainInfo: {
      componentInfo: { hubDomain: 'hub.localhost', giftDomain: 'gift.localhost', helpDomain: 'help.localhost' },
      blockInfo: { blocked: false },
      commonConfig: { enableLuckyBox: false, enablePaidUserFreeCall: true, enableUserTaskEntrance: false },
      enableCallback: true,
      silverInfoConf: { enableSilverClub: w.silverEnabled, silverCallDuration: 45 },
    },
    veegoInfo: {},
  });
  const apiCalls: string[] = [];
  const account = () => ({ paid: w.paid, gemsBalance: w.gems, silverBalance: 0, silverSpent: 0 });
  const api: CallApi = {
    anchorAccount: async (p) => (apiCalls.push('anchorAccount'), await opts.priceGate, { anchorAccountInfo: p.targetJid.filter((j) => j.startsWith('anchor')).map((jid) => ({ jid, privateChatPrice: w.price })) }),
    account: async () => (apiCalls.push('account'), account()),
    firstCallInfo: async () => ({ firstCallInfo: { freeFirstCallTotalTimes: 1, freeFirstCallRemainingTimes: w.firstCall, freeFirstCallDuration: 60 } }),
    paidUserFreeCall: async () => ({ freeTimes: w.paid ? w.paidFree : 0, freeDuration: 30, rechargeReminderTime: 20, matchToFlashTime: 20 }),
    clubCallTimes: async () => ({ availableTimes: w.silver }),
    videoShowStoryLine: async (p = {}) => ({
      storyLine: { jid: p.jid ?? HOST, uid: '100001', nickName: 'Amira', avatarUrl: '/media/avatars/100001.svg', videoUrl: '/media/story/a.webm', posterUrl: '', durationS: 8 },
    }),
  } as CallApi;
  const cameraAsked: number[] = [];
  const sent: { action: string; sid: string; payload: Record<string, unknown> }[] = [];
  let listener: ((s: CallSignal) => void) | null = null;
  const stopped: string[] = [];
  const peers: FakePeer[] = [];
  /** How many of the next peer connections cannot be made. */
  const failPeers = { count: 0 };
  class FakePeer implements PeerConnectionLike {
    connectionState = 'new';
    stats: Record<string, unknown>[] = [];
    replaced: unknown[] = [];
    getSenders() {
      return [{ track: { kind: 'video' }, replaceTrack: async (t: unknown) => void this.replaced.push(t) }];
    }
    localDescription: { type: string; sdp: string } | null = null;
    remoteDescription: { type: string; sdp: string } | null = null;
    onicecandidate: PeerConnectionLike['onicecandidate'] = null;
    ontrack: PeerConnectionLike['ontrack'] = null;
    onconnectionstatechange: (() => void) | null = null;
    addTrack() {}
    async createOffer() { return { type: 'offer', sdp: 'o' }; }
    async createAnswer() { return { type: 'answer', sdp: 'a' }; }
    async setLocalDescription(d: { type: string; sdp?: string }) { this.localDescription = { type: d.type, sdp: d.sdp ?? '' }; }
    async setRemoteDescription(d: { type: string; sdp: string }) { this.remoteDescription = d; }
    async addIceCandidate() {}
    async getStats() { return { forEach: (cb: (r: Record<string, unknown>) => void) => this.stats.forEach(cb) }; }
    closed = false;
    close() { this.closed = true; }
  }
  const missed: string[] = [];
  const tracks: Track[] = [];
  const track = (kind: string, deviceId = 'cam-front', facingMode = 'user'): Track => {
    const t: Track = { kind, enabled: true, stop: () => stopped.push(kind), getSettings: () => ({ deviceId, facingMode }) };
    tracks.push(t);
    return t;
  };
  const gifts: string[] = [];
  let lastCall: string | null = opts.lastCall ?? null;
  const refreshes: number[] = [];
  /** Each time the browser's codec list was asked for. */
  const codecAsks: number[] = [];
  const wallet = createWallet({ store, api: { account: async () => (refreshes.push(1), account()) }, log: () => {} });
  const calls = createCallController({
    store,
    api,
    wallet,
    onMissedCallback: (p, reason) => missed.push(`${p.jid}:${reason}`),
    ...(opts.onRecharged ? { onRecharged: opts.onRecharged } : {}),
    me: () => ME,
    chat: {
      state: () => (opts.connected === false || opts.link?.down ? 'failure' : 'connected'),
      sendCall: async (action, sid, payload = {}) => {
        if (opts.link?.down) throw new ChatError('xmpp not connected');
        sent.push({ action, sid, payload });
      },
      onCall: (l) => ((listener = l), () => {}),
      onState: (l) => {
        if (opts.link) opts.link.onState = l as (s: 'connected' | 'failure') => void;
        return () => {};
      },
    },
    getUserMedia: async (c) => {
      cameraAsked.push(1);
      opts.cameraCalls?.push(c);
      if (opts.camera instanceof Error) throw opts.camera;
      // A camera that has no mode of the preferred size (OverconstrainedError), any size is fine.
      if (opts.camera === 'sizeless' && typeof c.video === 'object' && c.video !== null && 'width' in c.video) {
        throw Object.assign(new Error('width'), { name: 'OverconstrainedError' });
      }
      if (c.audio === false) {
        const v = track('video', c.video.deviceId.exact, 'environment');
        return { getTracks: () => [v] };
      }
      const a = track('audio');
      const v = track('video');
      return { getTracks: () => [a, v] };
    },
    cameras: async () => opts.cameras ?? ['cam-front'],
    ...(opts.mediaAllowed !== undefined ? { mediaAllowed: async () => opts.mediaAllowed! } : {}),
    newStream: (ts) => ({ getTracks: () => ts }),
    gifts: {
      load: async () => {},
      send: async (peer, gift) => {
        if (opts.giftError) throw opts.giftError;
        gifts.push(`${peer.jid}:${gift.id}`);
      },
    },
    lastCall: { read: () => lastCall, write: (sid) => void (lastCall = sid) },
    qualityEveryMs: 20,
    videoCodecs: () => (codecAsks.push(1), [{ mimeType: 'video/VP8' }, { mimeType: 'video/H264' }]),
    createPeer: () => {
      if (failPeers.count > 0) {
        failPeers.count -= 1;
        throw new Error('no WebRTC here');
      }
      const p = new FakePeer();
      peers.push(p);
      return p;
    },
    newSid: () => 'sid-1',
    log: () => {},
  });
  // Through xmpp-chat's payload schemas, as the hub's stanzas arrive (a malformed one is dropped there).
  const hub = (action: CallSignal['action'], payload: Record<string, unknown> = {}, sid = 'sid-1') => {
    const decoded = decodeCallPayload(action, payload);
    if (decoded) listener?.({ action, sid, payload: decoded, from: 'hub.localhost' } as CallSignal);
  };
  return { store, calls, sent, hub, stopped, peers, failPeers, w, apiCalls, cameraAsked, missed, tracks, gifts, lastCall: () => lastCall, refreshes, codecAsks };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('calls controller (§4, §5, §8)', () => {
  it('maps camera errors to what the user is told', () => {
    expect(mediaProblemOf({ name: 'NotAllowedError' })).toBe('denied');
    expect(mediaProblemOf({ name: 'NotFoundError' })).toBe('notFound');
    expect(mediaProblemOf({ name: 'NotReadableError' })).toBe('busy');
    expect(mediaProblemOf(new TypeError('x'))).toBe('unsupported');
  });

  it('a denied camera starts no call and leaves nothing at the hub', async () => {
    const t = setup({ camera: Object.assign(new Error('no'), { name: 'NotAllowedError' }) });
    await expect(t.calls.dial({ jid: HOST, nickName: 'Amira' })).resolves.toBe('denied');
    expect(t.store.get(mediaProblemAtom)).toBe('denied');
    expect(t.store.get(callAtom)).toBeNull();
    expect(t.sent).toEqual([]);
  });

  it('a camera that cannot meet the preferred size is asked again for any size, and the call goes on', async () => {
    const asked: unknown[] = [];
    const t = setup({ camera: 'sizeless', cameraCalls: asked });
    await expect(t.calls.dial({ jid: HOST, nickName: 'Amira' })).resolves.toBe('ringing');
    expect(asked).toHaveLength(2);
    expect(asked[1]).toEqual({ audio: true, video: true });
    expect(t.store.get(mediaProblemAtom)).toBeNull();
  });

  it('every other camera error is its own problem, and starts no call', async () => {
    for (const [name, problem] of [['NotAllowedError', 'denied'], ['NotFoundError', 'notFound'], ['NotReadableError', 'busy']] as const) {
      const t = setup({ camera: Object.assign(new Error('no'), { name }) });
      await expect(t.calls.dial({ jid: HOST, nickName: 'Amira' })).resolves.toBe(problem);
      expect(t.store.get(callAtom)).toBeNull();
      expect(t.sent).toEqual([]);
    }
  });

  it('a hang-up while the chat is down reaches the hub once it is back (issue 19.5)', async () => {
    const link: { down: boolean; onState?: (s: 'connected' | 'failure') => void } = { down: false };
    const t = setup({ link });
    await expect(t.calls.dial({ jid: HOST, nickName: 'Amira' })).resolves.toBe('ringing');
    const sid = t.store.get(callAtom)!.sid;
    link.down = true;
    link.onState?.('failure');
    t.calls.hangUp();
    await tick();
    expect(t.store.get(callAtom)?.end).toBeTruthy();
    expect(t.sent.filter((x) => x.action === 'CallCancel')).toEqual([]);
    link.down = false;
    link.onState?.('connected');
    await tick();
    expect(t.sent.filter((x) => x.action === 'CallCancel').map((x) => x.sid)).toEqual([sid]);
    link.onState?.('connected');
    await tick();
    expect(t.sent.filter((x) => x.action === 'CallCancel')).toHaveLength(1);
  });

  it('refuses to call without a connected chat (§5)', async () => {
    const t = setup({ connected: false });
    await expect(t.calls.dial({ jid: HOST, nickName: 'Amira' })).rejects.toThrow('xmpp not connected');
    expect(t.sent).toEqual([]);
  });

  it('outgoing: request, answer, offer, remote media → connected + SessionSuccess, hang up stops the camera', async () => {
    const t = setup();
    await t.calls.dial({ jid: HOST, nickName: 'Amira' });
    expect(t.sent[0]).toMatchObject({ action: 'SessionRequest', sid: 'sid-1', payload: { callee: HOST } });
    expect(t.store.get(callAtom)?.status).toBe(CallStatus.connecting);
    t.hub('PeerAnswered');
    await tick();
    expect(t.sent.find((m) => m.action === 'WebRTCContent')?.payload).toMatchObject({ content: { seq: 0, type: 'chat-signal', signal: { kind: 'offer' } } });
    t.hub('WebRTCContent', { content: { seq: 0, type: 'chat-signal', signal: { kind: 'answer', sdp: 'a' } } });
    await tick();
    expect(t.peers[0]?.remoteDescription).toEqual({ type: 'answer', sdp: 'a' });
    t.peers[0]?.ontrack?.({ streams: ['remote'] });
    expect(t.store.get(callAtom)).toMatchObject({ status: CallStatus.connected, remoteStream: 'remote' });
    expect(t.sent.some((m) => m.action === 'SessionSuccess')).toBe(true);
    t.calls.hangUp();
    expect(t.store.get(callAtom)?.status).toBe(CallStatus.disconnected);
    expect(t.sent.at(-1)?.action).toBe('SessionTerminate');
    expect(t.stopped.sort()).toEqual(['audio', 'video']);
  });

  it('outgoing: the offer is made with the request and goes out, first, once the hub has the session (CallReady, issue 21.3)', async () => {
    const t = setup();
    await t.calls.dial({ jid: HOST, nickName: 'Amira' });
    await tick();
    expect(t.peers).toHaveLength(1);
    expect(t.peers[0]?.localDescription).toEqual({ type: 'offer', sdp: 'o' });
    t.peers[0]?.onicecandidate?.({ candidate: { toJSON: () => ({ candidate: 'c1', sdpMid: '0' }) } });
    await new Promise((r) => setTimeout(r, 80));
    // Not before the hub has the session: content for a sid it does not know yet would be refused.
    expect(t.sent.filter((m) => m.action === 'WebRTCContent')).toEqual([]);
    t.hub('CallReady', { privateChatPrice: 60, freeSeconds: 0 });
    await tick();
    expect(t.peers).toHaveLength(1);
    expect(t.sent.filter((m) => m.action === 'WebRTCContent').map((m) => m.payload.content)).toMatchObject([
      { seq: 0, type: 'chat-signal', signal: { kind: 'offer', sdp: 'o' } },
      { seq: 1, type: 'chat-signal', signal: { kind: 'candidates', candidates: [{ candidate: 'c1' }] } },
    ]);
    // Her answer (PeerAnswered), or a CallReady again, sends nothing again.
    t.hub('PeerAnswered');
    t.hub('CallReady', { privateChatPrice: 60, freeSeconds: 0 });
    await tick();
    expect(t.sent.filter((m) => m.action === 'WebRTCContent')).toHaveLength(2);
  });

  it('outgoing: from a hub that sends no CallReady, the held offer goes out when she answers', async () => {
    const t = setup();
    await t.calls.dial({ jid: HOST, nickName: 'Amira' });
    await tick();
    expect(t.sent.filter((m) => m.action === 'WebRTCContent')).toEqual([]);
    t.hub('PeerAnswered');
    await tick();
    expect(t.sent.filter((m) => m.action === 'WebRTCContent').map((m) => m.payload.content)).toMatchObject([{ seq: 0, signal: { kind: 'offer', sdp: 'o' } }]);
  });

  it('outgoing: a peer connection that cannot be made while she rings does not stop the call; it is made when she answers', async () => {
    const t = setup();
    t.failPeers.count = 1;
    await expect(t.calls.dial({ jid: HOST, nickName: 'Amira' })).resolves.toBe('ringing');
    await tick();
    expect(t.peers).toHaveLength(0);
    expect(t.store.get(callAtom)?.status).toBe(CallStatus.connecting);
    t.hub('PeerAnswered');
    await tick();
    expect(t.peers).toHaveLength(1);
    expect(t.sent.find((m) => m.action === 'WebRTCContent')?.payload).toMatchObject({ content: { seq: 0, signal: { kind: 'offer' } } });
  });

  it('outgoing: no peer connection at all (none in this runtime): CallReady leaves the call ringing; her answer fails it with "sdp fail", nothing throws', async () => {
    const t = setup();
    t.failPeers.count = 2;
    await expect(t.calls.dial({ jid: HOST, nickName: 'Amira' })).resolves.toBe('ringing');
    await tick();
    expect(() => t.hub('CallReady', { privateChatPrice: 60, freeSeconds: 0 })).not.toThrow();
    await tick();
    expect(t.store.get(callAtom)?.status).toBe(CallStatus.connecting);
    expect(t.peers).toHaveLength(0);
    expect(() => t.hub('PeerAnswered')).not.toThrow();
    await tick();
    expect(t.store.get(callAtom)).toMatchObject({ status: CallStatus.failed, reason: 'sdp fail' });
    expect(t.sent.filter((m) => m.action === 'WebRTCContent')).toEqual([]);
  });

  it('outgoing: a host who declines leaves no prepared offer behind: its peer connection is closed, nothing was sent', async () => {
    const t = setup();
    await t.calls.dial({ jid: HOST, nickName: 'Amira' });
    await tick();
    t.hub('CallCancel', { reason: 'declined' });
    await tick();
    expect(t.store.get(callAtom)?.status).toBe(CallStatus.failed);
    expect(t.peers[0]?.closed).toBe(true);
    expect(t.sent.filter((m) => m.action === 'WebRTCContent')).toEqual([]);
  });

  it('the hub ending the call for gems ends it with on_call_insuffic and releases the camera', async () => {
    const t = setup();
    await t.calls.dial({ jid: HOST, nickName: 'Amira' });
    t.hub('CallError', { reason: 'gems-insufficient' });
    expect(t.store.get(callAtom)).toMatchObject({ status: CallStatus.failed, reason: 'on_call_insuffic' });
    expect(t.stopped).toHaveLength(2);
  });

  it('incoming: ringing, answer sends CallAccept and answers the host offer; a second call is busy', async () => {
    const t = setup();
    t.hub('CallIn', { caller: HOST, nickName: 'Amira' }, 'in-1');
    await tick();
    expect(t.store.get(callAtom)).toMatchObject({ sid: 'in-1', direction: 'in', status: CallStatus.callIn, payment: 'paid', price: 60 });
    t.hub('CallIn', { caller: 'anchor_2@anchors.localhost' }, 'in-2');
    await tick();
    expect(t.sent.at(-1)).toMatchObject({ action: 'CallCancel', sid: 'in-2', payload: { reason: 'busy' } });
    await t.calls.answer();
    expect(t.sent.some((m) => m.action === 'CallAccept' && m.sid === 'in-1')).toBe(true);
    t.hub('WebRTCContent', { content: { seq: 0, type: 'chat-signal', signal: { kind: 'offer', sdp: 'o' } } }, 'in-1');
    await tick();
    expect(t.sent.find((m) => m.action === 'WebRTCContent')?.payload).toMatchObject({ content: { type: 'chat-signal', signal: { kind: 'answer' } } });
  });

  it('ignores signals of other calls and malformed content', async () => {
    const t = setup();
    await t.calls.dial({ jid: HOST, nickName: 'Amira' });
    t.hub('CallError', { reason: 'x' }, 'other-sid');
    t.hub('WebRTCContent', { content: 'junk' });
    expect(t.store.get(callAtom)?.status).toBe(CallStatus.connecting);
  });

  it('too few gems: the insufficient-coins tip, no camera prompt, nothing sent to the hub (§5)', async () => {
    const t = setup({ wallet: { gems: 60, price: 60, silver: 2 } });
    await expect(t.calls.dial({ jid: HOST, nickName: 'Amira' })).resolves.toBe('insufficient');
    expect(t.store.get(callTipAtom)).toMatchObject({ kind: 'insufficient', price: 60, silver: { enabled: true, availableTimes: 2, durationS: 45 } });
    expect(t.store.get(accountAtom)?.gemsBalance).toBe(60);
    expect(t.cameraAsked).toEqual([]);
    expect(t.sent).toEqual([]);
    expect(t.store.get(callAtom)).toBeNull();
  });

  it('camera already allowed: it opens beside the price check, and the call uses it (issue 21.3)', async () => {
    let release!: () => void;
    const t = setup({ mediaAllowed: true, priceGate: new Promise<void>((r) => (release = r)) });
    const dialling = t.calls.dial({ jid: HOST, nickName: 'Amira' });
    await tick();
    expect(t.apiCalls).toContain('anchorAccount');
    expect(t.cameraAsked).toHaveLength(1);
    release();
    await expect(dialling).resolves.toBe('ringing');
    expect(t.cameraAsked).toHaveLength(1);
    expect(t.store.get(callAtom)?.localStream).toMatchObject({ getTracks: expect.any(Function) });
    expect(t.stopped).toEqual([]);
  });

  it('camera already allowed but too few gems: the tip, the camera opened early is closed again, nothing sent', async () => {
    const t = setup({ mediaAllowed: true, wallet: { gems: 60, price: 60, silver: 2 } });
    await expect(t.calls.dial({ jid: HOST, nickName: 'Amira' })).resolves.toBe('insufficient');
    await tick();
    expect(t.store.get(callTipAtom)?.kind).toBe('insufficient');
    expect(t.cameraAsked).toHaveLength(1);
    expect(t.stopped.sort()).toEqual(['audio', 'video']);
    expect(t.sent).toEqual([]);
    expect(t.store.get(callAtom)).toBeNull();
  });

  it('camera not allowed yet (a prompt would show): it is asked only after the price check says the call can start', async () => {
    let release!: () => void;
    const t = setup({ mediaAllowed: false, priceGate: new Promise<void>((r) => (release = r)) });
    const dialling = t.calls.dial({ jid: HOST, nickName: 'Amira' });
    await tick();
    expect(t.cameraAsked).toEqual([]);
    release();
    await expect(dialling).resolves.toBe('ringing');
    expect(t.cameraAsked).toHaveLength(1);
  });

  it('the tap on "Video call" opens the camera at once when the browser allows it; the dial uses it, nothing goes to the hub before (issue 21.3)', async () => {
    const t = setup({ mediaAllowed: true });
    t.calls.warmUp(HOST);
    await tick();
    expect(t.cameraAsked).toHaveLength(1);
    expect(t.sent).toEqual([]);
    await expect(t.calls.dial({ jid: HOST, nickName: 'Amira' })).resolves.toBe('ringing');
    expect(t.cameraAsked).toHaveLength(1);
    expect(t.stopped).toEqual([]);
    expect(t.store.get(callAtom)?.localStream).toMatchObject({ getTracks: expect.any(Function) });
  });

  it('the tap may prompt for the camera only when the quote fetched ahead says the call can be paid', async () => {
    // A payable quote ahead: the camera is asked at the tap, even though a prompt may show.
    const ok = setup({ mediaAllowed: false });
    ok.calls.prepareQuote(HOST);
    await tick();
    ok.calls.warmUp(HOST);
    await tick();
    expect(ok.cameraAsked).toHaveLength(1);
    await expect(ok.calls.dial({ jid: HOST, nickName: 'Amira' })).resolves.toBe('ringing');
    expect(ok.cameraAsked).toHaveLength(1);
    // Too few gems ahead: no prompt at the tap; the dial shows the tip and asks for nothing.
    const poor = setup({ mediaAllowed: false, wallet: { gems: 60, price: 60 } });
    poor.calls.prepareQuote(HOST);
    await tick();
    poor.calls.warmUp(HOST);
    await tick();
    expect(poor.cameraAsked).toEqual([]);
    await expect(poor.calls.dial({ jid: HOST, nickName: 'Amira' })).resolves.toBe('insufficient');
    expect(poor.cameraAsked).toEqual([]);
    // No quote ahead: no prompt at the tap either.
    const none = setup({ mediaAllowed: false });
    none.calls.warmUp(HOST);
    await tick();
    expect(none.cameraAsked).toEqual([]);
  });

  it('media opened at the tap is closed when no dial takes it within 10 s, or when the dial is for another host', async () => {
    vi.useFakeTimers();
    try {
      const t = setup({ mediaAllowed: true });
      t.calls.warmUp(HOST);
      await vi.advanceTimersByTimeAsync(9_000);
      expect(t.stopped).toEqual([]);
      await vi.advanceTimersByTimeAsync(1_100);
      expect(t.stopped.sort()).toEqual(['audio', 'video']);
      const other = setup({ mediaAllowed: true });
      other.calls.warmUp(HOST);
      await vi.advanceTimersByTimeAsync(10);
      await expect(other.calls.dial({ jid: 'anchor_100002@anchors.localhost', nickName: 'Lina' })).resolves.toBe('ringing');
      await vi.advanceTimersByTimeAsync(10);
      // Hers were closed; the call to the other host opened its own.
      expect(other.stopped.sort()).toEqual(['audio', 'video']);
      expect(other.cameraAsked).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a quote fetched ahead (her thread open) is used by the call: the price is not asked again (issue 21.3)', async () => {
    const t = setup();
    t.calls.prepareQuote(HOST);
    await tick();
    expect(t.apiCalls.filter((c) => c === 'anchorAccount')).toHaveLength(1);
    await expect(t.calls.dial({ jid: HOST, nickName: 'Amira' })).resolves.toBe('ringing');
    expect(t.apiCalls.filter((c) => c === 'anchorAccount')).toHaveLength(1);
    expect(t.store.get(callAtom)).toMatchObject({ price: 60, payment: 'paid' });
  });

  it('the codec list is asked once, with the quote fetched ahead, not in the dial (issue 21.3)', async () => {
    const t = setup();
    t.calls.prepareQuote(HOST);
    await tick();
    expect(t.codecAsks).toHaveLength(1);
    await expect(t.calls.dial({ jid: HOST, nickName: 'Amira' })).resolves.toBe('ringing');
    expect(t.peers).toHaveLength(1);
    t.calls.hangUp();
    await tick();
    await expect(t.calls.dial({ jid: HOST, nickName: 'Amira' })).resolves.toBe('ringing');
    expect(t.codecAsks).toHaveLength(1);
  });

  it('without a quote ahead, the dial asks for the codec list itself', async () => {
    const t = setup();
    expect(t.codecAsks).toHaveLength(0);
    await expect(t.calls.dial({ jid: HOST, nickName: 'Amira' })).resolves.toBe('ringing');
    expect(t.codecAsks).toHaveLength(1);
  });

  it('a quote fetched ahead that would show a tip is asked again first: what it lacked may have come since', async () => {
    const t = setup({ wallet: { gems: 5, firstCall: 0 } });
    t.calls.prepareQuote(HOST);
    await tick();
    // Meanwhile (elsewhere, not through this wallet) a free first call was granted.
    t.w.firstCall = 1;
    await expect(t.calls.dial({ jid: HOST, nickName: 'Amira' })).resolves.toBe('ringing');
    expect(t.apiCalls.filter((c) => c === 'anchorAccount')).toHaveLength(2);
    expect(t.store.get(callAtom)?.payment).toBe('firstCallFree');
  });

  it('a silver call never uses the quote fetched ahead: its count changes outside the wallet', async () => {
    const t = setup({ wallet: { gems: 5, silver: 1 } });
    t.calls.prepareQuote(HOST);
    await tick();
    t.w.silver = 0;
    await expect(t.calls.dial({ jid: HOST, nickName: 'Amira' }, { payment: 'silverCall' })).resolves.toBe('silverLimit');
    expect(t.apiCalls.filter((c) => c === 'anchorAccount')).toHaveLength(2);
  });

  it('a quote fetched ahead is not used once the wallet changed, for another host, after 20 s, or twice', async () => {
    const asked = (t: ReturnType<typeof setup>) => t.apiCalls.filter((c) => c === 'anchorAccount').length;
    // The wallet changed (here: the balance fell below the price): the call asks again and sees it.
    const a = setup();
    a.calls.prepareQuote(HOST);
    await tick();
    a.w.gems = 60;
    a.store.set(accountAtom, { paid: false, gemsBalance: 60, silverBalance: 0, silverSpent: 0 });
    await expect(a.calls.dial({ jid: HOST, nickName: 'Amira' })).resolves.toBe('insufficient');
    expect(asked(a)).toBe(2);
    // Another host.
    const b = setup();
    b.calls.prepareQuote('anchor_100002@anchors.localhost');
    await tick();
    await b.calls.dial({ jid: HOST, nickName: 'Amira' });
    expect(asked(b)).toBe(2);
    // Too old.
    const c = setup();
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    try {
      c.calls.prepareQuote(HOST);
      await tick();
      clock.mockReturnValue(now + QUOTE_AHEAD_MS + 1);
      await c.calls.dial({ jid: HOST, nickName: 'Amira' });
      expect(asked(c)).toBe(2);
    } finally {
      clock.mockRestore();
    }
    // Used once: the next call asks again.
    const d = setup();
    d.calls.prepareQuote(HOST);
    await tick();
    await d.calls.dial({ jid: HOST, nickName: 'Amira' });
    d.calls.hangUp();
    await d.calls.dial({ jid: HOST, nickName: 'Amira' });
    expect(asked(d)).toBe(2);
  });

  it('passes the payment flag on the call: first-call free, paid-user free, silver (§6)', async () => {
    const a = setup({ wallet: { firstCall: 1 } });
    await a.calls.dial({ jid: HOST, nickName: 'Amira' });
    expect(a.sent[0]?.payload).toEqual({ sid: 'sid-1', callee: HOST, firstCallFree: true });
    expect(a.store.get(callAtom)).toMatchObject({ payment: 'firstCallFree', freeSeconds: 60 });
    const b = setup({ wallet: { gems: 10, paid: true, paidFree: 1 } });
    await b.calls.dial({ jid: HOST, nickName: 'Amira' });
    expect(b.sent[0]?.payload).toMatchObject({ paidUserFreeCall: true });
    expect(b.store.get(callAtom)).toMatchObject({ payment: 'paidUserFreeCall', freeSeconds: 30, rechargeReminderS: 20 });
    const c = setup({ wallet: { gems: 10, silver: 1 } });
    await c.calls.dial({ jid: HOST, nickName: 'Amira' }, { payment: 'silverCall' });
    expect(c.sent[0]?.payload).toMatchObject({ silverCall: true });
    const d = setup({ wallet: { gems: 5000 } });
    await d.calls.dial({ jid: HOST, nickName: 'Amira' });
    expect(d.sent[0]?.payload).toEqual({ sid: 'sid-1', callee: HOST });
  });

  it('a silver call with none left shows the silver-call limit tip', async () => {
    const t = setup({ wallet: { gems: 10, silver: 0 } });
    await expect(t.calls.dial({ jid: HOST, nickName: 'Amira' }, { payment: 'silverCall' })).resolves.toBe('silverLimit');
    expect(t.store.get(callTipAtom)?.kind).toBe('silverLimit');
    expect(t.sent).toEqual([]);
  });

  it('the hub price and free time on CallReady replace the quoted ones', async () => {
    const t = setup({ wallet: { firstCall: 1 } });
    await t.calls.dial({ jid: HOST, nickName: 'Amira' });
    t.hub('CallReady', { privateChatPrice: 80, freeSeconds: 50 });
    expect(t.store.get(callAtom)).toMatchObject({ price: 80, freeSeconds: 50 });
    t.hub('CallReady', { privateChatPrice: -3, freeSeconds: 'x' });
    expect(t.store.get(callAtom)).toMatchObject({ price: 80, freeSeconds: 50 });
  });

  it('callback without enough gems: replies coins_insufficient, never rings, tells the user (§5)', async () => {
    const t = setup({ wallet: { gems: 60, price: 60 } });
    t.hub('CallIn', { caller: HOST, nickName: 'Amira' }, 'in-1');
    await tick();
    expect(t.sent).toEqual([{ action: 'CallCancel', sid: 'in-1', payload: { reason: 'coins_insufficient' } }]);
    expect(t.store.get(callAtom)).toBeNull();
    expect(t.missed).toEqual([`${HOST}:coins_insufficient`]);
  });

  it('answering a paid callback the balance no longer covers ends it as "Gems insufficient" (§8), no camera prompt', async () => {
    const t = setup({ wallet: { gems: 100, price: 60 } });
    t.hub('CallIn', { caller: HOST, nickName: 'Amira' }, 'in-1');
    await tick();
    expect(t.store.get(callAtom)).toMatchObject({ status: CallStatus.callIn, payment: 'paid' });
    // A gift bought while it rang: the server's balance is now 40, below the price.
    t.store.set(accountAtom, { paid: false, gemsBalance: 40, silverBalance: 0, silverSpent: 0 });
    await t.calls.answer();
    expect(t.store.get(callAtom)).toMatchObject({ status: CallStatus.failed, reason: 'Gems insufficient', rejectType: 'gems-insufficient', end: 'notEnoughGems' });
    expect(t.sent.at(-1)).toEqual({ action: 'CallCancel', sid: 'in-1', payload: { sid: 'in-1', reason: 'gems-insufficient' } });
    expect(t.sent.some((m) => m.action === 'CallAccept')).toBe(false);
    expect(t.cameraAsked).toEqual([]);
  });

  it('callback to a paid user with free times: rings, and CallAccept carries paidUserFreeCall', async () => {
    const t = setup({ wallet: { gems: 10, paid: true, paidFree: 2 } });
    t.hub('CallIn', { caller: HOST, nickName: 'Amira' }, 'in-1');
    await tick();
    expect(t.store.get(callAtom)).toMatchObject({ status: CallStatus.callIn, payment: 'paidUserFreeCall' });
    await t.calls.answer();
    expect(t.sent.find((m) => m.action === 'CallAccept')).toEqual({ action: 'CallAccept', sid: 'in-1', payload: { sid: 'in-1', paidUserFreeCall: true } });
  });

  it('a callback during a call, or while another callback is being checked, is busy', async () => {
    const t = setup();
    t.hub('CallIn', { caller: HOST }, 'in-1');
    t.hub('CallIn', { caller: 'anchor_2@anchors.localhost' }, 'in-2');
    await tick();
    expect(t.sent).toEqual([{ action: 'CallCancel', sid: 'in-2', payload: { reason: 'busy' } }]);
    expect(t.store.get(callAtom)?.sid).toBe('in-1');
  });

  it('story line: rings without a price check, answer fetches the video (no camera), playing → connected', async () => {
    const t = setup({ wallet: { gems: 0 } });
    t.hub('CallIn', { caller: HOST, nickName: 'Amira', storyLine: true }, 'story-1');
    expect(t.store.get(callAtom)).toMatchObject({ status: CallStatus.callIn, isStoryLine: true });
    expect(t.apiCalls).toEqual([]);
    await t.calls.answer();
    expect(t.cameraAsked).toEqual([]);
    expect(t.store.get(callAtom)?.storyLine?.videoUrl).toBe('/media/story/a.webm');
    expect(t.sent.find((m) => m.action === 'CallAccept')?.sid).toBe('story-1');
    t.calls.storyLinePlaying();
    expect(t.store.get(callAtom)?.status).toBe(CallStatus.connected);
    t.hub('CallIn', { caller: 'anchor_2@anchors.localhost' }, 'in-2');
    await tick();
    expect(t.sent.at(-1)).toMatchObject({ action: 'CallCancel', sid: 'in-2', payload: { reason: 'busy' } });
    t.calls.hangUp();
    expect(t.sent.at(-1)?.action).toBe('SessionTerminate');
  });

  it('ReChargeSuccess applies the server\'s balance as sent (no re-fetch; a bad one re-fetches); MatchToFlash ends the call', async () => {
    const t = setup({ wallet: { gems: 10, paid: true, paidFree: 1 } });
    await t.calls.dial({ jid: HOST, nickName: 'Amira' });
    t.hub('ReChargeSuccess', { gemsBalance: 900 }, 'recharge-1');
    await tick();
    // The fake server still says 10: 900 can only come from the signal itself.
    expect(t.store.get(accountAtom)?.gemsBalance).toBe(900);
    t.hub('ReChargeSuccess', { gemsBalance: 'lots' }, 'recharge-2');
    await tick();
    expect(t.store.get(accountAtom)?.gemsBalance).toBe(10);
    t.hub('MatchToFlash', { reason: 'matchToFlash' });
    expect(t.store.get(callAtom)).toMatchObject({ status: CallStatus.failed, reason: 'matchToFlash' });
  });

  it('ReChargeSuccess shows the hub\'s balance at once, then asks for the account and config reload (§4)', async () => {
    let reloads = 0;
    const t = setup({ wallet: { gems: 10, paid: true, paidFree: 1 }, onRecharged: () => void reloads++ });
    await t.calls.dial({ jid: HOST, nickName: 'Amira' });
    t.hub('ReChargeSuccess', { gemsBalance: 900 }, 'recharge-1');
    await tick();
    expect(t.store.get(accountAtom)?.gemsBalance).toBe(900);
    expect(reloads).toBe(1);
  });

  it('resume (opened from a call push): CallCheck for the sid; the hub ringing again shows the incoming call; an ended call or silence says ended', async () => {
    const t = setup();
    const ringing = t.calls.resume('push-1');
    expect(t.sent.at(-1)).toEqual({ action: 'CallCheck', sid: 'push-1', payload: {} });
    t.hub('CallIn', { caller: HOST, nickName: 'Amira', storyLine: true }, 'push-1');
    expect(await ringing).toBe('ringing');
    expect(t.store.get(callAtom)).toMatchObject({ sid: 'push-1', status: CallStatus.callIn, direction: 'in' });
    expect(await t.calls.resume('push-1')).toBe('ringing'); // already on screen: nothing sent
    expect(t.sent.filter((m) => m.action === 'CallCheck')).toHaveLength(1);
    t.calls.decline();

    const ended = t.calls.resume('push-2');
    t.hub('CallIn', { caller: HOST }, 'other-sid'); // another call's signal does not answer it
    t.hub('CallError', { reason: 'sidNonExistent' }, 'push-2');
    expect(await ended).toBe('ended');
    expect(await t.calls.resume('push-3', 20)).toBe('ended'); // no answer
    expect(await t.calls.resume('')).toBe('ended');
    await expect(setup({ connected: false }).calls.resume('push-4')).rejects.toThrow('xmpp not connected');
  });

  /** Dials and connects a paid call (answer applied, remote media arrived). */
  async function connected(t: ReturnType<typeof setup>) {
    await t.calls.dial({ jid: HOST, nickName: 'Amira' });
    t.hub('PeerAnswered');
    await tick();
    t.hub('WebRTCContent', { content: { seq: 0, type: 'chat-signal', signal: { kind: 'answer', sdp: 'a' } } });
    await tick();
    t.peers[0]?.ontrack?.({ streams: ['remote'] });
    expect(t.store.get(callAtom)?.status).toBe(CallStatus.connected);
  }

  it('each billed minute brings the server\'s balance: the wallet and the meter show it at once; the account is fetched when the call ends', async () => {
    const t = setup({ wallet: { gems: 4990 } });
    await connected(t);
    t.hub('SessionHeartbeat', { gemsBalance: 4930, billedGems: 60, price: 60 });
    expect(t.store.get(accountAtom)?.gemsBalance).toBe(4930);
    expect(t.store.get(callAtom)?.billing).toEqual({ gemsBalance: 4930, billedGems: 60 });
    t.hub('SessionHeartbeat', { gemsBalance: 'lots', billedGems: 120 });
    expect(t.store.get(accountAtom)?.gemsBalance).toBe(4930);
    t.hub('SessionHeartbeat', { gemsBalance: 1, billedGems: 1 }, 'another-call');
    expect(t.store.get(accountAtom)?.gemsBalance).toBe(4930);
    const before = t.refreshes.length;
    t.calls.hangUp();
    await tick();
    expect(t.refreshes.length).toBe(before + 1);
  });

  it('says why the call ended, for every ending (free time, gems, host, busy, asleep, no answer, network, camera)', async () => {
    const endOf = async (go: (t: ReturnType<typeof setup>) => Promise<void> | void, o: Parameters<typeof setup>[0] = {}) => {
      const t = setup(o);
      await go(t);
      return t.store.get(callAtom)?.end;
    };
    expect(await endOf(async (t) => { await connected(t); t.hub('SessionTerminate', { reason: 'free-time-over' }); })).toBe('freeTimeOver');
    expect(await endOf(async (t) => { await connected(t); t.hub('CallError', { reason: 'gems-insufficient' }); })).toBe('gemsRanOut');
    expect(await endOf(async (t) => { await connected(t); t.hub('SessionTerminate', { reason: 'host-terminate' }); })).toBe('hostEnded');
    expect(await endOf(async (t) => { await connected(t); t.calls.hangUp(); })).toBe('youEnded');
    expect(await endOf(async (t) => { await connected(t); t.hub('SessionTerminate', { reason: 'heartbeat-timeout' }); })).toBe('networkLost');
    expect(await endOf(async (t) => { await t.calls.dial({ jid: HOST, nickName: 'A' }); t.hub('CallError', { reason: 'busy' }); })).toBe('hostBusy');
    expect(await endOf(async (t) => { await t.calls.dial({ jid: HOST, nickName: 'A' }); t.hub('CallError', { reason: 'offline', hostState: 'sleeping' }); })).toBe('hostAsleep');
    expect(await endOf(async (t) => { await t.calls.dial({ jid: HOST, nickName: 'A' }); t.hub('CallCancel', { reason: 'timeOut' }); })).toBe('noAnswer');
    expect(await endOf(async (t) => { await t.calls.dial({ jid: HOST, nickName: 'A' }); t.hub('CallCancel', { reason: 'declined' }); })).toBe('hostDeclined');
    // A callback answered with a refused camera: declined with camera-refused at the hub.
    const t = setup({ camera: Object.assign(new Error('no'), { name: 'NotAllowedError' }) });
    t.hub('CallIn', { caller: HOST, nickName: 'Amira' }, 'in-1');
    await tick();
    await expect(t.calls.answer()).resolves.toBe('denied');
    expect(t.sent.at(-1)).toMatchObject({ action: 'CallCancel', sid: 'in-1', payload: { reason: 'camera-refused' } });
    expect(t.store.get(callAtom)?.end).toBe('cameraRefused');
  });

  it('mute and camera off act on the local tracks and tell the host (stream-type)', async () => {
    const t = setup();
    await connected(t);
    t.calls.setMicOn(false);
    expect(t.tracks.find((x) => x.kind === 'audio')?.enabled).toBe(false);
    expect(t.store.get(callAtom)).toMatchObject({ micOn: false, cameraOn: true });
    expect(t.sent.at(-1)?.payload).toMatchObject({ content: { type: 'stream-type', audio: false, video: true } });
    t.calls.setCameraOn(false);
    expect(t.tracks.find((x) => x.kind === 'video')?.enabled).toBe(false);
    expect(t.sent.at(-1)?.payload).toMatchObject({ content: { type: 'stream-type', audio: false, video: false } });
    t.calls.setMicOn(true);
    expect(t.tracks.find((x) => x.kind === 'audio')?.enabled).toBe(true);
    // The host's own stream-type is shown.
    t.hub('WebRTCContent', { content: { seq: 1, type: 'stream-type', audio: true, video: false } });
    await tick();
    expect(t.store.get(callAtom)?.remoteMedia).toEqual({ audio: true, video: false });
  });

  it('switches camera only where there are two: the new camera is sent and shown, the old one closed', async () => {
    const one = setup();
    await connected(one);
    await tick();
    expect(one.store.get(callAtom)?.cameraCount).toBe(1);
    await expect(one.calls.switchCamera()).resolves.toBe('unavailable');
    const two = setup({ cameras: ['cam-front', 'cam-back'] });
    await connected(two);
    await tick();
    expect(two.store.get(callAtom)).toMatchObject({ cameraCount: 2, facing: 'user' });
    await expect(two.calls.switchCamera()).resolves.toBe('switched');
    const back = two.tracks.at(-1)!;
    expect(back.getSettings().deviceId).toBe('cam-back');
    expect(two.peers[0]?.replaced).toEqual([back]);
    expect(two.stopped).toEqual(['video']);
    const v = two.store.get(callAtom)!;
    expect(v.facing).toBe('environment');
    expect(v.localStream?.getTracks().map((x) => x.kind)).toEqual(['audio', 'video']);
    expect(v.localStream?.getTracks()[1]).toBe(back);
  });

  it('grades the connection from getStats while connected', async () => {
    const t = setup();
    await connected(t);
    t.peers[0]!.stats = [
      { type: 'candidate-pair', nominated: true, currentRoundTripTime: 0.004 },
      { type: 'inbound-rtp', kind: 'video', packetsLost: 0, packetsReceived: 300, framesPerSecond: 20 },
    ];
    await new Promise((r) => setTimeout(r, 60));
    expect(t.store.get(callAtom)?.quality).toMatchObject({ level: 'good', rttMs: 4 });
    const levels: string[] = [];
    t.store.sub(callAtom, () => levels.push(t.store.get(callAtom)?.quality?.level ?? ''));
    // 100 of the next 300 packets lost: poor for that interval (then good again: no new loss).
    t.peers[0]!.stats = [
      { type: 'candidate-pair', nominated: true, currentRoundTripTime: 0.004 },
      { type: 'inbound-rtp', kind: 'video', packetsLost: 100, packetsReceived: 500, framesPerSecond: 20 },
    ];
    await new Promise((r) => setTimeout(r, 60));
    expect(levels).toContain('poor');
  });

  it('sends a gift during the call through the messaging path; failures come back as typed errors', async () => {
    const t = setup();
    const gift = { id: 'g1', type: 1, gemsPrice: 10, tabId: 1, priority: 1, title: 'Rose', iconUrl: '/media/gifts/g1.svg', isActive: true, showArea: 1 };
    await expect(t.calls.sendGift(gift)).resolves.toEqual({ ok: false, error: 'noCall' });
    await connected(t);
    await expect(t.calls.sendGift(gift)).resolves.toEqual({ ok: true });
    expect(t.gifts).toEqual([`${HOST}:g1`]);
    const poor = setup({ giftError: Object.assign(new Error('xmpp send iq error'), { name: 'ChatError', condition: 'not-acceptable' }) });
    await connected(poor);
    await expect(poor.calls.sendGift(gift)).resolves.toEqual({ ok: false, error: 'gemsInsufficient' });
    expect(giftErrorOf(Object.assign(new Error('xmpp send iq error'), { name: 'ChatError', condition: 'policy-violation' }))).toBe('sendLocked');
    expect(giftErrorOf(new Error('gems insufficient'))).toBe('failed'); // never read from the text
  });

  it('a reload ends the call at once (pagehide), and the next page ends a call the last one left, showing it ended without dialling again', async () => {
    const t = setup();
    await connected(t);
    expect(parseLeftCall(t.lastCall())).toEqual({ sid: 'sid-1', peer: { jid: HOST, nickName: 'Amira' }, direction: 'out' });
    t.calls.pageHidden();
    expect(t.sent.at(-1)).toMatchObject({ action: 'SessionTerminate', sid: 'sid-1' });
    expect(t.stopped.sort()).toEqual(['audio', 'video']);
    expect(parseLeftCall(t.lastCall())).toMatchObject({ sid: 'sid-1', end: 'youEnded' }); // kept in case it did not get through
    const next = setup({ lastCall: t.lastCall() });
    expect(next.sent).toEqual([{ action: 'SessionTerminate', sid: 'sid-1', payload: { reason: 'page-reload' } }]);
    expect(next.lastCall()).toBeNull();
    expect(next.store.get(callAtom)).toMatchObject({ sid: 'sid-1', status: CallStatus.disconnected, end: 'youEnded', peer: { jid: HOST } });
    // The call screen the page reloaded on dials on its own: it is told, nothing rings.
    await expect(next.calls.dial({ jid: HOST, nickName: 'Amira' }, { auto: true })).resolves.toBe('leftCall');
    expect(next.sent).toHaveLength(1);
    // Pressing "Call again" dials.
    await expect(next.calls.dial({ jid: HOST, nickName: 'Amira' })).resolves.toBe('ringing');
    expect(parseLeftCall('{"sid":1}')).toBeNull();
    expect(parseLeftCall(JSON.stringify({ sid: 's', peer: { jid: HOST }, direction: 'in', end: 'hostEnded' }))).toEqual({ sid: 's', peer: { jid: HOST, nickName: '' }, direction: 'in' });
    // A ringing callback left by a reload was declined.
    const ringing = setup();
    ringing.hub('CallIn', { caller: HOST, nickName: 'Amira' }, 'in-1');
    await tick();
    ringing.calls.pageHidden();
    expect(ringing.sent.at(-1)).toMatchObject({ action: 'CallCancel', sid: 'in-1', payload: { reason: 'cancel' } });
    expect(setup({ lastCall: ringing.lastCall() }).store.get(callAtom)).toMatchObject({ sid: 'in-1', end: 'youDeclined', direction: 'in' });
    expect(parseLeftCall('not json')).toBeNull();
    // A call that ended normally leaves nothing behind.
    const done = setup();
    await connected(done);
    done.hub('SessionTerminate', { reason: 'host-terminate' });
    expect(done.lastCall()).toBeNull();
  });
});
