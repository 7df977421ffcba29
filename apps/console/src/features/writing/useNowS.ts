import { useEffect, useState } from 'react';
import { nowS } from '../../lib/time';

/** Now in epoch seconds, ticking every second, for ages and deadline countdowns. */
export function useNowS(): number {
  const [now, setNow] = useState(nowS);
  useEffect(() => {
    const id = window.setInterval(() => setNow(nowS()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}
