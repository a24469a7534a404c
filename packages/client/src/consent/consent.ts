/**
 * The cookie consent answer (spec §1 cookie consent notice; §4 analytics tracking states):
 * accepted or declined, kept on the device as JSON (spec §9); null until the visitor answers.
 */
import { atom } from 'jotai/vanilla';
import * as v from 'valibot';
import { readJson, writeJson, type KeyValueStorage } from '../common/storage.ts';

export type Consent = 'accepted' | 'declined';

export const CONSENT_KEY = 'cookieConsent';

/** The answer now; null shows the consent notice. */
export const consentAtom = atom<Consent | null>(null);

/** The saved answer, or null (none, or unreadable). */
export function readConsent(storage: KeyValueStorage): Consent | null {
  return readJson(storage, CONSENT_KEY, v.picklist(['accepted', 'declined']));
}

/** Saves an answer. */
export function writeConsent(storage: KeyValueStorage, c: Consent): void {
  writeJson(storage, CONSENT_KEY, c);
}

/** Keeps the answer in the atom and on the device, and tells `onChange` (the analytics). */
export function createConsentController(deps: {
  store: { set: (a: typeof consentAtom, v: Consent | null) => void };
  storage: KeyValueStorage;
  onChange: (c: Consent | null) => void;
}) {
  return {
    /** Reads the saved answer into the atom; returns it. */
    init(): Consent | null {
      const c = readConsent(deps.storage);
      deps.store.set(consentAtom, c);
      return c;
    },
    /** Records the visitor's answer. */
    answer(c: Consent): void {
      writeConsent(deps.storage, c);
      deps.store.set(consentAtom, c);
      deps.onChange(c);
    },
  };
}

export type ConsentController = ReturnType<typeof createConsentController>;
