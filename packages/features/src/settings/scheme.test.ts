import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { DEFAULT_SETTINGS, settingsAtom } from '@vchat/client';
import { applyScheme, followScheme } from './scheme.ts';

const fakeRoot = () => {
  const classes = new Set<string>();
  const root = { classList: { toggle: (c: string, on?: boolean) => (on ? classes.add(c) : classes.delete(c), !!on) } } as unknown as Element;
  return { root, classes };
};

describe('colour scheme', () => {
  it('puts the scheme classes on the root and takes them off', () => {
    const { root, classes } = fakeRoot();
    applyScheme(root, { darkMode: true, borderedTheme: true }, { dark: 'd', bordered: 'b' });
    expect([...classes].sort()).toEqual(['b', 'd']);
    applyScheme(root, { darkMode: false, borderedTheme: true }, { dark: 'd', bordered: 'b' });
    expect([...classes]).toEqual(['b']);
  });

  it('follows the settings flags until unsubscribed', () => {
    const { root, classes } = fakeRoot();
    const store = createStore();
    store.set(settingsAtom, { ...DEFAULT_SETTINGS, darkMode: true });
    const stop = followScheme(store, root, { dark: 'd', bordered: 'b' });
    expect([...classes]).toEqual(['d']);
    store.set(settingsAtom, { ...DEFAULT_SETTINGS, borderedTheme: true });
    expect([...classes]).toEqual(['b']);
    stop();
    store.set(settingsAtom, { ...DEFAULT_SETTINGS, darkMode: true });
    expect([...classes]).toEqual(['b']);
  });
});
