#!/usr/bin/env node
// Development runner: starts the sandbox and the brand's Vite dev server (default fachat) as
// process groups, prints where to open the app, and stops both by pid on exit or Ctrl+C.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';

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

// The app's proxy proves itself to the sandbox with this per-run secret, so the sandbox can trust
// the browser address it forwards (sign-in throttles per real client, issue 16.6).
const proxySecret = randomBytes(24).toString('hex');
run('sandbox', ['--filter', '@vchat/sandbox', 'start'], { SANDBOX_PROXY_SECRET: proxySecret });
run('app', ['--filter', `@vchat/app-${brand}`, 'dev'], { SANDBOX_PROXY_SECRET: proxySecret });
