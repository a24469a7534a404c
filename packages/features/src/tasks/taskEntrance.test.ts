import { describe, expect, it } from 'vitest';
import { taskEntranceSummary } from './taskEntrance.ts';

const info = (checkIn: 0 | 1, tasks: Array<[0 | 1 | 2, number]>) => ({
  checkInDays: 2, checkInTaskInfo: { status: checkIn }, coins: 10, isRemindCheckIn: false, nextCheckInCountdown: 0, luckyBoxCountdown: 0,
  userTaskInfos: tasks.map(([taskStatus, coins], i) => ({ taskKey: (['install_web_app', 'send_gift', 'complete_profile'] as const)[i]!, taskStatus, coins })),
});

describe('task-entrance overlay summary (§2 task entrance, §3 Task info)', () => {
  it('sums the check-in when due and the claimable tasks; nothing when all is done', () => {
    expect(taskEntranceSummary(info(0, [[1, 50], [0, 30], [2, 20]]))).toEqual({ checkInDue: true, claimable: 1, gemsWaiting: 60 });
    expect(taskEntranceSummary(info(1, [[2, 50], [0, 30]]))).toEqual({ checkInDue: false, claimable: 0, gemsWaiting: 0 });
  });
});
