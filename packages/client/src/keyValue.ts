/**
 * The device's small-value store (spec §9: IndexedDB first, then web SQL, localStorage,
 * memory), as a subpath of its own (`@vchat/client/keyValue`) so the first page and the
 * service worker load it without the rest of the client.
 */
export { openKeyValueStore } from '@vchat/chat-db/keyValue';
export { readKeyValue } from '@vchat/chat-db/keyValueRead';
