import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createChatStore, threadTid } from '@vchat/chat-db';
import type { WireMessage } from '@vchat/xmpp-chat';
import { createMessagingController, MessageInputError, type MessagingDeps } from './messaging.ts';
import { noticeAtom, onlineStatusAtom, openMessagesAtom, sendLockAtom, threadsAtom, totalUnreadAtom, uploadProgressAtom } from './atoms.ts';
import { accountAtom } from '../wallet/atoms.ts';
import { createWallet } from '../wallet/wallet.ts';
import { memoryStorage } from '../common/storage.ts';
import { fakeChat } from '../test/fakes.ts';

const ME = { uid: '200001', jid: 'user_200001@localhost', role: 2, vcToken: 't', nickName: 'Sam', name: 'Sam' };
const HOST = 'anchor_100001@anchors.localhost';
let n = 0;
const fromHost = (over: Partial<WireMessage> = {}): WireMessage => ({
  mid: `h${++n}`, from: HOST, to: ME.jid, date: Date.now() + n, type: 'text', content: `hi ${n}`, nickName: 'Amira',
  os: 'android', pkgName: 'host', version: 1, sensitiveInfo: 0, ...over,
});

/** A controller of its own over a fresh database (tests that need particular deps). */
function standalone(over: Partial<MessagingDeps> = {}) {
  const store = createStore();
  const fake = fakeChat();
  const chatStore = createChatStore({ indexedDB: new IDBFactory(), IDBKeyRange });
  const messaging = createMessagingController({
    chat: fake.chat, chatStore, store, storage: memoryStorage(), packageName: 'p', officialWelcome: () => 'Welcome', log: () => {},
    wallet: createWallet({ store, api: { account: async () => { throw new Error('not used'); } } }),
    giftDomain: () => 'gift.localhost', serverDomains: () => ({ helpDomain: 'help.localhost', hubDomain: 'hub.localhost' }),
    translateTarget: () => 'fr', upload: async () => ({ url: '' }), ...over,
  });
  return { store, fake, messaging, chatStore };
}

describe('start while the chat signs in (issue 21: the two run side by side)', () => {
  it('a message the chat delivers while the list loads is kept; the connect and the start read the archive once between them', async () => {
    const { store, fake, messaging, chatStore } = standalone();
    await chatStore.ensureOfficialThread(ME.jid, 'Welcome'); // the database is open
    const starting = messaging.start(ME, Date.now() - 86_400_000);
    await fake.chat.login();
    fake.ctl.deliver(fromHost({ content: 'early bird' }));
    await starting;
    await messaging.settled();
    const tid = threadTid(ME.jid, HOST);
    expect(store.get(threadsAtom).find((t) => t.tid === tid)?.lastMessage?.content).toBe('early bird');
    await vi.waitFor(() => expect(fake.ctl.archiveQueries.length).toBeGreaterThan(0));
    const firstPages = fake.ctl.archiveQueries.filter((q) => q.before === '' ).length;
    expect(firstPages).toBe(1);
  });
});

describe('thread fields and received-message tracking (§3 Thread, §9)', () => {
  it('fills translate (show_translate on, a host) and messageList (the open thread\'s messages); the official thread has none', async () => {
    const { store, fake, messaging } = standalone();
    await messaging.start(ME);
    await fake.chat.login();
    fake.ctl.deliver(fromHost({ content: 'hello' }));
    await messaging.settled();
    const tid = threadTid(ME.jid, HOST);
    const host = () => store.get(threadsAtom).find((t) => t.tid === tid)!;
    const official = () => store.get(threadsAtom).find((t) => t.tid === 'localOfficial')!;
    expect(host().translate).toBe(true);
    expect(official().translate).toBe(false);
    expect(host().messageList).toBeUndefined();
    await messaging.openThread(tid);
    expect(host().messageList?.map((m) => m.content)).toEqual(['hello']);
    expect(official().messageList).toBeUndefined();
    messaging.setShowTranslate(false);
    expect(host().translate).toBe(false);
  });

  it('a host reply within 600,000 ms of the viewer\'s message is tracked once as receive_message; a late one is not', async () => {
    const tracked: Array<[string, Record<string, unknown>]> = [];
    const { store, fake, messaging } = standalone({ track: (e, p) => void tracked.push([e, p]) });
    await messaging.start(ME);
    await fake.chat.login();
    const tid = await messaging.startChat({ jid: HOST, nickName: 'Amira' });
    await messaging.sendText(tid, 'are you there?');
    await messaging.settled();
    const sentAt = store.get(threadsAtom).find((t) => t.tid === tid)!.replyMessage!.date;
    fake.ctl.deliver(fromHost({ date: sentAt + 30_000 }));
    fake.ctl.deliver(fromHost({ date: sentAt + 31_000 }));
    await messaging.settled();
    expect(tracked).toEqual([['receive_message', { reply_ms: 30_000, host_uid: '100001', msg_type: 'text' }]]);
    expect(store.get(threadsAtom).find((t) => t.tid === tid)!.replyMessage).toBeUndefined();
    await messaging.sendText(tid, 'still there?');
    await messaging.settled();
    const again = store.get(threadsAtom).find((t) => t.tid === tid)!.replyMessage!.date;
    fake.ctl.deliver(fromHost({ date: again + 600_001 }));
    await messaging.settled();
    expect(tracked).toHaveLength(1);
  });
});

