import { defineConfig } from 'vitest/config';

/**
 * `pnpm faults` (issue 19): the headless client against the real sandbox with faults injected
 * (lost replies, a frozen or killed chat server, two sessions). Each test records its figure;
 * the global teardown prints the table. One file at a time: they share the machine's CPU.
 */
export default defineConfig({
  test: {
    include: ['src/faults/**/*.fault.test.ts'],
    environment: 'node',
    globalSetup: ['src/faults/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
