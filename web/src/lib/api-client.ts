import type { ApiErrorCode } from '@gsk/core/api';

/** Why an API call failed, as the spec's error catalogue tells the cases apart. */
export type ApiFailure =
  | {
      kind: 'status';
      status: number;
      statusText: string;
      /** A `message` text of the JSON body, when the server sent one (the spec's 400 case). */
      message?: string;
      /** The API's stable error code (`{ error: { code } }`). */
      code?: ApiErrorCode;
      /** The API's field messages: validation keys, as core's schemas emit them. */
      fields?: Record<string, string>;
      /** How long to wait before trying again (a 429's `Retry-After`), in seconds. */
      retryAfterSeconds?: number;
      /**
       * A refused one-time code's `otp` (core's `OtpCodeState`) as the body carried it, unchecked:
       * the members' pages check it (`features/account/lib/code-state.ts`), so every page's first
       * load does not carry that code.
       */
      otp?: unknown;
      /**
       * A refused disbursement's `overdraw` (core's `OverdrawDetails`: the fund that falls short,
       * its balance and the amount) as the body carried it, unchecked: the console checks it.
       */
      overdraw?: unknown;
      /**
       * A refused broadcast's `recipients` (`broadcast_count_changed`: how many it reaches now) as
       * the body carried it, unchecked: the composer checks it (issue 32, part W).
       */
      recipients?: unknown;
    }
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'cors' }
  | { kind: 'unknown'; message?: string };

/** A failed call to the API, carrying why it failed. */
export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.kind === 'unknown' ? (failure.message ?? 'unknown') : failure.kind);
    this.name = 'ApiError';
  }

  /** The HTTP status of the answer; 0 when no answer came. */
  get status(): number {
    return this.failure.kind === 'status' ? this.failure.status : 0;
  }

  /** The API's error code, when it answered with one. */
  get code(): ApiErrorCode | undefined {
    return this.failure.kind === 'status' ? this.failure.code : undefined;
  }

  /** The API's field messages of a validation failure. */
  get fields(): Record<string, string> | undefined {
    return this.failure.kind === 'status' ? this.failure.fields : undefined;
  }
}

/** Why a call failed, from what it threw: an `ApiError`'s failure, else an unknown one. */
export const failureOf = (error: unknown): ApiFailure =>
  error instanceof ApiError
    ? error.failure
    : { kind: 'unknown', message: error instanceof Error ? error.message : undefined };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringRecord = (value: unknown): Record<string, string> | undefined =>
  isRecord(value)
    ? Object.fromEntries(
        Object.entries(value).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : undefined;

/** What an API error code looks like (core's `apiErrorCodes`): lower-case words joined by `_`. */
const codeShape = /^[a-z]+(?:_[a-z0-9]+)*$/;

/** Reads a failed answer's body: `{ message }` (the spec) or the API's `{ error: { code, fields } }`. */
const statusFailure = async (response: Response): Promise<ApiFailure> => {
  const failure: ApiFailure = {
    kind: 'status',
    status: response.status,
    statusText: response.statusText,
  };
  const retryAfter = Number(response.headers.get('Retry-After') ?? NaN);
  if (Number.isFinite(retryAfter) && retryAfter >= 0) failure.retryAfterSeconds = retryAfter;
  try {
    const body: unknown = JSON.parse(await response.text());
    if (!isRecord(body)) return failure;
    if (typeof body.message === 'string' && body.message.trim()) failure.message = body.message;
    if (isRecord(body.error)) {
      // A code is only ever compared with the codes a page handles, so it is taken as written
      // when it looks like one: checking it against core's whole list would put that list in
      // every page's first load (docs/performance.md), and an unknown code then reads as the
      // status would without one.
      if (typeof body.error.code === 'string' && codeShape.test(body.error.code)) {
        failure.code = body.error.code as ApiErrorCode;
      }
      failure.fields = stringRecord(body.error.fields);
      failure.otp = body.error.otp;
      if (body.error.overdraw !== undefined) failure.overdraw = body.error.overdraw;
      if (body.error.recipients !== undefined) failure.recipients = body.error.recipients;
    }
  } catch {
    // A body that is not JSON carries no message; the status decides.
  }
  return failure;
};

/**
 * Whether a request that failed without an answer was refused by the browser's cross-origin check
 * rather than the network: the same address still answers a request that needs no permission
 * (`no-cors`). Offline means network, without asking.
 */
export const blockedOrOffline = async (url: string): Promise<ApiFailure> => {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'network' };
  try {
    await fetch(url, { mode: 'no-cors', credentials: 'omit', cache: 'no-store' });
    return { kind: 'cors' };
  } catch {
    return { kind: 'network' };
  }
};

/** A call to the API. */
export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A body sent as JSON. */
  json?: unknown;
  /** A body sent as multipart/form-data. */
  form?: FormData;
  /** Aborts the call after this many milliseconds (a `timeout` failure); none by default. */
  timeoutMs?: number;
  /** How the browser's HTTP cache may answer (a cacheable GET); its default when absent. */
  cache?: RequestCache;
  /** Whether cookies go along: `same-origin` for the members' calls (their session); none by default. */
  credentials?: RequestCredentials;
}

/**
 * Calls the API at `path` (core's `apiPaths`, filled by `apiPath`) on the site's own origin, where
 * CloudFront's `/api/*` behaviour (locally the servers' proxies) reaches it: same-origin, with the
 * site's cookies (the session), asking for JSON and resolves with a 2xx answer;
 * every failure is an `ApiError` the caller can name: the answer's status and error code, a
 * timeout, the network, a cross-origin refusal, or anything else.
 */
export async function callApi(path: string, call: ApiCall): Promise<Response> {
  const url = path;
  const controller = new AbortController();
  const timer =
    call.timeoutMs === undefined ? undefined : setTimeout(() => controller.abort(), call.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method,
      mode: 'same-origin',
      credentials: call.credentials ?? 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(call.json === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: call.json === undefined ? call.form : JSON.stringify(call.json),
      signal: controller.signal,
      ...(call.cache ? { cache: call.cache } : {}),
    });
  } catch (error) {
    if (controller.signal.aborted) throw new ApiError({ kind: 'timeout' });
    if (error instanceof TypeError) throw new ApiError(await blockedOrOffline(url));
    throw new ApiError({
      kind: 'unknown',
      message: error instanceof Error ? error.message : undefined,
    });
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new ApiError(await statusFailure(response));
  return response;
}

/** Calls the API and resolves with its JSON answer (undefined when the body is not JSON). */
export async function apiJson<T>(path: string, call: ApiCall): Promise<T> {
  const response = await callApi(path, call);
  return (await response.json().catch(() => undefined)) as T;
}
