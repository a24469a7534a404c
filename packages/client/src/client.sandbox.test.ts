/**
 * The headless client against the real sandbox (issue 18): `createClient` in Node, no browser,
 * over the sandbox's HTTP API, database and Prosody (tooling/sandbox, started on free ports).
 * The platform is Node's: fetch, `ws` for the XMPP WebSocket (set by the sandbox's testkit),
 * fake-indexeddb for the local database, a memory key-value store, and a synthetic camera (a
 * stream of two stopped-able tracks, like Chromium's fake device): Node has no camera.
 *
 * One viewer's day, in order: password sign-in; the official welcome arrives; a text to an
 * awake host gets her reply; a gift debits its price once; buying gems with the test card
 * credits once (a double click is one order); dialling a host rings her page and cancelling
 * ends the call with a record; a callback during that call is refused as busy; sign-out clears
 * the user, the config and the balance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallStatus, OFFICIAL_THREAD_TID, bareJid, uidFromJid } from '@vchat/domain';
import { adminGet, fakeHostPage, post, startTestSandbox, stopTestSandbox, type FakeHostPage, type TestSandbox } from '@vchat/sandbox/testkit';
import type { VchatClient } from './client.ts';
import { awakeHost, nodeClient, serverGems as gemsOf, until } from './test/nodeClient.ts';
import { mainUserAtom, configAtom } from './session/atoms.ts';
import { accountAtom } from './wallet/atoms.ts';
import { giftCatalogAtom } from './messaging/catalog.ts';
import { openMessagesAtom } from './messaging/atoms.ts';
import { callAtom } from './calls/atoms.ts';

const VIEWER = { uid: '200001', password: 'viewer-one' };

let sb: TestSandbox;
let client: VchatClient;
let host: string;
let hostPage: FakeHostPage | null = null;

/** The viewer's balance on the server (admin wallet read). */
const serverGems = () => gemsOf(sb, VIEWER.uid);

beforeAll(async () => {
  sb = await startTestSandbox({ replyDelayMs: 200 });
  host = await awakeHost(sb);
  client = nodeClient(sb);
  await client.start();
}, 60_000);

afterAll(async () => {
  hostPage?.ws.close();
  await client?.stop();
  await stopTestSandbox(sb);
}, 30_000);

