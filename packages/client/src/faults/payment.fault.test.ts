/**
 * Issue 19.7: a card payment whose response is lost, and one whose tab closes after paying.
 * The client asks again with the same idempotency key (the server answers the order it made);
 * reopening the app on the same device shows the credited balance and the order, once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { startTestSandbox, stopTestSandbox, type TestSandbox } from '@vchat/sandbox/testkit';
import type { VchatClient } from '../client.ts';
import { memoryStorage } from '../common/storage.ts';
import { nodeClient, serverGems, until } from '../test/nodeClient.ts';
import { accountAtom } from '../wallet/atoms.ts';
import { recordFigure } from './report.ts';

const VIEWER = { uid: '200001', password: 'viewer-one' };
const CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };
let sb: TestSandbox;
const clients: VchatClient[] = [];

/** A fetch that, while `lose.count > 0`, lets a create_order reach the server and then loses its answer (`mode`). */
function lossyFetch(lose: { count: number; mode: 'error' | 'hang' }): typeof fetch {
  return async (input, init) => {
    const res = await fetch(input, init);
    if (String(input instanceof Request ? input.url : input).includes('create_order') && lose.count > 0) {
      lose.count--;
      await res.arrayBuffer();
      if (lose.mode === 'hang') return new Promise<Response>(() => {});
      throw new TypeError('fetch failed');
    }
    return res;
  };
}

beforeAll(async () => {
  sb = await startTestSandbox();
});

afterAll(async () => {
  for (const c of clients) await c.stop();
  await stopTestSandbox(sb);
});

it('a payment whose response is lost is credited once and shown (19.7)', async () => {
  const lose = { count: 1, mode: 'error' as const };
  const client = nodeClient(sb, { platform: { fetch: lossyFetch(lose) } });
  clients.push(client);
  await client.start();
  await client.session.loginWithPassword(VIEWER.uid, VIEWER.password);
  const sku = (await client.payments.loadChannels()).extend_info.skus[0]!;
  const before = await serverGems(sb, VIEWER.uid);
  const outcome = await client.payments.buy(sku.sku, sku.currency, { channel: 'card', card: CARD }).then((o) => o.payStatus, (e: unknown) => `error: ${String(e)}`);
  const credits = ((await serverGems(sb, VIEWER.uid)) - before) / (sku.gems + sku.bonusGems);
  const shown = client.store.get(accountAtom)?.gemsBalance;
  recordFigure({
    point: '19.7a',
    fault: 'create_order answer lost after the charge',
    figure: `${credits} credit(s), ${outcome}, balance shown ${shown === before + sku.gems + sku.bonusGems ? 'right' : `wrong (${shown})`}`,
    goal: '1 credit, result shown',
    ok: lose.count === 0 && credits === 1 && outcome === 'TXN_SUCCESS' && shown === before + sku.gems + sku.bonusGems,
  });
  expect(lose.count).toBe(0);
  expect(outcome).toBe('TXN_SUCCESS');
  expect(credits).toBe(1);
  expect(shown).toBe(before + sku.gems + sku.bonusGems);
  await client.stop();
});

it('a tab closed after paying: reopening the app shows the credit and the order, once (19.7)', async () => {
  const device = { storage: memoryStorage(), indexedDB: new IDBFactory(), dbName: 'device-b' };
  const lose = { count: 1, mode: 'hang' as const };
  const first = nodeClient(sb, { ...device, platform: { fetch: lossyFetch(lose) } });
  clients.push(first);
  await first.start();
  await first.session.loginWithPassword(VIEWER.uid, VIEWER.password);
  const sku = (await first.payments.loadChannels()).extend_info.skus[0]!;
  const before = await serverGems(sb, VIEWER.uid);
  const paidBefore = JSON.stringify(await first.payments.history()).match(/TXN_SUCCESS/g)?.length ?? 0;
  void first.payments.buy(sku.sku, sku.currency, { channel: 'card', card: CARD }).catch(() => {});
  await until(() => lose.count === 0, 'the order to reach the server');
  await first.stop(); // the tab closes before the answer

  const reopened = nodeClient(sb, device);
  clients.push(reopened);
  await reopened.start();
  const balance = await until(() => reopened.store.get(accountAtom)?.gemsBalance, 'the balance after reopening');
  const history = await reopened.payments.history();
  const credits = ((await serverGems(sb, VIEWER.uid)) - before) / (sku.gems + sku.bonusGems);
  const paidOrders = (JSON.stringify(history).match(/TXN_SUCCESS/g)?.length ?? 0) - paidBefore;
  recordFigure({
    point: '19.7b',
    fault: 'tab closed after paying, app reopened',
    figure: `${credits} credit(s); reopened: balance ${balance === before + sku.gems + sku.bonusGems ? 'right' : `wrong (${balance})`}, ${paidOrders} new paid order(s) listed`,
    goal: '1 credit, shown on reopening',
    ok: credits === 1 && balance === before + sku.gems + sku.bonusGems && paidOrders === 1,
  });
  expect(credits).toBe(1);
  expect(balance).toBe(before + sku.gems + sku.bonusGems);
  expect(paidOrders).toBe(1);
});
