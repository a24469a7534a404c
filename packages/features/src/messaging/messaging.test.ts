import { beforeEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createChatStore, threadTid } from '@vchat/chat-db';
import type { WireMessage } from '@vchat/xmpp-chat';
import { createMessagingController, MessageInputError } from './messaging.ts';
import { openMessagesAtom, threadsAtom, totalUnreadAtom } from './atoms.ts';
import { fakeChat } from '../test/fakes.ts';

const ME = { uid: '200001', jid: 'user_200001@localhost', role: 2, vcToken: 't', nickName: 'Sam', name: 'Sam' };
const HOST = 'anchor_100001@anchors.localhost';
let n = 0;
const fromHost = (over: Partial<WireMessage> = {}): WireMessage => ({
  mid: `h${++n}`, from: HOST, to: ME.jid, date: Date.now() + n, type: 'text', content: `hi ${n}`, nickName: 'Amira',
  os: 'android', pkgName: 'host', version: 1, sensitiveInfo: 0, ...over,
});

describe('messaging controller (§4, §5)', () => {
  let store: ReturnType<typeof createStore>;
  let fake: ReturnType<typeof fakeChat>;
  let metrics: { transactions: number; recordsRead: number };
  let messaging: ReturnType<typeof createMessagingController>;

  beforeEach(async () => {
    store = createStore();
    fake = fakeChat();
    metrics = { transactions: 0, recordsRead: 0 };
    const chatStore = createChatStore({ indexedDB: new IDBFactory(), IDBKeyRange, metrics });
    messaging = createMessagingController({ chat: fake.chat, chatStore, store, packageName: 'com.fachat.web', officialWelcome: () => 'Welcome', log: () => {} });
    await messaging.start(ME);
    await fake.chat.login();
  });

  const hostThread = () => store.get(threadsAtom).find((t) => t.linkedJid === HOST);

  it('starts with the official thread (id 1.5) and its welcome', () => {
    expect(store.get(threadsAtom).map((t) => t.tid)).toEqual(['localOfficial']);
    expect(store.get(totalUnreadAtom)).toBe(1);
  });

  it('stores incoming text, counts it unread, and opening the thread reads it', async () => {
    fake.ctl.deliver(fromHost());
    await messaging.settled();
    expect(hostThread()?.unread).toBe(1);
    await messaging.openThread(threadTid(ME.jid, HOST));
    expect(hostThread()?.unread).toBe(0);
    expect(store.get(openMessagesAtom).map((m) => m.content)).toEqual([`hi ${n}`]);
  });

  it('messages arriving in the open thread are read at once', async () => {
    const tid = await messaging.startChat({ jid: HOST, nickName: 'Amira' });
    await messaging.openThread(tid);
    fake.ctl.deliver(fromHost({ content: 'while open' }));
    await messaging.settled();
    expect(hostThread()?.unread).toBe(0);
    expect(store.get(openMessagesAtom).at(-1)?.content).toBe('while open');
  });

  it('applies the sensitive-info flags: 1 and 4 dropped, 8 filtered, 2 kept as sensitive', async () => {
    fake.ctl.deliver(fromHost({ content: 'discard me', sensitiveInfo: 1 }));
    fake.ctl.deliver(fromHost({ content: 'offline me', sensitiveInfo: 4 }));
    fake.ctl.deliver(fromHost({ content: 'rude', sensitiveInfo: 8, filtered: '****' }));
    fake.ctl.deliver(fromHost({ content: 'careful', sensitiveInfo: 2 }));
    await messaging.settled();
    await messaging.openThread(threadTid(ME.jid, HOST));
    expect(store.get(openMessagesAtom).map((m) => [m.content, m.sensitiveInfo])).toEqual([['****', 8], ['careful', 2]]);
  });

  it('a burst of incoming messages is written in one transaction', async () => {
    metrics.transactions = 0;
    for (let i = 0; i < 25; i++) fake.ctl.deliver(fromHost());
    await messaging.settled();
    // 1 write + the thread-list read that follows it.
    expect(metrics.transactions).toBe(2);
    expect(hostThread()?.unread).toBe(25);
  });

  it('sends text: sending, then success on the server ack', async () => {
    const tid = await messaging.startChat({ jid: HOST, nickName: 'Amira' });
    await messaging.openThread(tid);
    await messaging.sendText(tid, '  hello  ');
    const [msg] = store.get(openMessagesAtom);
    expect(msg).toMatchObject({ content: 'hello', state: 'success', read: true });
    expect(fake.ctl.sent[0]).toMatchObject({ to: HOST, from: ME.jid, type: 'text', content: 'hello', pkgName: 'com.fachat.web', nickName: 'Sam' });
  });

  it('a failed send is error, and retry sends the same mid', async () => {
    const tid = await messaging.startChat({ jid: HOST, nickName: 'Amira' });
    await messaging.openThread(tid);
    fake.ctl.sendResult = 'fail';
    await messaging.sendText(tid, 'lost?');
    const failed = store.get(openMessagesAtom)[0]!;
    expect(failed.state).toBe('error');
    fake.ctl.sendResult = 'ok';
    await messaging.retry(failed.mid);
    expect(store.get(openMessagesAtom)[0]).toMatchObject({ mid: failed.mid, state: 'success' });
    expect(fake.ctl.sent.map((m) => m.mid)).toEqual([failed.mid]);
  });

  it('refuses empty, too long, or official-thread text', async () => {
    const tid = await messaging.startChat({ jid: HOST, nickName: 'Amira' });
    await expect(messaging.sendText(tid, '   ')).rejects.toBeInstanceOf(MessageInputError);
    await expect(messaging.sendText(tid, 'x'.repeat(4001))).rejects.toThrow('message too long');
    await expect(messaging.sendText('localOfficial', 'hi')).rejects.toThrow('unknown thread');
  });

  it('ignores messages addressed to someone else', async () => {
    fake.ctl.deliver(fromHost({ to: 'user_999@localhost' }));
    await messaging.settled();
    expect(hostThread()).toBeUndefined();
  });
});
