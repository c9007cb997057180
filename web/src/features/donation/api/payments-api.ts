import type { PaymentStartResponse, PaymentStatus } from '@gsk/core/donation';
import type { EnterpriseSlug } from '@gsk/core/enterprise';
import type { Language } from '@gsk/core/i18n';
import { env } from '../../../config/env';

/** What `POST /payments` takes: a donation as core's schema validates it. */
export interface DonationRequest {
  name: string;
  email: string;
  phone_number: string;
  amount: number;
  notes: string;
  enterprise: string;
  language: Language;
}

/** Answer of `POST /payments/verify`. */
export interface VerifyAnswer {
  valid: boolean;
  status: PaymentStatus;
}

/** Answer of `POST /payments/{id}/query`. */
export interface QueryAnswer {
  status: PaymentStatus;
  final: boolean;
  fields?: Record<string, string>;
}

/** Amount raised (ringgit) and number of successful donations. */
export interface Totals {
  amount: number;
  contributors: number;
}

/** Answer of `GET /campaign/totals`. */
export interface CampaignTotals {
  overall: Totals;
  enterprises: Record<EnterpriseSlug, Totals>;
}

/**
 * A failed API call: the HTTP status (0 when the request never got an answer), the API's stable
 * error code (`network` without an answer) and, for a validation failure, the message key of each
 * field.
 */
export class PaymentApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields?: Record<string, string>,
  ) {
    super(code);
    this.name = 'PaymentApiError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringFields = (value: unknown): Record<string, string> | undefined => {
  if (!isRecord(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
};

async function request<T>(path: string, init: { method: string; body?: unknown }): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}${path}`, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new PaymentApiError(0, 'network');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = isRecord(body) && isRecord(body.error) ? body.error : {};
    const code = typeof error.code === 'string' ? error.code : `http_${response.status}`;
    throw new PaymentApiError(response.status, code, stringFields(error.fields));
  }
  return body as T;
}

/** Starts a donation: the API signs the gateway request and answers where to send the browser. */
export const startPayment = (donation: DonationRequest) =>
  request<PaymentStartResponse>('/payments', { method: 'POST', body: donation });

/** Asks the API whether a result page's query parameters are the gateway's own. */
export const verifyPayment = (fields: Record<string, string>) =>
  request<VerifyAnswer>('/payments/verify', { method: 'POST', body: fields });

/** Asks the API to query the gateway about a pending payment. */
export const queryPayment = (paymentId: string) =>
  request<QueryAnswer>(`/payments/${encodeURIComponent(paymentId)}/query`, { method: 'POST' });

/** The campaign's totals, overall and per enterprise. */
export const fetchCampaignTotals = () => request<unknown>('/campaign/totals', { method: 'GET' });
