import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

interface EventInput {
  method?: string;
  path?: string;
  routeKey?: string;
  headers?: Record<string, string>;
  body?: string;
  isBase64Encoded?: boolean;
  query?: Record<string, string>;
  pathParameters?: Record<string, string>;
  sourceIp?: string;
}

/** An API Gateway HTTP API (payload 2.0) event, as the gateway hands it to a Lambda handler. */
export const apiEvent = (input: EventInput = {}): APIGatewayProxyEventV2 => {
  const method = input.method ?? 'GET';
  const path = input.path ?? '/';
  const query = new URLSearchParams(input.query ?? {}).toString();
  return {
    version: '2.0',
    routeKey: input.routeKey ?? `${method} ${path}`,
    rawPath: path,
    rawQueryString: query,
    headers: input.headers ?? {},
    queryStringParameters: input.query,
    pathParameters: input.pathParameters,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'api.test',
      domainPrefix: 'api',
      http: {
        method,
        path,
        protocol: 'HTTP/1.1',
        sourceIp: input.sourceIp ?? '203.0.113.7',
        userAgent: 'vitest',
      },
      requestId: 'request-id',
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    body: input.body,
    isBase64Encoded: input.isBase64Encoded ?? false,
  };
};

/** A JSON request event. */
export const jsonEvent = (body: unknown, input: EventInput = {}) =>
  apiEvent({
    method: 'POST',
    ...input,
    headers: { 'content-type': 'application/json', ...input.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** A Lambda context good enough for handlers that only read the request id and time left. */
export const lambdaContext = (): Context => ({
  callbackWaitsForEmptyEventLoop: false,
  functionName: 'test',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:ap-southeast-1:000000000000:function:test',
  memoryLimitInMB: '1024',
  awsRequestId: 'request-id',
  logGroupName: '/aws/lambda/test',
  logStreamName: 'test',
  getRemainingTimeInMillis: () => 30_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});
