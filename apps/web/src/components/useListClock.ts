import { useEffect, useState } from 'react';

/** How often the times ago of a list move on while its page is open. */
const CLOCK_TICK_MS = 30_000;

/** The current time in seconds, moving on every 30 seconds: enough for the times ago of a list page. */
export function useListClock(): number {
  const [nowS, setNowS] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNowS(Math.floor(Date.now() / 1000)), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return nowS;
}
