import { createServer, connect } from 'node:net';
import type { Server, Socket } from 'node:net';

/**
 * How the proxy treats connections: `pass` forwards them; `refuse` drops each new connection at
 * once (and the open ones), as a service that is down; `fail` answers every request with an HTTP
 * 500 in the shape AWS services use, as a service that is up but failing.
 */
export type FaultMode = 'pass' | 'refuse' | 'fail';

export interface FaultProxy {
  /** The proxy's address, to give the handlers instead of the service's. */
  url: string;
  mode: FaultMode;
  /** Connections accepted, and of those refused or failed, since the proxy started. */
  readonly counts: { connections: number; refused: number; failed: number };
  stop(): Promise<void>;
}

const failure = JSON.stringify({
  __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError',
  message: 'Injected fault',
});
const failedResponse =
  'HTTP/1.1 500 Internal Server Error\r\n' +
  'content-type: application/x-amz-json-1.0\r\n' +
  `content-length: ${Buffer.byteLength(failure)}\r\n` +
  'connection: close\r\n\r\n' +
  failure;

/**
 * A TCP proxy on loopback in front of one emulator, for fault-injection tests: set `mode` to take
 * the service away (or make it fail) and bring it back while the handlers keep their endpoint.
 */
export async function startFaultProxy(targetPort: number): Promise<FaultProxy> {
  const open = new Set<Socket>();
  const counts = { connections: 0, refused: 0, failed: 0 };
  let mode: FaultMode = 'pass';

  const server: Server = createServer((client) => {
    counts.connections += 1;
    if (mode === 'refuse') {
      counts.refused += 1;
      client.destroy();
      return;
    }
    if (mode === 'fail') {
      counts.failed += 1;
      client.once('data', () => client.end(failedResponse));
      client.on('error', () => undefined);
      return;
    }
    const upstream = connect(targetPort, '127.0.0.1');
    open.add(client);
    open.add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', close);
    upstream.on('error', close);
    client.on('close', close);
    upstream.on('close', close);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    get mode() {
      return mode;
    },
    set mode(next: FaultMode) {
      mode = next;
      // Kept-alive connections would carry on as if nothing happened: a fault cuts them too.
      if (next !== 'pass') for (const socket of open) socket.destroy();
    },
    counts,
    stop: () =>
      new Promise<void>((done) => {
        for (const socket of open) socket.destroy();
        server.close(() => done());
      }),
  };
}
