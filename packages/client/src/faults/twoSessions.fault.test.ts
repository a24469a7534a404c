/**
 * Issue 19.8: two sessions of one viewer (two devices). Host messages reach both; a message
 * sent in one appears in the other (XEP-0280 carbons); after reading in one, the unread
 * counts agree (read syncs). Figures: what each session got, and how long each took.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bareJid, threadTid } from '@vchat/domain';
import { post, startTestSandbox, stopTestSandbox, type TestSandbox } from '@vchat/sandbox/testkit';
import type { VchatClient } from '../client.ts';
import { awakeHost, nodeClient, until } from '../test/nodeClient.ts';
import { threadsAtom } from '../messaging/atoms.ts';
import { recordFigure } from './report.ts';

const VIEWER = { uid: '200001', password: 'viewer-one' };
let sb: TestSandbox;
let a: VchatClient;
let b: VchatClient;

beforeAll(async () => {
  sb = await startTestSandbox({ replyKinds: ['text'] });
  a = nodeClient(sb, { dbName: 'device-a' });
  b = nodeClient(sb, { dbName: 'device-b' });
  for (const c of [a, b]) {
    await c.start();
    await c.session.loginWithPassword(VIEWER.uid, VIEWER.password);
    await until(() => c.chat.state() === 'connected', 'the chat connection');
  }
});

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await stopTestSandbox(sb);
});

it('two sessions of one viewer see the same chat and agree on unread counts (19.8)', async () => {
  const host = await awakeHost(sb);
  const me = bareJid(a.chat.jid()!);
  const tid = threadTid(me, host);
  const contents = async (c: VchatClient) => {
    await c.messaging.settled();
    return (await c.chatStore.olderMessages(tid, Number.MAX_SAFE_INTEGER, 500)).map((m) => m.content);
  };
  const unread = (c: VchatClient) => c.store.get(threadsAtom).find((t) => t.tid === tid)?.unread ?? -1;
  const timed = async (what: string, read: () => Promise<unknown>) => {
    const t0 = Date.now();
    const ok = await until(read, what, 10_000).then(() => true, () => false);
    return { ok, ms: Date.now() - t0 };
  };

  // 1. The host writes twice: both sessions get both, unread 2 on each.
  for (const text of ['host one', 'host two']) {
    expect((await post(sb.apiUrl, '/__sandbox/message', { from: host, to: me, text })).status).toBe(200);
  }
  const hostToBoth = await timed('the host\'s messages in both sessions', async () => {
    const [x, y] = [await contents(a), await contents(b)];
    return ['host one', 'host two'].every((t) => x.includes(t) && y.includes(t)) && unread(a) === 2 && unread(b) === 2;
  });

  // 2. Session A reads the thread: B's count follows.
  await a.messaging.openThread(tid);
  const readSync = await timed('B\'s unread count after reading in A', async () => {
    await b.messaging.settled();
    return unread(a) === 0 && unread(b) === 0;
  });
  const afterRead = `${unread(a)}/${unread(b)}`;

  // 3. Session A writes: the message shows in B too, as the viewer's own and sent.
  await a.messaging.sendText(tid, 'sent from A');
  const sentToOther = await timed('A\'s message in B', async () => {
    await b.messaging.settled();
    const m = (await b.chatStore.olderMessages(tid, Number.MAX_SAFE_INTEGER, 500)).find((x) => x.content === 'sent from A');
    return m && bareJid(m.from) === me && m.state === 'success';
  });
  const inB = (await contents(b)).filter((t) => t === 'sent from A').length;

  recordFigure({
    point: '19.8',
    fault: 'two sessions of one viewer',
    figure: `host msgs in both: ${hostToBoth.ok ? `yes, ${hostToBoth.ms} ms` : 'NO'}; sent in A shown in B: ${sentToOther.ok ? `yes (${inB}x), ${sentToOther.ms} ms` : 'NO'}; unread after reading in A: ${afterRead} (A/B, ${readSync.ms} ms)`,
    goal: 'both get all, once; counts agree',
    ok: hostToBoth.ok && sentToOther.ok && inB === 1 && readSync.ok,
  });
  expect(hostToBoth.ok).toBe(true);
  expect(readSync.ok).toBe(true);
  expect(sentToOther.ok).toBe(true);
  expect(inB).toBe(1);
});
