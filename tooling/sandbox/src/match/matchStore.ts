/**
 * The match table (spec §3 match info: mid, matchType; MATCH.md): one row per match a viewer
 * acted on (said hi, called, quick video match), newest first. Every write is one statement.
 */
import type { Db } from '../db.ts';

/** What the viewer did with a suggested host. */
export const MATCH_TYPES = ['say_hi', 'video_call', 'quick_video'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

export interface MatchRow {
  mid: string;
  viewer_uid: string;
  host_jid: string;
  match_type: MatchType;
  created_at: number;
}

/** Creates the match table (idempotent). */
export async function migrateMatches(db: Db): Promise<void> {
  await db.exec(`
    create table if not exists matches (
      mid text primary key,
      viewer_uid text not null,
      host_jid text not null,
      match_type text not null check (match_type in ('say_hi', 'video_call', 'quick_video')),
      created_at double precision not null
    );
    create index if not exists matches_viewer on matches (viewer_uid, created_at desc);
  `);
}

/**
 * Records a match. The same `mid` again (a retry) is the match already recorded: it is
 * returned as it was; a `mid` of another viewer gives null.
 */
export async function addMatch(db: Db, row: MatchRow): Promise<MatchRow | null> {
  const [inserted] = await db.query<MatchRow>(
    `insert into matches (mid, viewer_uid, host_jid, match_type, created_at) values ($1, $2, $3, $4, $5)
     on conflict (mid) do nothing returning *`,
    [row.mid, row.viewer_uid, row.host_jid, row.match_type, row.created_at],
  );
  if (inserted) return inserted;
  const [existing] = await db.query<MatchRow>('select * from matches where mid = $1', [row.mid]);
  return existing && existing.viewer_uid === row.viewer_uid ? existing : null;
}

/** One page of a viewer's matches, newest first, and whether more follow. */
export async function matchPage(db: Db, uid: string, page: number, pageSize: number): Promise<{ rows: MatchRow[]; hasMore: boolean }> {
  const rows = await db.query<MatchRow>(
    'select * from matches where viewer_uid = $1 order by created_at desc, mid desc limit $2 offset $3',
    [uid, pageSize + 1, (page - 1) * pageSize],
  );
  return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
}
