import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { CallStatus } from '@vchat/domain';
import type { CallSignal } from '@vchat/xmpp-chat';
import type { PeerConnectionLike } from '@vchat/call-engine';
import { configAtom } from '../session/atoms.ts';
import { accountAtom } from '../wallet/atoms.ts';
import { createWallet } from '../wallet/wallet.ts';
import { callAtom, callTipAtom, createCallController, mediaProblemAtom, mediaProblemOf, type CallApi } from './calls.ts';

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

function setup(opts: { camera?: 'ok' | Error; connected?: boolean; wallet?: Partial<Wallet> } = {}) {
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
    anchorAccount: async (p) => (apiCalls.push('anchorAccount'), { anchorAccountInfo: p.targetJid.filter((j) => j.startsWith('anchor')).map((jid) => ({ jid, privateChatPrice: w.price })) }),
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
  const missed: string[] = [];
  const calls = createCallController({
    store,
    api,
    wallet: createWallet({ store, api, log: () => {} }),
    onMissedCallback: (p, reason) => missed.push(`${p.jid}:${reason}`),
    me: () => ME,
    chat: {
      state: () => (opts.connected === false ? 'failure' : 'connected'),
      sendCall: async (action, sid, payload = {}) => void sent.push({ action, sid, payload }),
      onCall: (l) => ((listener = l), () => {}),
    },
    getUserMedia: async () => {
      cameraAsked.push(1);
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
  return { store, calls, sent, hub, stopped, peers, w, apiCalls, cameraAsked, missed };
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
});
