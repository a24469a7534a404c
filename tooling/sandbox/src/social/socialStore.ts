/**
 * The social tables (tooling/sandbox/SOCIAL.md; issue 10): one row per viewer and host with the
 * friendship state, the favourite flag and the likes both ways. Every change is one statement.
 */
import type { Db } from '../db.ts';

/** Where a friendship stands, seen from the viewer. */
export type FriendState = 'none' | 'requested' | 'incoming' | 'friends';

export interface RelationRow {
  viewer_uid: string;
  host_jid: string;
  friend: FriendState;
  favorite: boolean;
  liked: boolean;
  liked_me: boolean;
  requested_at: number | null;
  friends_at: number | null;
  favorite_at: number | null;
  liked_at: number | null;
  liked_me_at: number | null;
}

/** Creates the social tables (idempotent). */
export async function migrateSocial(db: Db): Promise<void> {
  await db.exec(`
    create table if not exists relations (
      viewer_uid text not null,
      host_jid text not null,
      friend text not null default 'none' check (friend in ('none', 'requested', 'incoming', 'friends')),
      favorite boolean not null default false,
      liked boolean not null default false,
      liked_me boolean not null default false,
      requested_at double precision,
      friends_at double precision,
      favorite_at double precision,
      liked_at double precision,
      liked_me_at double precision,
      primary key (viewer_uid, host_jid)
    );
    create index if not exists relations_friend on relations (viewer_uid, friend, friends_at desc);
    create table if not exists liked_me_seeded (viewer_uid text primary key);
  `);
}

/** The relation of a viewer and a host (all false / 'none' when there is no row). */
export async function relationOf(db: Db, uid: string, hostJid: string): Promise<RelationRow> {
  const [r] = await db.query<RelationRow>('select * from relations where viewer_uid = $1 and host_jid = $2', [uid, hostJid]);
  return r ?? { viewer_uid: uid, host_jid: hostJid, friend: 'none', favorite: false, liked: false, liked_me: false, requested_at: null, friends_at: null, favorite_at: null, liked_at: null, liked_me_at: null };
}

type Patch = Partial<Pick<RelationRow, 'friend' | 'favorite' | 'liked' | 'liked_me' | 'requested_at' | 'friends_at' | 'favorite_at' | 'liked_at' | 'liked_me_at'>>;
const COLUMNS = ['friend', 'favorite', 'liked', 'liked_me', 'requested_at', 'friends_at', 'favorite_at', 'liked_at', 'liked_me_at'] as const;

/**
 * Writes `patch` to the relation (creating it), only when the current friend state is one of
 * `whenFriendIn` (when given). Returns the row after, or null when the condition did not hold.
 */
export async function setRelation(db: Db, uid: string, hostJid: string, patch: Patch, whenFriendIn?: FriendState[]): Promise<RelationRow | null> {
  const cols = COLUMNS.filter((c) => patch[c] !== undefined);
  const values = cols.map((c) => patch[c]);
  const insertCols = ['viewer_uid', 'host_jid', ...cols].join(', ');
  const placeholders = ['$1', '$2', ...cols.map((_, i) => `$${i + 3}`)].join(', ');
  const updates = cols.map((c, i) => `${c} = $${i + 3}`).join(', ') || 'friend = relations.friend';
  const cond = whenFriendIn ? ` where relations.friend = any($${cols.length + 3}::text[])` : '';
  const params: unknown[] = [uid, hostJid, ...values, ...(whenFriendIn ? [whenFriendIn] : [])];
  if (whenFriendIn && !whenFriendIn.includes('none')) {
    // Only an existing row can be in a state other than 'none'.
    const [r] = await db.query<RelationRow>(`update relations set ${updates} where viewer_uid = $1 and host_jid = $2 and friend = any($${cols.length + 3}::text[]) returning *`, params);
    return r ?? null;
  }
  const [r] = await db.query<RelationRow>(
    `insert into relations (${insertCols}) values (${placeholders}) on conflict (viewer_uid, host_jid) do update set ${updates}${cond} returning *`,
    params,
  );
  return r ?? null;
}

/** One page of a viewer's relations where `column` is true (or friend = 'friends' / 'incoming'), newest first. */
export async function relationPage(
  db: Db,
  uid: string,
  what: 'friends' | 'incoming' | 'favorite' | 'liked' | 'liked_me',
  page: number,
  pageSize: number,
): Promise<{ rows: RelationRow[]; hasMore: boolean }> {
  const where = what === 'friends' || what === 'incoming' ? `friend = '${what}'` : `${what} = true`;
  const order = { friends: 'friends_at', incoming: 'requested_at', favorite: 'favorite_at', liked: 'liked_at', liked_me: 'liked_me_at' }[what];
  const rows = await db.query<RelationRow>(
    `select * from relations where viewer_uid = $1 and ${where} order by ${order} desc nulls last, host_jid limit $2 offset $3`,
    [uid, pageSize + 1, (page - 1) * pageSize],
  );
  return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
}

/** Requests still waiting for a host's answer, oldest first. */
export async function pendingRequests(db: Db, uid: string): Promise<RelationRow[]> {
  return db.query<RelationRow>("select * from relations where viewer_uid = $1 and friend = 'requested' order by requested_at", [uid]);
}

/** Marks that the liked-me seed ran for a viewer; true only the first time. */
export async function claimLikedMeSeed(db: Db, uid: string): Promise<boolean> {
  const r = await db.query('insert into liked_me_seeded (viewer_uid) values ($1) on conflict do nothing returning viewer_uid', [uid]);
  return r.length === 1;
}
