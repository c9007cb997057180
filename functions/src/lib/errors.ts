import type { ApiErrorBody, ApiErrorCode } from '@gsk/core/api';

/**
 * What a refusal of the shop carries beside its code (docs/shop.md), and a refused broadcast's
 * `broadcast_count_changed` its `recipients` now (docs/privacy.md "Broadcasts").
 */
export type ShopErrorDetails = Pick<
  ApiErrorBody['error'],
  'stock' | 'quote' | 'actions' | 'recipients'
>;

/**
 * Expected failures carry a stable code that the web translates; the error middleware turns them into
 * `{ error: { code, fields?, otp?, overdraw? } }` with their HTTP status. Route files throw these, never build
 * responses.
 */
export class AppError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly status: number,
    readonly fields?: Record<string, string>,
    /** Headers of the answer, e.g. `Retry-After` of a 429. */
    readonly headers?: Record<string, string>,
    /** What a refused one-time code leaves of its challenge (`ApiErrorBody`'s `otp`). */
    readonly otp?: ApiErrorBody['error']['otp'],
    /** A refused disbursement's shortfall (`balance_insufficient`, ApiErrorBody's `overdraw`). */
    readonly overdraw?: ApiErrorBody['error']['overdraw'],
    /** The shop's refusals' details: `sold_out`'s `stock`, `price_changed`'s `quote`, `order_state`'s `actions`. */
    readonly shop?: ShopErrorDetails,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/** The request is malformed or fails validation (400). */
export const badRequest = (code: ApiErrorCode, fields?: Record<string, string>) =>
  new AppError(code, 400, fields);
/** The request is authentic-looking but refused (403), e.g. a forged gateway signature. */
export const forbidden = (code: ApiErrorCode) => new AppError(code, 403);
/** The named thing does not exist (404). */
export const notFound = (code: ApiErrorCode) => new AppError(code, 404);
/** The request conflicts with the current state (409), e.g. a replayed payment result. */
export const conflict = (code: ApiErrorCode) => new AppError(code, 409);
/** The caller is sending too fast (429); `retryAfterSeconds` becomes the `Retry-After` header. */
export const tooManyRequests = (code: ApiErrorCode, retryAfterSeconds?: number) =>
  new AppError(
    code,
    429,
    undefined,
    retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) },
  );

/** The shop's 409 with its details: `sold_out` (the lines short), `price_changed` (the new quote). */
export const shopConflict = (code: ApiErrorCode, details: ShopErrorDetails) =>
  new AppError(code, 409, undefined, undefined, undefined, undefined, details);
