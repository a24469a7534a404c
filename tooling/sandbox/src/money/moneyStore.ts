/**
 * The money tables and every statement that changes a balance (tooling/sandbox/MONEY.md):
 * orders, the ledger, saved cards, rewards (lucky box, check-ins), task claims, silver records.
 * Each credit is ONE SQL statement (data-modifying CTEs): the state change, the balance and
 * the ledger row commit together or not at all, and a unique key makes a second credit of the
 * same order, box, day or task impossible however often it is asked for.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db.ts';

/** Creates the money tables (idempotent). */
export async function migrateMoney(db: Db): Promise<void> {
  await db.exec(`
    create table if not exists orders (
      order_id text primary key,
      uid text not null,
      idem_key text not null,
      sku text not null,
      gems integer not null,
      currency text not null,
      amount double precision not null,
      channel text not null,
      status text not null,
      fail_reason text not null default '',
      card_behaviour text not null default '',
      vpa text not null default '',
      settle_at double precision,
      settle_status text not null default '',
      cookies jsonb not null default '{}'::jsonb,
      created double precision not null,
      paid_at double precision,
      unique (uid, idem_key)
    );
    create index if not exists orders_uid_created on orders (uid, created desc);
    create table if not exists ledger (
      entry text primary key,
      uid text not null,
      delta integer not null,
      reason text not null,
      ref text not null,
      created double precision not null,
      balance_after integer not null
    );
    create table if not exists saved_cards (
      card_id text primary key,
      uid text not null,
      brand text not null,
      last4 text not null,
      exp_month integer not null,
      exp_year integer not null,
      behaviour text not null,
      created double precision not null
    );
    create table if not exists rewards (
      uid text not null,
      kind text not null,
      day integer not null,
      gems integer not null,
      created double precision not null,
      primary key (uid, kind, day)
    );
    create table if not exists task_claims (
      uid text not null,
      task_key text not null,
      coins integer not null,
      created double precision not null,
      primary key (uid, task_key)
    );
    create table if not exists silver_records (
      id text primary key,
      uid text not null,
      silver integer not null,
      reason text not null,
      date double precision not null
    );
    alter table users add column if not exists remind_check_in boolean not null default false;
  `);
}

/** An order row. */
export interface OrderRow {
  order_id: string;
  uid: string;
  idem_key: string;
  sku: string;
  gems: number;
  currency: string;
  amount: number;
  channel: 'card' | 'upi';
  status: 'PENDING' | 'PENDING_AUTH' | 'TXN_SUCCESS' | 'TXN_FAILURE';
  fail_reason: string;
  card_behaviour: string;
  vpa: string;
  settle_at: number | null;
  settle_status: string;
  created: number;
  paid_at: number | null;
}

/** A fresh order id: `ord_` + 20 hex. */
export function newOrderId(): string {
  return `ord_${randomBytes(10).toString('hex')}`;
}

/** What a new order holds. */
export interface NewOrder {
  uid: string;
  idemKey: string;
  sku: string;
  gems: number;
  currency: string;
  amount: number;
  channel: 'card' | 'upi';
  status: OrderRow['status'];
  cardBehaviour?: string;
  vpa?: string;
  settleAt?: number;
  settleStatus?: string;
  cookies: Record<string, string>;
  now: number;
}

/**
 * Inserts an order unless the viewer already used `idemKey`; returns the order under that
 * key either way and whether it is new (idempotency, MONEY.md).
 */
export async function insertOrder(db: Db, o: NewOrder): Promise<{ order: OrderRow; created: boolean }> {
  const [row] = await db.query<OrderRow>(
    `insert into orders (order_id, uid, idem_key, sku, gems, currency, amount, channel, status, card_behaviour, vpa, settle_at, settle_status, cookies, created)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15)
     on conflict (uid, idem_key) do nothing returning *`,
    [newOrderId(), o.uid, o.idemKey, o.sku, o.gems, o.currency, o.amount, o.channel, o.status, o.cardBehaviour ?? '', o.vpa ?? '', o.settleAt ?? null, o.settleStatus ?? '', JSON.stringify(o.cookies), o.now],
  );
  if (row) return { order: row, created: true };
  const [existing] = await db.query<OrderRow>('select * from orders where uid = $1 and idem_key = $2', [o.uid, o.idemKey]);
  if (!existing) throw new Error('order vanished');
  return { order: existing, created: false };
}

