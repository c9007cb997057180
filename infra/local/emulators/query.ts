import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  accessKeyOf,
  closeServer,
  listen,
  PayloadTooLargeError,
  readBody,
  send,
  sendServerError,
} from './http';
import { pageSecurityHeaders } from './outbox-pages';

/*
 * What the SES and SNS emulators share: AWS's Query protocol (a form-encoded POST naming its
 * `Action`, answered in XML in the service's namespace), the access key check, and the outbox
 * pages served on the same port (GET).
 */

/** An error a Query service answers with: its code, message and HTTP status. */
export class QueryError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export const escapeXml = (value: string): string =>
  value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

const sendXml = (res: ServerResponse, status: number, requestId: string, xml: string): void =>
  send(res, status, 'text/xml', `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`, {
    'x-amzn-RequestId': requestId,
  });

const errorXml = (namespace: string, error: QueryError, requestId: string): string =>
  `<ErrorResponse xmlns="${namespace}">
  <Error>
    <Type>Sender</Type>
    <Code>${escapeXml(error.code)}</Code>
    <Message>${escapeXml(error.message)}</Message>
  </Error>
  <RequestId>${requestId}</RequestId>
</ErrorResponse>
`;

/** What a Query service's action answers: the name of its result element and its content. */
export interface QueryResult {
  action: string;
  /** XML inside `<{action}Result>`. */
  result: string;
}

/** A Query-protocol service with outbox pages, on loopback. */
export interface QueryServiceOptions {
  port: number;
  /** The key pair's access key id every call must be signed with. */
  accessKeyId: string;
  /** The service's XML namespace (`http://sns.amazonaws.com/doc/2010-03-31/`). */
  namespace: string;
  /** The largest request body the service takes. */
  maxRequestBytes: number;
  /** The service's error for a body over `maxRequestBytes`. */
  tooLargeCode: string;
  /** Answers one call, given its form parameters; throws a QueryError to refuse it. */
  call(params: URLSearchParams): Promise<QueryResult>;
  /** Serves a GET (the outbox pages and their JSON). */
  get(path: string, query: URLSearchParams, res: ServerResponse): Promise<void>;
  /**
   * Serves a POST to any other path than `/` (SES v2's REST JSON API, the SMS outbox's replies):
   * it checks its own caller; without it such a POST is refused.
   */
  post?(path: string, req: IncomingMessage, res: ServerResponse): Promise<void>;
}

export interface QueryService {
  port: number;
  stop(): Promise<void>;
}

/** The action a Query call names, refusing any other than `known` (one, or a list). */
export const actionOf = (params: URLSearchParams, known: string | readonly string[]): string => {
  const action = params.get('Action');
  if (!action) throw new QueryError('MissingAction', 'Could not find the Action parameter');
  if (!(typeof known === 'string' ? [known] : known).includes(action))
    throw new QueryError(
      'InvalidAction',
      `The action ${action} is not valid for this web service.`,
    );
  return action;
};

/** Answers an HTML page with the outbox pages' security headers. */
export const sendHtml = (res: ServerResponse, status: number, body: string): void =>
  send(res, status, 'text/html; charset=utf-8', body, pageSecurityHeaders);

/** Answers JSON that is never cached. */
export const sendJson = (res: ServerResponse, status: number, body: unknown): void =>
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(body), {
    'Cache-Control': 'no-store',
  });

/** Starts a Query-protocol service: POST / runs `call`, GET runs `get`. */
export async function startQueryService(options: QueryServiceOptions): Promise<QueryService> {
  const { namespace, accessKeyId } = options;

  const authenticate = (req: IncomingMessage): void => {
    const key = accessKeyOf(req);
    if (!key)
      throw new QueryError(
        'MissingAuthenticationToken',
        'Request is missing Authentication Token',
        403,
      );
    if (key !== accessKeyId)
      throw new QueryError(
        'InvalidClientTokenId',
        'The security token included in the request is invalid.',
        403,
      );
  };

  const post = async (req: IncomingMessage, res: ServerResponse) => {
    const requestId = randomUUID();
    try {
      authenticate(req);
      const body = await readBody(req, options.maxRequestBytes);
      const { action, result } = await options.call(new URLSearchParams(body.toString('utf8')));
      sendXml(
        res,
        200,
        requestId,
        `<${action}Response xmlns="${namespace}">
  <${action}Result>
${result}
  </${action}Result>
  <ResponseMetadata>
    <RequestId>${requestId}</RequestId>
  </ResponseMetadata>
</${action}Response>
`,
      );
    } catch (error) {
      const refusal =
        error instanceof PayloadTooLargeError
          ? new QueryError(options.tooLargeCode, error.message, 413)
          : error;
      if (!(refusal instanceof QueryError)) throw error;
      sendXml(res, refusal.status, requestId, errorXml(namespace, refusal, requestId));
    }
  };

  const route = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'POST' && url.pathname === '/') return post(req, res);
    if (req.method === 'POST' && options.post) return options.post(url.pathname, req, res);
    if (req.method === 'GET') return options.get(url.pathname, url.searchParams, res);
    req.resume();
    send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed', {
      Allow: 'GET, POST',
    });
  };

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => sendServerError(res, error));
  });
  const boundPort = await listen(server, options.port);
  return { port: boundPort, stop: () => closeServer(server) };
}
