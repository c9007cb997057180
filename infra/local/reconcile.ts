import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { names } from '../names';
import { localAddresses } from './addresses';
import { reconciler } from '../routes';
import { defaultMerchant, gatewayPath } from './eghl/simulator';
import { localCredentials, localRegion } from './emulators';
import { loopback } from './emulators/http';
import { defaultPorts } from './ports';
import { describeRun, loadScheduledHandler, runReconciler } from './reconciler';

/*
 * `npm run reconcile`: one run of the reconciler, now, against the running local stack
 * (`npm start`: its DynamoDB, SES outbox and eGHL simulator on their default ports), with the
 * environment the stack gives its handlers. In AWS the reconciler runs every five minutes by
 * itself; to run it at once there, invoke the function the Reconciler stack names in its
 * `ReconcilerFunctionName` output (docs/infrastructure.md).
 */
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const endpoint = (port: number) => `http://${loopback}:${port}`;
Object.assign(process.env, {
  AWS_REGION: localRegion,
  AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
  AWS_ENDPOINT_URL_DYNAMODB: endpoint(defaultPorts.dynamodb),
  AWS_ENDPOINT_URL_SES: endpoint(defaultPorts.ses),
  AWS_ENDPOINT_URL_SNS: endpoint(defaultPorts.sns),
  PAYMENTS_TABLE: names.paymentsTable,
  MEMBERS_TABLE: names.membersTable,
  ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? localAddresses.admin,
  CONTACT_EMAIL: process.env.CONTACT_EMAIL ?? localAddresses.contact,
  EMAIL_SENDER: process.env.EMAIL_SENDER ?? localAddresses.sender,
  EGHL_SERVICE_ID: process.env.EGHL_SERVICE_ID || defaultMerchant.serviceId,
  EGHL_PASSWORD: process.env.EGHL_PASSWORD || defaultMerchant.password,
  EGHL_GATEWAY_URL: `${endpoint(defaultPorts.eghl)}${gatewayPath}`,
  POWERTOOLS_METRICS_DISABLED: 'true',
});

try {
  const summary = await runReconciler(await loadScheduledHandler(repoRoot, reconciler.handler));
  console.info(`[reconciler] ${describeRun(summary)}`);
  console.info(JSON.stringify(summary, null, 2));
} catch (error) {
  console.error('[reconciler] the run failed; is the local stack running (npm start)?', error);
  process.exitCode = 1;
}
