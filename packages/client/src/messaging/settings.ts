/**
 * Message settings persisted on the device: automatic deletion age and message banners.
 * Applying the deletion rule is a chat-db command (one transaction; spec §2 /deleteMessageSettings
 * and /messageSetup).
 */
import { atom } from 'jotai/vanilla';
import * as v from 'valibot';
import { readJson, writeJson, type KeyValueStorage } from '../common/storage.ts';

export const AUTO_DELETE_DAYS = [0, 7, 30, 90] as const;
export type AutoDeleteDays = (typeof AUTO_DELETE_DAYS)[number];

const KEY_AUTO_DELETE = 'autoDeleteDays';
const KEY_NOTICES = 'messageNotices';

/** Days after which messages are deleted automatically; 0 = never. */
export const autoDeleteDaysAtom = atom<AutoDeleteDays>(0);
/** Whether the message notice banner shows. Default on. */
export const noticesEnabledAtom = atom(true);

export function readAutoDelete(storage: KeyValueStorage): AutoDeleteDays {
  const n = readJson(storage, KEY_AUTO_DELETE, v.number());
  return (AUTO_DELETE_DAYS as readonly number[]).includes(n ?? -1) ? (n as AutoDeleteDays) : 0;
}
export function writeAutoDelete(storage: KeyValueStorage, days: AutoDeleteDays) {
  writeJson(storage, KEY_AUTO_DELETE, days);
}
export function readNotices(storage: KeyValueStorage): boolean {
  return readJson(storage, KEY_NOTICES, v.boolean()) ?? true;
}
export function writeNotices(storage: KeyValueStorage, on: boolean) {
  writeJson(storage, KEY_NOTICES, on);
}

/** The cut-off (epoch ms) for an auto-delete age, or undefined for never. */
export function autoDeleteCutoff(days: AutoDeleteDays, now = Date.now()): number | undefined {
  return days === 0 ? undefined : now - days * 86_400_000;
}
