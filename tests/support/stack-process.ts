import { freePorts } from '../../infra/local/ports';
import type { LocalPorts } from '../../infra/local/ports';
import { buildSite, startLocalStack } from '../../infra/local/stack';

/*
 * A local stack in a process of its own: the stack gives its handlers their settings through
 * process.env (as Lambda does), so two stacks in one process would overwrite each other's.
 * Arguments: the data folder, how to serve the site (Vite's dev server, the production build, or not
 * at all), and the ports as JSON when a restart must find the stack where it was (else free ones).
 * It sends `{ urls }` over IPC once the API answers. Sent `{ serveBuiltSite: folder }`, it builds the
 * site there in its own environment, secrets and all (`buildSite`), and serves it, answering
 * `{ site }` (the environment's secret-shaped variables, for the build's leak check) or
 * `{ siteError }`. It stops on SIGTERM or when its parent goes.
 */
const [dataDir, web = 'dev', ports] = process.argv.slice(2);
if (!dataDir || (web !== 'dev' && web !== 'built' && web !== 'none')) {
  throw new Error('Usage: stack-process.ts <data folder> [dev|built|none] [ports as JSON]');
}

/** Environment variables that hold secrets, by the shape of their names. */
const secretName = /PASSWORD|SECRET|TOKEN|PRIVATE|CREDENTIAL/i;

// One stack serves a whole test run's notices in one day, far past the daily cap of staff emails
// that production keeps (tests/functions/staff-notice-cap.test.ts tests the cap itself).
process.env.STAFF_EMAIL_DAILY_CAP ??= '100000';

const stack = await startLocalStack({
  dataDir,
  ports: ports ? (JSON.parse(ports) as LocalPorts) : await freePorts(),
  web,
  logLevel: 'silent',
});
process.send?.({ urls: stack.urls });

process.on('message', (message: { serveBuiltSite?: string }) => {
  if (!message.serveBuiltSite) return;
  const secrets = Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        secretName.test(entry[0]) && (entry[1]?.length ?? 0) >= 6,
    ),
  );
  const root = message.serveBuiltSite;
  buildSite(root)
    .then(() => stack.serveSite(root))
    .then(
      () => process.send?.({ site: secrets }),
      (error: unknown) => process.send?.({ siteError: String(error) }),
    );
});

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
