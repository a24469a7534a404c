import { describe, expect, it } from 'vitest';
import { arrowAction, clampPan, clampZoom, stepZoom, swipeAction } from './gestures.ts';

describe('photo viewer gestures', () => {
  it('keeps zoom within 1..4 and steps by 1.5', () => {
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(9)).toBe(4);
    expect(clampZoom(1.005)).toBe(1);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(stepZoom(1, 1)).toBe(1.5);
    expect(stepZoom(1.5, -1)).toBe(1);
    expect(stepZoom(3, 1)).toBe(4);
  });

  it('keeps the zoomed photo over the stage', () => {
    expect(clampPan({ x: 500, y: -500 }, 2, { width: 300, height: 400 })).toEqual({ x: 150, y: -200 });
    expect(clampPan({ x: 40, y: 10 }, 1, { width: 300, height: 400 })).toEqual({ x: 0, y: 0 });
  });

  it('tells swipes from taps and vertical drags, mirrored in RTL', () => {
    expect(swipeAction(-80, 10, 'ltr')).toBe('next');
    expect(swipeAction(80, 10, 'ltr')).toBe('previous');
    expect(swipeAction(-80, 10, 'rtl')).toBe('previous');
    expect(swipeAction(80, 10, 'rtl')).toBe('next');
    expect(swipeAction(-30, 0, 'ltr')).toBeNull();
    expect(swipeAction(-80, 120, 'ltr')).toBeNull();
  });

  it('maps arrow keys to next and previous, mirrored in RTL', () => {
    expect(arrowAction('ArrowRight', 'ltr')).toBe('next');
    expect(arrowAction('ArrowLeft', 'ltr')).toBe('previous');
    expect(arrowAction('ArrowLeft', 'rtl')).toBe('next');
    expect(arrowAction('Enter', 'ltr')).toBeNull();
  });
});
