/**
 * How the viewer and each host stand (friend state, favourite, likes), by host jid, always as
 * the server last answered (social/ writes it; messaging reads it for friend-request notices;
 * spec §3 relation fields, §7 friend and favourite paths).
 */
import { atom } from 'jotai/vanilla';
import type { Relation } from '@vchat/api-client';

export const relationsAtom = atom<Record<string, Relation>>({});
