/**
 * A flag that turns true once the main thread has been idle after the component mounted
 * (requestIdleCallback, at the latest `timeoutMs` ms later; see {@link whenIdle}). For parts
 * that may wait a moment without the viewer missing anything, such as the offers drawn over the
 * goddess wall: their code then loads and runs after the wall's first render, not inside it
 * (issue 21, signed-in wall TBT).
 */
import { useEffect, useState } from 'react';
import { whenIdle } from '../app/whenInactive.ts';

/** True once the browser was idle after mount (or `timeoutMs`, ms, passed); false before. */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let live = true;
    whenIdle(() => live && setIdle(true), timeoutMs);
    return () => {
      live = false;
    };
  }, [timeoutMs]);
  return idle;
}
