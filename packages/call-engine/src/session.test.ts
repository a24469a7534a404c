import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallStatus, type CallAttachment } from '@vchat/domain';
import { createCallSession, CallStartError } from './session.ts';

const ME = 'user_1@localhost';
const HOST = 'anchor_100001@anchors.localhost';

function setup(sendFails = false) {
  const sent: { action: string; payload: Record<string, unknown> }[] = [];
  const records: CallAttachment[] = [];
  const s = createCallSession({
    sid: 'sid-1', me: ME, peer: HOST,
    send: async (action, payload) => {
      sent.push({ action, payload });
      if (sendFails) throw new Error('down');
    },
    onRecord: (r) => records.push(r),
    flags: { firstCallFree: true },
    now: () => Date.now(),
  });
  return { s, sent, records };
}

describe('call session (§4, §5, §8, §9)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('refuses to start without a signed-in chat', () => {
    const { s } = setup();
    expect(() => s.dial({ signedIn: false, chatConnected: true })).toThrow(new CallStartError('no call inside main user'));
    expect(() => s.dial({ signedIn: true, chatConnected: false })).toThrow('xmpp not connected');
    expect(s.state().status).toBe(CallStatus.initial);
  });

  it('outgoing: SessionRequest with flags, connected on remote media, heartbeat every 5 s, hang up', async () => {
    const { s, sent, records } = setup();
    s.dial({ signedIn: true, chatConnected: true });
    expect(s.state().status).toBe(CallStatus.connecting);
    expect(sent[0]).toEqual({ action: 'SessionRequest', payload: { sid: 'sid-1', callee: HOST, firstCallFree: true } });
    await vi.advanceTimersByTimeAsync(2_000);
    s.remoteStream();
    expect(s.state().status).toBe(CallStatus.connected);
    expect(records.at(-1)).toMatchObject({ startTime: 1_000_000, connectingTime: 1_002_000, endTime: 0 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent.filter((m) => m.action === 'SessionHeartbeat')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.state().status).toBe(CallStatus.connected);
    s.hangUp();
    expect(s.state().status).toBe(CallStatus.disconnected);
    expect(sent.at(-1)?.action).toBe('SessionTerminate');
    expect(records.at(-1)).toMatchObject({ sid: 'sid-1', caller: ME, callee: HOST, endTime: 1_072_000, reason: 'hangup' });
    const beats = sent.filter((m) => m.action === 'SessionHeartbeat').length;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sent.filter((m) => m.action === 'SessionHeartbeat')).toHaveLength(beats);
  });

  it('fails with timeOut when not connected within 60 s', async () => {
    const { s, sent, records } = setup();
    s.dial({ signedIn: true, chatConnected: true });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(s.state().status).toBe(CallStatus.connecting);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.state()).toEqual({ status: CallStatus.failed, reason: 'timeOut', rejectType: 'timeOut' });
    expect(sent.at(-1)).toMatchObject({ action: 'CallCancel', payload: { reason: 'timeOut' } });
    expect(records.at(-1)).toMatchObject({ reason: 'timeOut', rejectType: 'timeOut', endTime: 1_060_000 });
  });

  it('"Gems insufficient" with reason gems-insufficient: the hub refusing an unconnected call for gems, or the balance (§8)', () => {
    const a = setup();
    a.s.dial({ signedIn: true, chatConnected: true });
    a.s.onHubAction('SessionFail', { reason: 'gems-insufficient' });
    expect(a.s.state()).toEqual({ status: CallStatus.failed, reason: 'Gems insufficient', rejectType: 'gems-insufficient' });
    expect(a.records.at(-1)).toMatchObject({ reason: 'Gems insufficient', rejectType: 'gems-insufficient' });
    const b = setup();
    b.s.dial({ signedIn: true, chatConnected: true });
    b.s.gemsInsufficient();
    expect(b.s.state()).toEqual({ status: CallStatus.failed, reason: 'Gems insufficient', rejectType: 'gems-insufficient' });
    expect(b.sent.at(-1)).toMatchObject({ action: 'CallCancel', payload: { reason: 'gems-insufficient' } });
  });

  it('maps hub failures: CallError gems-insufficient, SessionFail, peer cancel', () => {
    const a = setup();
    a.s.dial({ signedIn: true, chatConnected: true });
    a.s.onHubAction('CallError', { reason: 'gems-insufficient' });
    expect(a.s.state()).toMatchObject({ status: CallStatus.failed, reason: 'on_call_insuffic' });
    const b = setup();
    b.s.dial({ signedIn: true, chatConnected: true });
    b.s.onHubAction('SessionFail');
    expect(b.s.state()).toMatchObject({ reason: 'SessionFail' });
    const c = setup();
    c.s.dial({ signedIn: true, chatConnected: true });
    c.s.onHubAction('CallCancel');
    expect(c.s.state()).toMatchObject({ reason: 'host-cancel', rejectType: 'cancel' });
  });

  it('records who ended it: the host hanging up, a sleeping host, a host page gone while ringing', () => {
    const a = setup();
    a.s.dial({ signedIn: true, chatConnected: true });
    a.s.remoteStream();
    a.s.onHubAction('SessionTerminate', {});
    expect(a.s.state()).toMatchObject({ status: CallStatus.disconnected });
    expect(a.records.at(-1)).toMatchObject({ reason: 'host-terminate' });
    const b = setup();
    b.s.dial({ signedIn: true, chatConnected: true });
    b.s.onHubAction('CallError', { reason: 'offline', hostState: 'sleeping' });
    expect(b.s.state()).toMatchObject({ status: CallStatus.failed, reason: 'asleep' });
    const c = setup();
    c.s.dial({ signedIn: true, chatConnected: true });
    c.s.onHubAction('CallError', { reason: 'offline', hostState: 'offline' });
    expect(c.s.state()).toMatchObject({ reason: 'offline' });
    const d = setup();
    d.s.ring(HOST);
    d.s.onHubAction('CallCancel', { reason: 'host-gone' });
    expect(d.s.state()).toMatchObject({ reason: 'host-gone' });
  });

  it('a refused camera declines with camera-refused; leaving the page ends the call the right way', () => {
    const a = setup();
    a.s.ring(HOST);
    a.s.decline('camera');
    expect(a.sent.at(-1)).toEqual({ action: 'CallCancel', payload: { sid: 'sid-1', reason: 'camera-refused' } });
    expect(a.s.state()).toEqual({ status: CallStatus.failed, reason: 'camera-refused', rejectType: 'cancel' });
    const b = setup();
    b.s.ring(HOST);
    b.s.leave();
    expect(b.sent.at(-1)).toMatchObject({ action: 'CallCancel', payload: { reason: 'cancel' } });
    const c = setup();
    c.s.dial({ signedIn: true, chatConnected: true });
    c.s.leave();
    expect(c.sent.at(-1)).toMatchObject({ action: 'CallCancel', payload: { reason: 'cancel' } });
    const d = setup();
    d.s.dial({ signedIn: true, chatConnected: true });
    d.s.remoteStream();
    d.s.leave();
    expect(d.sent.at(-1)?.action).toBe('SessionTerminate');
    expect(d.s.state().status).toBe(CallStatus.disconnected);
  });

  it('incoming: call-in, answer → connecting with CallAccept; decline → callInSessionFail/cancel', () => {
    const a = setup();
    a.s.ring(HOST);
    expect(a.s.state().status).toBe(CallStatus.callIn);
    expect(a.s.record()).toMatchObject({ caller: HOST, callee: ME });
    a.s.answer();
    expect(a.s.state().status).toBe(CallStatus.connecting);
    expect(a.sent.at(-1)?.action).toBe('CallAccept');
    const b = setup();
    b.s.ring(HOST);
    b.s.decline();
    expect(b.s.state()).toEqual({ status: CallStatus.failed, reason: 'callInSessionFail', rejectType: 'cancel' });
  });

  it('answers a callback with its payment flags (spec §5 paid-user free call)', () => {
    const a = setup();
    a.s.ring(HOST);
    a.s.answer({ paidUserFreeCall: true });
    expect(a.sent.at(-1)).toEqual({ action: 'CallAccept', payload: { sid: 'sid-1', paidUserFreeCall: true } });
  });

  it('MatchToFlash ends the call with reason matchToFlash; a hub timeOut cancel keeps its reason', () => {
    const a = setup();
    a.s.dial({ signedIn: true, chatConnected: true });
    a.s.onHubAction('MatchToFlash', { reason: 'matchToFlash' });
    expect(a.s.state()).toMatchObject({ status: CallStatus.failed, reason: 'matchToFlash' });
    expect(a.records.at(-1)).toMatchObject({ reason: 'matchToFlash' });
    const b = setup();
    b.s.ring(HOST);
    b.s.onHubAction('CallCancel', { reason: 'timeOut' });
    expect(b.s.state()).toMatchObject({ status: CallStatus.failed, reason: 'timeOut' });
  });

  it('a signalling send that fails fails the call with "sendSession Unknown error"', async () => {
    const { s } = setup(true);
    s.dial({ signedIn: true, chatConnected: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(s.state()).toMatchObject({ status: CallStatus.failed, reason: 'sendSession Unknown error' });
  });

  it('heartbeats that cannot be sent end the call with network-lost after the 10 s grace, not at once', async () => {
    let down = false;
    const sent: string[] = [];
    const s = createCallSession({
      sid: 'sid-1', me: ME, peer: HOST, now: () => Date.now(),
      send: async (action) => {
        if (down && action === 'SessionHeartbeat') throw new Error('down');
        sent.push(action);
      },
    });
    s.dial({ signedIn: true, chatConnected: true });
    s.remoteStream();
    await vi.advanceTimersByTimeAsync(5_000);
    down = true;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(s.state().status).toBe(CallStatus.connected);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(s.state()).toMatchObject({ status: CallStatus.failed, reason: 'network-lost' });
    // A short outage is survived.
    const t = createCallSession({
      sid: 'sid-2', me: ME, peer: HOST, now: () => Date.now(),
      send: async (action) => {
        if (down && action === 'SessionHeartbeat') throw new Error('down');
      },
    });
    down = false;
    t.dial({ signedIn: true, chatConnected: true });
    t.remoteStream();
    await vi.advanceTimersByTimeAsync(5_000);
    down = true;
    await vi.advanceTimersByTimeAsync(5_000);
    down = false;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(t.state().status).toBe(CallStatus.connected);
  });

  it('one call at a time', () => {
    const { s } = setup();
    s.dial({ signedIn: true, chatConnected: true });
    expect(() => s.dial({ signedIn: true, chatConnected: true })).toThrow('one call allowed once');
  });
});
