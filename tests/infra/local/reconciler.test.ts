import { describe, expect, it, vi } from 'vitest';
import {
  describeRun,
  startLocalReconciler,
  type ScheduledHandler,
} from '../../../infra/local/reconciler';

describe('the local reconciler timer', () => {
  it('runs the handler on its interval, one run at a time, logging runs that did something', async () => {
    let active = 0;
    let most = 0;
    const times: (string | undefined)[] = [];
    const handler: ScheduledHandler = async (event) => {
      active += 1;
      most = Math.max(most, active);
      times.push(event.time);
      await new Promise((done) => setTimeout(done, 30));
      active -= 1;
      return { queried: times.length === 1 ? 1 : 0, settled: 0 };
    };
    const lines: string[] = [];
    const timer = startLocalReconciler({
      load: () => Promise.resolve(handler),
      intervalMs: 10,
      log: (line) => lines.push(line),
    });
    await vi.waitFor(() => expect(times.length).toBeGreaterThanOrEqual(3));
    const at = new Date('2030-01-01T00:00:00.000Z');
    expect(await timer.run(at)).toEqual({ queried: 0, settled: 0 });
    await timer.stop();
    const count = times.length;
    await new Promise((done) => setTimeout(done, 50));
    expect(times).toHaveLength(count);
    expect(most).toBe(1);
    expect(times).toContain(at.toISOString());
    expect(lines).toEqual(['[reconciler] queried 1']);
  });

  it('runs only when asked without an interval, and describes a quiet run', async () => {
    const handler = vi.fn<ScheduledHandler>(async () => ({ queried: 0 }));
    const timer = startLocalReconciler({ load: () => Promise.resolve(handler) });
    await new Promise((done) => setTimeout(done, 30));
    expect(handler).not.toHaveBeenCalled();
    expect(describeRun(await timer.run())).toBe('nothing to do');
    await timer.stop();
    expect(handler).toHaveBeenCalledOnce();
  });
});
