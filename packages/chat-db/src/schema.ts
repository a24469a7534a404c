/**
 * Dexie databases of spec §3: `chat` version 3 (users, threads, messages, videocalls) and
 * `notice` version 1 (onlineUsers), with exactly the keys and indexes the spec gives.
 */
import { Dexie, type EntityTable } from 'dexie';
import type { CallAttachment, Message, Thread, UserCard } from '@vchat/domain';

/** A stored call record (videocalls store): the call attachment plus its key `vid` (= sid). */
export interface VideoCallRecord extends CallAttachment {
  vid: string;
  /** Thread of the peer, to open the conversation from the record. */
  tid: string;
}

/** A stored user (users store): key uid, unique jid. */
export type StoredUser = Pick<UserCard, 'uid' | 'jid' | 'nickName' | 'avatarUrl'> & { updatedAt: number };

/** onlineUsers of the `notice` database: key id (the bare jid). */
export interface OnlineUserRecord {
  id: string;
  status: 'online' | 'busy' | 'offline';
  updatedAt: number;
}

/** Store definitions of `chat` v3 (spec §3). */
export const CHAT_STORES = {
  users: 'uid, &jid',
  threads: 'id, &tid',
  messages: 'id, &mid, tid, date',
  videocalls: 'vid, caller, callee, startTime',
} as const;

/** Store definitions of `notice` v1 (spec §3). */
export const NOTICE_STORES = { onlineUsers: 'id' } as const;

export type ChatDexie = Dexie & {
  users: EntityTable<StoredUser, 'uid'>;
  threads: EntityTable<Thread, 'id'>;
  messages: EntityTable<Message, 'id'>;
  videocalls: EntityTable<VideoCallRecord, 'vid'>;
};

export type NoticeDexie = Dexie & { onlineUsers: EntityTable<OnlineUserRecord, 'id'> };

/** Dexie dependencies (tests pass fake-indexeddb). */
export interface DexieDeps {
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
}

/** Opens (lazily) the `chat` database, version 3. */
export function createChatDexie(deps: DexieDeps = {}, name = 'chat'): ChatDexie {
  const db = new Dexie(name, deps.indexedDB ? { indexedDB: deps.indexedDB, IDBKeyRange: deps.IDBKeyRange! } : undefined) as ChatDexie;
  db.version(3).stores(CHAT_STORES);
  return db;
}

/** Opens (lazily) the `notice` database, version 1. */
export function createNoticeDexie(deps: DexieDeps = {}, name = 'notice'): NoticeDexie {
  const db = new Dexie(name, deps.indexedDB ? { indexedDB: deps.indexedDB, IDBKeyRange: deps.IDBKeyRange! } : undefined) as NoticeDexie;
  db.version(1).stores(NOTICE_STORES);
  return db;
}
