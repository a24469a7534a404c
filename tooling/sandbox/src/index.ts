import { Agent as HttpsAgent } from 'node:https';
import { rootCertificates } from 'node:tls';
/**
 * @vchat/sandbox: a local, contract-faithful backend for the web app (dev + e2e).
 * `startSandbox()` opens the database (PGlite files or Postgres), seeds it when empty,
 * starts Prosody as a child process with a generated config, connects the XMPP
 * components (anchors/hub/gift/help) and serves the HTTP API.
 */
import { chmodSync, writeFileSync } from 'node:fs';
import { prepareDataDir } from './dataDir.ts';
import { newAdminToken } from './api/adminGuard.ts';
import { SignInThrottle } from './api/throttle.ts';
import { join } from 'node:path';
import { AvatarCache } from './avatars.ts';
import { RasterCache } from './raster.ts';
import { openDb, migrate, type Db } from './db.ts';
import { SandboxClock } from './hosts.ts';
import { resolveOptions, type SandboxOptions } from './options.ts';
import { startHttpServer, type HostActions } from './api/server.ts';
import { Store } from './store.ts';
import { newSecret, Tokens } from './tokens.ts';
import { migrateRevokedTokens, RevokedTokens } from './revokedTokens.ts';
import { migrateUploads } from './api/upload.ts';
import { anchorsHandler } from './xmpp/anchors.ts';
import { giftHandler } from './xmpp/gift.ts';
import { hubHandler } from './xmpp/hub.ts';
import { migrateCalls } from './calls/callsStore.ts';
import { HostPeers } from './calls/hostPeers.ts';
import { migrateWallet } from './calls/wallet.ts';
import { migrateMoney } from './money/moneyStore.ts';
import { migrateSocial } from './social/socialStore.ts';
import { migrateSafety } from './safety/safetyStore.ts';
import { migrateMatches } from './match/matchStore.ts';
import { migrateNotices } from './social/notices.ts';
import { migrateAnalytics } from './analytics/receiver.ts';
import { migratePush } from './push/push.ts';
import { withOfflinePush } from './push/offline.ts';
import { migrateOauth } from './oauth/oauth.ts';
import { loadStories } from './media/story.ts';
import { CallConfig } from './calls/callConfig.ts';
import { basicHandler, startComponent, type ComponentIo, type RunningComponent } from './xmpp/component.ts';
import {
  assertPortFree,
  freePort,
  killStaleProsody,
  newComponentSecrets,
  pidAlive,
  prosodyPaths,
  startProsody,
  type ProsodyHandle,
} from './xmpp/prosody.ts';

export type { SandboxOptions } from './options.ts';
export type { ReplyKind } from './xmpp/anchors.ts';
export { instantForLocalTime, hostStateAt, localMinutes } from './hosts.ts';
export { SEED_VIEWERS, FIRST_ANCHOR_UID } from './seedData.ts';
export { secretFiles } from './dataDir.ts';
export { defaultDataDir } from './dataDir.ts';

/** A running sandbox. */
export interface Sandbox {
  /** Base URL of the HTTP API, e.g. `http://127.0.0.1:8787` (paths are `/api/...`). */
  apiUrl: string;
  /** Prosody WebSocket endpoint, e.g. `ws://127.0.0.1:5280/xmpp-websocket`. */
  xmppWebSocketUrl: string;
  /** XMPP domain (VirtualHost), default "localhost". */
  domain: string;
  /** Pid of the Prosody child process. */
  prosodyPid: number;
  /** The data folder in use. */
  dataDir: string;
  /** Token for `/__sandbox/*` admin requests (header `X-Sandbox-Admin`); also in `<dataDir>/admin-token`. */
  adminToken: string;
  /**
   * Kills Prosody (SIGKILL: no clean close, as a crash) and starts it again on the same ports
   * and data; `prosodyPid` is the new process's. For the fault tests (issue 19.1, 19.5).
   */
  restartProsody(): Promise<void>;
  /** Faults to inject, for the fault tests (issue 19); all off at start. Change them in place. */
  faults: SandboxFaults;
  /** Stops the HTTP server, the components and Prosody, and closes the database. Idempotent. */
  stop(): Promise<void>;
}

/** Faults the sandbox can inject (counts are used up one per event). */
export interface SandboxFaults {
  /** Gift purchases whose answer is not sent after the purchase was applied (a lost IQ reply). */
  dropGiftReplies: number;
}

