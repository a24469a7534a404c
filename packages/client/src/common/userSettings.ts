/**
 * The user settings flags as state (spec §3), shared by the features that act on them: the
 * schema, the defaults and `settingsAtom`; settings/ reads, saves and applies them. Also what
 * the notification flags mean for every in-app banner ({@link noticeBehaviour}).
 */
import { atom } from 'jotai/vanilla';
import * as v from 'valibot';

export const SETTINGS_KEY = 'userSettings';

export const UserSettingsSchema = v.object({
  lastSeen: v.optional(v.boolean(), true),
  readReceipt: v.optional(v.boolean(), true),
  joiningGroups: v.optional(v.boolean(), true),
  privateMessages: v.optional(v.boolean(), true),
  darkMode: v.optional(v.boolean(), false),
  borderedTheme: v.optional(v.boolean(), false),
  allowNotifications: v.optional(v.boolean(), true),
  keepNotifications: v.optional(v.boolean(), false),
});

export type UserSettings = v.InferOutput<typeof UserSettingsSchema>;
export type SettingKey = keyof UserSettings;

/** Every flag's default. */
export const DEFAULT_SETTINGS: UserSettings = v.parse(UserSettingsSchema, {});

/** The flags now (the settings page and the features that read them). */
export const settingsAtom = atom<UserSettings>(DEFAULT_SETTINGS);

/** How long an in-app banner stays, ms, unless keepNotifications holds it (spec §4). */
export const NOTICE_MS = 5000;

/**
 * What the notification flags mean for an in-app banner (message, online, push): shown only
 * with allowNotifications; it stays until dismissed with keepNotifications (duration 0).
 */
export function noticeBehaviour(s: Pick<UserSettings, 'allowNotifications' | 'keepNotifications'>): { show: boolean; durationMs: number } {
  return { show: s.allowNotifications, durationMs: s.keepNotifications ? 0 : NOTICE_MS };
}
