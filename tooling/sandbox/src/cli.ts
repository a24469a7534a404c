/**
 * CLI: runs the sandbox in the foreground (`pnpm --filter @vchat/sandbox start`).
 * SIGINT/SIGTERM/uncaught errors stop everything (Prosody included) before exiting.
 */
import { startSandbox, type Sandbox } from './index.ts';

let sandbox: Sandbox | undefined;
let exiting = false;

async function shutdown(code: number, why: string): Promise<void> {
  if (exiting) return;
  exiting = true;
  process.stderr.write(`[sandbox] stopping (${why})\n`);
  const force = setTimeout(() => process.exit(code), 8000);
  force.unref();
  try {
    await sandbox?.stop();
  } finally {
    process.exit(code);
  }
}

process.on('SIGINT', () => void shutdown(0, 'SIGINT'));
process.on('SIGTERM', () => void shutdown(0, 'SIGTERM'));
process.on('SIGHUP', () => void shutdown(0, 'SIGHUP'));
process.on('uncaughtException', (e) => {
  process.stderr.write(`[sandbox] uncaught error: ${e.stack ?? e.message}\n`);
  void shutdown(1, 'uncaught error');
});
process.on('unhandledRejection', (e) => {
  process.stderr.write(`[sandbox] unhandled rejection: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  void shutdown(1, 'unhandled rejection');
});

try {
  sandbox = await startSandbox();
  process.stdout.write(
    [
      'vchat sandbox is running',
      `  API:            ${sandbox.apiUrl}/api/<service>/<method>`,
      `  XMPP WebSocket: ${sandbox.xmppWebSocketUrl}`,
      `  XMPP domain:    ${sandbox.domain}`,
      `  data:           ${sandbox.dataDir}`,
      `  admin token:    ${sandbox.adminToken}  (header X-Sandbox-Admin on /__sandbox/*; also in ${sandbox.dataDir}/admin-token)`,
      '  viewers:        200001/viewer-one, 200002/viewer-two, 200003/viewer-three',
      'Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );
} catch (e) {
  process.stderr.write(`[sandbox] failed to start: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
}
