import { beforeEach, describe, expect, it } from 'vitest';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { OFFICIAL_THREAD_ID } from '@vchat/domain';
import { createChatStore, threadTid, type ChatStore, type NewMessage } from './chatStore.ts';
import { createChatDexie, createNoticeDexie } from './schema.ts';

const ME = 'user_1@localhost';
const HOST = { jid: 'anchor_100001@anchors.localhost', nickName: 'Amira' };
let n = 0;
const incoming = (over: Partial<NewMessage> = {}): NewMessage => ({
  mid: `m${++n}`, from: HOST.jid, to: ME, date: 1_000 + n, type: 'text', content: `hi ${n}`, nickName: 'Amira',
  os: 'android', pkgName: 'host', sensitiveInfo: 0, version: 1, ...over,
});

describe('schema (§3)', () => {
  it('chat v3 and notice v1 have exactly the spec keys and indexes', async () => {
    const deps = { indexedDB: new IDBFactory(), IDBKeyRange };
    const chat = createChatDexie(deps);
    await chat.open();
    expect(chat.verno).toBe(3);
    const shape = Object.fromEntries(chat.tables.map((t) => [t.name, [t.schema.primKey.name, ...t.schema.indexes.map((i) => `${i.unique ? '&' : ''}${i.name}`)]]));
    expect(shape).toEqual({
      users: ['uid', '&jid'],
      threads: ['id', '&tid'],
      messages: ['id', '&mid', 'tid', 'date'],
      videocalls: ['vid', 'caller', 'callee', 'startTime'],
    });
    const notice = createNoticeDexie(deps);
    await notice.open();
    expect(notice.verno).toBe(1);
    expect(notice.tables.map((t) => [t.name, t.schema.primKey.name])).toEqual([['onlineUsers', 'id']]);
  });
});

