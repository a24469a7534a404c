/**
 * The words for why a call ended (issue "Phone first" point 6), shared by the call screen
 * (calls/) and the call record (messaging/: the call message in the thread and /callrecord),
 * so both say the same. The reason itself comes from the client (`callEndReason`,
 * `recordEndReason`); this file only maps it to translation keys. Plain data, no React.
 */
import type { CallEndReason, CallNextStep } from '@vchat/client';
import type { TranslationKey } from '@vchat/i18n';

/** The short line for each end reason (the ended screen's heading, the record's detail). */
export const END_TEXT: Record<CallEndReason, TranslationKey> = {
  youEnded: 'call.end.youEnded',
  youCancelled: 'call.reasons.cancel',
  youDeclined: 'call.reasons.callInSessionFail',
  missed: 'call.end.missed',
  hostEnded: 'call.end.hostEnded',
  hostDeclined: 'call.end.hostDeclined',
  freeTimeOver: 'call.reasons.free-time-over',
  gemsRanOut: 'call.reasons.on_call_insuffic',
  notEnoughGems: 'call.reasons.coins_insufficient',
  freeCallUnavailable: 'call.reasons.free-call-unavailable',
  hostBusy: 'call.reasons.busy',
  hostAsleep: 'call.end.hostAsleep',
  hostOffline: 'call.reasons.offline',
  noAnswer: 'call.reasons.timeOut',
  networkLost: 'call.end.networkLost',
  cameraRefused: 'call.end.cameraRefused',
  matchToFlash: 'call.reasons.timeOut',
  storyOver: 'call.end.storyOver',
  failed: 'call.reasons.generic',
};

/** The sentence under the heading of the ended screen: what helps next. */
export const END_HINT: Record<CallEndReason, TranslationKey> = {
  youEnded: 'call.endHint.callAgain',
  youCancelled: 'call.endHint.callAgain',
  youDeclined: 'call.endHint.callAgain',
  missed: 'call.endHint.callAgain',
  hostEnded: 'call.endHint.callAgain',
  hostDeclined: 'call.endHint.busy',
  freeTimeOver: 'call.endHint.buyGems',
  gemsRanOut: 'call.endHint.buyGems',
  notEnoughGems: 'call.endHint.buyGems',
  freeCallUnavailable: 'call.endHint.buyGems',
  hostBusy: 'call.endHint.busy',
  hostAsleep: 'call.endHint.message',
  hostOffline: 'call.endHint.message',
  noAnswer: 'call.endHint.callAgain',
  networkLost: 'call.endHint.network',
  cameraRefused: 'call.endHint.camera',
  matchToFlash: 'call.endHint.match',
  storyOver: 'call.endHint.message',
  failed: 'call.endHint.callAgain',
};

/** The label of each next-step button. */
export const STEP_TEXT: Record<CallNextStep, TranslationKey> = {
  buyGems: 'pay.buyGems',
  callAgain: 'call.steps.callAgain',
  message: 'call.steps.message',
  match: 'call.matchMe',
};
