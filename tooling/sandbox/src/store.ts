/** Repository over the sandbox database: users, messages, settings, seeding. */
import { createHash, randomBytes, randomInt, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Db } from './db.ts';
import { buildSeedAnchors, SEED_VIEWERS } from './seedData.ts';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number) => Promise<Buffer>;

/** A row of the users table (viewers and hosts). */
export interface UserRow {
  uid: string;
  jid: string;
  kind: 'viewer' | 'anchor';
  nickname: string;
  name: string;
  passwd_hash: string | null;
  open_id: string | null;
  birthday: string;
  country: string;
  language: string;
  gender: string;
  about: string;
  price: number;
  popularity: number;
  joined: number;
  tz_offset: number;
  gems: number;
  silver: number;
  silver_spent: number;
  paid: boolean;
  complete_info: boolean;
  /** An uploaded avatar (`/media/uploads/…`); '' = the generated one. */
  avatar_url: string;
  /** True once the official welcome was sent. */
  welcomed: boolean;
  /** Free first calls granted / left (spec §3 firstCallInfo). */
  first_call_total: number;
  first_call_remaining: number;
  /** Paid-user free calls left (spec §3). */
  paid_free_times: number;
  /** Silver-club calls left (spec §3 silver call availableTimes). */
  silver_call_times: number;
}

/** A logged chat message. */
export interface MessageRow {
  mid: string;
  from_jid: string;
  to_jid: string;
  date: number;
  type: string;
  body: string;
  extras: Record<string, unknown>;
  /** When the recipient's app reported it displayed (XEP-0333), epoch ms; null when not (yet). */
  displayed_at?: number | null;
}

/** Outcome of a debit keyed by a unique id (gift purchase, media unlock). */
export type DebitOutcome =
  | { status: 'ok'; gemsBalance: number; repeated: boolean }
  | { status: 'insufficient' }
  | { status: 'conflict' };

const WALLET_SEEDED_KEY = 'wallet_seeded_v1';

const isUniqueViolation = (e: unknown) => (e as { code?: unknown } | null)?.code === '23505';

/** Hashes a password with scrypt: `scrypt$<salt hex>$<hash hex>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 32);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/** Checks a password against {@link hashPassword} output, in constant time. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [alg, saltHex, hashHex] = stored.split('$');
  if (alg !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const got = await scrypt(password, Buffer.from(saltHex, 'hex'), expected.length);
  return got.length === expected.length && timingSafeEqual(got, expected);
}

/**
 * What a quick guest's openId (`login_service/login` channel `sandbox`) must look like: 22..128
 * characters of A-Z a-z 0-9 _ - (the app sends `web-<uuid>`, 40 characters).
 */
export const GUEST_OPEN_ID = /^[A-Za-z0-9_-]{22,128}$/;

/**
 * `users.open_id` of a quick guest: `guest:` + the SHA-256 hex of the app's openId. Guests live
 * in their own namespace, so no openId a client sends can name a third-party account
 * (`google:…`) or another guest without knowing that guest's openId. `migrate` (db.ts) moves
 * older guest rows to this form once, with the same hash in SQL.
 */
export function guestOpenIdKey(openId: string): string {
  return `guest:${createHash('sha256').update(openId, 'utf8').digest('hex')}`;
}

/** `users.open_id` of a third-party account: `google:` + the provider account's `sub` (oauth/oauth.ts). */
export function googleOpenIdKey(sub: string): string {
  return `google:${sub}`;
}

/** Data access for the sandbox. */
export class Store {
  constructor(
    readonly db: Db,
    readonly domain: string,
  ) {}

  /** Jid of a host uid. */
  anchorJid(uid: string): string {
    return `anchor_${uid}@anchors.${this.domain}`;
  }

  /** Jid of a viewer uid. */
  viewerJid(uid: string): string {
    return `user_${uid}@${this.domain}`;
  }

  /** Seeds hosts and viewers when the users table is empty. Returns true when it seeded. */
  async seedIfEmpty(nowMs: number): Promise<boolean> {
    const [row] = await this.db.query<{ n: number }>('select count(*)::int as n from users');
    if (row && row.n > 0) return false;
    for (const a of buildSeedAnchors(nowMs)) {
      await this.db.query(
        `insert into users (uid, jid, kind, nickname, name, birthday, country, language, gender, about, price,
           popularity, joined, tz_offset, complete_info)
         values ($1,$2,'anchor',$3,$4,$5,$6,$7,'female',$8,$9,$10,$11,$12,true)
         on conflict (uid) do nothing`,
        [a.uid, this.anchorJid(a.uid), a.nickname, a.name, a.birthday, a.country, a.language, a.about, a.price, a.popularity, a.joined, a.tzOffset],
      );
    }
    for (const v of SEED_VIEWERS) {
      await this.db.query(
        `insert into users (uid, jid, kind, nickname, name, passwd_hash, birthday, country, language, gender, about,
           joined, gems, paid, complete_info, first_call_total, first_call_remaining, paid_free_times, silver_call_times)
         values ($1,$2,'viewer',$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,true,$14,$15,$16,$17)
         on conflict (uid) do nothing`,
        [
          v.uid, this.viewerJid(v.uid), v.nickname, v.name, await hashPassword(v.password), v.birthday, v.country, v.language, v.gender, v.about,
          nowMs, v.gems, v.paid, v.firstCallTotal, v.firstCallRemaining, v.paidUserFreeTimes, v.silverCallTimes,
        ],
      );
    }
    return true;
  }

