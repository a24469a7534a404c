/**
 * XEP-0198 `h` counts every stanza the client received, the IQ results it asked for included
 * (issue 19.12: @xmpp/client 0.14 leaves out the results its iqCaller takes, so the server
 * thought the last messages were never handled and, when the session closed, put them back to
 * offline storage: delivered again at the next sign-in; 0 IQs → 0 re-sent, 3 → 3). Driven with
 * the app's own chat connection (`createChatConnection` of @vchat/xmpp-chat) against Prosody.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatConnection, type ChatConnection } from '@vchat/xmpp-chat';
import type { WireMessage } from '@vchat/xmpp-chat';
import { admin, signIn, startTestSandbox, stopTestSandbox, type TestSandbox } from './testkit.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => stopTestSandbox(sb));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function connect(viewer: { jid: string; vcToken: string }, got: WireMessage[]): Promise<ChatConnection> {
  const c = createChatConnection({ service: sb.xmppWebSocketUrl, domain: sb.domain, log: () => undefined });
  c.onMessage((m) => got.push(m));
  await c.login({ jid: viewer.jid, vcToken: viewer.vcToken });
  for (let i = 0; i < 100 && c.state() !== 'connected'; i++) await sleep(50);
  expect(c.state()).toBe('connected');
  return c;
}

describe('stream management acks (19.12)', () => {
  it('delivers nothing twice across sign-ins, however many IQs the session asked', async () => {
    const viewer = await signIn(sb.apiUrl, '200002', 'viewer-two');
    const host = 'anchor_100040@anchors.localhost';
    for (const iqs of [0, 1, 3]) {
      const first: WireMessage[] = [];
      const c1 = await connect(viewer, first);
      // The IQs first (the app's 10 s ping, an archive read), then the messages: an uncounted
      // result shifts the count, so the last messages look unhandled to the server.
      for (let i = 0; i < iqs; i++) await c1.ping();
      const mids: string[] = [];
      for (let i = 0; i < 2; i++) mids.push((await admin(sb, 'message', { from: host, to: viewer.jid, text: `round ${iqs} message ${i}` })).mid);
      for (let i = 0; i < 50 && mids.some((m) => !first.some((x) => x.mid === m)); i++) await sleep(50);
      expect(first.filter((m) => mids.includes(m.mid))).toHaveLength(2);
      await sleep(300); // the client's acks reach the server
      await c1.logout();
      await sleep(300);
      const second: WireMessage[] = [];
      const c2 = await connect(viewer, second);
      await c2.ping(); // anything kept offline arrives before the ping's answer
      await sleep(300);
      const again = second.filter((m) => mids.includes(m.mid)).map((m) => m.content);
      expect(again, `${iqs} IQs`).toEqual([]);
      await c2.logout();
    }
  });
});
