/**
 * Issue 19.6: a gift whose IQ reply is lost after the gift service applied it. The client asks
 * again with the same mid once its ack timeout (10 s) passes; the server answers the purchase
 * it already made. Goal: exactly one debit, the gift shown as sent, no error.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestSandbox, stopTestSandbox, type TestSandbox } from '@vchat/sandbox/testkit';
import type { VchatClient } from '../client.ts';
import { awakeHost, nodeClient, serverGems } from '../test/nodeClient.ts';
import { giftCatalogAtom } from '../messaging/catalog.ts';
import { openMessagesAtom } from '../messaging/atoms.ts';
import { accountAtom } from '../wallet/atoms.ts';
import { recordFigure } from './report.ts';

const VIEWER = { uid: '200001', password: 'viewer-one' };
let sb: TestSandbox;
let client: VchatClient;

beforeAll(async () => {
  sb = await startTestSandbox();
  client = nodeClient(sb);
  await client.start();
  await client.session.loginWithPassword(VIEWER.uid, VIEWER.password);
});

afterAll(async () => {
  await client?.stop();
  await stopTestSandbox(sb);
});

it('a gift whose reply is lost is debited once and shown as sent (19.6)', async () => {
  await client.messaging.loadGifts();
  const catalog = client.store.get(giftCatalogAtom);
  const gift = catalog.status === 'ready' ? catalog.value.list.find((g) => g.gemsPrice > 0) : undefined;
  expect(gift).toBeTruthy();
  const host = await awakeHost(sb);
  const tid = await client.messaging.startChat({ jid: host, nickName: 'Host' });
  await client.messaging.openThread(tid);
  const before = await serverGems(sb, VIEWER.uid);

  sb.faults.dropGiftReplies = 1;
  const started = Date.now();
  const outcome = await client.messaging.sendGift(tid, gift!).then(() => 'sent', (e: unknown) => `error: ${String(e)}`);
  const seconds = (Date.now() - started) / 1000;

  const debits = (before - (await serverGems(sb, VIEWER.uid))) / gift!.gemsPrice;
  const shown = client.store.get(openMessagesAtom).filter((m) => m.type === 'gift');
  recordFigure({
    point: '19.6',
    fault: 'gift IQ reply lost after the debit',
    figure: `${debits} debit(s) of ${gift!.gemsPrice} gems, ${outcome}, ${shown.length} gift in the thread (${shown[0]?.state ?? 'none'}), ${seconds.toFixed(1)} s`,
    goal: '1 debit, shown as sent',
    ok: outcome === 'sent' && debits === 1 && shown.length === 1 && shown[0]?.state === 'success',
  });
  expect(sb.faults.dropGiftReplies).toBe(0);
  expect(outcome).toBe('sent');
  expect(debits).toBe(1);
  expect(shown).toHaveLength(1);
  expect(shown[0]?.state).toBe('success');
  expect(client.store.get(accountAtom)?.gemsBalance).toBe(before - gift!.gemsPrice);
});