const TOKEN_SECRET_KEY = 'jwt_secret';

/**
 * Starts the whole sandbox. Resolves once the API listens and Prosody and all components
 * are online. On any start-up failure everything already started is stopped again.
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const o = resolveOptions(options);
  const cleanups: Array<() => Promise<void>> = [];
  let prosody: ProsodyHandle | undefined;
  const killProsodyOnExit = () => {
    if (prosody) {
      try {
        process.kill(prosody.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
  };
  const runCleanups = async () => {
    while (cleanups.length) {
      const c = cleanups.pop()!;
      try {
        await c();
      } catch (e) {
        o.log(`stop step failed: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  };

  try {
    prepareDataDir(o.dataDir, o.log);
    await killStaleProsody(o.dataDir, o.log);

    // Ports: pick free ones for 0, check the fixed ones are free.
    const httpPort = o.prosodyHttpPort || (await freePort());
    const c2sPort = o.prosodyC2sPort || (await freePort());
    const componentPort = o.componentPort || (await freePort());
    await assertPortFree(httpPort, 'Prosody HTTP');
    await assertPortFree(c2sPort, 'Prosody c2s');
    await assertPortFree(componentPort, 'Prosody component');

    const db: Db = await openDb({ databaseUrl: o.databaseUrl, dir: join(o.dataDir, 'db') });
    cleanups.push(() => db.close());
    await migrate(db);
    await migrateCalls(db);
    await migrateWallet(db);
    await migrateMoney(db);
    await migrateSocial(db);
    await migrateSafety(db);
    await migrateMatches(db);
    await migrateNotices(db);
    await migrateAnalytics(db);
    await migratePush(db);
    await migrateOauth(db);
    const store = new Store(db, o.domain);
    if (await store.seedIfEmpty(o.clock())) o.log('seeded a fresh database');
    await store.seedWalletsOnce();
    const secret = await store.getOrCreateSetting(TOKEN_SECRET_KEY, newSecret);
    await migrateRevokedTokens(db);
    await migrateUploads(db);
    const tokens = new Tokens(secret, await RevokedTokens.open(db, prosodyPaths(o.dataDir).revokedTokens));
    const clock = new SandboxClock(o.clock);
    const callConfig = new CallConfig(o.callTimings);
    const stories = loadStories();
    let hub: ReturnType<typeof hubHandler> | undefined;

    let hostActions: HostActions | undefined;
    let listeningPort = 0;
    // The host page's websocket key: written only into the host page the sandbox serves.
    const hostPageKey = newAdminToken();
    // The admin token: printed by the CLI, exposed on the handle, and kept in a 0600 file for scripts.
    writeFileSync(join(o.dataDir, 'admin-token'), `${o.adminToken}\n`, { mode: 0o600 });
    chmodSync(join(o.dataDir, 'admin-token'), 0o600);
    // Trusts SANDBOX_PUSH_CA (tests' loopback push service) besides the system CAs.
    const pushAgent = o.pushCa ? new HttpsAgent({ ca: [...rootCertificates, o.pushCa] }) : undefined;
    const http = await startHttpServer(
      {
        store,
        tokens,
        clock,
        now: o.clock,
        domain: o.domain,
        dataDir: o.dataDir,
        avatars: new AvatarCache(),
        rasters: new RasterCache(),
        hostActions: () => hostActions,
        hub: () => hub,
        callConfig,
        stories,
        log: o.log,
        adminToken: o.adminToken,
        hostPageKey,
        port: () => listeningPort,
        prosody: { kill: () => prosodyControl.kill(), start: () => prosodyControl.start() },
        allowedOrigins: o.allowedOrigins,
        uploadQuota: o.uploadQuota,
        proxySecret: o.proxySecret,
        throttle: new SignInThrottle(o.throttle, o.clock),
        friendAcceptDelayMs: () => o.replyDelayMs('outdoor'),
        pushAgent,
        recharged: async (jid, gemsBalance) => {
          try {
            await hub?.rechargeSuccess(jid, gemsBalance);
          } catch (e) {
            o.log(`ReChargeSuccess to ${jid} failed: ${e instanceof Error ? e.message : String(e)}`);
          }
        },
      },
      o.port,
      o.host,
    );
    cleanups.push(() => http.close());
    listeningPort = http.port;
    const hostPeers = new HostPeers(o.log, hostPageKey, o.adminToken);
    hostPeers.attach(http.server, http.port);
    cleanups.push(async () => hostPeers.close());

    const componentSecrets = newComponentSecrets();
    process.on('exit', killProsodyOnExit);
    cleanups.push(async () => {
      process.off('exit', killProsodyOnExit);
    });
    const prosodyControl = {
      /** SIGKILL, no clean close (a crash); resolves once the process is gone. */
      async kill() {
        const old = prosody;
        if (!old) return;
        try {
          process.kill(old.pid, 'SIGKILL');
        } catch {
          /* gone already */
        }
        await old.exited;
        await old.stop();
      },
      /** Starts Prosody again if it is gone: same ports, secrets and data; clients and components reconnect on their own. */
      async start() {
        if (prosody && pidAlive(prosody.pid)) return;
        prosody = await startProsody(prosodyConfig, { bin: o.prosodyBin, log: o.log });
      },
    };
    const prosodyConfig = { dataDir: o.dataDir, domain: o.domain, httpPort, c2sPort, componentPort, tokenSecret: secret, componentSecrets, parentPid: process.pid, limits: o.xmppLimits };
    prosody = await startProsody(prosodyConfig, { bin: o.prosodyBin, log: o.log });
    cleanups.push(() => prosody?.stop() ?? Promise.resolve());

    let helpIo: ComponentIo | undefined;
    let hubIo: ComponentIo | undefined;
    const anchors = anchorsHandler({
      store,
      clock,
      now: o.clock,
      replyDelayMs: o.replyDelayMs,
      autoMessageDelayMs: o.autoMessageDelayMs,
      nextReplyKind: o.nextReplyKind,
      random: o.random,
      domain: o.domain,
      officialIo: () => helpIo,
      hubIo: () => hubIo,
    });
    const components: RunningComponent[] = [];
    cleanups.push(async () => {
      hostActions = undefined;
      hub = undefined;
      helpIo = undefined;
      hubIo = undefined;
      await Promise.all(components.map((c) => c.stop()));
    });
    hub = hubHandler({
      store,
      clock,
      now: o.clock,
      peers: hostPeers,
      billingIntervalMs: o.billingIntervalMs,
      heartbeatTimeoutMs: o.heartbeatTimeoutMs,
      hostPageWaitMs: o.hostPageWaitMs,
      config: callConfig,
      stories,
    });
    // Messages for a viewer with no chat session, as Prosody reports them (mod_vchat_push.lua),
    // become Web Pushes (PUSH.md); everything else to the hub is call signalling.
    const hubWithPush = withOfflinePush(hub, { store, domain: o.domain, agent: pushAgent });
    const faults: SandboxFaults = { dropGiftReplies: 0 };
    const handlers = { anchors, hub: hubWithPush, gift: giftHandler({ store, now: o.clock, faults }), help: basicHandler('Help') } as const;
    for (const [role, handler] of Object.entries(handlers) as Array<[keyof typeof handlers, (typeof handlers)[keyof typeof handlers]]>) {
      components.push(
        await startComponent({ domain: `${role}.${o.domain}`, port: componentPort, secret: componentSecrets[role], handler, log: o.log }),
      );
    }
    helpIo = components.find((c) => c.domain === `help.${o.domain}`)?.io;
    hubIo = components.find((c) => c.domain === `hub.${o.domain}`)?.io;
    hostActions = anchors;

    const apiHost = o.host === '0.0.0.0' || o.host === '::' ? '127.0.0.1' : o.host;
    let stopped: Promise<void> | undefined;
    return {
      apiUrl: `http://${apiHost}:${http.port}`,
      xmppWebSocketUrl: `ws://127.0.0.1:${httpPort}/xmpp-websocket`,
      domain: o.domain,
      get prosodyPid() {
        return prosody?.pid ?? 0;
      },
      async restartProsody() {
        await prosodyControl.kill();
        await prosodyControl.start();
      },
      dataDir: o.dataDir,
      adminToken: o.adminToken,
      faults,
      stop() {
        stopped ??= runCleanups();
        return stopped;
      },
    };
  } catch (e) {
    await runCleanups();
    killProsodyOnExit();
    throw e;
  }
}
