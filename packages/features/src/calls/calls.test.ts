import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { CallStatus } from '@vchat/domain';
import type { CallSignal } from '@vchat/xmpp-chat';
import type { PeerConnectionLike } from '@vchat/call-engine';
import { callAtom, createCallController, mediaProblemAtom, mediaProblemOf } from './calls.ts';

const ME = 'user_1@localhost';
const HOST = 'anchor_100001@anchors.localhost';

/** Stand-ins for the hub transport, the camera and RTCPeerConnection (unit test only). */
function setup(opts: { camera?: 'ok' | Error; connected?: boolean } = {}) {
  const store = createStore();
  const sent: { action: string; sid: string; payload: Record<string, unknown> }[] = [];
  let listener: ((s: CallSignal) => void) | null = null;
  const stopped: string[] = [];
  const peers: FakePeer[] = [];
  class FakePeer implements PeerConnectionLike {
    connectionState = 'new';
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
    async getStats() { return { forEach: () => {} }; }
    close() {}
  }
  const calls = createCallController({
    store,
    me: () => ME,
    chat: {
      state: () => (opts.connected === false ? 'failure' : 'connected'),
      sendCall: async (action, sid, payload = {}) => void sent.push({ action, sid, payload }),
      onCall: (l) => ((listener = l), () => {}),
    },
    getUserMedia: async () => {
      if (opts.camera instanceof Error) throw opts.camera;
      return { getTracks: () => [{ kind: 'audio', stop: () => stopped.push('audio') }, { kind: 'video', stop: () => stopped.push('video') }] };
    },
    createPeer: () => {
      const p = new FakePeer();
      peers.push(p);
      return p;
    },
    newSid: () => 'sid-1',
    log: () => {},
  });
  const hub = (action: CallSignal['action'], payload: Record<string, unknown> = {}, sid = 'sid-1') => listener?.({ action, sid, payload, from: 'hub.localhost' });
  return { store, calls, sent, hub, stopped, peers };
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
    expect(t.store.get(callAtom)).toMatchObject({ sid: 'in-1', direction: 'in', status: CallStatus.callIn });
    t.hub('CallIn', { caller: 'anchor_2@anchors.localhost' }, 'in-2');
    expect(t.sent.at(-1)).toMatchObject({ action: 'SessionFail', sid: 'in-2', payload: { reason: 'busy' } });
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
});
