/**
 * The colour scheme on the page (spec §3 settings darkMode, borderedTheme): the client keeps
 * the flags in settingsAtom; this puts ui-kit's scheme classes on `<html>` at once and follows
 * every change.
 */
import type { createStore } from 'jotai/vanilla';
import { settingsAtom, type UserSettings } from '@vchat/client';

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

/** Applies the scheme of settingsAtom now and on every change; returns the unsubscribe. */
export function followScheme(store: ReturnType<typeof createStore>, root: Pick<Element, 'classList'>, classes: SchemeClasses): () => void {
  const apply = () => applyScheme(root, store.get(settingsAtom), classes);
  apply();
  return store.sub(settingsAtom, apply);
}
