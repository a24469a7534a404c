/**
 * History from the server archive (issue "Phone first" 5): a new device, a device back after a
 * long time offline, scrolling up past the local history; merged by mid, newest first.
 */
import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createChatStore, threadTid } from '@vchat/chat-db';
import type { WireMessage } from '@vchat/xmpp-chat';
import { createMessagingController, type MessagingDeps } from './messaging.ts';
import { noticeAtom, openHasOlderAtom, openMessagesAtom, threadsAtom, totalUnreadAtom } from './atoms.ts';
import { FIRST_SYNC_PAGES, SYNC_PAGE_SIZE } from './history.ts';
import { createWallet } from '../wallet/wallet.ts';
import { memoryStorage } from '../common/storage.ts';
import { fakeChat } from '../test/fakes.ts';

const ME = { uid: '200001', jid: 'user_200001@localhost', role: 2, vcToken: 't', nickName: 'Sam', name: 'Sam' };
const LINA = 'anchor_100001@anchors.localhost';
const MAYA = 'anchor_100002@anchors.localhost';
const HUB = 'calls@hub.localhost';
const HELP = 'official@help.localhost';
const T0 = Date.UTC(2026, 0, 10, 9);
let n = 0;

const msg = (over: Partial<WireMessage>): WireMessage => ({
  mid: `m${++n}`, from: LINA, to: ME.jid, date: T0 + n * 1000, type: 'text', content: `line ${n}`, nickName: 'ليلى',
  os: 'android', pkgName: 'host', version: 1, sensitiveInfo: 0, ...over,
});
const mine = (to: string, over: Partial<WireMessage> = {}) => msg({ from: ME.jid, to, nickName: 'Sam', os: 'web', pkgName: 'p', ...over });
const callRecord = (peer: string, over: Partial<WireMessage> = {}) => {
  const date = T0 + ++n * 1000;
  return msg({
    from: HUB, type: 'v_hub_call', content: '', nickName: 'ليلى', date,
    attachment: { sid: `s${n}`, caller: ME.jid, callee: peer, startTime: date - 60_000, connectingTime: date - 50_000, endTime: date, reason: '', rejectType: '' },
    ...over,
  });
};

function setup(over: Partial<MessagingDeps> = {}) {
  const store = createStore();
  const fake = fakeChat();
  const storage = memoryStorage();
  const idb = new IDBFactory();
  const logs: string[] = [];
  const chatStore = createChatStore({ indexedDB: idb, IDBKeyRange });
  const messaging = createMessagingController({
    chat: fake.chat, chatStore, store, storage, packageName: 'p', officialWelcome: () => 'Welcome', log: (m) => logs.push(m),
    wallet: createWallet({ store, api: { account: async () => { throw new Error('not used'); } } }),
    giftDomain: () => 'gift.localhost', serverDomains: () => ({ helpDomain: 'help.localhost', hubDomain: 'hub.localhost' }),
    ...over,
  });
  const threads = () => store.get(threadsAtom);
  const thread = (jid: string) => threads().find((t) => t.linkedJid === jid);
  return { store, fake, storage, chatStore, messaging, logs, threads, thread };
}

async function signIn(s: ReturnType<typeof setup>) {
  await s.messaging.start(ME);
  await s.fake.chat.login();
  await s.messaging.settled();
}

