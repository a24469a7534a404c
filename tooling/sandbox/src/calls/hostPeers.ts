/**
 * Host peers: host pages (a browser tab with a camera, or a test's `ws` client) connect to
 * `ws://<sandbox http>/__sandbox/host?jid=<anchor jid>&key=<host-page key>` (loopback only) and
 * exchange JSON frames `{ action, sid, payload }` with the hub. The key is a per-start secret
 * the sandbox writes only into its own host page (tools may send the admin token in the
 * `X-Sandbox-Admin` header instead); without it nobody can replace a host's page, ring viewers
 * in her name or start billing (issue 16.5). One peer per host jid: a newer connection replaces
 * the older one.
 */
import { ADMIN_TOKEN_HEADER, originAllowed, tokenMatches } from '../api/adminGuard.ts';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { bareJid } from '@vchat/domain';
import * as v from 'valibot';
import { WebSocketServer, type WebSocket } from 'ws';

/** A frame between the hub and a host page. */
export interface HostFrame {
  action: string;
  sid: string;
  payload: unknown;
}

/** Actions a host page may send. */
export const HOST_ACTIONS = ['CallOut', 'CallAccept', 'CallCancel', 'WebRTCContent', 'SessionSuccess', 'SessionTerminate', 'SessionFail', 'MediaState'] as const;

const FrameSchema = v.object({
  action: v.picklist(HOST_ACTIONS, `action must be one of ${HOST_ACTIONS.join(', ')}`),
  sid: v.pipe(v.string('sid must be a string'), v.regex(/^[\w.:@-]{1,200}$/, 'sid must be 1..200 of [A-Za-z0-9_.:@-]')),
  payload: v.optional(v.record(v.string(), v.unknown(), 'payload must be a JSON object'), {}),
});

/**
 * Reads one host page frame `{ action, sid, payload? }` (payload a JSON object, default `{}`),
 * or `{ error, sid }` saying what is wrong with it.
 */
export function parseHostFrame(text: string): HostFrame | { error: string; sid: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { error: 'frame is not JSON', sid: '' };
  }
  const r = v.safeParse(FrameSchema, raw);
  if (r.success) return r.output;
  const sid = raw && typeof raw === 'object' && typeof (raw as { sid?: unknown }).sid === 'string' ? (raw as { sid: string }).sid.slice(0, 200) : '';
  return { error: `invalid frame: ${r.issues[0]?.message ?? 'bad shape'}`, sid };
}

const isLoopback = (a: string | undefined) => !!a && (a === '::1' || a.startsWith('127.') || a.startsWith('::ffff:127.'));

/** The registry of connected host pages. */
export class HostPeers {
  private readonly peers = new Map<string, WebSocket>();
  private readonly waiters = new Map<string, Set<() => void>>();
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 });
  /** Called for every valid frame a host page sends. */
  onFrame: (hostJid: string, frame: HostFrame) => void = () => undefined;
  /** Called when the host page of `hostJid` goes away (not when a newer page replaced it). */
  onGone: (hostJid: string) => void = () => undefined;

  /**
   * @param key the host-page key (query `key`) a host page must present
   * @param adminToken the admin token, accepted in the `X-Sandbox-Admin` header instead (tools, tests)
   */
  constructor(
    private readonly log: (line: string) => void,
    private readonly key: string,
    private readonly adminToken: string,
  ) {}

  /**
   * Handles `upgrade` requests for `/__sandbox/host` on `server` (listening on `ownPort`).
   * Loopback clients only, only from the sandbox's own origin (the host page) or with no
   * Origin (tools): a foreign page's websocket carries its Origin and is refused (issue 8.5);
   * and only with the host-page key or the admin token (issue 16.5).
   */
  attach(server: Server, ownPort: number): void {
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
      if (url.pathname !== '/__sandbox/host') return; // not ours: leave it (no other upgrade users)
      const jid = bareJid(url.searchParams.get('jid') ?? '').toLowerCase();
      const keyOk = tokenMatches(url.searchParams.get('key') ?? undefined, this.key) || tokenMatches(req.headers[ADMIN_TOKEN_HEADER], this.adminToken);
      if (!isLoopback(req.socket.remoteAddress) || !jid.includes('@') || !originAllowed(req.headers.origin, ownPort) || !keyOk) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
        return;
      }
      this.wss.handleUpgrade(req, socket, head, (ws) => this.add(jid, ws));
    });
  }

  private add(jid: string, ws: WebSocket): void {
    const old = this.peers.get(jid);
    if (old) old.close(4000, 'replaced by a newer host page');
    this.peers.set(jid, ws);
    this.log(`host page connected for ${jid}`);
    ws.on('message', (data) => {
      const f = parseHostFrame(String(data));
      if ('error' in f) {
        this.log(`host page ${jid}: dropped a frame: ${f.error}`);
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ action: 'CallError', sid: f.sid, payload: { reason: f.error } }));
        return;
      }
      this.onFrame(jid, f);
    });
    ws.on('error', () => undefined);
    ws.on('close', () => {
      if (this.peers.get(jid) !== ws) return;
      this.peers.delete(jid);
      this.log(`host page for ${jid} went away`);
      this.onGone(jid);
    });
    for (const w of this.waiters.get(jid) ?? []) w();
    this.waiters.delete(jid);
  }

  /** True when a host page is connected for `jid`. */
  has(jid: string): boolean {
    return this.peers.has(bareJid(jid).toLowerCase());
  }

  /** Resolves true once a host page is connected for `jid`, false after `ms`. */
  waitFor(jid: string, ms: number): Promise<boolean> {
    const key = bareJid(jid).toLowerCase();
    if (this.peers.has(key)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const set = this.waiters.get(key) ?? new Set();
      this.waiters.set(key, set);
      const done = () => {
        clearTimeout(t);
        set.delete(done);
        resolve(true);
      };
      const t = setTimeout(() => {
        set.delete(done);
        resolve(false);
      }, ms);
      set.add(done);
    });
  }

  /** Sends a frame to the host page of `jid`; false when none is connected. */
  send(jid: string, frame: HostFrame): boolean {
    const ws = this.peers.get(bareJid(jid).toLowerCase());
    if (!ws || ws.readyState !== ws.OPEN) return false;
    ws.send(JSON.stringify(frame));
    return true;
  }

  /** Closes every host page connection. */
  close(): void {
    for (const ws of this.peers.values()) ws.terminate();
    this.peers.clear();
    this.wss.close();
  }
}
