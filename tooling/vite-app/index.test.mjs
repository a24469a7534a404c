// The dev/preview proxy guard (issue 8.5): a real Vite server with the brand apps' proxy rules
// in front of a stub "sandbox" that records every request it gets. Dot-segment paths must be
// answered 400 by Vite and never reach the sandbox; ordinary /api paths still go through.
import { createServer as createHttpServer, request } from 'node:http';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'vite';
import { hasDotSegment, pathGuard, sandboxProxy } from './index.mjs';

/** Sends a request with the path exactly as given (fetch would normalise it). */
function raw(port, path, method = 'POST') {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { 'content-type': 'text/plain' } }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('error', reject);
    req.end('{"uid":"200001","gemsBalance":999999}');
  });
}

let stub;
let vite;
let root;
const seen = [];

beforeAll(async () => {
  stub = createHttpServer((req, res) => {
    seen.push(req.url);
    res.end('{"result":1}');
  });
  await new Promise((r) => stub.listen(0, '127.0.0.1', r));
  root = mkdtempSync(join(tmpdir(), 'vite-guard-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
  const proxy = sandboxProxy({ SANDBOX_URL: `http://127.0.0.1:${stub.address().port}`, PROSODY_WS: 'ws://127.0.0.1:9' });
  vite = await createServer({ root, configFile: false, logLevel: 'silent', plugins: [pathGuard()], server: { port: 0, host: '127.0.0.1', proxy } });
  await vite.listen();
});

afterAll(async () => {
  await vite?.close();
  await new Promise((r) => stub?.close(r));
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('dev proxy path guard', () => {
  it('answers 400 to dot-segment paths and never forwards them', async () => {
    const port = vite.httpServer.address().port;
    for (const path of ['/api/%2e%2e/__sandbox/gems', '/api/%2E%2E/__sandbox/gems', '/api/..%2f__sandbox/gems', '/api/../__sandbox/gems', '/media/%2e%2e%2f__sandbox/gems', '/api/.%2e/__sandbox/gems']) {
      const r = await raw(port, path);
      expect(r.status, path).toBe(400);
    }
    expect(seen.filter((u) => u.includes('__sandbox'))).toEqual([]);
  });

  it('still forwards ordinary API paths', async () => {
    const port = vite.httpServer.address().port;
    const r = await raw(port, '/api/account_service/account?x=../y');
    expect(r.status).toBe(200);
    expect(seen).toContain('/api/account_service/account?x=../y');
  });

  it('hasDotSegment looks at the path only', () => {
    expect(hasDotSegment('/api/a/b')).toBe(false);
    expect(hasDotSegment('/api/a?next=../b')).toBe(false);
    expect(hasDotSegment('/api/./a')).toBe(true);
    expect(hasDotSegment('/api\\..\\__sandbox')).toBe(true);
  });
});
