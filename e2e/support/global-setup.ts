import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startServers } from './servers.ts';

/**
 * Starts one server set (sandbox with Prosody, app preview) per worker slot, side by side (see
 * ports.ts); Playwright calls the returned function as teardown, which stops them all. When one
 * set does not come up, the others are stopped and the error is thrown.
 */
export default async function globalSetup(config: FullConfig) {
  mkdirSync(resolve(import.meta.dirname, '../output'), { recursive: true });
  mkdirSync(resolve(import.meta.dirname, '../screenshots'), { recursive: true });
  const slots = Array.from({ length: Math.max(1, config.workers) }, (_, i) => i);
  const started = await Promise.allSettled(slots.map((slot) => startServers(slot)));
  const stops = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    for (const stop of stops) stop();
    throw failed.reason;
  }
  return async () => {
    for (const stop of stops) stop();
  };
}