/** One order of a viewer, or undefined. */
export async function orderOf(db: Db, orderId: string, uid: string): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>('select * from orders where order_id = $1 and uid = $2', [orderId, uid]);
  return row;
}

/**
 * Marks a pending order paid and credits its gems (and the silver bonus, and the paid flag)
 * in one statement. Returns the new gems balance, or undefined when the order was not
 * pending (already paid or failed: nothing is credited twice).
 */
export async function settleOrder(db: Db, orderId: string, now: number): Promise<number | undefined> {
  const [row] = await db.query<{ gems: number | null }>(
    `with o as (
       update orders set status = 'TXN_SUCCESS', paid_at = $2
       where order_id = $1 and status in ('PENDING', 'PENDING_AUTH')
       returning uid, gems, order_id
     ), u as (
       update users set gems = users.gems + o.gems, paid = true, silver = users.silver + floor(o.gems / 10)::int
       from o where users.uid = o.uid
       returning users.uid, users.gems
     ), l as (
       insert into ledger (entry, uid, delta, reason, ref, created, balance_after)
       select 'order:' || o.order_id, o.uid, o.gems, 'order', o.order_id, $2, u.gems from o join u on u.uid = o.uid
       returning 1
     ), s as (
       insert into silver_records (id, uid, silver, reason, date)
       select 'bonus:' || o.order_id, o.uid, floor(o.gems / 10)::int, 'recharge_bonus', $2 from o where o.gems >= 10
       returning 1
     )
     select (select gems from u) as gems`,
    [orderId, now],
  );
  return row?.gems ?? undefined;
}

/** Fails a pending order with `reason`; false when it was not pending. */
export async function failOrder(db: Db, orderId: string, reason: string): Promise<boolean> {
  const rows = await db.query('update orders set status = $2, fail_reason = $3 where order_id = $1 and status in ($4, $5) returning 1', [
    orderId, 'TXN_FAILURE', reason, 'PENDING', 'PENDING_AUTH',
  ]);
  return rows.length > 0;
}

/**
 * Settles the viewer's UPI orders whose time has come (`settle_at <= now`), each with its
 * outcome; returns the balance after the last credit, if any. Safe to call on every read.
 */
export async function settleDue(db: Db, uid: string, now: number): Promise<number | undefined> {
  const due = await db.query<OrderRow>("select * from orders where uid = $1 and status = 'PENDING' and settle_at is not null and settle_at <= $2", [uid, now]);
  let balance: number | undefined;
  for (const o of due) {
    if (o.settle_status === 'TXN_SUCCESS') balance = (await settleOrder(db, o.order_id, now)) ?? balance;
    else await failOrder(db, o.order_id, 'upi_declined');
  }
  return balance;
}

/** A page of the viewer's orders, newest first. */
export async function ordersPage(db: Db, uid: string, page: number, pageSize: number): Promise<{ rows: OrderRow[]; hasMore: boolean }> {
  const rows = await db.query<OrderRow>('select * from orders where uid = $1 order by created desc, order_id limit $2 offset $3', [uid, pageSize + 1, (page - 1) * pageSize]);
  return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
}

/** A saved card row. */
export interface SavedCardRow {
  card_id: string;
  uid: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  behaviour: string;
}

/** Saves a card (never its number): brand, last 4 digits, expiry and its test behaviour. */
export async function saveCard(db: Db, c: Omit<SavedCardRow, 'card_id'>, now: number): Promise<SavedCardRow> {
  const [row] = await db.query<SavedCardRow>(
    'insert into saved_cards (card_id, uid, brand, last4, exp_month, exp_year, behaviour, created) values ($1, $2, $3, $4, $5, $6, $7, $8) returning *',
    [`card_${randomBytes(8).toString('hex')}`, c.uid, c.brand, c.last4, c.exp_month, c.exp_year, c.behaviour, now],
  );
  return row!;
}

/** The viewer's saved cards, oldest first. */
export async function savedCards(db: Db, uid: string): Promise<SavedCardRow[]> {
  return db.query<SavedCardRow>('select * from saved_cards where uid = $1 order by created', [uid]);
}