  /**
   * Gives the seeded viewers their seed wallet counters once per database (a data folder made
   * before the wallet columns existed got the new-viewer defaults from `migrateWallet`).
   * Gems and the paid flag are left as they are.
   */
  async seedWalletsOnce(): Promise<void> {
    if ((await this.getSetting(WALLET_SEEDED_KEY)) === '1') return;
    for (const v of SEED_VIEWERS) {
      await this.db.query(
        `update users set first_call_total = $2, first_call_remaining = $3, paid_free_times = $4, silver_call_times = $5
         where uid = $1 and kind = 'viewer'`,
        [v.uid, v.firstCallTotal, v.firstCallRemaining, v.paidUserFreeTimes, v.silverCallTimes],
      );
    }
    await this.setSetting(WALLET_SEEDED_KEY, '1');
  }

  /** A setting value, or undefined. */
  async getSetting(key: string): Promise<string | undefined> {
    const [row] = await this.db.query<{ value: string }>('select value from settings where key = $1', [key]);
    return row?.value;
  }

  /** Sets a setting value. */
  async setSetting(key: string, value: string): Promise<void> {
    await this.db.query(
      'insert into settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value',
      [key, value],
    );
  }

  /** Returns the setting, creating it with `make()` first when missing (first writer wins). */
  async getOrCreateSetting(key: string, make: () => string): Promise<string> {
    await this.db.query('insert into settings (key, value) values ($1, $2) on conflict (key) do nothing', [key, make()]);
    const v = await this.getSetting(key);
    if (v === undefined) throw new Error(`setting ${key} missing`);
    return v;
  }

  /** A user by uid. */
  async userByUid(uid: string): Promise<UserRow | undefined> {
    const [row] = await this.db.query<UserRow>('select * from users where uid = $1', [uid]);
    return row;
  }

  /** A user by bare jid (case-insensitive). */
  async userByJid(jid: string): Promise<UserRow | undefined> {
    const [row] = await this.db.query<UserRow>('select * from users where lower(jid) = lower($1)', [jid]);
    return row;
  }

  /**
   * Writes the given profile fields of a viewer in one statement (absent ones stay) and sets
   * complete_info once nickname, birthday and gender are all set. Returns the updated row.
   */
  async updateProfile(
    uid: string,
    p: Partial<Pick<UserRow, 'nickname' | 'birthday' | 'gender' | 'about' | 'country' | 'language' | 'avatar_url'>>,
  ): Promise<UserRow> {
    const [row] = await this.db.query<UserRow>(
      `update users set
         nickname = coalesce($2, nickname), birthday = coalesce($3, birthday), gender = coalesce($4, gender),
         about = coalesce($5, about), country = coalesce($6, country), language = coalesce($7, language),
         avatar_url = coalesce($8, avatar_url),
         complete_info = (coalesce($2, nickname) <> '' and coalesce($3, birthday) <> '' and coalesce($4, gender) <> '')
       where uid = $1 and kind = 'viewer' returning *`,
      [uid, p.nickname ?? null, p.birthday ?? null, p.gender ?? null, p.about ?? null, p.country ?? null, p.language ?? null, p.avatar_url ?? null],
    );
    if (!row) throw new Error(`no viewer ${uid}`);
    return row;
  }

  /** Users by bare jids. */
  async usersByJids(jids: string[]): Promise<UserRow[]> {
    if (jids.length === 0) return [];
    return this.db.query<UserRow>('select * from users where lower(jid) = any($1::text[])', [jids.map((j) => j.toLowerCase())]);
  }

  /**
   * The user whose `users.open_id` is `openId`, or undefined. `openId` is a stored key
   * ({@link guestOpenIdKey} or {@link googleOpenIdKey}), never a raw value from a client.
   */
  async userByOpenId(openId: string): Promise<UserRow | undefined> {
    const [row] = await this.db.query<UserRow>('select * from users where open_id = $1', [openId]);
    return row;
  }

