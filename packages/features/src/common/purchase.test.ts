import { describe, expect, it } from 'vitest';
import { canReturnToCall } from './purchase.ts';

describe('returning to the call after a purchase', () => {
  const ret = { path: '/goddess', call: { jid: 'h@x', uid: '1', price: 60 } };
  it('offers the call only once the balance exceeds its price', () => {
    expect(canReturnToCall(ret, 60)).toBe(false);
    expect(canReturnToCall(ret, 61)).toBe(true);
    expect(canReturnToCall({ path: '/goddess' }, 1000)).toBe(false);
    expect(canReturnToCall(null, 1000)).toBe(false);
  });
});
