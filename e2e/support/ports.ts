/**
 * Ports of the e2e servers (loopback only). Override the base with E2E_PORT_BASE.
 *
 * Each Playwright worker has a server set of its own (sandbox with Prosody, app preview, and
 * the previews some tests start), so two workers never share accounts, hosts or wallets:
 * worker k (TEST_PARALLEL_INDEX, set by Playwright in each worker process) uses the ports
 * 1000·k above the base. The runner process (global setup) has no index and starts the sets.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 18000);

/** This process's worker slot: 0 in the runner and the first worker. */
export const WORKER_SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** The ports of worker slot `slot`'s server set. */
export function portsOf(slot: number) {
  const b = base + 1000 * slot;
  return {
    sandbox: b + 787,
    prosodyHttp: b + 280,
    prosodyC2s: b + 222,
    component: b + 347,
    app: b + 173,
    /** Previews of the other brands, started by the tests that need them. */
    veego: b + 174,
    lumi: b + 175,
    /** The fachat dev server (`vite`), started by the tests that need it (tests/secrets.spec.ts). */
    dev: b + 176,
    /** The throwaway package registry and the scratch app's preview (tests/publish.spec.ts). */
    registry: b + 177,
    scratchApp: b + 178,
  } as const;
}

export const PORTS = portsOf(WORKER_SLOT);
export const APP_URL = `http://127.0.0.1:${PORTS.app}`;
export const SANDBOX_URL = `http://127.0.0.1:${PORTS.sandbox}`;
/** Previews of the other brands, started by the tests that need them. */
export const BRAND_PORTS = { veego: PORTS.veego, lumi: PORTS.lumi } as const;
/** The fachat dev server (`vite`), started by the tests that need it (tests/secrets.spec.ts). */
export const DEV_PORT = PORTS.dev;