describe('history on a new device (XEP-0313)', () => {
  it('fills the thread list from the archive: last message, peer name, call records, nothing unread, no duplicates', async () => {
    const s = setup();
    const archive = [
      mine(LINA, { content: 'hi Lina' }),
      msg({ content: 'hello! 👋' }),
      msg({ type: 'image', content: '', attachment: { url: '/media/photos/1.svg', thumbUrl: '/media/photos/1.svg', payNeed: false, payPrice: 0 } }),
      mine(LINA, { type: 'gift', content: 'Rose', attachment: { id: 'g1', type: 0, gemsPrice: 10, tabId: 1, priority: 0, title: 'Rose', iconUrl: '/media/gifts/g1.svg', isActive: true, showArea: 0 } }),
      callRecord(LINA),
      // Maya never answered: her thread comes from the viewer's own message only.
      mine(MAYA, { content: 'are you there?' }),
      msg({ from: HELP, type: 'official_message', content: 'Welcome to the sandbox!', nickName: 'Official' }),
    ];
    s.fake.ctl.archive.push(...archive);
    // One of them was kept offline for the user: it arrives live on connect, before the
    // archive pages (new to the user: unread), and is stored once.
    await s.messaging.start(ME);
    s.fake.ctl.deliver(archive[1]!);
    await s.fake.chat.login();
    await s.messaging.settled();

    const lina = s.thread(LINA)!;
    expect(lina.unread).toBe(1);
    expect(lina.lastMessage?.type).toBe('v_hub_call');
    expect(lina.linkedUser.nickName).toBe('ليلى');
    // Maya's name comes from her vCard (the fake answers her jid's local part).
    expect(s.thread(MAYA)?.linkedUser.nickName).toBe('anchor_100002');
    expect(s.thread(MAYA)?.lastMessage?.content).toBe('are you there?');
    // Newest activity first: the official notice is the newest.
    expect(s.threads()[0]?.tid).toBe('localOfficial');
    await s.messaging.openThread(lina.tid);
    await s.messaging.settled();
    expect(s.store.get(openMessagesAtom).map((m) => m.type)).toEqual(['text', 'text', 'image', 'gift', 'v_hub_call']);
    expect(new Set(s.store.get(openMessagesAtom).map((m) => m.mid)).size).toBe(5);
    // Own messages are "from me"; the call record is in the call list too.
    expect(s.store.get(openMessagesAtom).filter((m) => m.from === ME.jid)).toHaveLength(2);
    expect(await s.chatStore.listCalls(ME.jid)).toHaveLength(1);
    // Restored history is read: after opening the thread nothing is unread but the official welcome.
    expect(s.thread(LINA)?.unread).toBe(0);
    expect(s.thread(MAYA)?.unread).toBe(0);
    expect(s.store.get(totalUnreadAtom)).toBe(1);
  });

  it('a peer whose vCard did not come is asked again on the next sync, not left nameless', async () => {
    const s = setup();
    s.fake.ctl.archive.push(mine(MAYA, { content: 'are you there?' }));
    // Both asks of the first sync (after its page, after the walk) time out.
    s.fake.ctl.vCardFailures = 2;
    await signIn(s);
    expect(s.thread(MAYA)?.linkedUser.nickName).toBe('');
    expect(s.logs.filter((l) => l.includes(`no vCard for ${MAYA}`))).toHaveLength(2);
    s.fake.ctl.setState('disconnected');
    s.fake.ctl.setState('connected');
    await s.messaging.settled();
    expect(s.thread(MAYA)?.linkedUser.nickName).toBe('anchor_100002');
  });

  it('a first sync refused by the server is tried again while connected: the new device gets its history', async () => {
    const s = setup({ archiveRetryMs: [10, 10] });
    s.fake.ctl.archive.push(mine(MAYA, { content: 'are you there?' }), msg({ content: 'hello! 👋' }));
    s.fake.ctl.archiveFailures = 2;
    await signIn(s);
    expect(s.logs.some((l) => l.startsWith('archive sync failed, trying again in 10 ms'))).toBe(true);
    for (let i = 0; i < 50 && !s.thread(MAYA); i++) {
      await new Promise((r) => setTimeout(r, 10));
      await s.messaging.settled();
    }
    expect(s.thread(MAYA)?.lastMessage?.content).toBe('are you there?');
    expect(s.thread(LINA)?.lastMessage?.content).toBe('hello! 👋');
    expect(s.fake.ctl.archiveFailures).toBe(0);
  });

  it('gives up after the last retry until the next connect', async () => {
    const s = setup({ archiveRetryMs: [10] });
    s.fake.ctl.archive.push(msg({ content: 'hello! 👋' }));
    s.fake.ctl.archiveFailures = 5;
    await signIn(s);
    await new Promise((r) => setTimeout(r, 60));
    await s.messaging.settled();
    expect(s.logs.filter((l) => l.startsWith('archive sync failed'))).toEqual(['archive sync failed, trying again in 10 ms', 'archive sync failed']);
    expect(s.thread(LINA)).toBeUndefined();
    s.fake.ctl.archiveFailures = 0;
    s.fake.ctl.setState('disconnected');
    s.fake.ctl.setState('connected');
    await s.messaging.settled();
    expect(s.thread(LINA)?.lastMessage?.content).toBe('hello! 👋');
  });

  it('drops what the controller refuses (a call record not from the hub), with a logged reason', async () => {
    const s = setup();
    s.fake.ctl.archive.push(callRecord(LINA, { from: LINA }), msg({ content: 'fine' }));
    await signIn(s);
    await s.messaging.openThread(s.thread(LINA)!.tid);
    await s.messaging.settled();
    expect(s.store.get(openMessagesAtom).map((m) => m.content)).toEqual(['fine']);
    expect(s.logs.some((l) => /dropped incoming v_hub_call .* not from the hub/.test(l))).toBe(true);
  });

  it('reads at most the first-sync budget newest first, then older pages when scrolling up', async () => {
    const s = setup();
    const total = FIRST_SYNC_PAGES * SYNC_PAGE_SIZE + 120;
    for (let i = 0; i < total; i++) s.fake.ctl.archive.push(i % 2 ? msg({}) : mine(LINA));
    // An old call record in the part the first sync does not reach.
    s.fake.ctl.archive.push(callRecord(LINA, { date: T0 + 30_500 }));
    await signIn(s);
    const tid = threadTid(ME.jid, LINA);
    expect(await s.chatStore.countMessages(tid)).toBe(FIRST_SYNC_PAGES * SYNC_PAGE_SIZE);
    // The newest message is there; the oldest 120 (and the old call record) are not yet.
    const newest = s.fake.ctl.archive.filter((m) => m.type === 'text').sort((a, b) => b.date - a.date)[0]!;
    expect(s.thread(LINA)?.lastMessage?.mid).toBe(newest.mid);

    await s.messaging.openThread(tid);
    await s.messaging.settled();
    expect(s.store.get(openHasOlderAtom)).toBe(true);
    let loaded = s.store.get(openMessagesAtom).length;
    for (let i = 0; i < 40 && s.store.get(openHasOlderAtom); i++) {
      await s.messaging.loadOlder();
      loaded = s.store.get(openMessagesAtom).length;
    }
    expect(loaded).toBe(total + 1);
    const open = s.store.get(openMessagesAtom);
    expect(open.some((m) => m.type === 'v_hub_call')).toBe(true);
    // Oldest first, no duplicates.
    expect(open.map((m) => m.date)).toEqual([...open.map((m) => m.date)].sort((a, b) => a - b));
    expect(new Set(open.map((m) => m.mid)).size).toBe(open.length);
    // The thread's archive queries ask for the peer, the call records for the hub's sender.
    expect(s.fake.ctl.archiveQueries.some((q) => q.with === LINA && q.before === '')).toBe(true);
    expect(s.fake.ctl.archiveQueries.some((q) => q.with === HUB)).toBe(true);
  });

  it('a first sync cut short (a reload) goes on where it stopped, within the budget', async () => {
    const s = setup();
    const all = Array.from({ length: 600 }, () => msg({}));
    s.fake.ctl.archive.push(...all);
    // As a page load that stopped after the newest page left it.
    const newestPage = all.slice(-SYNC_PAGE_SIZE);
    s.storage.setItem(`archiveSync:${ME.jid}`, JSON.stringify(all.at(-1)!.date));
    s.storage.setItem(`archiveBackfill:${ME.jid}`, JSON.stringify({ before: `a-${newestPage[0]!.mid}`, pages: 1, done: false }));
    await s.chatStore.putIncoming(ME.jid, newestPage.map((m) => ({ message: m, peer: { jid: LINA, nickName: 'ليلى' } })), null, { history: true });
    await signIn(s);
    const tid = threadTid(ME.jid, LINA);
    // The catch-up found nothing new after the newest page; the backfill read the other 500.
    expect(await s.chatStore.countMessages(tid)).toBe(600);
    expect(JSON.parse(s.storage.getItem(`archiveBackfill:${ME.jid}`)!)).toMatchObject({ pages: 6, done: true });
    expect(s.thread(LINA)?.unread).toBe(0);
  });

  it('on a first sync, what arrived after it started is new: unread and announced', async () => {
    const s = setup();
    const late = msg({ content: 'just now', date: Date.now() + 5_000 });
    s.fake.ctl.archive.push(msg({ content: 'old' }), late);
    await signIn(s);
    expect(s.thread(LINA)?.unread).toBe(1);
    expect(s.store.get(noticeAtom)?.mid).toBe(late.mid);
  });

  it('after a long offline period catches up newest first from the last sync point; new messages count unread', async () => {
    const s = setup();
    const before = msg({ content: 'before' });
    s.fake.ctl.archive.push(before);
    await signIn(s);
    expect(s.thread(LINA)?.unread).toBe(0);
    expect(s.store.get(noticeAtom)).toBeNull(); // history is not announced
    s.fake.ctl.setState('disconnected');
    const later = Array.from({ length: 450 }, () => msg({}));
    s.fake.ctl.archive.push(...later);
    const asked = s.fake.ctl.archiveQueries.length;
    s.fake.ctl.setState('connected');
    await s.messaging.settled();
    expect(s.thread(LINA)?.unread).toBe(450);
    expect(s.thread(LINA)?.lastMessage?.mid).toBe(later.at(-1)!.mid);
    // Caught up before its live copy came: announced like a live message.
    expect(s.store.get(noticeAtom)?.mid).toBe(later.at(-1)!.mid);
    const queries = s.fake.ctl.archiveQueries.slice(asked);
    expect(queries).toHaveLength(5);
    // 450 new items in pages of 100, newest first, from a minute before the last sync's newest stamp.
    expect(queries.every((q) => q.start === before.date - 60_000)).toBe(true);
    expect(queries.map((q) => q.before === '')).toEqual([true, false, false, false, false]);
  });

  it('an archived bounce of an own message shows it not sent', async () => {
    const s = setup();
    const refused = mine(LINA, { content: 'message 21' });
    s.fake.ctl.archive.push(msg({}), refused);
    s.fake.ctl.archiveBounces.push({ mid: refused.mid, condition: 'policy-violation', text: 'send locked' });
    await signIn(s);
    expect((await s.chatStore.getMessage(refused.mid))?.state).toBe('error');
  });

  it('restores nothing a "delete all" removed on this device', async () => {
    const s = setup();
    s.fake.ctl.archive.push(msg({ date: Date.now() - 60_000 }));
    await signIn(s);
    const tid = threadTid(ME.jid, LINA);
    expect(await s.chatStore.countMessages(tid)).toBe(1);
    await s.messaging.deleteMessages();
    s.fake.ctl.setState('disconnected');
    s.fake.ctl.setState('connected');
    await s.messaging.settled();
    await s.messaging.openThread(tid);
    await s.messaging.settled();
    expect(await s.chatStore.countMessages(tid)).toBe(0);
  });
});