  /**
   * Finds or creates the viewer of a stored open_id key ({@link guestOpenIdKey} or
   * {@link googleOpenIdKey}; never a raw value from a client). New viewers: "Guest 1234",
   * 300 gems, not paid, `joined` = `nowMs` (epoch ms).
   */
  async viewerForOpenId(openId: string, nowMs: number): Promise<UserRow> {
    const existing = await this.db.query<UserRow>('select * from users where open_id = $1', [openId]);
    if (existing[0]) return existing[0];
    const nick = `Guest ${randomInt(1000, 10000)}`;
    await this.db.query(
      `with n as (select nextval('viewer_uid_seq')::text as uid)
       insert into users (uid, jid, kind, nickname, name, open_id, joined, gems, paid, complete_info)
       select n.uid, 'user_' || n.uid || '@' || $1, 'viewer', $2, $2, $3, $4, 300, false, false from n
       on conflict (open_id) do nothing`,
      [this.domain, nick, openId, nowMs],
    );
    const [row] = await this.db.query<UserRow>('select * from users where open_id = $1', [openId]);
    if (!row) throw new Error('could not create the viewer');
    return row;
  }

  /** One page of hosts, ordered for the hot (popularity) or new (joined) list. */
  async anchorPage(order: 'hot' | 'new', language: string, page: number, pageSize: number): Promise<{ rows: UserRow[]; hasMore: boolean }> {
    const orderBy = order === 'hot' ? 'popularity desc, uid asc' : 'joined desc, uid asc';
    const params: unknown[] = [pageSize + 1, (page - 1) * pageSize];
    let where = "kind = 'anchor'";
    if (language !== 'all') {
      params.push(language);
      where += ' and language = $3';
    }
    const rows = await this.db.query<UserRow>(`select * from users where ${where} order by ${orderBy} limit $1 offset $2`, params);
    return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
  }

  /** All hosts. */
  async allAnchors(): Promise<UserRow[]> {
    return this.db.query<UserRow>("select * from users where kind = 'anchor' order by uid");
  }

  /** Logs a chat message; false (and nothing stored) when its mid is already logged. */
  async logMessage(m: MessageRow, nowMs: number): Promise<boolean> {
    const rows = await this.db.query(
      `insert into messages (mid, from_jid, to_jid, date, type, body, extras, logged_at)
       values ($1,$2,$3,$4,$5,$6,$7::jsonb,$8) on conflict (mid) do nothing returning mid`,
      [m.mid, m.from_jid, m.to_jid, m.date, m.type, m.body, JSON.stringify(m.extras), nowMs],
    );
    return rows.length > 0;
  }

  /**
   * Records a displayed marker (XEP-0333) from `reader` for `mid`, a message `sender` sent
   * them: that message and every earlier one of the pair not yet displayed. Returns how many
   * messages it marked (0 for an unknown mid or one of another pair).
   */
  async markDisplayed(mid: string, sender: string, reader: string, nowMs: number): Promise<number> {
    const rows = await this.db.query(
      `update messages set displayed_at = $4
        where from_jid = $2 and to_jid = $3 and displayed_at is null
          and date <= (select date from messages where mid = $1 and from_jid = $2 and to_jid = $3)
        returning mid`,
      [mid, sender, reader, nowMs],
    );
    return rows.length;
  }

  /** Logged messages between two jids (either direction), oldest first. */
  async messagesBetween(a: string, b: string): Promise<MessageRow[]> {
    return this.db.query<MessageRow>(
      `select mid, from_jid, to_jid, date, type, body, extras, displayed_at, logged_at from messages
       where (from_jid = $1 and to_jid = $2) or (from_jid = $2 and to_jid = $1) order by date, logged_at`,
      [a, b],
    );
  }

  /**
   * Sets a user's gems balance (and optionally the paid flag) in one statement; returns the
   * row with the balance before (`gems_before`), or undefined for an unknown uid.
   */
  async setGems(uid: string, gems: number, paid?: boolean): Promise<(UserRow & { gems_before: number }) | undefined> {
    const [row] = await this.db.query<UserRow & { gems_before: number }>(
      `with before as (select uid, gems from users where uid = $1)
       update users u set gems = $2, paid = coalesce($3, u.paid) from before where u.uid = before.uid
       returning u.*, before.gems as gems_before`,
      [uid, gems, paid ?? null],
    );
    return row;
  }

