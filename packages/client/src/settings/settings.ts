/**
 * The user settings flags (spec §3): lastSeen, readReceipt, joiningGroups, privateMessages,
 * darkMode, borderedTheme, allowNotifications, keepNotifications. Kept on this device as JSON
 * (spec §9 small values; an unreadable value reads as the defaults). What each one does:
 * darkMode and borderedTheme switch the colour scheme at once (the UI applies it from settingsAtom);
 * readReceipt sends hosts XEP-0333 displayed markers (messaging); allowNotifications shows the
 * message and online banners, keepNotifications keeps them until dismissed (shell).
 * lastSeen, joiningGroups and privateMessages are kept but change nothing yet: the sandbox
 * shows hosts no last-seen time, the product has no groups, and only hosts can write to a
 * viewer (see the issue 10 note).
 */
import * as v from 'valibot';
import { readJson, writeJson, type KeyValueStorage } from '../common/storage.ts';

export { DEFAULT_SETTINGS, SETTINGS_KEY, settingsAtom, UserSettingsSchema, type SettingKey, type UserSettings } from '../common/userSettings.ts';
import { DEFAULT_SETTINGS, SETTINGS_KEY, settingsAtom, type SettingKey, type UserSettings } from '../common/userSettings.ts';

/** Reads the saved flags; missing or unreadable ones are the defaults. */
export function loadSettings(storage: KeyValueStorage): UserSettings {
  const raw = readJson(storage, SETTINGS_KEY, v.record(v.string(), v.unknown()));
  if (!raw) return DEFAULT_SETTINGS;
  // Flag by flag: one bad value does not throw the others away.
  const out = { ...DEFAULT_SETTINGS };
  for (const k of Object.keys(DEFAULT_SETTINGS) as SettingKey[]) if (typeof raw[k] === 'boolean') out[k] = raw[k];
  return out;
}

/** Saves the flags (storage errors are logged, not thrown). */
export function saveSettings(storage: KeyValueStorage, s: UserSettings): void {
  writeJson(storage, SETTINGS_KEY, s);
}

export interface SettingsDeps {
  store: { get<T>(a: import('jotai/vanilla').Atom<T>): T; set: (a: typeof settingsAtom, v: UserSettings) => void };
  storage: KeyValueStorage;
}

/**
 * Creates the settings controller: `init()` reads the saved flags into settingsAtom; `set()`
 * changes one (state and device storage). What the flags do on screen (the colour scheme) the
 * UI applies from settingsAtom.
 */
export function createSettingsController(deps: SettingsDeps) {
  const apply = (s: UserSettings) => {
    deps.store.set(settingsAtom, s);
  };
  return {
    /** Reads the saved flags into settingsAtom (before the first render). */
    init(): UserSettings {
      const s = loadSettings(deps.storage);
      apply(s);
      return s;
    },
    /** Changes one flag: state and device storage. */
    set(key: SettingKey, value: boolean): UserSettings {
      const s = { ...deps.store.get(settingsAtom), [key]: value };
      apply(s);
      saveSettings(deps.storage, s);
      return s;
    },
  };
}

export type SettingsController = ReturnType<typeof createSettingsController>;
