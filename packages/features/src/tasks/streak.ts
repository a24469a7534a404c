/** Gems of each day of the 7-day check-in streak (spec §3 "Task info"; the sandbox's CHECK_IN_COINS). */
export const STREAK_COINS: readonly number[] = [10, 10, 20, 20, 30, 30, 50];