  /**
   * Buys a gift: debits `price` from `uid` and records the purchase under `mid`, in one
   * statement (`UPDATE … WHERE gems >= price RETURNING` feeding the INSERT). A repeated mid
   * by the same buyer for the same gift returns ok without a second debit.
   */
  async purchaseGift(p: { mid: string; uid: string; giftId: string; price: number; target: string; nowMs: number }): Promise<DebitOutcome> {
    try {
      const [row] = await this.db.query<{ balance_after: number }>(
        `with debit as (
           update users set gems = gems - $3 where uid = $2 and gems >= $3
             and not exists (select 1 from gift_purchases where mid = $1)
           returning gems)
         insert into gift_purchases (mid, uid, gift_id, price, target, balance_after, created)
         select $1, $2, $4, $3, $5, gems, $6 from debit returning balance_after`,
        [p.mid, p.uid, p.price, p.giftId, p.target, p.nowMs],
      );
      if (row) return { status: 'ok', gemsBalance: row.balance_after, repeated: false };
    } catch (e) {
      if (!isUniqueViolation(e)) throw e; // a concurrent purchase with the same mid won: read it below
    }
    const [prev] = await this.db.query<{ uid: string; gift_id: string; target: string }>('select uid, gift_id, target from gift_purchases where mid = $1', [p.mid]);
    if (prev) {
      // The same purchase again answers as before; the mid of another purchase (buyer, gift or host) is a conflict.
      if (prev.uid !== p.uid || prev.gift_id !== p.giftId || prev.target.toLowerCase() !== p.target.toLowerCase()) return { status: 'conflict' };
      const u = await this.userByUid(p.uid);
      return { status: 'ok', gemsBalance: u?.gems ?? 0, repeated: true };
    }
    return { status: 'insufficient' };
  }

  /** Records the real URL of a paid (locked) media message. */
  async recordPaidMedia(mid: string, url: string, nowMs: number): Promise<void> {
    await this.db.query('insert into paid_media (mid, url, created) values ($1, $2, $3) on conflict (mid) do nothing', [mid, url, nowMs]);
  }

  /** A logged message by mid, with the real URL of its paid media when recorded. */
  async messageByMid(mid: string): Promise<(MessageRow & { paid_url: string | null }) | undefined> {
    const [row] = await this.db.query<MessageRow & { paid_url: string | null }>(
      `select m.mid, m.from_jid, m.to_jid, m.date, m.type, m.body, m.extras, p.url as paid_url
       from messages m left join paid_media p on p.mid = m.mid where m.mid = $1`,
      [mid],
    );
    return row;
  }

  /** Unlocks a paid media message for `uid`: debits `price` once (atomically), then never again. */
  async unlockMedia(p: { mid: string; uid: string; price: number; nowMs: number }): Promise<DebitOutcome> {
    try {
      const [row] = await this.db.query<{ gems: number }>(
        `with debit as (
           update users set gems = gems - $3 where uid = $2 and gems >= $3
             and not exists (select 1 from media_unlocks where mid = $1 and uid = $2)
           returning gems)
         , ins as (insert into media_unlocks (mid, uid, price, created) select $1, $2, $3, $4 from debit returning mid)
         select debit.gems from debit, ins`,
        [p.mid, p.uid, p.price, p.nowMs],
      );
      if (row) return { status: 'ok', gemsBalance: row.gems, repeated: false };
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
    const [prev] = await this.db.query('select 1 from media_unlocks where mid = $1 and uid = $2', [p.mid, p.uid]);
    if (prev) {
      const u = await this.userByUid(p.uid);
      return { status: 'ok', gemsBalance: u?.gems ?? 0, repeated: true };
    }
    return { status: 'insufficient' };
  }

  /** The gift purchase recorded under message id `mid` (gift IQ), or undefined. */
  async giftPurchase(mid: string): Promise<{ uid: string; gift_id: string; target: string } | undefined> {
    const [row] = await this.db.query<{ uid: string; gift_id: string; target: string }>('select uid, gift_id, target from gift_purchases where mid = $1', [mid]);
    return row;
  }

  /** Number of chat messages (gifts included) `from` sent `to` that were logged at or after `sinceMs`. */
  async countMessagesSince(from: string, to: string, sinceMs: number): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      `select count(*)::int as n from messages
       where lower(from_jid) = lower($1) and lower(to_jid) = lower($2) and logged_at >= $3`,
      [from, to, sinceMs],
    );
    return row?.n ?? 0;
  }

  /** True when `from` sent `to` any message logged at or after `sinceMs`. */
  async sentSince(from: string, to: string, sinceMs: number): Promise<boolean> {
    const rows = await this.db.query(
      'select 1 from messages where lower(from_jid) = lower($1) and lower(to_jid) = lower($2) and logged_at >= $3 limit 1',
      [from, to, sinceMs],
    );
    return rows.length > 0;
  }

  /** Marks a viewer welcomed; true only for the call that flipped the flag. */
  async markWelcomed(uid: string, welcomed = true): Promise<boolean> {
    const rows = await this.db.query("update users set welcomed = $2 where uid = $1 and kind = 'viewer' and welcomed <> $2 returning uid", [uid, welcomed]);
    return rows.length > 0;
  }
}
