/**
 * A viewer's call wallet (spec §3 Account info, firstCallInfo, paid-user free call, silver
 * call): gems and the paid flag plus the free-call counters kept in `users`
 * (`first_call_total`, `first_call_remaining`, `paid_free_times`, `silver_call_times`).
 * Counters change only through single SQL statements, so nothing is half-applied.
 */
import type { CallPayment, CallWallet } from '@vchat/domain';
import type { Db } from '../db.ts';
import type { UserRow } from '../store.ts';

/** The wallet as the admin API shows it. Gems in gems, counters in remaining uses. */
export interface Wallet {
  uid: string;
  jid: string;
  gems: number;
  paid: boolean;
  firstCallTotal: number;
  firstCallRemaining: number;
  paidUserFreeTimes: number;
  silverCallTimes: number;
}

/** Wallet values of a new viewer (any sign-in path other than the seeds). */
export const NEW_VIEWER_WALLET = { firstCallTotal: 1, firstCallRemaining: 1, paidUserFreeTimes: 0, silverCallTimes: 1 } as const;

/** Adds the wallet columns to `users` (idempotent; existing rows get the new-viewer values). */
export async function migrateWallet(db: Db): Promise<void> {
  await db.exec(`
    alter table users add column if not exists first_call_total integer not null default ${NEW_VIEWER_WALLET.firstCallTotal};
    alter table users add column if not exists first_call_remaining integer not null default ${NEW_VIEWER_WALLET.firstCallRemaining};
    alter table users add column if not exists paid_free_times integer not null default ${NEW_VIEWER_WALLET.paidUserFreeTimes};
    alter table users add column if not exists silver_call_times integer not null default ${NEW_VIEWER_WALLET.silverCallTimes};
  `);
}

/** The wallet of a user row. */
export function walletOf(u: UserRow): Wallet {
  return {
    uid: u.uid,
    jid: u.jid,
    gems: u.gems,
    paid: u.paid,
    firstCallTotal: u.first_call_total,
    firstCallRemaining: u.first_call_remaining,
    paidUserFreeTimes: u.paid_free_times,
    silverCallTimes: u.silver_call_times,
  };
}

/** The domain's CallWallet of a viewer under the current switch (callRules.ts). */
export function callWalletOf(u: UserRow, enablePaidUserFreeCall: boolean): CallWallet {
  return {
    gemsBalance: u.gems,
    paid: u.paid,
    enablePaidUserFreeCall,
    paidUserFreeTimes: u.paid_free_times,
    firstCallRemaining: u.first_call_remaining,
  };
}

/** Fields an admin may set; unset ones stay. */
export interface WalletPatch {
  gems?: number | undefined;
  paid?: boolean | undefined;
  firstCallRemaining?: number | undefined;
  paidUserFreeTimes?: number | undefined;
  silverCallTimes?: number | undefined;
}

/**
 * Sets a viewer's wallet fields in one statement (first_call_total is raised to the
 * remaining count when that is higher). Returns the new wallet and the gems before, or
 * undefined when `uid` is not a viewer.
 */
export async function setWallet(db: Db, uid: string, p: WalletPatch): Promise<{ wallet: Wallet; gemsBefore: number } | undefined> {
  const [row] = await db.query<UserRow & { gems_before: number }>(
    `with before as (select uid, gems from users where uid = $1 and kind = 'viewer')
     update users u set
       gems = coalesce($2, u.gems),
       paid = coalesce($3, u.paid),
       first_call_remaining = coalesce($4, u.first_call_remaining),
       first_call_total = greatest(u.first_call_total, coalesce($4, u.first_call_remaining)),
       paid_free_times = coalesce($5, u.paid_free_times),
       silver_call_times = coalesce($6, u.silver_call_times)
     from before where u.uid = before.uid
     returning u.*, before.gems as gems_before`,
    [uid, p.gems ?? null, p.paid ?? null, p.firstCallRemaining ?? null, p.paidUserFreeTimes ?? null, p.silverCallTimes ?? null],
  );
  if (!row) return undefined;
  return { wallet: walletOf(row), gemsBefore: row.gems_before };
}

const COUNTER: Record<Exclude<CallPayment, 'paid'>, string> = {
  firstCallFree: 'first_call_remaining',
  paidUserFreeCall: 'paid_free_times',
  silverCall: 'silver_call_times',
};

/**
 * Uses one free call of kind `payment`: `UPDATE … SET x = x - 1 WHERE … AND x > 0 RETURNING x`.
 * Returns the count left, or undefined when none was left (nothing changed then).
 */
export async function takeFreeCall(db: Db, uid: string, payment: Exclude<CallPayment, 'paid'>): Promise<number | undefined> {
  const col = COUNTER[payment];
  const [row] = await db.query<{ remaining: number }>(
    `update users set ${col} = ${col} - 1 where uid = $1 and kind = 'viewer' and ${col} > 0 returning ${col} as remaining`,
    [uid],
  );
  return row?.remaining;
}
