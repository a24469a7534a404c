/**
 * Tasks, daily check-in and the lucky box (spec §1, §3 "Task info", §7 user_tasks_info,
 * user_tasks_completed, check_in_notification, account_service/reward rewardType 3). Every
 * reward is credited by the server; its new balance goes to the wallet as sent.
 */
import type { ApiClient, LuckyBoxReward, TaskCompleted, TaskInfo, TaskKey } from '@vchat/api-client';
import type { Wallet } from '../wallet/wallet.ts';

export interface TasksDeps {
  api: Pick<ApiClient, 'userTasksInfo' | 'userTasksCompleted' | 'checkInNotification' | 'luckyBox'>;
  wallet: Pick<Wallet, 'applyBalance'>;
}

/** Creates the tasks controller. Commands throw the API's errors. */
export function createTasksController(deps: TasksDeps) {
  const { api, wallet } = deps;
  return {
    /** Check-in state, tasks and the countdown to the next check-in (s). */
    info: (): Promise<TaskInfo> => api.userTasksInfo(),
    /** Today's check-in: coins credited by the server. */
    async checkIn(): Promise<TaskCompleted> {
      const r = await api.userTasksCompleted({ taskKey: 'check_in' });
      wallet.applyBalance(r.gemsBalance);
      return r;
    },
    /** Claims a done task's coins (install_web_app is done when claimed from the installed app). */
    async claim(taskKey: TaskKey): Promise<TaskCompleted> {
      const r = await api.userTasksCompleted({ taskKey });
      wallet.applyBalance(r.gemsBalance);
      return r;
    },
    /** Turns the check-in reminder on or off. */
    remind: async (enable: boolean): Promise<boolean> => (await api.checkInNotification({ enable })).isRemindCheckIn,
    /** Opens today's lucky box. */
    async openLuckyBox(): Promise<LuckyBoxReward> {
      const r = await api.luckyBox();
      wallet.applyBalance(r.gemsBalance);
      return r;
    },
  };
}

export type TasksController = ReturnType<typeof createTasksController>;

/** `h:mm:ss` of a countdown in seconds (never negative). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
