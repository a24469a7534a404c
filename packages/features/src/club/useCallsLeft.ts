import { useEffect, useState } from 'react';
import { useServices } from '../common/ServicesContext.tsx';

/** Loads the silver calls left; null while unknown or when it failed. */
export function useCallsLeft(enabled: boolean): number | null {
  const { club } = useServices();
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let stop = false;
    club.callTimes().then((n) => !stop && setLeft(n), () => undefined);
    return () => {
      stop = true;
    };
  }, [club, enabled]);
  return left;
}
