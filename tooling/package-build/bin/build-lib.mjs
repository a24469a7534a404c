#!/usr/bin/env node
// `vchat-build-lib`: builds the publishable package in the current folder to dist/ (issue 22.2).
// Packages with vanilla-extract files (src/**/*.css.ts) get their CSS extracted to dist/style.css.
import { globSync } from 'node:fs';
import { build } from 'tsdown';
import { libraryConfig } from '../index.mjs';

const dir = process.cwd();
const css = globSync('src/**/*.css.ts', { cwd: dir }).length > 0;
await build({ ...libraryConfig(dir, { css }), config: false });
