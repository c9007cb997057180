import { freePorts } from '../../infra/local/ports';
import { startLocalStack } from '../../infra/local/stack';

/*
 * One test project's local stack, in a process of its own: the stack gives its handlers their
 * settings through process.env (as Lambda does), so two stacks in one process would overwrite each
 * other's. Started by stack-setup.ts with the data folder as argument; sends its URLs over IPC and
 * stops on SIGTERM.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('Usage: stack-process.ts <data folder>');

const stack = await startLocalStack({ dataDir, ports: await freePorts(), logLevel: 'silent' });
process.send?.({ urls: stack.urls });

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  stack.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGTERM', stop);
process.on('disconnect', stop);
