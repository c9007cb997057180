import { Agent, createServer, request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import { closeServer, listen, loopback, PayloadTooLargeError, readBody, send } from './http';
import { TransactionJournal } from './journal';
import { transactions } from './transactions';
import { startSweep } from './sweeps';
import { sweepExpiredItems } from './ttl-sweep';
import type { DynamoCall, DynamoReply, Transactions } from './transactions';
import { dynalite, Level } from './vendor';

/** DynamoDB's own limit on a request body. */
const maxRequestBytes = 16 * 1024 * 1024;
/** What the front server answers itself; dynalite lacks them (it says every TTL is DISABLED). */
const ownOperations = new Set(['TransactWriteItems', 'UpdateTimeToLive', 'DescribeTimeToLive']);

export interface DynamoDbEmulator {
  port: number;
  /**
   * Deletes the items whose TTL is due as at `now` (DynamoDB's background deletion, run now);
   * resolves to how many went. The sweep every `ttlSweepMs` does the same.
   */
  sweepExpired(now?: Date): Promise<number>;
  stop(): Promise<void>;
}

export interface DynamoDbOptions {
  /** How often expired items are deleted in the background; never by itself when absent. */
  ttlSweepMs?: number;
}

/** How long the next transaction lets plain requests pass it once it could run. */
const writerPatienceMs = 200;

/**
 * Lets many requests share dynalite while a transaction, which must see and leave a consistent
 * state, waits for them to finish and then runs alone. Plain requests may pass waiting
 * transactions for `writerPatienceMs` after the last transaction ended (or the first one came):
 * a burst of queued transactions then holds a single-item request up for about one transaction,
 * not the whole queue, and a stream of requests cannot starve a transaction for longer than that.
 */
class ReadWriteLock {
  private readers = 0;
  private writing = false;
  private writerEnded = 0;
  private readonly waiting: { exclusive: boolean; since: number; grant: () => void }[] = [];

  acquire(exclusive: boolean): Promise<() => void> {
    return new Promise((resolve) => {
      this.waiting.push({
        exclusive,
        since: Date.now(),
        grant: () => {
          let released = false;
          resolve(() => {
            if (released) return;
            released = true;
            if (exclusive) {
              this.writing = false;
              this.writerEnded = Date.now();
            } else this.readers -= 1;
            this.drain();
          });
        },
      });
      this.drain();
    });
  }

  private drain(): void {
    if (this.writing) return;
    const writer = this.waiting.find((entry) => entry.exclusive);
    const patient =
      !writer || Date.now() - Math.max(writer.since, this.writerEnded) < writerPatienceMs;
    for (let index = 0; index < this.waiting.length;) {
      const next = this.waiting[index];
      if (!next) break;
      if (next.exclusive) {
        if (this.readers > 0 || this.writing) {
          if (!patient) return;
          index += 1;
          continue;
        }
        this.waiting.splice(index, 1);
        this.writing = true;
        next.grant();
        return;
      }
      this.waiting.splice(index, 1);
      this.readers += 1;
      next.grant();
    }
  }
}

/** Fails clearly when another process (a second `npm start`) holds the LevelDB folder. */
const assertUnlocked = async (dir: string): Promise<void> => {
  const probe = new Level(dir);
  try {
    await probe.open();
  } catch (error) {
    throw new Error(
      `The DynamoDB data in ${dir} is locked by another process; is the local stack already running?`,
      { cause: error },
    );
  }
  await probe.close();
};

/** Calls dynalite over loopback with the headers an SDK would send (dynalite checks they exist). */
const engineCaller =
  (port: number, agent: Agent): DynamoCall =>
  (operation, payload) =>
    new Promise<DynamoReply>((resolve, reject) => {
      const body = JSON.stringify(payload);
      const amzDate = new Date().toISOString().replace(/[-:]|\.\d+/g, '');
      const call = request(
        {
          host: loopback,
          port,
          method: 'POST',
          path: '/',
          agent,
          headers: {
            'Content-Type': 'application/x-amz-json-1.0',
            'Content-Length': Buffer.byteLength(body),
            'X-Amz-Target': `DynamoDB_20120810.${operation}`,
            'X-Amz-Date': amzDate,
            Authorization: `AWS4-HMAC-SHA256 Credential=local/${amzDate.slice(0, 8)}/local/dynamodb/aws4_request, SignedHeaders=host, Signature=0`,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            try {
              resolve({
                status: res.statusCode ?? 500,
                body: JSON.parse(
                  Buffer.concat(chunks).toString('utf8') || '{}',
                ) as DynamoReply['body'],
              });
            } catch (error) {
              reject(error as Error);
            }
          });
        },
      );
      call.on('error', reject);
      call.end(body);
    });

const reply = (res: ServerResponse, contentType: string, { status, body }: DynamoReply): void => {
  const payload = JSON.stringify(body);
  send(res, status, contentType, payload, { 'x-amz-crc32': String(crc32(payload)) });
};

const errorReply = (status: number, type: string, message?: string): DynamoReply => ({
  status,
  body: { __type: type, ...(message ? { message } : {}) },
});

/**
 * TTL settings by table name. Kept in memory: the local stack sets them from the table's definition
 * on every start. Expired items are deleted by `sweepExpiredItems` (ttl-sweep.ts) every
 * `ttlSweepMs`, as DynamoDB does within days; the handlers never rely on the deletion.
 */
