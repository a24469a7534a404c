import { describe, expect, it } from 'vitest';
import { CallStatus } from '@vchat/domain';
import { INITIAL_CALL_STATE, nextCallState, type CallEvent } from './statusMachine.ts';

const run = (...events: CallEvent[]) => events.reduce(nextCallState, INITIAL_CALL_STATE);

describe('call status machine (§4)', () => {
  it('outgoing: initial → connecting → connected → disconnected', () => {
    expect(run({ type: 'dial' }).status).toBe(CallStatus.connecting);
    expect(run({ type: 'dial' }, { type: 'remoteStream' }).status).toBe(CallStatus.connected);
    expect(run({ type: 'dial' }, { type: 'remoteStream' }, { type: 'stop' }).status).toBe(CallStatus.disconnected);
  });
  it('incoming: initial → call-in → connecting on answer', () => {
    expect(run({ type: 'incoming' }).status).toBe(CallStatus.callIn);
    expect(run({ type: 'incoming' }, { type: 'answer' }).status).toBe(CallStatus.connecting);
  });
  it('failure records reason and reject type', () => {
    expect(run({ type: 'dial' }, { type: 'fail', reason: 'timeOut', rejectType: 'timeOut' })).toEqual({ status: CallStatus.failed, reason: 'timeOut', rejectType: 'timeOut' });
  });
  it('allows one call at a time', () => {
    expect(() => run({ type: 'dial' }, { type: 'dial' })).toThrow('one call allowed once');
    expect(() => run({ type: 'incoming' }, { type: 'dial' })).toThrow('one call allowed once');
  });
  it('refuses transitions the spec does not allow', () => {
    expect(() => run({ type: 'remoteStream' })).toThrow('invalid call transition');
    expect(() => run({ type: 'answer' })).toThrow('invalid call transition');
    expect(() => run({ type: 'dial' }, { type: 'answer' })).toThrow('invalid call transition');
    expect(() => run({ type: 'stop' })).toThrow('invalid call transition');
    expect(() => run({ type: 'dial' }, { type: 'stop' }, { type: 'dial' })).toThrow('invalid call transition');
  });
  it('resets to initial only after the call ended', () => {
    expect(run({ type: 'dial' }, { type: 'stop' }, { type: 'reset' }, { type: 'dial' }).status).toBe(CallStatus.connecting);
  });
});
