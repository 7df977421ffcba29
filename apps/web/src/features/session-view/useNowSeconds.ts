import { useEffect, useState } from 'react';
import { nowSeconds } from './questionRules';

/** The current Unix time in seconds, re-rendering every second while `isTicking`. */
export function useNowSeconds(isTicking = true): number {
  const [now, setNow] = useState(nowSeconds);
  useEffect(() => {
    if (!isTicking) return;
    setNow(nowSeconds());
    const timer = setInterval(() => setNow(nowSeconds()), 1000);
    return () => clearInterval(timer);
  }, [isTicking]);
  return now;
}
