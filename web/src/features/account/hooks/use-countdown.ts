import { useEffect, useState } from 'react';

/**
 * Seconds left of a countdown of `seconds` that starts again whenever `started` changes (a new
 * code's answer), from that very render on; 0 once over. Counts against the clock, so a
 * throttled tab stays right.
 */
export function useCountdown(seconds: number, started: unknown): number {
  const [run, setRun] = useState(() => ({ started, end: Date.now() + seconds * 1000 }));
  const [now, setNow] = useState(() => Date.now());
  if (run.started !== started) setRun({ started, end: Date.now() + seconds * 1000 });
  const { end } = run;
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(() => {
      tick();
      if (Date.now() >= end) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);
  return Math.min(seconds, Math.max(0, Math.ceil((end - now) / 1000)));
}
