/** Something the local stack runs in the background (an emulator's expiry, the reconciler). */
export interface Sweep<T> {
  /** Runs one pass as at `now`, after any pass in progress; resolves to its result. */
  run(now?: Date): Promise<T>;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}

export interface SweepOptions<T> {
  /** How often it runs by itself; never when absent (only `run`). */
  intervalMs?: number;
  /** What a failed timed pass is logged as (`[label] failed`). */
  label: string;
  /** Told each timed pass's result. */
  report?: (result: T) => void;
}

/**
 * Runs `pass` every `intervalMs` and whenever asked, one pass at a time, so a timer's pass and a
 * caller's never do the same work twice; a failed timed pass is logged and the next runs as usual.
 */
export function startSweep<T>(
  pass: (now: Date) => Promise<T>,
  { intervalMs, label, report }: SweepOptions<T>,
): Sweep<T> {
  let last: Promise<unknown> = Promise.resolve();
  const run = (now = new Date()): Promise<T> => {
    const next = last.then(() => pass(now));
    last = next.catch(() => undefined);
    return next;
  };
  const timer = intervalMs
    ? setInterval(() => {
        run().then(report, (error: unknown) => console.error(`[${label}] failed`, error));
      }, intervalMs)
    : undefined;
  timer?.unref();
  return {
    run,
    async stop() {
      clearInterval(timer);
      await last;
    },
  };
}