const timeToLive = async (
  call: DynamoCall,
  settings: Map<string, string>,
  operation: string,
  input: Record<string, unknown>,
): Promise<DynamoReply> => {
  const table = String(input.TableName ?? '');
  const described = await call('DescribeTable', { TableName: table });
  if (described.status !== 200) return described;
  if (operation === 'DescribeTimeToLive') {
    const attribute = settings.get(table);
    return {
      status: 200,
      body: {
        TimeToLiveDescription: attribute
          ? { TimeToLiveStatus: 'ENABLED', AttributeName: attribute }
          : { TimeToLiveStatus: 'DISABLED' },
      },
    };
  }
  const specification = (input.TimeToLiveSpecification ?? {}) as Record<string, unknown>;
  if (typeof specification.AttributeName !== 'string' || typeof specification.Enabled !== 'boolean')
    return errorReply(400, 'com.amazon.coral.validate#ValidationException', 'Invalid TTL');
  if (specification.Enabled === settings.has(table))
    return errorReply(
      400,
      'com.amazon.coral.validate#ValidationException',
      `TimeToLive is already ${specification.Enabled ? 'enabled' : 'disabled'}`,
    );
  if (specification.Enabled) settings.set(table, specification.AttributeName);
  else settings.delete(table);
  return { status: 200, body: { TimeToLiveSpecification: specification } };
};

const closeDynalite = (server: ReturnType<typeof dynalite>) =>
  promisify((done: (error?: Error | null) => void) => server.close(done))();

/**
 * dynalite on an internal port with its LevelDB under `dir`, behind a front server on `port` that
 * adds TransactWriteItems (crash-safe, with its write-ahead journal in `journalDir`, see
 * transactions.ts) and TTL settings and hands every other request to dynalite as is. Before the
 * front server listens, a transaction a kill interrupted is rolled forward.
 */
export async function startDynamoDb(
  dir: string,
  journalDir: string,
  port: number,
  { ttlSweepMs }: DynamoDbOptions = {},
): Promise<DynamoDbEmulator> {
  await assertUnlocked(dir);
  const options = { createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 };
  const engine = dynalite({ path: dir, ...options });
  // Where transactions are evaluated before anything is written: in memory, never kept.
  const scratch = dynalite(options);
  const agent = new Agent({ keepAlive: true });
  const lock = new ReadWriteLock();
  const ttl = new Map<string, string>();
  let call: DynamoCall | undefined;
  let transactionsOf: Transactions | undefined;
  let journal: TransactionJournal | undefined;

  const answer = async (req: IncomingMessage, res: ServerResponse, operation: string) => {
    const contentType = req.headers['content-type'] ?? 'application/x-amz-json-1.0';
    if (!/^AWS4-/.test(req.headers.authorization ?? ''))
      return reply(
        res,
        contentType,
        errorReply(
          400,
          'com.amazon.coral.service#MissingAuthenticationTokenException',
          'Request is missing Authentication Token',
        ),
      );
    let input: Record<string, unknown>;
    try {
      input = JSON.parse((await readBody(req, maxRequestBytes)).toString('utf8')) as typeof input;
    } catch (error) {
      if (error instanceof PayloadTooLargeError) return send(res, 413, 'text/plain', '');
      return reply(
        res,
        contentType,
        errorReply(400, 'com.amazon.coral.service#SerializationException'),
      );
    }
    const release = await lock.acquire(true);
    try {
      if (!call || !transactionsOf) throw new Error('DynamoDB emulator is not started');
      const result =
        operation === 'TransactWriteItems'
          ? await transactionsOf.transactWrite(input)
          : await timeToLive(call, ttl, operation, input);
      reply(res, contentType, result);
    } catch (error) {
      reply(
        res,
        contentType,
        errorReply(
          500,
          'com.amazonaws.dynamodb.v20120810#InternalServerError',
          error instanceof Error ? error.message : String(error),
        ),
      );
    } finally {
      release();
    }
  };

  const front = createServer((req, res) => {
    const operation = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
    if (req.method === 'POST' && ownOperations.has(operation)) {
      void answer(req, res, operation);
      return;
    }
    void lock.acquire(false).then((release) => {
      res.once('close', release);
      engine.emit('request', req, res);
    });
  });

  try {
    call = engineCaller(await listen(engine, 0), agent);
    const probe = await call('ListTables', {});
    if (probe.status !== 200)
      throw new Error(`dynalite did not start: ${JSON.stringify(probe.body)}`);
    journal = await TransactionJournal.open(journalDir);
    transactionsOf = transactions(call, engineCaller(await listen(scratch, 0), agent), journal);
    const recovered = await transactionsOf.recover();
    if (recovered > 0)
      console.warn(
        `[dynamodb] rolled forward a transaction a stop interrupted (${recovered} items, journal ${journalDir})`,
      );
    const boundPort = await listen(front, port);
    const engineCall = call;
    // Beside plain requests (a transaction waits for a pass, as for them).
    const sweep = startSweep(
      async (now) => {
        const release = await lock.acquire(false);
        try {
          return await sweepExpiredItems(engineCall, ttl, now);
        } finally {
          release();
        }
      },
      { intervalMs: ttlSweepMs, label: 'dynamodb TTL sweep' },
    );
    return {
      port: boundPort,
      sweepExpired: sweep.run,
      async stop() {
        await sweep.stop();
        await closeServer(front);
        agent.destroy();
        await journal?.close();
        await closeDynalite(scratch);
        await closeDynalite(engine);
      },
    };
  } catch (error) {
    await closeServer(front);
    agent.destroy();
    await journal?.close();
    if (scratch.listening) await closeDynalite(scratch);
    if (engine.listening) await closeDynalite(engine);
    throw error;
  }
}
