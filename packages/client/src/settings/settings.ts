/**
 * The user settings flags (spec §3): lastSeen, readReceipt, joiningGroups, privateMessages,
 * darkMode, borderedTheme, allowNotifications, keepNotifications. Kept on this device as JSON
 * (spec §9 small values; an unreadable value reads as the defaults). What each one does:
 * darkMode and borderedTheme switch the colour scheme at once ({@link applyScheme});
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

/** The classes of the two scheme flags, given by ui-kit (passed in so tests need no CSS). */
export interface SchemeClasses {
  dark: string;
  bordered: string;
}

/** Puts the darkMode / borderedTheme scheme classes on `root` (the `<html>` element) or takes them off. */
export function applyScheme(root: Pick<Element, 'classList'>, s: Pick<UserSettings, 'darkMode' | 'borderedTheme'>, classes: SchemeClasses): void {
  root.classList.toggle(classes.dark, s.darkMode);
  root.classList.toggle(classes.bordered, s.borderedTheme);
}

export interface SettingsDeps {
  store: { get<T>(a: import('jotai').Atom<T>): T; set: (a: typeof settingsAtom, v: UserSettings) => void };
  storage: KeyValueStorage;
  /** The element the scheme classes go on (`document.documentElement`); null in tests without a DOM. */
  root: Pick<Element, 'classList'> | null;
  classes: SchemeClasses;
}

/** Creates the settings controller: `init()` reads and applies the saved flags; `set()` changes one. */
export function createSettingsController(deps: SettingsDeps) {
  const apply = (s: UserSettings) => {
    deps.store.set(settingsAtom, s);
    if (deps.root) applyScheme(deps.root, s, deps.classes);
  };
  return {
    /** Reads the saved flags into settingsAtom and applies the colour scheme (before the first render). */
    init(): UserSettings {
      const s = loadSettings(deps.storage);
      apply(s);
      return s;
    },
    /** Changes one flag: state, device storage and, for darkMode / borderedTheme, the scheme at once. */
    set(key: SettingKey, value: boolean): UserSettings {
      const s = { ...deps.store.get(settingsAtom), [key]: value };
      apply(s);
      saveSettings(deps.storage, s);
      return s;
    },
  };
}

export type SettingsController = ReturnType<typeof createSettingsController>;