describe('messaging controller (§4, §5)', () => {
  let store: ReturnType<typeof createStore>;
  let fake: ReturnType<typeof fakeChat>;
  let metrics: { transactions: number; recordsRead: number };
  let messaging: ReturnType<typeof createMessagingController>;
  let uploads: { filename: string; size: number }[];
  let uploadFails: boolean;
  let translateFails: boolean;
  const storage = memoryStorage();

  beforeEach(async () => {
    store = createStore();
    fake = fakeChat();
    metrics = { transactions: 0, recordsRead: 0 };
    uploads = [];
    uploadFails = false;
    translateFails = false;
    const chatStore = createChatStore({ indexedDB: new IDBFactory(), IDBKeyRange, metrics });
    store.set(accountAtom, { paid: true, gemsBalance: 500, silverBalance: 0, silverSpent: 0 });
    messaging = createMessagingController({
      chat: fake.chat, chatStore, store, storage, packageName: 'com.fachat.web', officialWelcome: () => 'Welcome', log: () => {},
      wallet: createWallet({ store, api: { account: async () => { throw new Error('not used'); } } }),
      giftDomain: () => 'gift.localhost',
      serverDomains: () => ({ helpDomain: 'help.localhost', hubDomain: 'hub.localhost' }),
      translateTarget: () => 'fr',
      upload: async (file, filename, onProgress) => {
        onProgress(0.5);
        if (uploadFails) throw new Error('upload failed');
        uploads.push({ filename, size: file.size });
        return { url: '/media/uploads/abc.png' };
      },
      api: {
        translate: async ({ sourceText }) => {
          if (translateFails) throw new Error('down');
          return { translatedText: `fr:${sourceText}`, sourceLang: 'en' };
        },
        unlockMedia: async () => ({ url: '/media/photos/real.svg', gemsBalance: 470 }),
      },
    });
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

  it('a message arriving keeps the objects of the messages already shown; only a changed one is new', async () => {
    const tid = await messaging.startChat({ jid: HOST, nickName: 'Amira' });
    await messaging.openThread(tid);
    fake.ctl.deliver(fromHost({ content: 'first' }));
    await messaging.settled();
    await messaging.sendText(tid, 'mine');
    const shown = () => store.get(openMessagesAtom);
    const byContent = (c: string) => shown().find((m) => m.content === c);
    const first = byContent('first')!;
    const mine = byContent('mine')!;
    fake.ctl.deliver(fromHost({ content: 'second' }));
    await messaging.settled();
    expect(shown().map((m) => m.content).sort()).toEqual(['first', 'mine', 'second']);
    expect(byContent('first')).toBe(first);
    expect(byContent('mine')).toBe(mine);
    // A message in another thread: the open one is read again, unchanged, and keeps its list.
    const list = shown();
    fake.ctl.deliver(fromHost({ from: 'anchor_100002@anchors.localhost', content: 'elsewhere' }));
    await messaging.settled();
    expect(store.get(threadsAtom).some((t) => t.linkedJid === 'anchor_100002@anchors.localhost')).toBe(true);
    expect(shown()).toBe(list);
    // A changed message is a new object; the others stay.
    fake.ctl.sendResult = 'fail';
    await messaging.sendText(tid, 'lost');
    expect(byContent('lost')).toMatchObject({ state: 'error' });
    expect(byContent('second')).toBe(list.find((m) => m.content === 'second'));
    await messaging.retry(byContent('lost')!.mid).catch(() => undefined);
    expect(byContent('first')).toBe(first);
  });

  it('the thread list keeps the object of a thread that did not change, and its identity when nothing did', async () => {
    const tid = await messaging.startChat({ jid: HOST, nickName: 'Amira' });
    await messaging.openThread(tid);
    fake.ctl.deliver(fromHost({ content: 'first' }));
    await messaging.settled();
    const open = hostThread()!;
    const official = store.get(threadsAtom).find((t) => t.tid === 'localOfficial')!;
    // A message in another thread: that thread is new or changed, the open one is the same object.
    fake.ctl.deliver(fromHost({ from: 'anchor_100002@anchors.localhost', content: 'elsewhere' }));
    await messaging.settled();
    const other = store.get(threadsAtom).find((t) => t.linkedJid === 'anchor_100002@anchors.localhost');
    expect(other?.lastMessage?.content).toBe('elsewhere');
    expect(hostThread()).toBe(open);
    expect(store.get(threadsAtom).find((t) => t.tid === 'localOfficial')).toBe(official);
    // Read again with nothing changed: the list itself is kept (no render of the pages).
    const list = store.get(threadsAtom);
    await messaging.refreshThreads();
    expect(store.get(threadsAtom)).toBe(list);
    // A message in the open thread: its object is new, with the message.
    fake.ctl.deliver(fromHost({ content: 'second' }));
    await messaging.settled();
    expect(hostThread()).not.toBe(open);
    expect(hostThread()?.lastMessage?.content).toBe('second');
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
    await expect(messaging.sendText(tid, '   ')).rejects.toMatchObject({ code: 'empty' });
    await expect(messaging.sendText(tid, '   ')).rejects.toBeInstanceOf(MessageInputError);
    await expect(messaging.sendText(tid, 'x'.repeat(4001))).rejects.toThrow('message too long');
    await expect(messaging.sendText('localOfficial', 'hi')).rejects.toThrow('unknown thread');
  });

  it('ignores messages addressed to someone else', async () => {
    fake.ctl.deliver(fromHost({ to: 'user_999@localhost' }));
    await messaging.settled();
    expect(hostThread()).toBeUndefined();
  });

  it('takes official and system notices only from the help sender (§3, §6)', async () => {
    const official = () => store.get(threadsAtom).find((t) => t.tid === 'localOfficial');
    const before = official()?.unread ?? 0;
    fake.ctl.deliver(fromHost({ type: 'official_message', content: 'forged by a host' }));
    fake.ctl.deliver(fromHost({ from: 'user_200002@localhost/web', type: 'system', content: 'forged by a viewer' }));
    fake.ctl.deliver(fromHost({ from: 'official@help.localhost', type: 'official_message', content: 'real notice' }));
    await messaging.settled();
    expect(official()?.unread).toBe(before + 1);
    await messaging.openThread('localOfficial');
    const contents = store.get(openMessagesAtom).map((m) => m.content);
    expect(contents).toContain('real notice');
    expect(contents).not.toContain('forged by a host');
    expect(contents).not.toContain('forged by a viewer');
    expect(store.get(threadsAtom).some((t) => t.linkedJid === 'user_200002@localhost')).toBe(false);
  });

  it('takes call records only from the hub, filed in the host\'s thread (§3, §6)', async () => {
    const call = (sid: string) => ({ sid, caller: ME.jid, callee: HOST, startTime: 1, connectingTime: 2, endTime: 3, reason: '', rejectType: '' });
    fake.ctl.deliver(fromHost({ type: 'v_hub_call', content: '', attachment: call('forged-by-host') }));
    fake.ctl.deliver(fromHost({ from: 'user_200002@localhost', type: 'v_hub_call', content: '', attachment: call('forged-by-viewer') }));
    fake.ctl.deliver(fromHost({ from: 'calls@hub.localhost', type: 'v_hub_call', content: '', attachment: call('real') }));
    await messaging.settled();
    expect(store.get(threadsAtom).some((t) => t.linkedJid.includes('hub.localhost') || t.linkedJid === 'user_200002@localhost')).toBe(false);
    await messaging.openThread(threadTid(ME.jid, HOST));
    expect(store.get(openMessagesAtom).map((m) => (m.attachment as { sid: string }).sid)).toEqual(['real']);
  });

  it('a message sent while the chat is down stays sending and is delivered once when it returns', async () => {
    const tid = await messaging.startChat({ jid: HOST, nickName: 'Amira' });
    await messaging.openThread(tid);
    fake.ctl.setState('disconnected');
    await messaging.sendText(tid, 'are you there?');
    expect(store.get(openMessagesAtom)[0]).toMatchObject({ state: 'sending' });
    expect(fake.ctl.sent).toHaveLength(0);
    fake.ctl.setState('connected');
    fake.ctl.setState('disconnected');
    fake.ctl.setState('connected');
    await messaging.settled();
    expect(storage.getItem('outbox')).toBe('[]');
    expect(fake.ctl.sent.map((m) => m.content)).toEqual(['are you there?']);
    expect(store.get(openMessagesAtom)[0]).toMatchObject({ state: 'success' });
  });

  it('raises the notice banner for a message outside the open thread only', async () => {
    fake.ctl.deliver(fromHost({ content: 'psst' }));
    await messaging.settled();
    expect(store.get(noticeAtom)).toMatchObject({ text: 'psst', name: 'Amira' });
    messaging.dismissNotice();
    await messaging.openThread(threadTid(ME.jid, HOST));
    fake.ctl.deliver(fromHost({ content: 'in the open thread' }));
    await messaging.settled();
    expect(store.get(noticeAtom)).toBeNull();
  });

  it('buys a gift: purchase IQ first, balance from the server, gift message success at once', async () => {
    const tid = await messaging.startChat({ jid: HOST, nickName: 'Amira' });
    await messaging.openThread(tid);
    const rose = { id: 'rose', type: 0, gemsPrice: 50, tabId: 1, priority: 1, title: 'Rose', iconUrl: '/media/gifts/rose.svg', isActive: true, showArea: 0 };
    await messaging.sendGift(tid, rose);
    expect(fake.ctl.purchases).toEqual([{ giftId: 'rose', price: 50, target: HOST, mid: store.get(openMessagesAtom)[0]!.mid }]);
    expect(store.get(accountAtom)?.gemsBalance).toBe(450);
    expect(store.get(openMessagesAtom)[0]).toMatchObject({ type: 'gift', state: 'success', attachment: { id: 'rose' } });
    expect(fake.ctl.sent.at(-1)).toMatchObject({ type: 'gift', attachment: { id: 'rose', gemsPrice: 50 } });
  });

  it('a gift whose answer is lost is asked again with the same mid: one purchase, shown as sent (issue 19.6)', async () => {
    const tid = await messaging.startChat({ jid: HOST, nickName: 'Amira' });
    await messaging.openThread(tid);
    fake.ctl.loseReplies = 1;
    const rose = { id: 'rose', type: 0, gemsPrice: 50, tabId: 1, priority: 1, title: 'Rose', iconUrl: '', isActive: true, showArea: 0 };
    await messaging.sendGift(tid, rose);
    expect(fake.ctl.purchases).toHaveLength(1);
    expect(store.get(openMessagesAtom)).toMatchObject([{ type: 'gift', state: 'success', mid: fake.ctl.purchases[0]!.mid }]);
    expect(store.get(accountAtom)?.gemsBalance).toBe(450);
  });

  it('a gift with no answer to three asks fails with "time out" and stores nothing', async () => {
    const tid = await messaging.startChat({ jid: HOST, nickName: 'Amira' });
    await messaging.openThread(tid);
    fake.ctl.loseReplies = 3;
    const rose = { id: 'rose', type: 0, gemsPrice: 50, tabId: 1, priority: 1, title: 'Rose', iconUrl: '', isActive: true, showArea: 0 };
    await expect(messaging.sendGift(tid, rose)).rejects.toMatchObject({ message: 'time out' });
    expect(store.get(openMessagesAtom)).toEqual([]);
  });

  it('a refused gift purchase stores nothing and says why', async () => {
    const tid = await messaging.startChat({ jid: HOST, nickName: 'Amira' });
    await messaging.openThread(tid);
    fake.ctl.purchase = { refuse: 'gems insufficient' };
    const rose = { id: 'rose', type: 0, gemsPrice: 50, tabId: 1, priority: 1, title: 'Rose', iconUrl: '', isActive: true, showArea: 0 };
    await expect(messaging.sendGift(tid, rose)).rejects.toMatchObject({ message: 'xmpp send iq error', detail: 'gems insufficient' });
    expect(store.get(openMessagesAtom)).toEqual([]);
    expect(store.get(accountAtom)?.gemsBalance).toBe(500);
  });

  it('answering an ask-gift with a gift sets isSend', async () => {
    fake.ctl.deliver(fromHost({ type: 'ask_gift', content: 'a rose?', attachment: { giftId: 'rose', giftPrice: 50, isSend: false } }));
    await messaging.settled();
    const tid = threadTid(ME.jid, HOST);
    await messaging.openThread(tid);
    const ask = store.get(openMessagesAtom)[0]!;
    const rose = { id: 'rose', type: 0, gemsPrice: 50, tabId: 1, priority: 1, title: 'Rose', iconUrl: '', isActive: true, showArea: 0 };
    await messaging.sendGift(tid, rose, ask.mid);
    expect(store.get(openMessagesAtom).find((m) => m.mid === ask.mid)?.attachment).toMatchObject({ isSend: true });
  });

  it('sends an image: upload with progress, then the message with the stored URL', async () => {
    const tid = await messaging.startChat({ jid: HOST, nickName: 'Amira' });
    await messaging.openThread(tid);
    const progress: Record<string, number>[] = [];
    store.sub(uploadProgressAtom, () => progress.push(store.get(uploadProgressAtom)));
    await messaging.sendMedia(tid, new Blob(['png']), 'me.png');
    expect(uploads).toEqual([{ filename: 'me.png', size: 3 }]);
    expect(progress.map((p) => Object.values(p)[0])).toEqual([0, 0.5, undefined]);
    expect(store.get(openMessagesAtom)[0]).toMatchObject({ type: 'image', state: 'success', attachment: { url: '/media/uploads/abc.png' } });
    expect(fake.ctl.sent.at(-1)).toMatchObject({ type: 'image', attachment: { url: '/media/uploads/abc.png', thumbUrl: '/media/uploads/abc.png' } });
    await expect(messaging.sendMedia(tid, new Blob(['x']), 'x.svg')).rejects.toThrow('unsupported file type');
  });

  it('a failed upload is error and retry uploads again', async () => {
    const tid = await messaging.startChat({ jid: HOST, nickName: 'Amira' });
    await messaging.openThread(tid);
    uploadFails = true;
    await messaging.sendMedia(tid, new Blob(['png']), 'me.png');
    const failed = store.get(openMessagesAtom)[0]!;
    expect(failed.state).toBe('error');
    uploadFails = false;
    await messaging.retry(failed.mid);
    expect(store.get(openMessagesAtom)[0]).toMatchObject({ state: 'success', attachment: { url: '/media/uploads/abc.png' } });
  });

  it('unlocks paid media: URL and balance come from the server', async () => {
    fake.ctl.deliver(fromHost({ type: 'image', content: '', attachment: { url: '/media/locked/x', thumbUrl: '/media/photos/x-blur.svg', payNeed: true, payPrice: 30 } }));
    await messaging.settled();
    await messaging.openThread(threadTid(ME.jid, HOST));
    const img = store.get(openMessagesAtom)[0]!;
    await expect(messaging.unlockMedia(img.mid)).resolves.toBe(470);
    expect(store.get(openMessagesAtom)[0]?.attachment).toMatchObject({ url: '/media/photos/real.svg', payNeed: false });
    expect(store.get(accountAtom)?.gemsBalance).toBe(470);
  });

  it('translates into the browser language; a failure gives the original; off means no call', async () => {
    fake.ctl.deliver(fromHost({ content: 'hello' }));
    await messaging.settled();
    await messaging.openThread(threadTid(ME.jid, HOST));
    const m = store.get(openMessagesAtom)[0]!;
    await expect(messaging.translate(m.mid)).resolves.toBe('fr:hello');
    expect(store.get(openMessagesAtom)[0]?.translate).toBe('fr:hello');
    translateFails = true;
    await expect(messaging.translate(m.mid)).resolves.toBe('hello');
    messaging.setShowTranslate(false);
    translateFails = false;
    await expect(messaging.translate(m.mid)).resolves.toBe('hello');
    messaging.setShowTranslate(true);
  });

  it('fills gaps from the server archive on reconnect, without duplicates', async () => {
    const missed = fromHost({ content: 'sent while you were away' });
    fake.ctl.archive.push(missed);
    fake.ctl.setState('disconnected');
    fake.ctl.setState('connected');
    await messaging.settled();
    await new Promise((r) => setTimeout(r, 10));
    await messaging.settled();
    expect(hostThread()?.lastMessage?.content).toBe('sent while you were away');
    const asked = fake.ctl.archiveQueries.length;
    fake.ctl.setState('disconnected');
    fake.ctl.setState('connected');
    await new Promise((r) => setTimeout(r, 10));
    await messaging.settled();
    // The catch-up starts a minute before the newest stamp seen, newest page first.
    expect(fake.ctl.archiveQueries.slice(asked)[0]).toMatchObject({ start: missed.date - 60_000, before: '' });
    expect(store.get(threadsAtom).filter((t) => t.linkedJid === HOST)).toHaveLength(1);
  });
});

describe('online status of the thread list hosts (spec §3 notice onlineUsers)', () => {
  it('shows the last known status from the notice database at once, then the server, stored back', async () => {
    const idb = new IDBFactory();
    const make = (status: (() => Promise<{ list: { jid: string; status: 'online' | 'busy' | 'offline'; dailyState: 'offline' }[] }>)) => {
      const store = createStore();
      const fake = fakeChat();
      const chatStore = createChatStore({ indexedDB: idb, IDBKeyRange });
      const messaging = createMessagingController({
        chat: fake.chat, chatStore, store, storage: memoryStorage(), packageName: 'p', officialWelcome: () => 'Welcome', log: () => {},
        wallet: createWallet({ store, api: { account: async () => { throw new Error('not used'); } } }),
        giftDomain: () => 'gift.localhost', serverDomains: () => ({ helpDomain: 'help.localhost', hubDomain: 'hub.localhost' }),
        translateTarget: () => 'fr', upload: async () => ({ url: '' }), api: { multiOnlineStatus: status },
      });
      return { store, fake, messaging, chatStore };
    };
    const first = make(async () => ({ list: [{ jid: HOST, status: 'busy', dailyState: 'offline' }] }));
    await first.messaging.start(ME);
    await first.fake.chat.login();
    first.fake.ctl.deliver(fromHost());
    await first.messaging.settled();
    await first.messaging.refreshOnline();
    expect(first.store.get(onlineStatusAtom)[HOST]).toBe('busy');
    first.chatStore.close();
    // A reload with the server down: the stored status shows.
    const second = make(async () => { throw new Error('down'); });
    await second.messaging.start(ME);
    await expect(second.messaging.refreshOnline()).rejects.toThrow('down');
    expect(second.store.get(onlineStatusAtom)[HOST]).toBe('busy');
  });

  it('a host who came online: online at once and stored, with an online_info line in her thread', async () => {
    const { store, fake, messaging, chatStore } = standalone();
    await messaging.start(ME);
    await fake.chat.login();
    fake.ctl.deliver(fromHost());
    await messaging.settled();
    await messaging.hostsCameOnline([{ jid: `${HOST}/res`, line: 'Riya came online' }]);
    expect(store.get(onlineStatusAtom)[HOST]).toBe('online');
    expect((await chatStore.getOnlineUsers([HOST]))[0]?.status).toBe('online');
    const tid = store.get(threadsAtom).find((t) => t.linkedJid === HOST)!.tid;
    await messaging.openThread(tid);
    expect(store.get(openMessagesAtom).filter((m) => m.type === 'online_info').map((m) => m.content)).toEqual(['Riya came online']);
    // No thread with this host: only her status changes.
    await messaging.hostsCameOnline([{ jid: 'anchor_9@anchors.localhost', line: 'x' }]);
    expect(store.get(onlineStatusAtom)['anchor_9@anchors.localhost']).toBe('online');
    chatStore.close();
  });
});

describe('read receipts (settings readReceipt; XEP-0333 displayed markers)', () => {
  const make = (on: { value: boolean }) => standalone({ readReceipts: () => on.value, readMarkerIntervalMs: 100 });

  it('tells the host once her newest message is on screen, and again for a newer one', async () => {
    const on = { value: true };
    const { store, fake, messaging, chatStore } = make(on);
    await messaging.start(ME);
    await fake.chat.login();
    const first = fromHost();
    fake.ctl.deliver(first);
    await messaging.settled();
    const tid = store.get(threadsAtom).find((t) => t.linkedJid === HOST)!.tid;
    await messaging.openThread(tid);
    expect(fake.ctl.displayed).toEqual([{ to: HOST, id: first.mid }]);
    await messaging.openThread(tid); // nothing new: no second marker
    expect(fake.ctl.displayed).toHaveLength(1);
    const second = fromHost();
    fake.ctl.deliver(second);
    await messaging.settled();
    await vi.waitFor(() => expect(fake.ctl.displayed.at(-1)).toEqual({ to: HOST, id: second.mid }));
    chatStore.close();
  });

  it('a fast conversation costs one round of markers per interval, for the newest message then', async () => {
    const { store, fake, messaging, chatStore } = standalone({ readReceipts: () => true, readMarkerIntervalMs: 300 });
    await messaging.start(ME);
    await fake.chat.login();
    fake.ctl.deliver(fromHost());
    await messaging.settled();
    await messaging.openThread(store.get(threadsAtom).find((t) => t.linkedJid === HOST)!.tid);
    expect(fake.ctl.displayed).toHaveLength(1);
    const burst = Array.from({ length: 5 }, () => fromHost());
    for (const m of burst) {
      fake.ctl.deliver(m);
      await messaging.settled();
    }
    // Inside the interval: nothing more yet; at its end one round, for the newest.
    expect(fake.ctl.displayed).toHaveLength(1);
    expect(fake.ctl.readSyncs).toHaveLength(1);
    await vi.waitFor(() => expect(fake.ctl.displayed).toHaveLength(2));
    expect(fake.ctl.displayed[1]).toEqual({ to: HOST, id: burst[4]!.mid });
    expect(fake.ctl.readSyncs).toEqual([fake.ctl.displayed[0]!.id, burst[4]!.mid]);
    await new Promise((r) => setTimeout(r, 400));
    expect(fake.ctl.displayed).toHaveLength(2);
    chatStore.close();
  });

  it('sends nothing when read receipts are off', async () => {
    const { store, fake, messaging, chatStore } = make({ value: false });
    await messaging.start(ME);
    await fake.chat.login();
    fake.ctl.deliver(fromHost());
    await messaging.settled();
    await messaging.openThread(store.get(threadsAtom).find((t) => t.linkedJid === HOST)!.tid);
    fake.ctl.deliver(fromHost());
    await messaging.settled();
    expect(fake.ctl.displayed).toEqual([]);
    chatStore.close();
  });
});

describe('refused for now (stanza error type wait: flood limit, component not back)', () => {
  /** Signed in, chat connected, a thread with Amira open; refusals pause 40 ms. */
  async function openThreadWithPause() {
    const t = standalone({ waitPauseMs: 40 });
    await t.messaging.start(ME);
    await t.fake.chat.login();
    const tid = await t.messaging.startChat({ jid: HOST, nickName: 'Amira' });
    await t.messaging.openThread(tid);
    return { ...t, tid };
  }

  it('a refused message is not lost: it goes again after a pause, in order, and ends sent', async () => {
    const { store, fake, messaging, chatStore, tid } = await openThreadWithPause();
    fake.ctl.refusals = [
      { condition: 'resource-constraint', type: 'wait', text: 'too many stanzas: slow down' },
      { condition: 'remote-server-timeout', type: 'wait', text: 'Component unavailable' },
    ];
    await Promise.all(['one', 'two', 'three'].map((t) => messaging.sendText(tid, t)));
    await messaging.settled();
    expect(fake.ctl.sent.map((m) => m.content)).toEqual(['one', 'two', 'three']);
    expect(store.get(openMessagesAtom).map((m) => [m.content, m.state])).toEqual([['one', 'success'], ['two', 'success'], ['three', 'success']]);
    expect(fake.ctl.refusals).toEqual([]); // both refusals were met, and each refused one went again
    chatStore.close();
  });

  it('the daily limit (policy-violation) is error at once, whatever its type; so is a refusal of type cancel', async () => {
    const { store, fake, messaging, chatStore, tid } = await openThreadWithPause();
    fake.ctl.refusals = [
      { condition: 'service-unavailable', type: 'cancel', text: 'no' },
      { condition: 'policy-violation', type: 'wait', text: 'send locked' },
    ];
    await messaging.sendText(tid, 'refused');
    await messaging.sendText(tid, 'locked');
    expect(store.get(openMessagesAtom).map((m) => [m.content, m.state])).toEqual([['refused', 'error'], ['locked', 'error']]);
    expect(store.get(sendLockAtom)[tid]?.locked).toBe(true);
    expect(fake.ctl.sent).toEqual([]);
    chatStore.close();
  });
});

describe('after a reload (issue 19.2)', () => {
  it('a message left sending whose outbox entry was lost is sent once when the chat connects', async () => {
    const { store, fake, messaging, chatStore } = standalone({ outboxRecoveryDelayMs: 0 });
    // The page that typed it went away after storing the message, before the outbox list.
    const left = await chatStore.addOutgoing(ME.jid, { jid: HOST, nickName: 'Amira' }, { mid: 'left-1', from: ME.jid, to: HOST, date: 1, type: 'text', content: 'typed before the reload', nickName: '', os: 'web', pkgName: 'p', version: 1, sensitiveInfo: 0 });
    await messaging.start(ME);
    await fake.chat.login();
    await messaging.settled();
    await messaging.flushOutbox();
    await new Promise((r) => setTimeout(r, 50));
    await messaging.settled();
    expect(fake.ctl.sent.map((m) => m.mid)).toEqual([left.mid]);
    expect((await chatStore.getMessage(left.mid))?.state).toBe('success');
    await messaging.flushOutbox();
    expect(fake.ctl.sent).toHaveLength(1);
    expect(store.get(threadsAtom).length).toBeGreaterThan(0);
    chatStore.close();
  });
});

describe('two sessions of one viewer (XEP-0280 carbons, read syncs; issue 19.8)', () => {
  it('tells the other sessions what was read, with read receipts off too, and never the host', async () => {
    const { store, fake, messaging, chatStore } = standalone({ readReceipts: () => false });
    await messaging.start(ME);
    await fake.chat.login();
    const m = fromHost();
    fake.ctl.deliver(m);
    await messaging.settled();
    await messaging.openThread(store.get(threadsAtom).find((t) => t.linkedJid === HOST)!.tid);
    expect(fake.ctl.readSyncs).toEqual([m.mid]);
    expect(fake.ctl.displayed).toEqual([]);
    chatStore.close();
  });

  it('a thread read in another session is read here: its unread count goes to 0', async () => {
    const { store, fake, messaging, chatStore } = standalone({});
    await messaging.start(ME);
    await fake.chat.login();
    const a = fromHost();
    const b = fromHost();
    fake.ctl.deliver(a);
    fake.ctl.deliver(b);
    await messaging.settled();
    const thread = () => store.get(threadsAtom).find((t) => t.linkedJid === HOST);
    expect(thread()?.unread).toBe(2);
    fake.ctl.readElsewhere('no-such-mid');
    await messaging.settled();
    expect(thread()?.unread).toBe(2);
    fake.ctl.readElsewhere(b.mid);
    await messaging.settled();
    expect(thread()?.unread).toBe(0);
    chatStore.close();
  });
});

describe('attribution_refresh (type 100, spec §3)', () => {
  it('from the official sender it asks for the attribution again and is not stored; from anyone else it is dropped', async () => {
    const onAttributionRefresh = vi.fn();
    const { store, fake, messaging, chatStore } = standalone({ onAttributionRefresh });
    await messaging.start(ME);
    await fake.chat.login();
    fake.ctl.deliver(fromHost({ type: 'attribution_refresh', content: '' }));
    await messaging.settled();
    expect(onAttributionRefresh).not.toHaveBeenCalled();
    fake.ctl.deliver(fromHost({ from: 'official@help.localhost', type: 'attribution_refresh', content: '' }));
    await messaging.settled();
    expect(onAttributionRefresh).toHaveBeenCalledTimes(1);
    const all = await Promise.all(store.get(threadsAtom).map((t) => chatStore.latestMessages(t.tid)));
    expect(all.flat().some((m) => m.type === 'attribution_refresh')).toBe(false);
    chatStore.close();
  });
});
