import { createServer } from 'node:net';

/** The local stack's default ports (DESIGN.md: site :5173, API :3000). */
export const defaultPorts = {
  site: 5173,
  api: 3000,
  dynamodb: 4567,
  s3: 4569,
  ses: 4579,
  eghl: 4581,
} as const;

export type LocalPorts = { [K in keyof typeof defaultPorts]: number };

/** A port that is free right now on loopback, for tests that run beside a developer's stack. */
export const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });

/** Every port of the stack chosen free, for isolated test runs. */
export const freePorts = async (): Promise<LocalPorts> => ({
  site: await freePort(),
  api: await freePort(),
  dynamodb: await freePort(),
  s3: await freePort(),
  ses: await freePort(),
  eghl: await freePort(),
});