describe('chat store (§4 unread and read rules)', () => {
  let store: ChatStore;
  let metrics: { transactions: number; recordsRead: number };
  beforeEach(() => {
    metrics = { transactions: 0, recordsRead: 0 };
    store = createChatStore({ indexedDB: new IDBFactory(), IDBKeyRange, metrics });
  });

  it('a newer app upgrading the database in another tab is not blocked, loses no row, and this tab is told (issue 19.9)', async () => {
    const idb = new IDBFactory();
    let told = 0;
    const old = createChatStore({ indexedDB: idb, IDBKeyRange, onVersionChange: () => told++ });
    await old.addOutgoing(ME, HOST, incoming({ mid: 'kept-1', from: ME, to: HOST.jid }));
    await old.putIncoming(ME, [{ message: incoming({ mid: 'kept-2' }), peer: HOST }], null);
    // The newer app (another tab) opens the same database one version up.
    const upgraded = await new Promise<{ count: number; blocked: boolean }>((resolve, reject) => {
      let blocked = false;
      const req = idb.open('chat', 40);
      req.onblocked = () => (blocked = true);
      req.onerror = () => reject(req.error);
      req.onsuccess = () => {
        const c = req.result.transaction('messages').objectStore('messages').count();
        c.onsuccess = () => {
          req.result.close();
          resolve({ count: c.result, blocked });
        };
      };
    });
    expect(upgraded).toEqual({ count: 2, blocked: false });
    expect(told).toBe(1);
  });

  it('creates the official thread with id 1.5 and tid localOfficial once', async () => {
    const t = await store.ensureOfficialThread(ME, 'Welcome');
    expect(t).toMatchObject({ id: OFFICIAL_THREAD_ID, tid: 'localOfficial', linkedUser: { nickName: 'Official' }, unread: 1 });
    await store.ensureOfficialThread(ME, 'Welcome');
    expect((await store.listThreads(ME)).filter((x) => x.id === OFFICIAL_THREAD_ID)).toHaveLength(1);
  });

  it('counts incoming messages unread, except ask_gift and those of the open thread', async () => {
    await store.putIncoming(ME, [
      { message: incoming(), peer: HOST },
      { message: incoming(), peer: HOST },
      { message: incoming({ type: 'ask_gift', attachment: { giftId: 'g1', giftPrice: 10, isSend: false } }), peer: HOST },
    ], null);
    const tid = threadTid(ME, HOST.jid);
    expect((await store.getThread(tid))?.unread).toBe(2);
    await store.putIncoming(ME, [{ message: incoming(), peer: HOST }], tid);
    expect((await store.getThread(tid))?.unread).toBe(2);
    expect(await store.totalUnread(ME)).toBe(2);
  });

  it('story-line calls arrive read', async () => {
    await store.putIncoming(ME, [{ message: incoming({ type: 'story_line_call' }), peer: HOST }], null);
    expect((await store.getThread(threadTid(ME, HOST.jid)))?.unread).toBe(0);
  });

  it('opening a thread marks every message read', async () => {
    await store.putIncoming(ME, [{ message: incoming(), peer: HOST }, { message: incoming(), peer: HOST }], null);
    const tid = threadTid(ME, HOST.jid);
    metrics.transactions = 0;
    expect(await store.markThreadRead(tid)).toBe(true);
    expect(metrics.transactions).toBe(1);
    expect((await store.getThread(tid))?.unread).toBe(0);
    expect(await store.flagMessagesRead(tid)).toBe(2);
    expect((await store.latestMessages(tid)).every((m) => m.read)).toBe(true);
    expect(await store.markThreadRead(tid)).toBe(false);
  });

  it('stores a batch in one transaction and ignores duplicate mids', async () => {
    const batch = Array.from({ length: 20 }, () => ({ message: incoming(), peer: HOST }));
    metrics.transactions = 0;
    const stored = await store.putIncoming(ME, batch, null);
    expect(stored).toHaveLength(20);
    expect(metrics.transactions).toBe(1);
    expect(await store.putIncoming(ME, batch.slice(0, 5), null)).toHaveLength(0);
    expect((await store.getThread(threadTid(ME, HOST.jid)))?.unread).toBe(20);
  });

  it('does not store a message whose type is empty (§5)', async () => {
    expect(await store.putIncoming(ME, [{ message: incoming({ type: '' }), peer: HOST }], null)).toHaveLength(0);
  });

  it('pendingOutgoing lists the own messages still sending, oldest first, within the newest window', async () => {
    const a = await store.addOutgoing(ME, HOST, incoming({ mid: 'p1', from: ME, to: HOST.jid }));
    const b = await store.addOutgoing(ME, HOST, incoming({ mid: 'p2', from: ME, to: HOST.jid }));
    await store.addOutgoing(ME, HOST, incoming({ mid: 'p3', from: ME, to: HOST.jid }));
    await store.setMessageState('p3', 'success');
    await store.putIncoming(ME, [{ message: incoming({ mid: 'h1' }), peer: HOST }], null);
    expect((await store.pendingOutgoing(ME)).map((m) => m.mid)).toEqual([a.mid, b.mid]);
    expect((await store.pendingOutgoing('user_2@localhost')).map((m) => m.mid)).toEqual([]);
    expect((await store.pendingOutgoing(ME, 2)).map((m) => m.mid)).toEqual([]);
  });

  it('thread replyMessage (§3): the viewer\'s message awaits a reply until the peer answers; local lines do not', async () => {
    const m = await store.addOutgoing(ME, HOST, incoming({ mid: 'ask-1', from: ME, to: HOST.jid, date: 50_000 }));
    expect((await store.getThread(m.tid))?.replyMessage).toEqual({ mid: 'ask-1', date: 50_000 });
    await store.addOutgoing(ME, HOST, incoming({ mid: 'line-1', from: ME, to: HOST.jid, date: 50_100, type: 'online_info' }));
    expect((await store.getThread(m.tid))?.replyMessage).toEqual({ mid: 'ask-1', date: 50_000 });
    await store.putIncoming(ME, [{ message: incoming({ mid: 'answer-1', date: 60_000 }), peer: HOST }], null);
    const t = await store.getThread(m.tid);
    expect(t?.replyMessage).toBeUndefined();
    expect(t?.messageList).toBeUndefined(); // never stored
  });

  it('outgoing messages are read, start sending, and move to success or error', async () => {
    const m = await store.addOutgoing(ME, HOST, { ...incoming({ from: ME, to: HOST.jid }) });
    expect(m).toMatchObject({ state: 'sending', read: true });
    await store.setMessageState(m.mid, 'error');
    const t = await store.getThread(m.tid);
    expect(t?.lastMessage?.state).toBe('error');
    expect(t?.unread).toBe(0);
  });

  it('opening a thread reads the latest page in one transaction, oldest first', async () => {
    const batch = Array.from({ length: 120 }, () => ({ message: incoming(), peer: HOST }));
    await store.putIncoming(ME, batch, null);
    metrics.transactions = 0;
    metrics.recordsRead = 0;
    const page = await store.latestMessages(threadTid(ME, HOST.jid), 50);
    expect(metrics).toEqual({ transactions: 1, readTransactions: 1, recordsRead: 50 });
    expect(page).toHaveLength(50);
    expect(page[49]!.mid).toBe(batch[119]!.message.mid);
    expect(page.map((m) => m.date)).toEqual([...page.map((m) => m.date)].sort((a, b) => a - b));
  });

  it('keeps the users store unique by jid', async () => {
    await store.putUser({ uid: '100001', jid: HOST.jid, nickName: 'A', avatarUrl: '' });
    await store.putUser({ uid: '100001', jid: HOST.jid, nickName: 'B', avatarUrl: '' });
    expect((await store.getUser(HOST.jid))?.nickName).toBe('B');
  });
});

