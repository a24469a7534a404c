#!/usr/bin/env node
// Development runner: starts the sandbox and the brand's Vite dev server (default fachat) as
// process groups, prints where to open the app, and stops both by pid on exit or Ctrl+C.
import { spawn } from 'node:child_process';

const brand = process.argv[2] ?? 'fachat';
const children = [];
let stopping = false;

function run(name, args, env = {}) {
  const p = spawn('pnpm', args, { stdio: 'inherit', detached: true, env: { ...process.env, ...env } });
  children.push(p);
  p.on('exit', (code) => {
    if (!stopping) {
      console.error(`[dev] ${name} exited (${code}); stopping`);
      stop(code ?? 1);
    }
  });
  return p;
}

function stop(code = 0) {
  stopping = true;
  for (const p of children) {
    try {
      process.kill(-p.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('exit', () => {
  for (const p of children) {
    try {
      process.kill(-p.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
});

run('sandbox', ['--filter', '@vchat/sandbox', 'start']);
run('app', ['--filter', `@vchat/app-${brand}`, 'dev']);
