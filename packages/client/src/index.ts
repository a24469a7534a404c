/**
 * @vchat/client: the headless client (ARCHITECTURE.md). `createClient(options)` (client.ts) wires
 * the modules below over one jotai/vanilla store; each module's atoms, commands and types are
 * exported here for the UI (packages/features) and for Node programs (spec §3 §4 §5 §7 §8 §9).
 */
export * from './analytics/analytics.ts';
export * from './common/appState.ts';
export * from './analytics/attribution.ts';
export * from './calls/atoms.ts';
export * from './calls/calls.ts';
export * from './calls/endReason.ts';
export * from './calls/lazyCalls.ts';
export * from './calls/meter.ts';
export * from './club/club.ts';
export * from './common/device.ts';
export * from './common/notificationPermission.ts';
export * from './common/query.ts';
export * from './common/relations.ts';
export * from './common/storage.ts';
export * from './common/userSettings.ts';
export * from './consent/consent.ts';
export * from './lazy.ts';
export * from './maintenance/maintenance.ts';
export * from './match/atoms.ts';
export * from './match/match.ts';
export * from './messaging/atoms.ts';
export * from './messaging/catalog.ts';
export * from './messaging/history.ts';
export * from './messaging/media.ts';
export * from './messaging/messaging.ts';
export * from './messaging/photos.ts';
export * from './messaging/presence.ts';
export * from './messaging/sendLimit.ts';
export * from './messaging/settings.ts';
export * from './notifications/notifications.ts';
export * from './payments/atoms.ts';
export * from './payments/payments.ts';
export * from './profile/profile.ts';
export * from './session/atoms.ts';
export * from './session/session.ts';
export * from './session/thirdParty.ts';
export * from './settings/settings.ts';
export * from './social/social.ts';
export * from './social/onlineNotices.ts';
export * from './safety/safety.ts';
export * from './discover/discover.ts';
export * from './download/download.ts';
export * from './lists/pagedList.ts';
export * from './support/support.ts';
export * from './tasks/tasks.ts';
export * from './wallet/atoms.ts';
export * from './wallet/wallet.ts';
export { chatErrorCode, type ChatErrorMessage, type StanzaErrorCondition } from '@vchat/xmpp-chat/errors';
export * from './client.ts';
export * from './platform.ts';
export * from './events.ts';
export type { PeerConnectionLike } from '@vchat/call-engine';
export { ApiError, type ApiErrorCode } from '@vchat/api-client';
