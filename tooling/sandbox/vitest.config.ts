import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Most of a test's time is spent waiting on Prosody and timers, not the CPU: three files at
    // once take 205 s instead of 469 s on a 2-core machine (every server listens on port 0).
    maxWorkers: 3,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
