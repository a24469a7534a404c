import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { createWallet } from './wallet.ts';
import { accountAtom } from './atoms.ts';

const ACCOUNT = { paid: false, gemsBalance: 20, silverBalance: 5, silverSpent: 0 };

describe('wallet (one owner of the balance)', () => {
  it('applies the server\'s balance and paid flag, keeping the other fields', async () => {
    const store = createStore();
    const w = createWallet({ store, api: { account: async () => ACCOUNT }, log: () => {} });
    await w.refresh();
    expect(w.applyBalance(620, { paid: true })).toBe(true);
    expect(store.get(accountAtom)).toEqual({ paid: true, gemsBalance: 620, silverBalance: 5, silverSpent: 0 });
  });

  it('refuses balances that are not whole non-negative numbers, and does nothing before an account is loaded', () => {
    const store = createStore();
    const w = createWallet({ store, api: { account: async () => ACCOUNT }, log: () => {} });
    expect(w.applyBalance(10)).toBe(false);
    expect(store.get(accountAtom)).toBeNull();
    w.set(ACCOUNT);
    for (const bad of [-1, 1.5, Number.NaN, '30', null, undefined]) expect(w.applyBalance(bad)).toBe(false);
    expect(store.get(accountAtom)?.gemsBalance).toBe(20);
  });

  it('set(null) clears the account (logout)', () => {
    const store = createStore();
    const w = createWallet({ store, api: { account: async () => ACCOUNT } });
    w.set(ACCOUNT);
    w.set(null);
    expect(store.get(accountAtom)).toBeNull();
  });
});
