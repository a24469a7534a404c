/**
 * Whether the task-entrance overlay (spec §2 overlays "task entrance"; tasks/TaskEntrance.tsx)
 * is open. Shared by the coin store (which opens it) and the shell (which mounts it), so
 * neither imports the other feature's files.
 */
import { atom } from 'jotai';

export const taskEntranceOpenAtom = atom(false);
