import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Every emulator listens on loopback only: nothing is reachable from other machines. */
export const loopback = '127.0.0.1';

/** How long `closeServer` lets in-flight requests finish before cutting their connections. */
const closeGraceMs = 2_000;

/** Listens on `port` (0: any free port) on loopback and resolves with the port actually bound. */
export const listen = (server: Server, port: number): Promise<number> =>
  new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    server.once('error', fail);
    server.listen(port, loopback, () => {
      server.off('error', fail);
      resolve((server.address() as AddressInfo).port);
    });
  });

/**
 * Stops accepting connections, closes idle keep-alive sockets at once (SDK clients keep them) and
 * cuts whatever is still open after a short grace period, so a stop never hangs.
 */
export const closeServer = (server: Server): Promise<void> =>
  new Promise((resolve, reject) => {
    if (!server.listening) return resolve();
    const timer = setTimeout(() => server.closeAllConnections(), closeGraceMs);
    timer.unref();
    server.close((error) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    });
    server.closeIdleConnections();
  });

/** Thrown by `readBody` when a request exceeds the service's payload limit. */
export class PayloadTooLargeError extends Error {
  constructor(limit: number) {
    super(`Request body exceeds ${limit} bytes`);
    this.name = 'PayloadTooLargeError';
  }
}

/** Reads a whole request body, refusing more than `limit` bytes. */
export const readBody = async (req: IncomingMessage, limit: number): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      req.resume();
      throw new PayloadTooLargeError(limit);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
};

/** Writes a complete response with a request id, as AWS services do. */
export const send = (
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
): void => {
  const payload = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  res.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': String(payload.length),
    'x-amzn-RequestId': randomUUID(),
    ...headers,
  });
  res.end(payload);
};

/** The access key id of a SigV4 `Authorization` header, if the request carries one. */
export const accessKeyOf = (req: IncomingMessage): string | undefined =>
  /^AWS4-HMAC-SHA256\s+Credential=([^/\s,]+)\//.exec(req.headers.authorization ?? '')?.[1];

/** Answers a request that failed unexpectedly with a 500, or cuts it if its answer had begun. */
export const sendServerError = (res: ServerResponse, error: unknown): void => {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  send(
    res,
    500,
    'text/plain; charset=utf-8',
    error instanceof Error ? error.message : String(error),
  );
};
