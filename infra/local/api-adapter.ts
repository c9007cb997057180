import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyResultV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type { ApiCors } from '../resources';

/** API Gateway's own limit on a request payload. */
const maxPayloadBytes = 10 * 1024 * 1024;

/** Lambda's limit on a synchronous invocation's payload: the event API Gateway builds must fit. */
const maxInvokePayloadBytes = 6 * 1024 * 1024;
/** Content types API Gateway passes as text; everything else arrives base64-encoded. */
const textTypes = /^(text\/|application\/(json|x-www-form-urlencoded|xml|javascript)|[^;]*\+json)/i;

type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;

interface CompiledRoute {
  method: string;
  routeKey: string;
  pattern: RegExp;
  params: string[];
  handlerPath: string;
}

export interface ApiAdapterOptions {
  /** Route key ('GET /api/payments/{id}') → handler path string ('functions/src/….handler'). */
  routes: Record<string, string>;
  /** Repository root, against which handler paths are resolved. */
  root: string;
  /** The API's CORS configuration (`apiCors` of the site origins, as the SST stack gives it). */
  cors: ApiCors;
  port: number;
  host?: string;
}

export interface ApiAdapter {
  url: string;
  server: Server;
  stop(): Promise<void>;
}

const compile = (routeKey: string, handlerPath: string): CompiledRoute => {
  const [method = '', path = ''] = routeKey.split(' ');
  const params: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)(\+?)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      params.push(param[1] ?? '');
      return param[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { method, routeKey, pattern: new RegExp(`^${source}$`), params, handlerPath };
};

const loadHandler = async (root: string, handlerPath: string): Promise<LambdaHandler> => {
  const dot = handlerPath.lastIndexOf('.');
  const file = resolve(root, `${handlerPath.slice(0, dot)}.ts`);
  const exported = handlerPath.slice(dot + 1);
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const handler = module[exported];
  if (typeof handler !== 'function') throw new Error(`${handlerPath} exports no function`);
  return handler as LambdaHandler;
};

const readBody = (request: IncomingMessage): Promise<Buffer | 'too-large'> =>
  new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxPayloadBytes) chunks.push(chunk);
    });
    request.on('end', () => done(size > maxPayloadBytes ? 'too-large' : Buffer.concat(chunks)));
    request.on('error', fail);
  });

const toEvent = (
  request: IncomingMessage,
  url: URL,
  route: CompiledRoute,
  pathParameters: Record<string, string>,
  body: Buffer,
): APIGatewayProxyEventV2 => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // A repeated parameter's values joined by commas, as API Gateway does. Collected in a Map: on a
  // plain object a name such as `constructor` would find an inherited value, `__proto__` none.
  const parameters = new Map<string, string>();
  for (const [name, value] of url.searchParams) {
    const earlier = parameters.get(name);
    parameters.set(name, earlier === undefined ? value : `${earlier},${value}`);
  }
  const query = Object.fromEntries(parameters);
  const contentType = headers['content-type'] ?? '';
  const isText = body.length === 0 || textTypes.test(contentType);
  const now = new Date();
  return {
    version: '2.0',
    routeKey: route.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: headers.cookie?.split(/;\s*/),
    headers,
    queryStringParameters: parameters.size > 0 ? query : undefined,
    pathParameters: route.params.length > 0 ? pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: url.hostname.split('.')[0] ?? '',
      http: {
        method: route.method,
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: route.routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length === 0 ? undefined : isText ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: !isText,
  };
};

const lambdaContext = (functionName: string, requestId: string): Context => {
  const deadline = Date.now() + 30_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};

/** API Gateway HTTP API's CORS behaviour: preflights answered by the gateway, allowed origins echoed. */
const corsHeaders = (origin: string | undefined, cors: ApiCors): Record<string, string> =>
  origin && cors.AllowOrigins.includes(origin)
    ? { 'access-control-allow-origin': origin, vary: 'origin' }
    : {};

