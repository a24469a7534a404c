/** The viewer's balances (spec §3 "Account info"). Written only by the wallet controller (`wallet.ts`). */
import { atom } from 'jotai/vanilla';
import type { AccountInfo } from '@vchat/domain';

/** paid flag, gemsBalance, silverBalance, silverSpent; null while signed out or not loaded yet. */
export const accountAtom = atom<AccountInfo | null>(null);
