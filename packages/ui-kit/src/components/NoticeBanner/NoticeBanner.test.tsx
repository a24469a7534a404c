import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeBanner, type NoticeBannerProps } from './NoticeBanner.tsx';

function setup(props: Partial<NoticeBannerProps> = {}) {
  const onOpen = vi.fn();
  const onDismiss = vi.fn();
  render(
    <NoticeBanner
      avatar={<span />}
      title="Aisha"
      text="Are you there?"
      openLabel="Open chat"
      dismissLabel="Dismiss"
      onOpen={onOpen}
      onDismiss={onDismiss}
      {...props}
    />,
  );
  return { onOpen, onDismiss, open: screen.getByRole('button', { name: /Aisha/ }) };
}

describe('NoticeBanner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a status region showing sender and preview', () => {
    const { open } = setup();
    expect(screen.getByRole('status').contains(open)).toBe(true);
    expect(open.textContent).toContain('Are you there?');
    expect(open.textContent).toContain('Open chat');
  });

  it('dismisses itself after the duration (default 5000 ms)', () => {
    const { onDismiss } = setup();
    act(() => vi.advanceTimersByTime(4999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('pauses the timer while hovered and resumes with the time left', () => {
    const { onDismiss } = setup({ duration: 3000 });
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(10000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(1999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('pauses while focused', () => {
    const { onDismiss, open } = setup();
    act(() => open.focus());
    act(() => vi.advanceTimersByTime(20000));
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('Enter and click open the chat', () => {
    const { onOpen, open } = setup();
    open.focus();
    fireEvent.keyDown(open, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledTimes(1);
    fireEvent.click(open);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('the close button and Escape dismiss', () => {
    const { onDismiss, open } = setup({ duration: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    fireEvent.keyDown(open, { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(60000));
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });
});