/**
 * Credits a once-per-key reward (`kind` lucky_box / check_in on `day`) of `gems`, with its
 * ledger row, in one statement. Returns the new balance, or undefined when it was given already.
 */
export async function creditReward(db: Db, p: { uid: string; kind: string; day: number; gems: number; now: number }): Promise<number | undefined> {
  const [row] = await db.query<{ gems: number | null }>(
    `with r as (
       insert into rewards (uid, kind, day, gems, created) values ($1, $2, $3, $4, $5)
       on conflict do nothing returning uid, gems
     ), u as (
       update users set gems = users.gems + r.gems from r where users.uid = r.uid returning users.gems
     ), l as (
       insert into ledger (entry, uid, delta, reason, ref, created, balance_after)
       select $2 || ':' || $1 || ':' || $3, r.uid, r.gems, $2, $3::text, $5, u.gems from r, u
       returning 1
     )
     select (select gems from u) as gems`,
    [p.uid, p.kind, p.day, p.gems, p.now],
  );
  return row?.gems ?? undefined;
}

/** The days (epoch days, newest first) the viewer checked in, at most `limit`. */
export async function checkInDays(db: Db, uid: string, limit = 8): Promise<number[]> {
  const rows = await db.query<{ day: number }>("select day from rewards where uid = $1 and kind = 'check_in' order by day desc limit $2", [uid, limit]);
  return rows.map((r) => r.day);
}

/** Whether the viewer has a reward of `kind` on `day`. */
export async function hasReward(db: Db, uid: string, kind: string, day: number): Promise<boolean> {
  return (await db.query('select 1 from rewards where uid = $1 and kind = $2 and day = $3', [uid, kind, day])).length > 0;
}

/** Claims a task's coins once, with its ledger row; the new balance, or undefined when claimed already. */
export async function claimTask(db: Db, p: { uid: string; taskKey: string; coins: number; now: number }): Promise<number | undefined> {
  const [row] = await db.query<{ gems: number | null }>(
    `with c as (
       insert into task_claims (uid, task_key, coins, created) values ($1, $2, $3, $4)
       on conflict do nothing returning uid, coins
     ), u as (
       update users set gems = users.gems + c.coins from c where users.uid = c.uid returning users.gems
     ), l as (
       insert into ledger (entry, uid, delta, reason, ref, created, balance_after)
       select 'task:' || $1 || ':' || $2, c.uid, c.coins, 'task', $2, $4, u.gems from c, u
       returning 1
     )
     select (select gems from u) as gems`,
    [p.uid, p.taskKey, p.coins, p.now],
  );
  return row?.gems ?? undefined;
}

/** The task keys the viewer claimed. */
export async function claimedTasks(db: Db, uid: string): Promise<Set<string>> {
  return new Set((await db.query<{ task_key: string }>('select task_key from task_claims where uid = $1', [uid])).map((r) => r.task_key));
}

/** Facts the tasks are judged by: a paid order, a gift bought. */
export async function taskFacts(db: Db, uid: string): Promise<{ recharged: boolean; gifted: boolean }> {
  const [r] = await db.query<{ recharged: boolean; gifted: boolean }>(
    `select exists (select 1 from orders where uid = $1 and status = 'TXN_SUCCESS') as recharged,
            exists (select 1 from gift_purchases where uid = $1) as gifted`,
    [uid],
  );
  return { recharged: !!r?.recharged, gifted: !!r?.gifted };
}

/** Sets the check-in reminder flag; returns it. */
export async function setRemindCheckIn(db: Db, uid: string, on: boolean): Promise<boolean> {
  const [r] = await db.query<{ remind_check_in: boolean }>('update users set remind_check_in = $2 where uid = $1 returning remind_check_in', [uid, on]);
  return !!r?.remind_check_in;
}

/** A page of the viewer's silver records, newest first. */
export async function silverPage(db: Db, uid: string, page: number, pageSize: number): Promise<{ rows: { id: string; silver: number; reason: string; date: number }[]; hasMore: boolean }> {
  const rows = await db.query<{ id: string; silver: number; reason: string; date: number }>(
    'select id, silver, reason, date from silver_records where uid = $1 order by date desc, id limit $2 offset $3',
    [uid, pageSize + 1, (page - 1) * pageSize],
  );
  return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
}

