import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import httpUrlEncodeBodyParser from '@middy/http-urlencode-body-parser';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { AnyObject, InferType, ObjectSchema, ValidationError } from 'yup';
import { config } from './config';
import { AppError, badRequest, forbidden } from './errors';
import { parseMultipartFields } from './multipart';
import { logger } from './logger';
import { errorBody } from './responses';
import type { HttpResult } from './responses';

/**
 * How the request body arrives: JSON, JSON or nothing (`json-optional`: a request without a JSON
 * content type and body is an empty object to the schema, whose defaults apply), an HTML form, a
 * multipart form, or no body at all.
 */
export type BodyFormat = 'json' | 'json-optional' | 'form' | 'multipart' | 'none';

type AnySchema = ObjectSchema<AnyObject>;

export interface HandlerOptions<S extends AnySchema | undefined> {
  /** Core's schema for the body; the handler receives the validated, stripped value. */
  body?: S;
  /** Body format; defaults to 'json' when a schema is given, otherwise 'none'. */
  format?: BodyFormat;
  /**
   * Who may send a state-changing request (POST, PUT, PATCH, DELETE). 'site' (the default): only
   * the site's own pages, by the Origin check (`sameSiteOnly`). 'gateway': anyone, for the payment
   * gateway's browser return (a form its own page posts) and its server callback, whose messages
   * carry the gateway's signature instead.
   */
  senders?: 'site' | 'gateway';
  /**
   * Who may call at all, checked after the Origin check and before the body is read (a refused
   * request reads and changes nothing): throws the refusal (e.g. the staff routes' role check,
   * functions/src/staff/staff-handler.ts).
   */
  authorize?: (event: Event) => Promise<void>;
}

export interface HandlerInput<S extends AnySchema | undefined> {
  body: S extends AnySchema ? InferType<S> : undefined;
  event: APIGatewayProxyEventV2;
  context: Context;
}

type Event = APIGatewayProxyEventV2;
/** After the parsers run, `event.body` holds an object rather than the raw string. */
type ParsedEvent = { body?: unknown };

// middy's urlencode parser is typed for API Gateway v1 events; it only reads headers and body.
const asV2 = (middleware: object) => middleware as MiddlewareObj<Event>;

/**
 * Drops every member of a JSON body named like a member of Object.prototype (`toString`,
 * `valueOf`, `constructor`, `__proto__`…), at any depth. JSON data has no methods, so such a
 * member only ever shadows one, and generic code calls them: yup's string and number casts call a
 * value's `toString`, and `{"name":{"toString":"x"}}` made it throw (a 500) instead of failing
 * the type check with a 400. A body nested too deeply to revive is malformed (middy's 415).
 */
const withoutPrototypeNames = (name: string, value: unknown): unknown =>
  name in Object.prototype ? undefined : value;

/**
 * The body parser of a format. Multipart bodies are read by our strict reader, keeping only the
 * schema's fields (middy's multipart parser lets a nameless or oddly named part crash the process).
 */
const parsersFor = (format: BodyFormat, schema: AnySchema | undefined): MiddlewareObj<Event>[] => {
  switch (format) {
    case 'json':
      return [httpJsonBodyParser({ reviver: withoutPrototypeNames })];
    case 'json-optional':
      return [
        httpJsonBodyParser({ reviver: withoutPrototypeNames, disableContentTypeError: true }),
      ];
    case 'form':
      return [asV2(httpUrlEncodeBodyParser())];
    case 'multipart':
      return [
        {
          before: (request) => {
            const fields = Object.keys(schema?.fields ?? {});
            (request.event as ParsedEvent).body = parseMultipartFields(request.event, fields);
          },
        },
      ];
    case 'none':
      return [];
  }
};

/**
 * Only the schema's own fields, so a body naming `constructor` or `__proto__` can never reach
 * inherited properties while the schema looks its fields up. A body that is not an object (an
 * array, a string) is malformed.
 */
export const ownFields = (body: unknown, schema: AnySchema): Record<string, unknown> => {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('malformed_body');
  return Object.fromEntries(
    Object.entries(body).filter(([name]) => Object.hasOwn(schema.fields, name)),
  );
};

/**
 * A failed check of a yup schema (the body's, or a handler's own: a staff list's query string),
 * recognised as yup's own `ValidationError.isError` does, by its name: the factory then imports yup
 * for its types only, so a route without a schema (`/health`, the lists) bundles no yup.
 */
