import { defineConfig } from 'vitest/config';

/** Unit tests of the client's modules (Node; IndexedDB from fake-indexeddb) and its sandbox test. The fault tests run apart (`pnpm faults`). */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['src/faults/**', '**/node_modules/**'],
    environment: 'node',
    // A wait, not a bound: in the test command these run beside the sandbox's tests on two
    // cores, where a 2 s test (the 1,320-message archive sync) once took over the default 5 s.
    testTimeout: 30_000,
  },
});
