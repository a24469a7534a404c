/**
 * The messaging controller loaded on demand (issue 21): what the chat delivers before the
 * module is there reaches it after its first start, once and in order; a stop before then
 * cancels the start; commands wait for the module.
 */
import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createChatStore, threadTid } from '@vchat/chat-db';
import type { WireMessage } from '@vchat/xmpp-chat';
import { lazyMessagingController } from './lazyMessaging.ts';
import { mainUserAtom } from '../session/atoms.ts';
import { noticeAtom, threadsAtom, threadsLoadedAtom } from './atoms.ts';
import { createWallet } from '../wallet/wallet.ts';
import { memoryStorage } from '../common/storage.ts';
import { fakeChat } from '../test/fakes.ts';

const ME = { uid: '200001', jid: 'user_200001@localhost', role: 2, vcToken: 't', nickName: 'Sam', name: 'Sam' };
const LINA = 'anchor_100001@anchors.localhost';
const kept: WireMessage = {
  mid: 'offline-1', from: LINA, to: ME.jid, date: Date.UTC(2026, 0, 10, 9), type: 'text', content: 'you were away',
  nickName: 'Lina', os: 'android', pkgName: 'host', version: 1, sensitiveInfo: 0,
};

function setup() {
  const store = createStore();
  const fake = fakeChat();
  const chatStore = createChatStore({ indexedDB: new IDBFactory(), IDBKeyRange });
  const messaging = lazyMessagingController({
    chat: fake.chat, chatStore, store, storage: memoryStorage(), packageName: 'p', officialWelcome: () => 'Welcome', log: () => undefined,
    wallet: createWallet({ store, api: { account: async () => { throw new Error('not used'); } } }),
    giftDomain: () => 'gift.localhost', serverDomains: () => ({ helpDomain: 'help.localhost', hubDomain: 'hub.localhost' }),
  });
  return { store, fake, chatStore, messaging };
}

describe('messaging loaded on demand', () => {
  it('a message the server kept offline, delivered before the module arrived, is stored once as new', async () => {
    const s = setup();
    // The chat logs in and the server hands over what it kept, all before the module loaded.
    void s.fake.chat.login();
    s.fake.ctl.deliver(kept);
    s.fake.ctl.archive.push(kept); // the archive has it too: it merges by mid
    await s.messaging.start(ME);
    await s.messaging.settled();
    const lina = s.store.get(threadsAtom).find((t) => t.linkedJid === LINA);
    expect(lina?.lastMessage?.content).toBe('you were away');
    // New to her (unread), not restored history; and stored once.
    expect(lina?.unread).toBe(1);
    expect(await s.chatStore.countMessages(threadTid(ME.jid, LINA))).toBe(1);
  });

  it('a stop before the module arrived: the waiting start does nothing and the queued events are dropped', async () => {
    const s = setup();
    s.fake.ctl.deliver(kept);
    const starting = s.messaging.start(ME);
    s.messaging.stop();
    await starting;
    expect(s.store.get(threadsLoadedAtom)).toBe(false);
    expect(s.store.get(threadsAtom)).toEqual([]);
    // The next user starts clean: the stopped session's message is not hers.
    await s.messaging.start({ ...ME, uid: '200002', jid: 'user_200002@localhost' });
    await s.messaging.settled();
    expect(s.store.get(threadsAtom).some((t) => t.linkedJid === LINA)).toBe(false);
  });

  it('commands wait for the module; dismissing the notice needs none', async () => {
    const s = setup();
    s.store.set(noticeAtom, { tid: 'x', from: LINA, nickName: 'Lina', preview: 'hi' } as never);
    s.messaging.dismissNotice();
    expect(s.store.get(noticeAtom)).toBeNull();
    s.store.set(mainUserAtom, ME);
    const tid = await s.messaging.startChat({ jid: LINA, nickName: 'Lina' });
    expect(tid).toBe(threadTid(ME.jid, LINA));
    expect(await s.chatStore.getThread(tid)).toMatchObject({ linkedJid: LINA });
  });
});
