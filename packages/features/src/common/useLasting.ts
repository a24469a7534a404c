/**
 * A condition that has held for `ms` without a break (issue 21, CLS 0): a status banner that
 * would flash during a normal start (the chat signs in about a second after the page shows)
 * appears only when the condition lasts, so the page below it does not jump up and down.
 */
import { useEffect, useState } from 'react';

/**
 * True once `condition` has been true for `ms` milliseconds in a row; false at once when it
 * turns false. `ms` ≥ 0.
 */
export function useLasting(condition: boolean, ms: number): boolean {
  const [lasting, setLasting] = useState(false);
  useEffect(() => {
    if (!condition) {
      setLasting(false);
      return;
    }
    const timer = setTimeout(() => setLasting(true), ms);
    return () => clearTimeout(timer);
  }, [condition, ms]);
  return condition && lasting;
}
