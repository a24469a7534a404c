import { defineConfig } from 'vitest/config';

/**
 * The files whose tests measure time (billing minutes, ring and free-time limits, flood rate
 * limits). With three files at once they failed under load, so they run one at a time, after
 * the others.
 */
const timed = ['src/billing.test.ts', 'src/calls.test.ts', 'src/callFlows.test.ts', 'src/flood.test.ts'];

const shared = { environment: 'node' as const, pool: 'forks' as const, testTimeout: 60_000, hookTimeout: 120_000 };

/**
 * Two groups, one after the other (`sequence.groupOrder`): every other file three at a time
 * (each starts its own sandbox and Prosody on its own ports), then the timed files one at a
 * time. All one at a time took 443 s on 2 cores.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: { ...shared, name: 'sandbox', include: ['src/**/*.test.ts'], exclude: timed, maxWorkers: 3, sequence: { groupOrder: 0 } },
      },
      {
        test: { ...shared, name: 'sandbox-timed', include: timed, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
