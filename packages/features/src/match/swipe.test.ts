import { describe, expect, it } from 'vitest';
import { isCardSwipe } from './swipe.ts';

describe('card swipe', () => {
  it('is a long sideways drag or a quick flick, either way', () => {
    expect(isCardSwipe(-120, 10, 600)).toBe(true);
    expect(isCardSwipe(120, -20, 600)).toBe(true);
    expect(isCardSwipe(50, 5, 150)).toBe(true);
  });
  it('is not a tap, a slow short drag or a vertical scroll', () => {
    expect(isCardSwipe(5, 2, 80)).toBe(false);
    expect(isCardSwipe(60, 0, 600)).toBe(false);
    expect(isCardSwipe(100, 140, 300)).toBe(false);
  });
});
