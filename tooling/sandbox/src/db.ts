/**
 * Database access: one tiny interface over embedded PGlite (file-backed, default) or
 * node-postgres (when DATABASE_URL is set). Same SQL for both.
 */
import { mkdirSync } from 'node:fs';

/** Minimal SQL surface the sandbox uses. */
export interface Db {
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  /** Closes the database. */
  close(): Promise<void>;
  /** "pglite" or "postgres". */
  readonly kind: 'pglite' | 'postgres';
}

/** Opens the database: node-postgres when `databaseUrl` is set, else PGlite files in `dir`. */
export async function openDb(opts: { databaseUrl?: string | undefined; dir: string }): Promise<Db> {
  if (opts.databaseUrl) {
    const pg = await import('pg');
    const Pool = pg.default?.Pool ?? (pg as unknown as { Pool: typeof pg.default.Pool }).Pool;
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 5 });
    await pool.query('select 1');
    return {
      kind: 'postgres',
      async query<T>(sql: string, params: unknown[] = []) {
        const r = await pool.query(sql, params);
        return r.rows as T[];
      },
      async exec(sql: string) {
        await pool.query(sql);
      },
      async close() {
        await pool.end();
      },
    };
  }
  mkdirSync(opts.dir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(opts.dir);
  let closed = false;
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await db.query<T>(sql, params);
      return r.rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.close();
    },
  };
}

/** Setting that marks the one-time move of guest open_ids to `guest:<sha256 hex>`. */
const GUEST_KEYS_MIGRATED = 'guest_open_id_keys_v1';

/** Creates the tables when missing (idempotent) and moves older guest open_ids to `guest:<sha256 hex>` once. */
export async function migrate(db: Db): Promise<void> {
  await db.exec(`
    create table if not exists users (
      uid text primary key,
      jid text not null unique,
      kind text not null check (kind in ('viewer', 'anchor')),
      nickname text not null,
      name text not null default '',
      passwd_hash text,
      open_id text unique,
      birthday text not null default '',
      country text not null default '',
      language text not null default 'en',
      gender text not null default '',
      about text not null default '',
      price integer not null default 0,
      popularity integer not null default 0,
      joined double precision not null,
      tz_offset integer not null default 0,
      gems integer not null default 0,
      silver integer not null default 0,
      silver_spent integer not null default 0,
      paid boolean not null default false,
      complete_info boolean not null default false
    );
    create index if not exists users_kind_pop on users (kind, popularity desc, uid);
    create index if not exists users_kind_joined on users (kind, joined desc, uid);
    create sequence if not exists viewer_uid_seq start with 210001;
    create table if not exists messages (
      mid text primary key,
      from_jid text not null,
      to_jid text not null,
      date double precision not null,
      type text not null,
      body text not null default '',
      extras jsonb not null default '{}'::jsonb,
      logged_at double precision not null
    );
    create index if not exists messages_pair on messages (from_jid, to_jid, date);
    -- When the viewer's app said a host message was displayed (XEP-0333 marker; readReceipt on).
    alter table messages add column if not exists displayed_at double precision;
    create table if not exists settings (
      key text primary key,
      value text not null
    );
    alter table users add column if not exists welcomed boolean not null default false;
    alter table users add column if not exists avatar_url text not null default '';
    create index if not exists messages_pair_logged on messages (from_jid, to_jid, logged_at);
    create table if not exists gift_purchases (
      mid text primary key,
      uid text not null,
      gift_id text not null,
      price integer not null,
      target text not null,
      balance_after integer not null,
      created double precision not null
    );
    create table if not exists media_unlocks (
      mid text not null,
      uid text not null,
      price integer not null,
      created double precision not null,
      primary key (mid, uid)
    );
    create table if not exists paid_media (
      mid text primary key,
      url text not null,
      created double precision not null
    );
  `);
  // Quick guests moved to their own namespace (store.ts guestOpenIdKey), once per database: an
  // older guest row keeps the client's openId as is; it becomes `guest:<sha256 hex>` of it.
  // Third-party rows (`google:`) stay. Fresh databases just get the marker.
  await db.query(
    `with done as (select 1 from settings where key = $1),
     moved as (
       update users set open_id = 'guest:' || encode(sha256(convert_to(open_id, 'UTF8')), 'hex')
       where open_id is not null and open_id not like 'google:%' and open_id not like 'guest:%' and not exists (select 1 from done)
       returning uid
     )
     insert into settings (key, value) values ($1, '1') on conflict (key) do nothing`,
    [GUEST_KEYS_MIGRATED],
  );
}

