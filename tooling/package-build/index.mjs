// The build of a publishable package (issue 22.2): tsdown (rolldown) to ESM with bundled type
// declarations and source maps, one output per `exports` entry of the package's package.json.
// Dependencies and peer dependencies stay external (tsdown's default), so two packages never
// carry copies of each other. Packages with vanilla-extract styles (`*.css.ts`) get its rollup
// plugin: their CSS is extracted into one `dist/style.css`, which the package exports.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import { defineConfig } from 'tsdown';

/**
 * The tsdown config of the package in `dir`.
 * @param {string} dir the package folder (its package.json is read for `exports`)
 * @param {{ css?: boolean }} [options] css: the package has vanilla-extract styles
 * @returns {import('tsdown').UserConfig}
 * @throws {Error} when an `exports` entry is not a source path under ./src
 */
export function libraryConfig(dir, options = {}) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return defineConfig({
    cwd: dir,
    entry: entriesOf(pkg.exports),
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    dts: { sourcemap: true },
    sourcemap: true,
    outDir: 'dist',
    clean: true,
    unbundle: false,
    plugins: options.css ? [vanillaExtractPlugin({ extract: { name: 'style.css', sourcemap: true } })] : [],
    // One stylesheet with a fixed name (the package exports ./style.css), no hash.
    outputOptions: { assetFileNames: '[name][extname]' },
    // Rolldown's plugin timing report is noise in a build log.
    inputOptions: { checks: { pluginTimings: false } },
    logLevel: 'warn',
  });
}

/**
 * Maps `exports` ({ ".": "./src/index.ts", "./themes/fachat": "./src/themes/fachat.css.ts" }) to
 * tsdown entries ({ index: "src/index.ts", "themes/fachat": "src/themes/fachat.css.ts" }); the
 * package's publishConfig.exports points each at dist/<name>.js and dist/<name>.d.ts.
 * @param {Record<string, string>} exportsField
 * @returns {Record<string, string>}
 */
export function entriesOf(exportsField) {
  /** @type {Record<string, string>} */
  const entries = {};
  for (const [key, target] of Object.entries(exportsField)) {
    if (key === './package.json' || key === './style.css') continue;
    if (typeof target !== 'string' || !/^\.\/src\/.+\.tsx?$/.test(target)) throw new Error(`exports["${key}"] is not a source file under ./src: ${JSON.stringify(target)}`);
    entries[key === '.' ? 'index' : key.slice(2)] = target.slice(2);
  }
  return entries;
}
