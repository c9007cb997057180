import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import type { LocalPorts } from '../../infra/local/ports';
import type { LocalStack } from '../../infra/local/stack';

/**
 * The local stack in a child process (stack-process.ts) over one data folder and fixed ports, to
 * be SIGKILLed (no clean-up, no flush) and started again where it was: the kill-recovery tests'.
 * `log` gathers the child's stderr across its runs.
 */
export class KillableStack {
  log = '';
  private child: ChildProcess | undefined;

  constructor(
    private readonly dataDir: string,
    private readonly ports: LocalPorts,
    /** Environment of the child beyond this process's own. */
    private readonly env: Record<string, string> = {},
  ) {}

  /** Starts the stack; resolves with its addresses once its API answers. */
  start(): Promise<LocalStack['urls']> {
    const started = fork(
      join(import.meta.dirname, 'stack-process.ts'),
      [this.dataDir, 'none', JSON.stringify(this.ports)],
      {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
        env: { ...process.env, ...this.env },
      },
    );
    started.stderr?.on('data', (chunk: Buffer) => (this.log += chunk.toString('utf8')));
    this.child = started;
    return new Promise((resolve, reject) => {
      started.once('message', (message) => resolve((message as { urls: LocalStack['urls'] }).urls));
      started.once('exit', (code) =>
        reject(new Error(`The stack exited (${String(code)})\n${this.log}`)),
      );
    });
  }

  /** SIGKILL, as a crash: nothing of the stack runs its clean-up. */
  kill(): Promise<void> {
    return this.signal('SIGKILL');
  }

  /** Stops it as a developer would (SIGTERM), if it runs. */
  stop(): Promise<void> {
    return this.signal('SIGTERM');
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    const running = this.child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = once(running, 'exit');
    running.kill(signal);
    await exited;
  }
}
