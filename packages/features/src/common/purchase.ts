/**
 * Where a purchase starts and where it returns (spec §2 overlays "coin store", "insufficient-
 * coins tip"; issue 9 "returns to the call once the balance covers the price"). Shared by the
 * shell (header balance), calls (insufficient-coins tip) and payments (store, result page),
 * so none of them imports another feature's files.
 */
import { atom } from 'jotai';

/** Whether the coin store overlay is open. */
export const coinStoreOpenAtom = atom(false);

/**
 * What the purchase should go back to: `path` is the in-app URL the store was opened on
 * (pathname + search); `call` is set when it was opened from the insufficient-coins tip: the
 * host and the call's price (gems per minute) the balance must exceed to call again.
 */
export interface PurchaseReturn {
  path: string;
  call?: { jid: string; uid: string; price: number };
}

/** The return of the purchase in progress; null: back to the goddess wall. */
export const purchaseReturnAtom = atom<PurchaseReturn | null>(null);

/**
 * Whether the result page should offer "Back to the call": the store was opened from the
 * insufficient-coins tip and `gemsBalance` now exceeds the call's price (spec §5: a call
 * needs a balance above the price).
 */
export function canReturnToCall(ret: PurchaseReturn | null, gemsBalance: number): ret is PurchaseReturn & { call: NonNullable<PurchaseReturn['call']> } {
  return !!ret?.call && gemsBalance > ret.call.price;
}

/** The in-app URL now (pathname + search), where "Back to the app" returns. */
export function currentPath(): string {
  return typeof window === 'undefined' ? '/goddess' : window.location.pathname + window.location.search;
}

/** Opens the coin store, remembering where the purchase returns to (write-only atom). */
export const openCoinStoreAtom = atom(null, (_get, set, ret: PurchaseReturn) => {
  set(purchaseReturnAtom, ret);
  set(coinStoreOpenAtom, true);
});
