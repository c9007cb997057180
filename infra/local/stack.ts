import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  ConditionalCheckFailedException,
  DynamoDBClient,
  PutItemCommand,
} from '@aws-sdk/client-dynamodb';
import { eventSchema } from '@gsk/core/events';
import { localStage, sampleBankTransfer } from '../../web/src/config/env-rules';
import { names } from '../names';
import { localAddresses } from './addresses';
import { apiCors } from '../resources';
import { applicationNotifier, reconciler as reconcilerJob, routes } from '../routes';
import { startApiAdapter } from './api-adapter';
import { loadFrontHeaders, socketAddress } from './api-proxy';
import { startEghlSimulator, simulatorMerchant } from './eghl/simulator';
import {
  clientConfig,
  ensureResources,
  listObjectKeys,
  localQueueArn,
  localQueueUrl,
  startEmulators,
} from './emulators';
import type { Emulators } from './emulators';
import { loadEventsModule, seededMarker, seedEvents } from './event-seeds';
import { loadS3Handler, startNotifier } from './notifier';
import { defaultPorts } from './ports';
import { loadSqsHandler, startQueuePoller } from './queue-poller';
import type { QueuePoller } from './queue-poller';
import {
  broadcastConfigurationSet,
  broadcastPlanQueue,
  broadcastQueues,
  broadcastSendQueue,
  sendIntervalMs,
} from '../queues';
import { loadScheduledHandler, startLocalReconciler } from './reconciler';
import type { ReconcileSummary } from './reconciler';
import { seedShopOnce } from './shop-seeds';
import { seedStaffOnce } from './staff-seed';
import { startStaticSite } from './static-site';
import type { LocalPorts } from './ports';

/**
 * The key upload tokens are signed with on this machine, unless UPLOAD_TOKEN_SECRET is set; the
 * stages use their SST secret (docs/infrastructure.md).
 */
export const localUploadTokenSecret = 'local-upload-token-secret (never used outside npm start)';

/**
 * The key unsubscribe links are signed with on this machine, unless UNSUBSCRIBE_SECRET is set; the
 * stages use their SST secret.
 */
export const localUnsubscribeSecret = 'local-unsubscribe-secret (never used outside npm start)';

/**
 * How long a broadcast delivery claimed for sending, with no SES `Send` event, waits before it is
 * sent again (BROADCAST_CLAIM_STALE_SECONDS): 600 in AWS; seconds here, so a killed local stack
 * finishes its broadcast soon after a restart.
 */
export const localClaimStaleSeconds = 15;

/** The repository root (this file lives in infra/local/). */
export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export interface LocalStackOptions {
  /** Where the emulators keep their data; a restart with the same folder keeps it. */
  dataDir?: string;
  ports?: Partial<LocalPorts>;
  /**
   * Serve the web app with Vite's dev server (default), as the production build served like
   * CloudFront serves it (prerendered pages, security headers), or not at all (API-only tests).
   */
  web?: 'dev' | 'built' | 'none';
  /** Vite's log level; tests keep it quiet. */
  logLevel?: 'info' | 'warn' | 'error' | 'silent';
  /**
   * Where the handlers reach DynamoDB, SES and SNS, when not straight at the emulators (tests put a
   * fault-injecting proxy in between). The stack's own setup always talks to the emulators.
   */
  handlerEndpoints?: { dynamodb?: string; ses?: string; sns?: string };
  /** The reconciler's timer; `false` runs it only when asked (`reconcile`). Every minute by default. */
  reconcileIntervalMs?: number | false;
  /**
   * How often the emulators delete what DynamoDB's TTL and the bucket's lifecycle would
   * (`localExpirySweepMs` by default); `false` never (tests that call `expire` themselves).
   */
  expirySweepMs?: number | false;
  /**
   * Seed a few realistic programmes the first time the data folder is used (`npm start` does;
   * tests start with no event unless they ask).
   */
  seedEvents?: boolean;
  /**
   * Seed one staff account the first time the data folder is used (`npm start` does; tests add
   * their own staff): staff-seed.ts. The stack's `staffSignIn` then says how to sign in.
   */
  seedStaff?: boolean;
  /** The eGHL simulator's callback re-sends (tests shorten the wait between them). */
  eghlCallbacks?: { retries?: number; retryDelayMs?: number };
  /** BROADCAST_CLAIM_STALE_SECONDS for the broadcasts' sender (`localClaimStaleSeconds` unless told). */
  broadcastClaimStaleSeconds?: number;
  /**
   * Where the broadcasts' handlers reach SQS, when not straight at the emulator (tests put a
   * fault-injecting proxy in between); the pollers always receive from the emulator.
   */
  sqsEndpoint?: string;
}

