import { useEffect, useState } from 'react';

/**
 * The current time, ticking — but only after hydration: the server and the
 * first browser render both see `null` and show the same placeholder markup.
 */
export function useNow(intervalMs = 1000): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