const isValidationError = (error: unknown): error is ValidationError =>
  error instanceof Error &&
  error.name === 'ValidationError' &&
  Array.isArray(Reflect.get(error, 'inner'));

/** Maps a thrown error to the API's error shape; anything unexpected is a logged 500 without details. */
const errorMapper = (): MiddlewareObj<Event, HttpResult> => ({
  onError: (request) => {
    const { error } = request;
    if (error instanceof AppError) {
      request.response = errorBody(
        error.status,
        error.code,
        error.fields,
        error.headers,
        error.otp,
        error.overdraw,
        error.shop,
      );
      return;
    }
    if (isValidationError(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.inner.length > 0 ? error.inner : [error]) {
        const path = issue.path ?? '';
        fields[path] ??= issue.message;
      }
      request.response = errorBody(400, 'validation', fields);
      return;
    }
    const status = httpStatusOf(error);
    if (status !== undefined && status >= 400 && status < 500) {
      request.response = errorBody(
        status === 415 ? 400 : status,
        status === 415 ? 'malformed_body' : 'bad_request',
      );
      return;
    }
    logger.error('Unhandled error', { error });
    request.response = errorBody(500, 'internal');
  },
});

const httpStatusOf = (error: unknown): number | undefined => {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const { statusCode } = error;
    return typeof statusCode === 'number' ? statusCode : undefined;
  }
  return undefined;
};

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The CSRF defence of a state-changing request: refused with 403 `cross_site` when its Origin is
 * present and not one of the site's origins (SITE_ORIGINS), or when the browser says the request
 * is cross-site (`Sec-Fetch-Site: cross-site`). A request without Origin passes: browsers send one
 * with every cross-origin POST (and every fetch POST), so only non-browser clients omit it, and
 * they hold no visitor's cookie. Runs before the body is read, so a refused request changes nothing.
 */
const sameSiteOnly = (): MiddlewareObj<Event> => ({
  before: (request) => {
    const { event } = request;
    if (!stateChanging.has(event.requestContext.http.method.toUpperCase())) return;
    const origin = event.headers.origin;
    if (origin !== undefined && !config.siteOrigins.includes(origin)) throw forbidden('cross_site');
    if (event.headers['sec-fetch-site']?.trim().toLowerCase() === 'cross-site') {
      throw forbidden('cross_site');
    }
  },
});

/** The route's own check of who may call (HandlerOptions `authorize`), if it has one. */
const authorized = (authorize?: (event: Event) => Promise<void>): MiddlewareObj<Event>[] =>
  authorize ? [{ before: (request) => authorize(request.event) }] : [];

/** Adds the API Gateway request id of the call to every log line of the invocation. */
const requestIdInLogs = (): MiddlewareObj<Event> => ({
  before: (request) => {
    logger.appendKeys({ apiRequestId: request.event.requestContext?.requestId });
  },
});

/**
 * The one middy factory every route uses. Order: the logger's context (Lambda request id, cold
 * start, the API's request id), error mapping (registered early so it runs last), header
 * normalisation, the Origin check (unless the gateway sends), the route's `authorize`, body
 * parsing, validation with core's schema, then the bare business logic.
 */
export function httpHandler<S extends AnySchema | undefined = undefined>(
  options: HandlerOptions<S>,
  logic: (input: HandlerInput<S>) => Promise<HttpResult>,
) {
  const format = options.format ?? (options.body ? 'json' : 'none');
  const schema = options.body;
  const validate: MiddlewareObj<Event> = {
    before: async (request) => {
      if (!schema) return;
      const event = request.event as ParsedEvent;
      event.body = await schema.validate(ownFields(event.body, schema), {
        abortEarly: false,
        stripUnknown: true,
      });
    },
  };
  return middy<Event, HttpResult>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(requestIdInLogs())
    .use(errorMapper())
    .use(httpHeaderNormalizer())
    .use(options.senders === 'gateway' ? [] : [sameSiteOnly()])
    .use(authorized(options.authorize))
    .use(parsersFor(format, schema))
    .use(validate)
    .handler((event, context) =>
      logic({ body: (event as ParsedEvent).body as HandlerInput<S>['body'], event, context }),
    );
}
