import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast, ToastRegion } from './Toast.tsx';

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a status message inside a labelled region', () => {
    render(
      <ToastRegion aria-label="Notifications">
        <Toast>Saved</Toast>
      </ToastRegion>,
    );
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Saved');
  });

  it('auto-dismisses after duration ms', () => {
    const onDismiss = vi.fn();
    render(
      <Toast duration={3000} onDismiss={onDismiss}>
        Hi
      </Toast>,
    );
    act(() => {
      vi.advanceTimersByTime(2800);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('stays with duration 0 and can be closed by its button', () => {
    const onDismiss = vi.fn();
    render(
      <Toast duration={0} onDismiss={onDismiss} dismissLabel="Dismiss">
        Hi
      </Toast>,
    );
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
