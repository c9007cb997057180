/** A background deletion of an emulator (DynamoDB's TTL, S3's lifecycle), run on demand or on a timer. */
export interface Sweep {
  /** Runs one pass as at `now`, after any pass in progress; resolves to how much it deleted. */
  run(now?: Date): Promise<number>;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `intervalMs` (never by itself when absent) and whenever asked, one pass at a
 * time, so a timer's pass and a caller's never delete the same thing twice; a failed pass is
 * logged under `label` and the next one runs as usual.
 */
export function startSweep(
  pass: (now: Date) => Promise<number>,
  intervalMs: number | undefined,
  label: string,
): Sweep {
  let last: Promise<unknown> = Promise.resolve();
  const run = (now = new Date()): Promise<number> => {
    const next = last.then(() => pass(now));
    last = next.catch(() => undefined);
    return next;
  };
  const timer = intervalMs
    ? setInterval(() => {
        run().catch((error: unknown) => console.error(`[${label}] failed`, error));
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
