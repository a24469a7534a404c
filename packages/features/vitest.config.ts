import { defineConfig } from 'vitest/config';

/** Unit tests of the feature controllers and rules (Node; IndexedDB from fake-indexeddb). */
export default defineConfig({
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
