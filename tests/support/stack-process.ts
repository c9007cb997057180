import { freePorts } from '../../infra/local/ports';
import type { LocalPorts } from '../../infra/local/ports';
import { startLocalStack } from '../../infra/local/stack';

/*
 * One test project's local stack, in a process of its own: the stack gives its handlers their
 * settings through process.env (as Lambda does), so two stacks in one process would overwrite each
 * other's. Started by stack-setup.ts with the data folder and how to serve the site (Vite's dev
 * server, the production build, or not at all) as arguments, and the ports as JSON when a restart
 * must find the stack where it was (else free ones); sends its URLs over IPC and stops on SIGTERM.
 */
const [dataDir, web = 'dev', ports] = process.argv.slice(2);
if (!dataDir || (web !== 'dev' && web !== 'built' && web !== 'none')) {
  throw new Error('Usage: stack-process.ts <data folder> [dev|built|none] [ports as JSON]');
}

// One stack serves a whole test project's notices in one day, far past the daily cap of staff
// emails that production keeps (tests/functions/staff-notice-cap.test.ts tests the cap itself).
process.env.STAFF_EMAIL_DAILY_CAP ??= '100000';

const stack = await startLocalStack({
  dataDir,
  ports: ports ? (JSON.parse(ports) as LocalPorts) : await freePorts(),
  web,
  logLevel: 'silent',
});
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
