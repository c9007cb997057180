import type { ApiErrorBody, ApiErrorCode } from '@gsk/core/api';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HttpResult = APIGatewayProxyStructuredResultV2 & { statusCode: number };

/** Headers every API answer carries: nothing is cached (unless said otherwise), nothing is sniffed. */
const baseHeaders = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

/** A JSON answer; `headers` (Retry-After, Cache-Control) add to or replace the base headers. */
const json = (statusCode: number, body: unknown, headers?: Record<string, string>): HttpResult => ({
  statusCode,
  headers: { ...baseHeaders, ...headers, 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

/** 200 with a JSON body. */
export const ok = (body: unknown) => json(200, body);

/**
 * 200 with a public JSON body (no personal data) that browsers and shared caches may keep for
 * `maxAge` seconds and serve stale for `staleWhileRevalidate` more while they fetch it again.
 */
export const okCached = (
  body: unknown,
  { maxAge, staleWhileRevalidate }: { maxAge: number; staleWhileRevalidate: number },
) =>
  json(200, body, {
    'cache-control': `public, max-age=${maxAge}, stale-while-revalidate=${staleWhileRevalidate}`,
  });
/** 201 with a JSON body, for a stored application or a started payment. */
export const created = (body: unknown) => json(201, body);
/** 202 with a JSON body: something was started that the caller finishes (a code was sent). */
export const accepted = (body: unknown) => json(202, body);
/** 204 with no body. */
export const noContent = (): HttpResult => ({ statusCode: 204, headers: { ...baseHeaders } });
/** The answer with `Set-Cookie` values (API Gateway v2 sends the result's `cookies` as such). */
export const withCookies = (result: HttpResult, ...cookies: string[]): HttpResult => ({
  ...result,
  cookies: [...(result.cookies ?? []), ...cookies],
});
/**
 * A JSON error body in the shape the web expects, with any headers of its own (`Retry-After`) and,
 * for a refused one-time code, what is left of it (`otp`), for a refused disbursement the fund that
 * falls short (`overdraw`), for the shop's refusals their lines, quote or actions (`shop`).
 */
export const errorBody = (
  status: number,
  code: ApiErrorCode,
  fields?: Record<string, string>,
  headers?: Record<string, string>,
  otp?: ApiErrorBody['error']['otp'],
  overdraw?: ApiErrorBody['error']['overdraw'],
  shop?: Pick<ApiErrorBody['error'], 'stock' | 'quote' | 'actions' | 'recipients'>,
) =>
  json(
    status,
    {
      error: {
        code,
        ...(fields && { fields }),
        ...(otp && { otp }),
        ...(overdraw && { overdraw }),
        ...shop,
      },
    } satisfies ApiErrorBody,
    headers,
  );
/** 200 with a plain-text body (the gateway's callback wants the bare word `OK`). */
export const text = (body: string): HttpResult => ({
  statusCode: 200,
  headers: { ...baseHeaders, 'content-type': 'text/plain; charset=utf-8' },
  body,
});
/**
 * 200 with a PDF the browser downloads as `filename` (ASCII letters, digits, `-`, `.`): personal,
 * so kept by no cache (`private, no-store`). API Gateway sends the base64 body as bytes.
 */
export const pdf = (bytes: Uint8Array, filename: string): HttpResult => ({
  statusCode: 200,
  headers: {
    ...baseHeaders,
    'cache-control': 'private, no-store',
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${filename.replace(/[^A-Za-z0-9.-]/g, '-')}"`,
  },
  body: Buffer.from(bytes).toString('base64'),
  isBase64Encoded: true,
});
/** 303 See Other to `location`, so a browser's POST becomes a GET of the site page. */
export const seeOther = (location: string): HttpResult => ({
  statusCode: 303,
  headers: { ...baseHeaders, location },
  body: '',
});
