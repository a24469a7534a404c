import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { startServers } from './servers.ts';

/** Starts the sandbox and the app preview; Playwright calls the returned function as teardown. */
export default async function globalSetup() {
  mkdirSync(resolve(import.meta.dirname, '../output'), { recursive: true });
  mkdirSync(resolve(import.meta.dirname, '../screenshots'), { recursive: true });
  const stop = await startServers();
  return async () => stop();
}
