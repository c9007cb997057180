import { useEffect, useState } from 'react';

/**
 * Seconds left of a countdown of `seconds` that starts again whenever `started` changes (a new
 * code's answer); 0 once over. Counts against the clock, so a throttled tab stays right.
 */
export function useCountdown(seconds: number, started: unknown): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const end = Date.now() + seconds * 1000;
    const tick = () => setLeft(Math.max(0, Math.ceil((end - Date.now()) / 1000)));
    tick();
    const timer = setInterval(() => {
      tick();
      if (Date.now() >= end) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, started]);
  return left;
}
