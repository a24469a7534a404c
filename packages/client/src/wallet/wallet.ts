/**
 * The one owner of the balance (spec §3 "Account info", §4 "Recharge refreshes the
 * account"). The server is the only source of truth: every writer hands over a number the
 * server sent (an account fetch, a gift purchase, a media unlock, a ReChargeSuccess, a billed
 * call minute (the hub's SessionHeartbeat), a paid order, a check-in, a task or lucky-box
 * reward) and the wallet applies it; the account is fetched again when a call ends. Nothing
 * computes a balance locally.
 */
import type { createStore } from 'jotai/vanilla';
import type { AccountInfo } from '@vchat/domain';
import type { ApiClient } from '@vchat/api-client';
import { accountAtom } from './atoms.ts';

type Store = ReturnType<typeof createStore>;

export interface WalletDeps {
  store: Store;
  api: Pick<ApiClient, 'account'>;
  log?: (message: string, extra?: unknown) => void;
}

/** A balance the server sent: a whole, non-negative number of gems. */
function isGems(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0;
}

/** Creates the wallet controller. */
export function createWallet(deps: WalletDeps) {
  const { store, api } = deps;
  const log = deps.log ?? ((m: string, x?: unknown) => console.warn(`[wallet] ${m}`, x ?? ''));
  return {
    /** The account now (null while signed out or before the first fetch). */
    get: (): AccountInfo | null => store.get(accountAtom),

    /** Sets the whole account from a server answer (combine_info, account); null clears it (logout). */
    set(account: AccountInfo | null): void {
      store.set(accountAtom, account);
    },

    /**
     * Applies a gems balance the server sent with another answer (gift purchase, unlock,
     * ReChargeSuccess, order status, task reward). `paid` updates the paid flag when given.
     * Returns false, changing nothing, when the number is not a whole non-negative count or
     * no account is loaded (the next fetch brings it).
     */
    applyBalance(gemsBalance: unknown, extra: { paid?: boolean } = {}): boolean {
      const account = store.get(accountAtom);
      if (!isGems(gemsBalance)) {
        log('ignoring a balance that is not a whole number of gems', gemsBalance);
        return false;
      }
      if (!account) return false;
      store.set(accountAtom, { ...account, gemsBalance, ...(extra.paid !== undefined ? { paid: extra.paid } : {}) });
      return true;
    },

    /** Fetches the account (account_service/account) and applies it; throws the API's error. */
    async refresh(): Promise<AccountInfo> {
      const account = await api.account();
      store.set(accountAtom, account);
      return account;
    },
  };
}

export type Wallet = ReturnType<typeof createWallet>;
