import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { createTasksController, formatCountdown } from './tasks.ts';
import { createWallet } from '../wallet/wallet.ts';
import { accountAtom } from '../wallet/atoms.ts';

describe('tasks controller', () => {
  it('applies the balances the server sends for a check-in and the lucky box', async () => {
    const store = createStore();
    const wallet = createWallet({ store, api: { account: async () => ({ paid: false, gemsBalance: 0, silverBalance: 0, silverSpent: 0 }) } });
    wallet.set({ paid: false, gemsBalance: 20, silverBalance: 0, silverSpent: 0 });
    const info = { checkInDays: 1, checkInTaskInfo: { status: 1 as const }, coins: 10, isRemindCheckIn: false, nextCheckInCountdown: 3600, luckyBoxCountdown: 0, userTaskInfos: [] };
    const tasks = createTasksController({
      wallet,
      api: {
        userTasksInfo: async () => info,
        userTasksCompleted: async () => ({ coins: 10, gemsBalance: 30, info }),
        checkInNotification: async ({ enable }) => ({ isRemindCheckIn: enable }),
        luckyBox: async () => ({ rewardGems: 7, gemsBalance: 37, nextAvailableAt: 0 }),
      },
    });
    await tasks.checkIn();
    expect(store.get(accountAtom)?.gemsBalance).toBe(30);
    await tasks.openLuckyBox();
    expect(store.get(accountAtom)?.gemsBalance).toBe(37);
    expect(await tasks.remind(true)).toBe(true);
  });

  it('formats the countdown as h:mm:ss', () => {
    expect(formatCountdown(0)).toBe('0:00:00');
    expect(formatCountdown(3661)).toBe('1:01:01');
    expect(formatCountdown(86_399)).toBe('23:59:59');
    expect(formatCountdown(-5)).toBe('0:00:00');
  });
});

