/**
 * The headless client in Node against a test sandbox (tooling/sandbox testkit), for the
 * sandbox test and the fault tests (issue 18, 19): Node's fetch, `ws` for the XMPP WebSocket
 * (set by the testkit), fake-indexeddb, a memory key-value store and a synthetic camera.
 * Test code only.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { TestSandbox } from '@vchat/sandbox/testkit';
import { admin, adminGet } from '@vchat/sandbox/testkit';
import { createClient, type VchatClient } from '../client.ts';
import { memoryStorage, type KeyValueStorage } from '../common/storage.ts';
import type { MediaStreamLike, MediaTrackLike } from '../calls/atoms.ts';
import type { ClientPlatform } from '../platform.ts';

/** A synthetic camera and microphone: tracks that can be stopped and muted, nothing more. */
export function syntheticStream(): MediaStreamLike {
  const track = (kind: 'audio' | 'video'): MediaTrackLike => ({ kind, enabled: true, stop() {}, getSettings: () => ({ deviceId: `${kind}-0` }) });
  const tracks = [track('audio'), track('video')];
  return { getTracks: () => tracks };
}

/** Polls `read` until it returns a truthy value (every 50 ms, up to `ms`); throws naming `what`. */
export async function until<T>(read: () => T | Promise<T>, what: string, ms = 10_000): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (v) return v as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A viewer's balance on the server (admin wallet read), gems. */
export async function serverGems(sb: TestSandbox, uid: string): Promise<number> {
  return (await admin(sb, 'wallet', { uid })).wallet.gems as number;
}

/**
 * A client for `sb`, not started. `storage` (default a new memory store) and `dbName` stand for
 * one device: give the same ones to a second client to reopen the app there. `platform`
 * overrides parts (a fetch that loses a response, …).
 */
export function nodeClient(
  sb: TestSandbox,
  o: { storage?: KeyValueStorage; dbName?: string; indexedDB?: IDBFactory; platform?: Partial<ClientPlatform> } = {},
): VchatClient {
  return createClient({
    brand: { packageName: 'com.vchat.nodetest', source: 'web_nodetest' },
    hosts: {
      api: `${sb.apiUrl}/api`,
      xmpp: sb.xmppWebSocketUrl,
      xmppDomain: sb.domain,
      upload: `${sb.apiUrl}/upload`,
      analytics: `${sb.apiUrl}/analytics`,
      signInScript: '',
      signInClientId: '',
    },
    platform: {
      storage: o.storage ?? memoryStorage(),
      chatDb: { indexedDB: o.indexedDB ?? new IDBFactory(), IDBKeyRange, name: o.dbName ?? 'node-test' },
      deviceInfo: () => ({ language: 'en', fingerprint: 'node-test-device', screen: '0x0', timezone: 'UTC', platform: 'node', clientId: 'node-test' }),
      deviceId: () => 'node-test-device',
      media: {
        getUserMedia: async () => syntheticStream(),
        cameras: async () => ['video-0'],
        newStream: (tracks) => ({ getTracks: () => tracks }),
        // Calls here end before the host answers: the offer made ahead fails (logged), the
        // call rings all the same, and no peer connection is ever made.
        createPeer: () => {
          throw new Error('no WebRTC in Node');
        },
      },
      // CLIENT_LOG=1 prints the client's log lines (stamped, ms mod 100 s) to follow a fault run.
      log: process.env.CLIENT_LOG ? (...a: unknown[]) => console.log(`[client ${Date.now() % 100000}]`, ...a) : () => {},
      ...o.platform,
    },
  });
}

/** The jid of a host who is awake now (she answers messages), or throws. */
export async function awakeHost(sb: TestSandbox): Promise<string> {
  const { list } = (await adminGet(sb, 'anchors')) as { list: Array<{ jid: string; status: string }> };
  const host = list.find((a) => a.status === 'online')?.jid;
  if (!host) throw new Error('no awake host in the sandbox');
  return host;
}
