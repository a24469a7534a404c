/**
 * The unpaid daily send limit in the controller (issue "Phone first" 8): counted down as
 * messages go, locked at the limit or when a host bounces a message for it, lifted when the
 * viewer becomes paid.
 */
import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createChatStore } from '@vchat/chat-db';
import { createMessagingController, giftRefusal, isSendLockRefusal } from './messaging.ts';
import { openMessagesAtom, sendLockAtom } from './atoms.ts';
import { sendLimitState } from './sendLimit.ts';
import { accountAtom } from '../wallet/atoms.ts';
import { createWallet } from '../wallet/wallet.ts';
import { memoryStorage } from '../common/storage.ts';
import { fakeChat } from '../test/fakes.ts';
import { ChatError } from '@vchat/xmpp-chat';

const ME = { uid: '210001', jid: 'user_210001@localhost', role: 2, vcToken: 't', nickName: 'Guest', name: 'Guest' };
const HOST = 'anchor_100001@anchors.localhost';

async function setup(freeLeft: number) {
  const store = createStore();
  const fake = fakeChat();
  const server = { freeLeft, paid: false, asked: 0 };
  store.set(accountAtom, { paid: false, gemsBalance: 300, silverBalance: 0, silverSpent: 0 });
  const messaging = createMessagingController({
    chat: fake.chat, chatStore: createChatStore({ indexedDB: new IDBFactory(), IDBKeyRange }), store, storage: memoryStorage(),
    packageName: 'p', officialWelcome: () => 'Welcome', log: () => {},
    wallet: createWallet({ store, api: { account: async () => { throw new Error('not used'); } } }),
    giftDomain: () => 'gift.localhost', serverDomains: () => ({ helpDomain: 'help.localhost', hubDomain: 'hub.localhost' }),
    api: {
      sendMsgLock: async () => {
        server.asked++;
        return server.paid ? { locked: false, reason: '', freeLeft: 999 } : { locked: server.freeLeft <= 0, reason: server.freeLeft <= 0 ? 'not_paid_limit' : '', freeLeft: Math.max(0, server.freeLeft) };
      },
    },
  });
  await messaging.start(ME);
  await fake.chat.login();
  const tid = await messaging.startChat({ jid: HOST, nickName: 'Lina' });
  await messaging.openThread(tid);
  await messaging.settled();
  await new Promise((r) => setTimeout(r, 0));
  const lock = () => store.get(sendLockAtom)[tid];
  return { store, fake, server, messaging, tid, lock };
}

describe('unpaid send limit (send_msg_lock)', () => {
  it('counts down from what the server said, warns from 5 left, locks at none', async () => {
    const s = await setup(7);
    expect(s.lock()).toEqual({ locked: false, reason: '', freeLeft: 7 });
    expect(sendLimitState(s.lock(), Date.now()).kind).toBe('free');
    await s.messaging.sendText(s.tid, 'one');
    await s.messaging.sendText(s.tid, 'two');
    expect(sendLimitState(s.lock(), Date.now())).toEqual({ kind: 'low', left: 5 });
    for (let i = 0; i < 5; i++) await s.messaging.sendText(s.tid, `m${i}`);
    expect(sendLimitState(s.lock(), Date.now()).kind).toBe('locked');
    // Nothing is sent past the limit, and the refusal is a typed code.
    await expect(s.messaging.sendText(s.tid, 'eight')).rejects.toMatchObject({ code: 'send-locked' });
    expect(s.fake.ctl.sent).toHaveLength(7);
  });

  it('a host bouncing a message for the limit (after the ack) makes it not sent and locks the thread', async () => {
    const s = await setup(1);
    await s.messaging.sendText(s.tid, 'last free one');
    s.server.freeLeft = 0;
    // The count said 0 left already; a message that went anyway (another tab) is bounced.
    const mid = s.store.get(openMessagesAtom).at(-1)!.mid;
    s.fake.ctl.bounce({ mid, condition: 'policy-violation', text: 'send locked' });
    await s.messaging.settled();
    expect(s.store.get(openMessagesAtom).at(-1)).toMatchObject({ mid, state: 'error' });
    expect(s.lock()).toMatchObject({ locked: true, freeLeft: 0 });
  });

  it('becoming paid asks again and lifts the lock', async () => {
    const s = await setup(0);
    expect(s.lock()?.locked).toBe(true);
    const asked = s.server.asked;
    s.server.paid = true;
    s.store.set(accountAtom, { paid: true, gemsBalance: 1300, silverBalance: 0, silverSpent: 0 });
    await new Promise((r) => setTimeout(r, 0));
    expect(s.server.asked).toBe(asked + 1);
    expect(sendLimitState(s.lock(), Date.now())).toEqual({ kind: 'unlimited' });
  });

  it('a recharge (the balance rises) asks again too', async () => {
    const s = await setup(0);
    const asked = s.server.asked;
    s.server.paid = true;
    s.store.set(accountAtom, { paid: false, gemsBalance: 1300, silverBalance: 0, silverSpent: 0 });
    await new Promise((r) => setTimeout(r, 0));
    expect(s.server.asked).toBe(asked + 1);
    expect(sendLimitState(s.lock(), Date.now())).toEqual({ kind: 'unlimited' });
  });

  it('tells a send-lock refusal by its stanza condition, not its text', () => {
    expect(isSendLockRefusal(new ChatError('send failed', undefined, 'anything', 'policy-violation'))).toBe(true);
    expect(isSendLockRefusal(new ChatError('send failed', undefined, 'send locked'))).toBe(false);
    expect(isSendLockRefusal(new Error('send locked'))).toBe(false);
  });

  it('tells gift refusals apart by condition', () => {
    expect(giftRefusal(new ChatError('xmpp send iq error', undefined, 'gems insufficient', 'not-acceptable'))).toBe('gems-insufficient');
    expect(giftRefusal(new ChatError('xmpp send iq error', undefined, 'send locked', 'policy-violation'))).toBe('send-locked');
    expect(giftRefusal(new ChatError('xmpp send iq error', undefined, 'price mismatch', 'bad-request'))).toBe('other');
    expect(giftRefusal(new ChatError('xmpp not connected'))).toBeNull();
  });
});
