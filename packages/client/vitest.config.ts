import { defineConfig } from 'vitest/config';

/** Unit tests of the client's modules (Node; IndexedDB from fake-indexeddb) and its sandbox test. */
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
