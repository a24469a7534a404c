import { describe, expect, it } from 'vitest';
import { unlockChoice } from './unlock.ts';

describe('message-unlock overlay rule (§2 message unlock, §3 payPrice)', () => {
  it('offers to pay when the balance covers the price, else the coin store', () => {
    expect(unlockChoice(40, 40)).toBe('pay');
    expect(unlockChoice(40, 500)).toBe('pay');
    expect(unlockChoice(40, 39)).toBe('getGems');
    expect(unlockChoice(40, null)).toBe('pay'); // balance not loaded: the server decides
  });
});