describe('chat store: paging, patches, calls, deletion', () => {
  let store: ChatStore;
  let metrics: { transactions: number; recordsRead: number };
  beforeEach(() => {
    metrics = { transactions: 0, recordsRead: 0 };
    store = createChatStore({ indexedDB: new IDBFactory(), IDBKeyRange, metrics });
  });

  it('pages back through a thread without gaps or overlaps, one transaction a page', async () => {
    const batch = Array.from({ length: 230 }, () => ({ message: incoming(), peer: HOST }));
    await store.putIncoming(ME, batch, null);
    const tid = threadTid(ME, HOST.jid);
    const seen: string[] = [];
    let before = Number.MAX_SAFE_INTEGER;
    for (;;) {
      metrics.transactions = 0;
      metrics.recordsRead = 0;
      const page = await store.olderMessages(tid, before, 100);
      expect(metrics.transactions).toBe(1);
      expect(metrics.recordsRead).toBe(page.length);
      if (page.length === 0) break;
      seen.unshift(...page.map((m) => m.mid));
      before = page[0]!.id;
    }
    expect(seen).toEqual(batch.map((b) => b.message.mid));
    expect(await store.countMessages(tid)).toBe(230);
  });

  it('merges archive pages into live history by mid: no duplicates, sorted by date, history read', async () => {
    const tid = threadTid(ME, HOST.jid);
    // Live messages at 5000..5002 are already here; the archive brings older ones and overlaps.
    const live = [5000, 5001, 5002].map((date) => incoming({ mid: `live-${date}`, date }));
    await store.putIncoming(ME, live.map((message) => ({ message, peer: HOST })), null);
    expect((await store.getThread(tid))?.unread).toBe(3);
    const newestPage = [4000, 4001, 5000, 5001].map((date) => incoming({ mid: date >= 5000 ? `live-${date}` : `old-${date}`, date }));
    const olderPage = [3000, 3001].map((date) => incoming({ mid: `old-${date}`, date }));
    const stored1 = await store.putIncoming(ME, newestPage.map((message) => ({ message, peer: HOST })), null, { history: true });
    const stored2 = await store.putIncoming(ME, olderPage.map((message) => ({ message, peer: HOST })), null, { history: true });
    expect(stored1.map((m) => m.mid)).toEqual(['old-4000', 'old-4001']);
    expect(stored2.map((m) => m.mid)).toEqual(['old-3000', 'old-3001']);
    expect((await store.latestMessages(tid)).map((m) => m.date)).toEqual([3000, 3001, 4000, 4001, 5000, 5001, 5002]);
    const thread = await store.getThread(tid);
    // History adds no unread and does not replace the newer preview.
    expect(thread?.unread).toBe(3);
    expect(thread?.lastMessage?.mid).toBe('live-5002');
    expect(stored1.every((m) => m.read)).toBe(true);
  });

  it('fills in a thread peer name and avatar, ignoring empty values', async () => {
    const t = await store.openThreadWith(ME, { jid: HOST.jid, nickName: '' });
    expect((await store.updateThreadPeer(t.tid, { nickName: 'ليلى', avatarUrl: '/media/avatars/100001.svg' }))?.linkedUser).toMatchObject({ nickName: 'ليلى', avatarUrl: '/media/avatars/100001.svg' });
    expect((await store.updateThreadPeer(t.tid, { nickName: '' }))?.linkedUser.nickName).toBe('ليلى');
    expect(await store.updateThreadPeer('nope', { nickName: 'x' })).toBeUndefined();
  });

  it('a thread restored without a name (her own archived message) gets the name and picture of the first opener that knows them; a known name is kept', async () => {
    const t = await store.openThreadWith(ME, { jid: HOST.jid, nickName: '' });
    const opened = await store.openThreadWith(ME, { jid: HOST.jid, nickName: 'Amira', avatarUrl: '/media/avatars/100001.svg' });
    expect(opened.tid).toBe(t.tid);
    expect(opened.linkedUser).toMatchObject({ nickName: 'Amira', avatarUrl: '/media/avatars/100001.svg' });
    expect((await store.getThread(t.tid))?.linkedUser.nickName).toBe('Amira');
    expect((await store.openThreadWith(ME, { jid: HOST.jid, nickName: 'Someone else' })).linkedUser.nickName).toBe('Amira');
  });

  it('patches a message and keeps the thread preview state in step', async () => {
    const m = await store.addOutgoing(ME, HOST, incoming({ from: ME, to: HOST.jid }));
    await store.patchMessage(m.mid, { state: 'success', translate: 'bonjour' });
    expect(await store.getMessage(m.mid)).toMatchObject({ state: 'success', translate: 'bonjour' });
    expect((await store.getThread(m.tid))?.lastMessage?.state).toBe('success');
    expect(await store.patchMessage('nope', { state: 'error' })).toBeUndefined();
  });

  it('lists the main user calls newest first', async () => {
    const call = (sid: string, startTime: number, caller = ME) => ({
      vid: sid, sid, tid: threadTid(ME, HOST.jid), caller, callee: HOST.jid, startTime, connectingTime: 0, endTime: 0, reason: '', rejectType: '',
    });
    await store.putCall(call('a', 10));
    await store.putCall(call('b', 30));
    await store.putCall(call('c', 20, 'user_2@localhost'));
    expect((await store.listCalls(ME)).map((c) => c.vid)).toEqual(['b', 'a']);
  });

  it('deletes messages older than a date and recomputes previews and unread', async () => {
    await store.putIncoming(ME, [
      { message: incoming({ date: 100 }), peer: HOST },
      { message: incoming({ date: 200 }), peer: HOST },
      { message: incoming({ date: 5_000 }), peer: HOST },
    ], null);
    const tid = threadTid(ME, HOST.jid);
    expect(await store.deleteMessages(ME, 1_000)).toBe(2);
    expect((await store.getThread(tid))?.unread).toBe(1);
    expect(await store.deleteMessages(ME)).toBe(1);
    const emptied = await store.getThread(tid);
    expect(emptied?.unread).toBe(0);
    expect(emptied?.lastMessage).toBeUndefined();
  });
});

describe('online users (notice database)', () => {
  it('stores the latest status per host in one transaction, keeps newer records, skips bad ones', async () => {
    const metrics = { transactions: 0, recordsRead: 0 };
    const store = createChatStore({ indexedDB: new IDBFactory(), IDBKeyRange, metrics });
    const a = 'anchor_1@anchors.x';
    const b = 'anchor_2@anchors.x';
    expect(await store.putOnlineUsers([
      { id: `${a}/web`, status: 'online', updatedAt: 10 },
      { id: b, status: 'busy', updatedAt: 10 },
      { id: 'nobody', status: 'online', updatedAt: 10 },
      { id: 'x@y', status: 'dancing' as never, updatedAt: 10 },
    ])).toBe(2);
    expect(metrics.transactions).toBe(1);
    await store.putOnlineUsers([{ id: a, status: 'offline', updatedAt: 5 }]); // older: ignored
    await store.putOnlineUsers([{ id: b, status: 'offline', updatedAt: 20 }]);
    const got = await store.getOnlineUsers([a, b, 'anchor_3@anchors.x']);
    expect(got).toEqual([{ id: a, status: 'online', updatedAt: 10 }, { id: b, status: 'offline', updatedAt: 20 }]);
    store.close();
  });
});