const send = (
  response: ServerResponse,
  result: APIGatewayProxyResultV2,
  extraHeaders: Record<string, string>,
) => {
  const structured: APIGatewayProxyStructuredResultV2 =
    typeof result === 'object' && result !== null && 'statusCode' in result
      ? result
      : {
          statusCode: 200,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(result),
        };
  const headers: Record<string, string | string[]> = { ...extraHeaders };
  for (const [name, value] of Object.entries(structured.headers ?? {}))
    headers[name] = String(value);
  if (structured.cookies?.length) headers['set-cookie'] = structured.cookies;
  const body = structured.body ?? '';
  response.writeHead(structured.statusCode ?? 200, headers);
  response.end(structured.isBase64Encoded ? Buffer.from(body, 'base64') : body);
};

const sendJson = (response: ServerResponse, status: number, body: unknown, headers = {}) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

/** The request's URL, or undefined when its target or Host header is not a valid URL. */
const requestUrl = (request: IncomingMessage): URL | undefined => {
  try {
    return new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
  } catch {
    return undefined;
  }
};

/** A route's path parameters, URL-decoded; undefined when one is not valid percent-encoding. */
const pathParametersOf = (
  route: CompiledRoute,
  pathname: string,
): Record<string, string> | undefined => {
  const values = route.pattern.exec(pathname)?.slice(1) ?? [];
  try {
    return Object.fromEntries(
      route.params.map((name, index) => [name, decodeURIComponent(values[index] ?? '')]),
    );
  } catch {
    return undefined;
  }
};

/**
 * Serves the route table over HTTP the way API Gateway (HTTP API, payload format 2.0) does: each
 * request becomes a v2 event for the same handler code that runs on Lambda.
 */
export async function startApiAdapter(options: ApiAdapterOptions): Promise<ApiAdapter> {
  const compiled = Object.entries(options.routes).map(([key, path]) => compile(key, path));
  const handlers = new Map<string, Promise<LambdaHandler>>();
  const handlerFor = (route: CompiledRoute) => {
    let handler = handlers.get(route.handlerPath);
    if (!handler) {
      handler = loadHandler(options.root, route.handlerPath);
      handlers.set(route.handlerPath, handler);
    }
    return handler;
  };

  const server = createServer((request, response) => {
    const origin = request.headers.origin;
    const cors = corsHeaders(origin, options.cors);
    void (async () => {
      const url = requestUrl(request);
      if (!url) {
        sendJson(response, 400, { message: 'Bad Request' }, cors);
        return;
      }
      const method = request.method ?? 'GET';
      const matches = compiled.filter((route) => route.pattern.test(url.pathname));

      if (method === 'OPTIONS' && request.headers['access-control-request-method']) {
        const allowed = origin !== undefined && options.cors.AllowOrigins.includes(origin);
        response.writeHead(204, {
          ...cors,
          ...(allowed && {
            'access-control-allow-methods': options.cors.AllowMethods.join(','),
            'access-control-allow-headers': options.cors.AllowHeaders.join(','),
            'access-control-max-age': String(options.cors.MaxAge),
          }),
        });
        response.end();
        return;
      }

      const route = matches.find((candidate) => candidate.method === method);
      if (!route) {
        sendJson(response, 404, { message: 'Not Found' }, cors);
        return;
      }
      const body = await readBody(request);
      if (body === 'too-large') {
        sendJson(response, 413, { message: 'Request Entity Too Large' }, cors);
        return;
      }
      const pathParameters = pathParametersOf(route, url.pathname);
      if (!pathParameters) {
        sendJson(response, 400, { message: 'Bad Request' }, cors);
        return;
      }
      const event = toEvent(request, url, route, pathParameters, body);
      if (Buffer.byteLength(JSON.stringify(event)) > maxInvokePayloadBytes) {
        sendJson(response, 413, { message: 'Request Entity Too Large' }, cors);
        return;
      }
      try {
        const handler = await handlerFor(route);
        const result = await handler(
          event,
          lambdaContext(route.routeKey, event.requestContext.requestId),
        );
        send(response, result, cors);
      } catch (error) {
        console.error(`[api] ${route.routeKey} failed`, error);
        sendJson(response, 500, { message: 'Internal Server Error' }, cors);
      }
    })().catch((error: unknown) => {
      // Whatever a request does, the stack stays up: the caller gets a 500, as from API Gateway.
      console.error('[api] request failed', error);
      if (!response.headersSent)
        sendJson(response, 500, { message: 'Internal Server Error' }, cors);
      else response.destroy();
    });
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((done) => server.listen(options.port, host, done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://localhost:${port}`,
    server,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
