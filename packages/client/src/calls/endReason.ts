/**
 * Why a call ended, for the call screen and the call record (spec §5 call end reasons; issue
 * 17 point 6): call-engine's `callEndReason` and `nextStepsOf`, and the reason of a stored
 * record (the hub's v_hub_call attachment or the local videocalls row) seen by this viewer.
 */
import { callEndReason, type CallEndReason } from '@vchat/call-engine/endReason';
import { bareJid, type CallAttachment } from '@vchat/domain';

export { callEndReason, nextStepsOf, type CallEndReason, type CallNextStep } from '@vchat/call-engine/endReason';
export { MEDIA_CONSTRAINTS } from '@vchat/call-engine';

/**
 * The end reason of a stored call record for the viewer `me` (bare or full jid): the viewer
 * called when it is the record's caller.
 */
export function recordEndReason(a: Pick<CallAttachment, 'caller' | 'reason' | 'rejectType' | 'connectingTime'>, me: string): CallEndReason {
  const direction = bareJid(a.caller).toLowerCase() === bareJid(me).toLowerCase() ? 'out' : 'in';
  return callEndReason({ reason: a.reason, rejectType: a.rejectType, connectingTime: a.connectingTime, direction });
}