export interface LocalStack {
  urls: {
    site: string;
    api: string;
    /** The email outbox (the SES emulator's pages; `api/messages` lists them as JSON). */
    outbox: string;
    /** The SMS outbox (the SNS emulator's pages; `api/messages?to=+60…` lists them as JSON). */
    smsOutbox: string;
    dynamodb: string;
    s3: string;
    ses: string;
    sns: string;
    /** The SQS emulator (GET lists its queues and their counts as JSON). */
    sqs: string;
    /** The eGHL gateway simulator's home page (transactions; settle pending ones). */
    eghl: string;
  };
  /** With `seedStaff`: how to sign in as the seeded staff account (its number, its password's file). */
  staffSignIn?: string;
  /** Runs the reconciler once now (or as at `now`, as a scheduled event's time), returning its summary. */
  reconcile(now?: Date): Promise<ReconcileSummary>;
  /**
   * Serves a built site (`buildSite`'s folder) at `urls.site` as CloudFront serves it, its `/api/*`
   * passed to this stack's API: what `web: 'built'` does at start, for a stack started with
   * `web: 'none'` whose API is wanted before (or beside) a site built once for several stacks.
   */
  serveSite(root: string): Promise<void>;
  /**
   * Resolves once every broadcast queue is empty and no broadcast handler runs: a broadcast sent
   * now has been planned, sent and its SES events handled (tests use it).
   */
  broadcastsIdle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Seeds the programmes of event-seeds.ts once per data folder: the marker's conditional put
 * decides, so a restart (or a folder whose events staff removed) is never seeded again.
 */
async function seedOnce(emulators: Emulators): Promise<void> {
  const client = new DynamoDBClient(clientConfig(emulators, 'dynamodb'));
  try {
    await client.send(
      new PutItemCommand({
        TableName: names.membersTable,
        Item: { ...seededMarker, seededAt: { S: new Date().toISOString() } },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return;
    throw error;
  } finally {
    client.destroy();
  }
  const { createEvent } = await loadEventsModule(repoRoot);
  const now = new Date();
  for (const values of seedEvents(now)) {
    await createEvent(await eventSchema.validate(values, { strict: false }), now);
  }
}

/** The PDFs and Open Graph images (generated, never committed), made into web/public by their scripts. */
async function buildSiteFiles(): Promise<void> {
  for (const script of ['web/scripts/build-pdfs.ts', 'web/scripts/build-og-images.ts']) {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', script], { cwd: repoRoot });
  }
}

/**
 * Builds the site into `root` as `npm run build` does (the PDFs and Open Graph images, then every
 * page prerendered), in this process's environment: a stack's (`startLocalStack` sets the site's
 * address and stage), so the build holds no secret of it (tests/site/built-site.test.ts).
 */
export async function buildSite(root: string): Promise<void> {
  await buildSiteFiles();
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'web/scripts/build.ts', root], {
    cwd: repoRoot,
  });
}

/**
 * How often the local stack deletes expired items and due objects: DynamoDB and S3 take minutes
 * to days; a minute keeps `.local/` as lean as AWS would and is cheap (a scan of a few thousand
 * items).
 */
export const localExpirySweepMs = 60_000;

/**
 * Starts the whole site on this machine: AWS emulators, the API adapter running the real handlers
 * with the environment Lambda would give them, and the Vite dev server for the web app.
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const ports = { ...defaultPorts, ...options.ports };
  const dataDir = resolve(repoRoot, options.dataDir ?? '.local');
  await mkdir(dataDir, { recursive: true });
  const siteUrl = `http://localhost:${ports.site}`;
  const siteOrigins = [siteUrl, `http://127.0.0.1:${ports.site}`];
  // What the site's `/api` proxies send to prove they named the visitor's address (CloudFront's
  // origin header in AWS): new on every start, known to this process only.
  const originVerifySecret = randomBytes(32).toString('hex');
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne();
  };

  try {
    const emulators = await startEmulators({
      dataDir,
      ports: {
        dynamodb: ports.dynamodb,
        s3: ports.s3,
        ses: ports.ses,
        sns: ports.sns,
        sqs: ports.sqs,
      },
      corsOrigins: siteOrigins,
      expirySweepMs:
        options.expirySweepMs === false ? undefined : (options.expirySweepMs ?? localExpirySweepMs),
    });
    stoppers.push(() => emulators.stop());
    await ensureResources(emulators);

    Object.assign(process.env, {
      AWS_REGION: emulators.region,
      AWS_ACCESS_KEY_ID: emulators.credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: emulators.credentials.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: options.handlerEndpoints?.dynamodb ?? emulators.endpoints.dynamodb,
      AWS_ENDPOINT_URL_S3: emulators.endpoints.s3,
      AWS_ENDPOINT_URL_SES: options.handlerEndpoints?.ses ?? emulators.endpoints.ses,
      AWS_ENDPOINT_URL_SNS: options.handlerEndpoints?.sns ?? emulators.endpoints.sns,
      // The reconciler's metrics are for CloudWatch; here its summary line says what it did.
      POWERTOOLS_METRICS_DISABLED: process.env.POWERTOOLS_METRICS_DISABLED ?? 'true',
      S3_FORCE_PATH_STYLE: 'true',
      PAYMENTS_TABLE: names.paymentsTable,
      THROTTLE_TABLE: names.throttleTable,
      MEMBERS_TABLE: names.membersTable,
      APPLICATIONS_BUCKET: names.applicationsBucket,
      SITE_ORIGINS: siteOrigins.join(','),
      API_URL: `http://localhost:${ports.api}`,
      ORIGIN_VERIFY_SECRET: originVerifySecret,
      ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? localAddresses.admin,
      CONTACT_EMAIL: process.env.CONTACT_EMAIL ?? localAddresses.contact,
      UPLOAD_TOKEN_SECRET: process.env.UPLOAD_TOKEN_SECRET || localUploadTokenSecret,
      EMAIL_SENDER: process.env.EMAIL_SENDER ?? localAddresses.sender,
      // The broadcasts' handlers (infra/queues.ts): their queues, SES's configuration set and SESv2.
      AWS_ENDPOINT_URL_SQS: options.sqsEndpoint ?? emulators.endpoints.sqs,
      AWS_ENDPOINT_URL_SESV2: options.handlerEndpoints?.ses ?? emulators.endpoints.ses,
      BROADCAST_PLAN_QUEUE_URL: localQueueUrl(emulators, broadcastPlanQueue.name),
      BROADCAST_SEND_QUEUE_URL: localQueueUrl(emulators, broadcastSendQueue.name),
      BROADCAST_SEND_INTERVAL_MS: String(sendIntervalMs()),
      SES_CONFIGURATION_SET: broadcastConfigurationSet,
      BROADCAST_CLAIM_STALE_SECONDS: String(
        options.broadcastClaimStaleSeconds ?? localClaimStaleSeconds,
      ),
      UNSUBSCRIBE_SECRET: process.env.UNSUBSCRIBE_SECRET || localUnsubscribeSecret,
    });

    if (options.seedEvents) await seedOnce(emulators);
    // The shop's products (shop-seeds.ts), with the events: a stack seeded for people to use.
    if (options.seedEvents) await seedShopOnce(repoRoot, clientConfig(emulators, 'dynamodb'));
    const staffSignIn = options.seedStaff ? await seedStaffOnce(repoRoot, dataDir) : undefined;

    const eghl = await startEghlSimulator({
      port: ports.eghl,
      dataDir: join(dataDir, 'eghl'),
      merchant: simulatorMerchant(),
      callbackRetries: options.eghlCallbacks?.retries,
      callbackRetryDelayMs: options.eghlCallbacks?.retryDelayMs,
    });
    stoppers.push(() => eghl.stop());
    Object.assign(process.env, {
      EGHL_SERVICE_ID: eghl.merchant.serviceId,
      EGHL_PASSWORD: eghl.merchant.password,
      EGHL_GATEWAY_URL: eghl.gatewayUrl,
    });

    const notifier = await startNotifier({
      events: emulators.s3Events,
      bucket: names.applicationsBucket,
      prefix: applicationNotifier.prefix,
      suffix: applicationNotifier.suffix,
      load: () => loadS3Handler(repoRoot, applicationNotifier.handler),
      stateDir: join(dataDir, 'notifier'),
      deadLetterDir: join(dataDir, 'dead-letter'),
      listKeys: () =>
        listObjectKeys(emulators, names.applicationsBucket, applicationNotifier.prefix),
      region: emulators.region,
    });
    stoppers.push(() => notifier.stop());

    // Lambda's SQS event sources: one poller per broadcast queue, stopped before the emulators.
    const pollers: QueuePoller[] = broadcastQueues.map((queue) =>
      startQueuePoller({
        name: queue.name,
        queueUrl: localQueueUrl(emulators, queue.name),
        queueArn: localQueueArn(emulators, queue.name),
        client: clientConfig(emulators, 'sqs'),
        batchSize: queue.batchSize,
        maxConcurrency: queue.maxConcurrency,
        timeoutSeconds: queue.timeoutSeconds,
        load: () => loadSqsHandler(repoRoot, queue.handler),
      }),
    );
    stoppers.push(async () => {
      await Promise.all(pollers.map((poller) => poller.stop()));
    });
    const broadcastsIdle = async () => {
      // A handler may enqueue onto another queue (plan → send, SES's events → events): settled
      // when the pollers and SES's forwarder are all idle at once.
      const waits = () => [...pollers.map((poller) => poller.idle()), emulators.sesEventsIdle()];
      const soon = (wait: Promise<void>) =>
        Promise.race([
          wait.then(() => true),
          new Promise<boolean>((done) => setTimeout(() => done(false), 100)),
        ]);
      for (;;) {
        await Promise.all(waits());
        if ((await Promise.all(waits().map(soon))).every(Boolean)) return;
      }
    };

    const api = await startApiAdapter({
      routes,
      root: repoRoot,
      cors: apiCors(siteOrigins),
      port: ports.api,
    });
    stoppers.push(() => api.stop());

    const reconciler = startLocalReconciler({
      load: () => loadScheduledHandler(repoRoot, reconcilerJob.handler),
      intervalMs:
        options.reconcileIntervalMs === false
          ? undefined
          : (options.reconcileIntervalMs ?? reconcilerJob.localIntervalMs),
    });
    stoppers.push(() => reconciler.stop());

    const web = options.web ?? 'dev';
    // The site's build and dev server read these (a site for this machine: its production build may
    // show the sample bank-transfer details, plainly fake, that make the /contribute box show locally).
    process.env.SITE_URL = siteUrl;
    process.env.SITE_STAGE = localStage;
    for (const [name, value] of Object.entries(sampleBankTransfer)) process.env[name] ??= value;
    // The LHDN 44(6) setting, off unless TAX_DEDUCTION_REFERENCE is set (the handlers read it
    // from this environment): the site's build then asks for the identity-card number too.
    if (process.env.TAX_DEDUCTION_REFERENCE) {
      process.env.VITE_TAX_DEDUCTION_REFERENCE ??= process.env.TAX_DEDUCTION_REFERENCE;
    }
    if (web === 'dev') {
      await buildSiteFiles();
      const { createServer } = await import('vite');
      const frontHeaders = await loadFrontHeaders(originVerifySecret);
      const vite = await createServer({
        configFile: resolve(repoRoot, 'web/vite.config.ts'),
        root: resolve(repoRoot, 'web'),
        server: {
          port: ports.site,
          strictPort: true,
          // The site's /api goes to the adapter as through CloudFront: the visitor's address named.
          proxy: {
            '/api/': {
              target: api.url,
              changeOrigin: true,
              xfwd: true,
              configure: (proxy) => {
                proxy.on('proxyReq', (proxyRequest, request) => {
                  for (const [name, value] of Object.entries(frontHeaders(socketAddress(request))))
                    proxyRequest.setHeader(name, value);
                });
              },
            },
          },
        },
        logLevel: options.logLevel ?? 'info',
        clearScreen: false,
      });
      await vite.listen();
      stoppers.push(() => vite.close());
    }

    let siteServed = false;
    const serveSite = async (root: string) => {
      if (siteServed || web === 'dev') throw new Error('The stack already serves its site');
      siteServed = true;
      const site = await startStaticSite({
        root,
        port: ports.site,
        connect: { uploads: emulators.endpoints.s3 },
        api: { target: api.url, originVerifySecret },
      });
      stoppers.push(() => site.stop());
    };
    // The production build, prerendered pages and all, served as CloudFront serves it.
    if (web === 'built') {
      const root = join(dataDir, 'site');
      await buildSite(root);
      await serveSite(root);
    }

    return {
      urls: {
        site: siteUrl,
        api: api.url,
        outbox: emulators.endpoints.outbox,
        smsOutbox: emulators.endpoints.smsOutbox,
        dynamodb: emulators.endpoints.dynamodb,
        s3: emulators.endpoints.s3,
        ses: emulators.endpoints.ses,
        sns: emulators.endpoints.sns,
        sqs: emulators.endpoints.sqs,
        eghl: eghl.url,
      },
      ...(staffSignIn && { staffSignIn }),
      reconcile: (now) => reconciler.run(now),
      serveSite,
      broadcastsIdle,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
