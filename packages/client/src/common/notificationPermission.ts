/**
 * The browser's notification permission as state (spec §4: granted, denied, default, or
 * unsupported without the notification API). notifications/ keeps it current; the chat list's
 * tip and the settings page read it.
 */
import { atom } from 'jotai/vanilla';

export type PermissionState = 'granted' | 'denied' | 'default' | 'unsupported';

/** The permission state now. */
export const permissionAtom = atom<PermissionState>('unsupported');
