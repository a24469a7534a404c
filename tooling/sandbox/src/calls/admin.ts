/** Sandbox admin for calls: `GET /__sandbox/calls?jid=` and the host page `GET /__sandbox/host.html`. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bareJid } from '@vchat/domain';
import type { Store } from '../store.ts';
import { listCalls } from './callsStore.ts';
import { hostPageHtml } from './hostPage.ts';

/** Serves the calls admin paths (loopback and Origin were already checked); `hostPageKey` goes into the host page. */
export async function handleCallsAdmin(path: 'calls' | 'host.html', req: IncomingMessage, res: ServerResponse, store: Store, hostPageKey: string): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ ok: false, error: 'use GET' }));
    return;
  }
  if (path === 'host.html') {
    // It carries the host-page key: never cached, never framed by another page (issue 16.5).
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': "frame-ancestors 'none'",
      'Referrer-Policy': 'no-referrer',
    });
    res.end(req.method === 'HEAD' ? undefined : hostPageHtml(hostPageKey));
    return;
  }
  const jid = new URL(req.url ?? '/', 'http://sandbox.invalid').searchParams.get('jid');
  const list = (await listCalls(store.db, jid ? bareJid(jid) : undefined)).map((c) => ({
    sid: c.sid,
    caller: c.caller,
    callee: c.callee,
    startTime: c.start_time,
    connectingTime: c.connecting_time,
    endTime: c.end_time,
    reason: c.reason,
    rejectType: c.reject_type,
    billedGems: c.billed_gems,
    payment: c.payment,
    mediaMs: Number(c.media_ms ?? 0),
    mediaDownMs: Number(c.media_down_ms ?? 0),
    mediaDrops: Number(c.media_drops ?? 0),
  }));
  const body = JSON.stringify({ ok: true, list });
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}
