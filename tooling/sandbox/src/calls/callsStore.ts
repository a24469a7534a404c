/** The `calls` table (ended call sessions) and the per-minute gems debit of a call. */
import type { Db } from '../db.ts';

/** One ended call session. */
export interface CallRow {
  sid: string;
  caller: string;
  callee: string;
  start_time: number;
  /** 0 when the call never connected. */
  connecting_time: number;
  end_time: number;
  reason: string;
  reject_type: string;
  billed_gems: number;
  /** How it was paid: a CallPayment (`paid`, `firstCallFree`, `paidUserFreeCall`, `silverCall`) or `storyLine`. */
  payment: string;
  /** Connected ms: media flowing, downtime not counted (issue 19.4; 0 for older rows). */
  media_ms?: number;
  /** Ms the media was down after it first connected, as the host side reported (issue 19.4). */
  media_down_ms?: number;
  /** How many times the media went down after it first connected. */
  media_drops?: number;
}

/** Creates the calls table (idempotent). */
export async function migrateCalls(db: Db): Promise<void> {
  await db.exec(`
    create table if not exists calls (
      sid text primary key,
      caller text not null,
      callee text not null,
      start_time double precision not null,
      connecting_time double precision not null default 0,
      end_time double precision not null,
      reason text not null default '',
      reject_type text not null default '',
      billed_gems integer not null default 0
    );
    create index if not exists calls_caller on calls (caller, start_time desc);
    create index if not exists calls_callee on calls (callee, start_time desc);
    alter table calls add column if not exists payment text not null default 'paid';
    alter table calls add column if not exists media_ms double precision not null default 0;
    alter table calls add column if not exists media_down_ms double precision not null default 0;
    alter table calls add column if not exists media_drops integer not null default 0;
  `);
}

/**
 * Debits `price` gems from viewer `uid` in one statement (`… WHERE gems >= price RETURNING`).
 * Returns the new balance, or undefined when the balance cannot cover it.
 */
export async function debitCallMinute(db: Db, uid: string, price: number): Promise<number | undefined> {
  const [row] = await db.query<{ gems: number }>(
    "update users set gems = gems - $2 where uid = $1 and kind = 'viewer' and gems >= $2 returning gems",
    [uid, price],
  );
  return row?.gems;
}

/** Stores an ended call (a repeated sid keeps the first record). */
export async function insertCall(db: Db, c: CallRow): Promise<void> {
  await db.query(
    `insert into calls (sid, caller, callee, start_time, connecting_time, end_time, reason, reject_type, billed_gems, payment, media_ms, media_down_ms, media_drops)
     values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13) on conflict (sid) do nothing`,
    [c.sid, c.caller, c.callee, c.start_time, c.connecting_time, c.end_time, c.reason, c.reject_type, c.billed_gems, c.payment, c.media_ms ?? 0, c.media_down_ms ?? 0, c.media_drops ?? 0],
  );
}

/** True when a call with this sid was already stored. */
export async function callExists(db: Db, sid: string): Promise<boolean> {
  return (await db.query('select 1 from calls where sid = $1', [sid])).length > 0;
}

/** Calls where `jid` is the caller or the callee (newest first), or all calls without a jid. */
export async function listCalls(db: Db, jid?: string): Promise<CallRow[]> {
  if (!jid) return db.query<CallRow>('select * from calls order by start_time desc limit 500');
  return db.query<CallRow>(
    'select * from calls where lower(caller) = lower($1) or lower(callee) = lower($1) order by start_time desc limit 500',
    [jid],
  );
}
