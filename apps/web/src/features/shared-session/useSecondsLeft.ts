import { useEffect, useState } from 'react';
import { secondsLeft } from './sharedSessionRules';

/** Seconds left until `expiredTimeS` on the server's clock, checked each second (spec 000 section 4); stops at 0. */
export function useSecondsLeft(expiredTimeS: number, offsetMs: number): number {
  const [left, setLeft] = useState(() => secondsLeft(expiredTimeS, Date.now(), offsetMs));
  useEffect(() => {
    const check = () => secondsLeft(expiredTimeS, Date.now(), offsetMs);
    setLeft(check());
    // Reading the clock each time (not counting ticks) keeps it right after the tab slept.
    const timer = setInterval(() => {
      const next = check();
      setLeft(next);
      if (next <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [expiredTimeS, offsetMs]);
  return left;
}
