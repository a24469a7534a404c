/** Ports of the e2e servers (loopback only). Override with E2E_PORT_BASE. */
const base = Number(process.env.E2E_PORT_BASE ?? 18000);
export const PORTS = {
  sandbox: base + 787,
  prosodyHttp: base + 280,
  prosodyC2s: base + 222,
  component: base + 347,
  app: base + 173,
} as const;
export const APP_URL = `http://127.0.0.1:${PORTS.app}`;
export const SANDBOX_URL = `http://127.0.0.1:${PORTS.sandbox}`;
/** Previews of the other brands, started by the tests that need them. */
export const BRAND_PORTS = { veego: base + 174, lumi: base + 175 } as const;
/** The fachat dev server (`vite`), started by the tests that need it (tests/secrets.spec.ts). */
export const DEV_PORT = base + 176;
