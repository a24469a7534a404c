import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests of the feature controllers and rules (Node; IndexedDB from fake-indexeddb); a
 * component test may opt into happy-dom and render ui-kit (vanilla-extract styles compiled).
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // testTimeout: a wait, not a bound (these run beside the sandbox's tests on two cores).
  // css: a component test under happy-dom gets the style sheets injected (a flag's picture is its class's background).
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 30_000, css: true },
});