describe('the headless client against the sandbox (issue 18)', { timeout: 30_000 }, () => {
  it('signs in with a password; the chat connects; the account and config arrive', async () => {
    expect(host, 'an awake host in the sandbox').toMatch(/@anchors\./);
    const user = await client.session.loginWithPassword(VIEWER.uid, VIEWER.password);
    expect(user.uid).toBe(VIEWER.uid);
    expect(client.store.get(mainUserAtom)?.jid).toBe(user.jid);
    await until(() => client.chat.state() === 'connected', 'the chat connection');
    await until(() => client.store.get(configAtom), 'the config');
    expect(client.store.get(accountAtom)?.gemsBalance).toBe(await serverGems());
  });

  it('the official welcome arrives in the official thread', async () => {
    const welcome = await until(async () => {
      await client.messaging.settled();
      await client.messaging.openThread(OFFICIAL_THREAD_TID);
      return client.store.get(openMessagesAtom).find((m) => m.content.startsWith('Welcome to the sandbox!'));
    }, 'the official welcome');
    expect(bareJid(welcome.from)).toBe(`official@help.${sb.domain}`);
  });

  it('a text to an awake host gets her reply', async () => {
    const tid = await client.messaging.startChat({ jid: host, nickName: 'Host' });
    await client.messaging.openThread(tid);
    await client.messaging.sendText(tid, 'Hello from Node');
    const mine = client.store.get(openMessagesAtom).find((m) => m.content === 'Hello from Node');
    expect(mine?.state).toBe('success');
    const reply = await until(() => client.store.get(openMessagesAtom).find((m) => bareJid(m.from) === bareJid(host)), 'her reply', 15_000);
    expect(reply.content.length).toBeGreaterThan(0);
    // Her reply came within 600,000 ms of the viewer's text: tracked as a received message (§9).
    const tracked = await until(() => client.analytics.client.queued().find((e) => e.event === 'receive_message'), 'received-message tracking', 5000);
    expect(tracked.properties).toMatchObject({ host_uid: uidFromJid(host), msg_type: reply.type });
    expect(tracked.properties.reply_ms).toBeGreaterThanOrEqual(0);
    expect(tracked.properties.reply_ms).toBeLessThanOrEqual(600_000);
  });

  it('a gift debits its price once', async () => {
    await client.messaging.loadGifts();
    const catalog = client.store.get(giftCatalogAtom);
    expect(catalog.status).toBe('ready');
    const gift = catalog.status === 'ready' ? catalog.value.list.find((g) => g.gemsPrice > 0)! : null;
    expect(gift).toBeTruthy();
    const before = await serverGems();
    const tid = await client.messaging.startChat({ jid: host, nickName: 'Host' });
    await client.messaging.sendGift(tid, gift!);
    const after = await serverGems();
    expect(after).toBe(before - gift!.gemsPrice);
    expect(client.store.get(accountAtom)?.gemsBalance).toBe(after);
    // Its message is in the thread once, as sent.
    await client.messaging.openThread(tid);
    expect(client.store.get(openMessagesAtom).filter((m) => m.type === 'gift' && m.state === 'success')).toHaveLength(1);
  });

  it('buying gems with the test card credits once, a double click included', async () => {
    const channels = await client.payments.loadChannels();
    const sku = channels.extend_info.skus[0]!;
    const before = await serverGems();
    // §4 "Recharge refreshes the account and config": combine_info is asked again after the paid order.
    let reloads = 0;
    const combineInfo = client.api.combineInfo;
    client.api.combineInfo = (...a) => (reloads++, combineInfo(...a));
    const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };
    const [a, b] = await Promise.all([
      client.payments.buy(sku.sku, sku.currency, { channel: 'card', card }),
      client.payments.buy(sku.sku, sku.currency, { channel: 'card', card }),
    ]);
    expect(a.payStatus).toBe('TXN_SUCCESS');
    expect(b.orderDetail.orderId).toBe(a.orderDetail.orderId);
    const credited = sku.gems + sku.bonusGems;
    expect(await serverGems()).toBe(before + credited);
    expect(client.store.get(accountAtom)?.gemsBalance).toBe(before + credited);
    // The paid order and the hub's ReChargeSuccess for it each ask (joined while one runs).
    await until(() => (reloads >= 1 ? true : undefined), 'the account and config reloaded after the recharge', 5000);
    expect(reloads).toBeLessThanOrEqual(2);
    client.api.combineInfo = combineInfo;
    expect(client.store.get(accountAtom)?.gemsBalance).toBe(before + credited);
    expect(client.store.get(configAtom)?.mainInfo.componentInfo.hubDomain).toBeTruthy();
  });

  it('dialling a host rings her page; a callback meanwhile is refused as busy; cancelling ends the call with a record', async () => {
    hostPage = await fakeHostPage(sb, host);
    const outcome = await client.calls.dial({ jid: host, nickName: 'Host' });
    expect(outcome).toBe('ringing');
    const sid = client.store.get(callAtom)!.sid;
    await hostPage.next('CallIn', sid);
    expect(client.store.get(callAtom)?.status).toBe(CallStatus.connecting);

    // Another host calls back during this call: refused as busy, and this call goes on.
    const other = await post(sb.apiUrl, '/__sandbox/callback', { host, viewer: VIEWER.uid });
    expect(other.status).toBe(409);
    expect(other.json.reason ?? other.json.error).toMatch(/busy/);
    expect(client.store.get(callAtom)?.sid).toBe(sid);

    client.calls.hangUp();
    await hostPage.next('CallCancel', sid);
    const ended = await until(() => (client.store.get(callAtom)?.end ? client.store.get(callAtom) : null), 'the end of the call');
    expect(ended.end).toBe('youCancelled');
    const record = await until(async () => (await client.messaging.callRecords()).find((r) => r.sid === sid), 'the call record');
    expect(bareJid(record.callee)).toBe(bareJid(host));
    const server = await adminGet(sb, `calls?jid=${encodeURIComponent(client.store.get(mainUserAtom)!.jid)}`);
    expect(JSON.stringify(server)).toContain(sid);
  });

  it('sign-out clears the user, the config and the balance', async () => {
    await client.session.logout();
    expect(client.store.get(mainUserAtom)).toBeNull();
    expect(client.store.get(configAtom)).toBeNull();
    expect(client.store.get(accountAtom)).toBeNull();
    expect(client.chat.state()).not.toBe('connected');
  });

  it('stopping the client during a call ends the call: the host hears the cancel before the chat closes', async () => {
    const second = nodeClient(sb);
    await second.start();
    try {
      await second.session.loginWithPassword(VIEWER.uid, VIEWER.password);
      await until(() => second.chat.state() === 'connected', 'the chat connection');
      hostPage?.ws.close();
      hostPage = await fakeHostPage(sb, host);
      expect(await second.calls.dial({ jid: host, nickName: 'Host' })).toBe('ringing');
      const sid = second.store.get(callAtom)!.sid;
      await hostPage.next('CallIn', sid);
      await second.stop();
      await hostPage.next('CallCancel', sid);
      expect(second.store.get(callAtom)?.status).not.toBe(CallStatus.connecting);
    } finally {
      await second.stop();
    }
  });
});
