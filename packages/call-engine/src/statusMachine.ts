/**
 * Call status machine (spec §4 "Call status"): 0 initial, 1 connecting, 2 connected,
 * 3 disconnected, 4 failed, 5 call-in. A call starts only from initial; outgoing goes to
 * connecting; incoming goes to call-in, then connecting on answer; connected when the
 * remote media stream arrives; stop → disconnected; failure → failed with a reason and
 * reject type. Pure: no timers, no media.
 */
import { CallStatus } from '@vchat/domain';

export type CallEvent =
  | { type: 'dial' }
  | { type: 'incoming' }
  | { type: 'answer' }
  | { type: 'remoteStream' }
  | { type: 'stop' }
  | { type: 'fail'; reason: string; rejectType?: string }
  | { type: 'reset' };

export interface CallMachineState {
  status: CallStatus;
  reason?: string;
  rejectType?: string;
}

export const INITIAL_CALL_STATE: CallMachineState = { status: CallStatus.initial };

const ACTIVE: ReadonlySet<CallStatus> = new Set([CallStatus.connecting, CallStatus.connected, CallStatus.callIn]);

/**
 * Applies an event. Returns the next state, or throws `Error('one call allowed once')`
 * when a call is started while another is active, and `Error('invalid call transition …')`
 * for any other refused transition.
 */
export function nextCallState(s: CallMachineState, e: CallEvent): CallMachineState {
  const refuse = (): never => {
    if ((e.type === 'dial' || e.type === 'incoming') && ACTIVE.has(s.status)) throw new Error('one call allowed once');
    throw new Error(`invalid call transition: ${e.type} from ${s.status}`);
  };
  switch (e.type) {
    case 'dial':
      return s.status === CallStatus.initial ? { status: CallStatus.connecting } : refuse();
    case 'incoming':
      return s.status === CallStatus.initial ? { status: CallStatus.callIn } : refuse();
    case 'answer':
      return s.status === CallStatus.callIn ? { status: CallStatus.connecting } : refuse();
    case 'remoteStream':
      return s.status === CallStatus.connecting ? { status: CallStatus.connected } : refuse();
    case 'stop':
      return ACTIVE.has(s.status) ? { status: CallStatus.disconnected } : refuse();
    case 'fail':
      return ACTIVE.has(s.status) ? { status: CallStatus.failed, reason: e.reason, rejectType: e.rejectType ?? '' } : refuse();
    case 'reset':
      return s.status === CallStatus.disconnected || s.status === CallStatus.failed ? INITIAL_CALL_STATE : refuse();
  }
}
