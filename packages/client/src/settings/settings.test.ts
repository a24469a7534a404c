import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../common/storage.ts';
import { DEFAULT_SETTINGS, loadSettings, saveSettings, SETTINGS_KEY } from './settings.ts';

describe('user settings flags', () => {
  it('default, then read back what was saved', () => {
    const s = memoryStorage();
    expect(loadSettings(s)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({ readReceipt: true, darkMode: false, borderedTheme: false });
    saveSettings(s, { ...DEFAULT_SETTINGS, darkMode: true, readReceipt: false });
    expect(loadSettings(s)).toMatchObject({ darkMode: true, readReceipt: false, lastSeen: true });
  });

  it('an unreadable value is the defaults; one bad flag keeps the others', () => {
    const s = memoryStorage();
    s.setItem(SETTINGS_KEY, '{not json');
    expect(loadSettings(s)).toEqual(DEFAULT_SETTINGS);
    s.setItem(SETTINGS_KEY, JSON.stringify({ darkMode: 'yes', borderedTheme: true }));
    expect(loadSettings(s)).toMatchObject({ darkMode: false, borderedTheme: true });
  });
});
