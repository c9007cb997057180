import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';

/** The local stack's default ports (docs/infrastructure.md, "The local stack"). */
export const defaultPorts = {
  site: 5173,
  api: 3000,
  dynamodb: 4567,
  s3: 4569,
  ses: 4579,
  sns: 4575,
  sqs: 4576,
  eghl: 4581,
} as const;

export type LocalPorts = { [K in keyof typeof defaultPorts]: number };

/** Whether `port` (0: any) can be bound on loopback right now; resolves the port bound, or 0. */
const tryPort = (port: number): Promise<number> =>
  new Promise((done) => {
    const server = createServer();
    server.unref();
    server.on('error', () => done(0));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(bound));
    });
  });

/**
 * Ports tried first: below Linux's ephemeral range (32768-60999), which outgoing connections draw
 * from, so a port chosen here is not taken by some client socket before the stack binds it.
 */
const quietPorts = { from: 20_000, to: 32_000 } as const;

/** A port that is free right now on loopback, for tests that run beside a developer's stack. */
export const freePort = async (): Promise<number> => {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = randomInt(quietPorts.from, quietPorts.to);
    if ((await tryPort(candidate)) === candidate) return candidate;
  }
  const any = await tryPort(0);
  if (!any) throw new Error('No free port on 127.0.0.1');
  return any;
};

/** Every port of the stack chosen free, for isolated test runs. */
export const freePorts = async (): Promise<LocalPorts> => ({
  site: await freePort(),
  api: await freePort(),
  dynamodb: await freePort(),
  s3: await freePort(),
  ses: await freePort(),
  sns: await freePort(),
  sqs: await freePort(),
  eghl: await freePort(),
});
