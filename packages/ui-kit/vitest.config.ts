import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// vitest 5's reporter calls Map.groupBy (Node 21+) when it prints failures; on Node 20 that
// crashes and hides the real failure. Minimal polyfill for the reporter process only.
const MapWithGroupBy = Map as unknown as { groupBy?: unknown };
if (typeof MapWithGroupBy.groupBy !== 'function') {
  MapWithGroupBy.groupBy = <T, K>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]> => {
    const out = new Map<K, T[]>();
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      const list = out.get(key);
      if (list) list.push(item);
      else out.set(key, [item]);
    }
    return out;
  };
}

/** Unit tests: happy-dom + vanilla-extract (real class names and injected CSS). */
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: true,
  },
});
