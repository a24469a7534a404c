/**
 * The task-entrance overlay's state and rule (spec §2 overlays "task entrance"; §3 config
 * commonConfig.enableUserTaskEntrance, "Task info"). Opened from the coin store's "Earn free
 * gems" while the config enables the entrance. Pure (the open flag is common/taskEntranceAtom.ts).
 */
import type { TaskInfo } from '@vchat/api-client';

export { taskEntranceOpenAtom } from '../common/taskEntranceAtom.ts';

/** What the overlay sums up from the task info. */
export interface TaskEntranceSummary {
  /** Today's check-in is not done yet. */
  checkInDue: boolean;
  /** Tasks done and not yet claimed (taskStatus 1). */
  claimable: number;
  /** Gems waiting now: today's check-in (when due) plus the claimable tasks' coins. */
  gemsWaiting: number;
}

/** Sums up the task info for the overlay (check-in status 0 = due; task status 1 = claimable). */
export function taskEntranceSummary(info: TaskInfo): TaskEntranceSummary {
  const checkInDue = info.checkInTaskInfo.status === 0;
  const ready = info.userTaskInfos.filter((t) => t.taskStatus === 1);
  return { checkInDue, claimable: ready.length, gemsWaiting: (checkInDue ? info.coins : 0) + ready.reduce((n, t) => n + t.coins, 0) };
}
