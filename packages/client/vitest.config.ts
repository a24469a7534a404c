import { defineConfig } from 'vitest/config';

/** Unit tests of the client's modules (Node; IndexedDB from fake-indexeddb) and its sandbox test. The fault tests run apart (`pnpm faults`). */
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], exclude: ['src/faults/**', '**/node_modules/**'], environment: 'node' },
});
