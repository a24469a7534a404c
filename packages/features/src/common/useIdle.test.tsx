// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdle } from './useIdle.ts';

function Probe() {
  return <p>{useIdle(1500) ? 'ready' : 'waiting'}</p>;
}

describe('useIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is false on the first render and turns true when the browser reports idle time, asking with the given timeout', () => {
    const asks: { fn: () => void; timeout: number | undefined }[] = [];
    vi.stubGlobal('requestIdleCallback', (fn: () => void, o?: { timeout?: number }) => {
      asks.push({ fn, timeout: o?.timeout });
      return asks.length;
    });
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('waiting');
    expect(asks).toHaveLength(1);
    expect(asks[0]!.timeout).toBe(1500);
    act(() => asks[0]!.fn());
    expect(container.textContent).toBe('ready');
  });
});
