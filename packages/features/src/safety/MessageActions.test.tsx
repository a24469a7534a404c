// @vitest-environment happy-dom
/** A message's actions open by long press (touch, 500 ms) or right click, not by a tap, a scroll or a mouse press (issue 20.16). */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_PRESS_MS, useLongPress } from './MessageActions.tsx';

afterEach(cleanup);
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function Target({ onOpen, onClick }: { onOpen: () => void; onClick?: () => void }) {
  const press = useLongPress(onOpen);
  return <div data-testid="m" {...press}><button type="button" onClick={onClick}>inner</button></div>;
}

const touch = (type: string, x = 10, y = 10) => ({ pointerType: 'touch', clientX: x, clientY: y, bubbles: true, type });

describe('useLongPress (issue 20.16)', () => {
  it('opens after a finger rests 500 ms, and swallows the click the lift makes', () => {
    const onOpen = vi.fn();
    const onClick = vi.fn();
    render(<Target onOpen={onOpen} onClick={onClick} />);
    const el = screen.getByText('inner');
    fireEvent.pointerDown(el, touch('pointerdown'));
    act(() => void vi.advanceTimersByTime(LONG_PRESS_MS - 1));
    expect(onOpen).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onOpen).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(el, touch('pointerup'));
    fireEvent.click(el);
    expect(onClick).not.toHaveBeenCalled();
    // A later tap is a tap again.
    act(() => void vi.advanceTimersByTime(500));
    fireEvent.click(el);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a short tap, a scroll or a mouse press does not open', () => {
    const onOpen = vi.fn();
    render(<Target onOpen={onOpen} />);
    const el = screen.getByTestId('m');
    fireEvent.pointerDown(el, touch('pointerdown'));
    act(() => void vi.advanceTimersByTime(200));
    fireEvent.pointerUp(el, touch('pointerup'));
    fireEvent.pointerDown(el, touch('pointerdown'));
    fireEvent.pointerMove(el, touch('pointermove', 10, 40));
    fireEvent.pointerDown(el, { pointerType: 'mouse', clientX: 1, clientY: 1 });
    act(() => void vi.advanceTimersByTime(2000));
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('a right click (or the browser\'s own long-press menu) opens at once, without the browser menu', () => {
    const onOpen = vi.fn();
    render(<Target onOpen={onOpen} />);
    const ev = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    screen.getByTestId('m').dispatchEvent(ev);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(ev.defaultPrevented).toBe(true);
  });
});
