import {
  apiPath,
  siteApiPaths,
  type PaymentStartResponse,
  type QueryAnswer,
  type VerifyAnswer,
} from '@gsk/core/api';
import type { DonationInput } from '@gsk/core/donation';
import { apiJson } from '../../../lib/api-client';

/** Starts a donation: the API signs the gateway request and answers where to send the browser. */
export const startPayment = (donation: DonationInput) =>
  apiJson<PaymentStartResponse>(siteApiPaths.payments, { method: 'POST', json: donation });

/** Asks the API whether a result page's query parameters are the gateway's own. */
export const verifyPayment = (fields: Record<string, string>) =>
  apiJson<VerifyAnswer>(siteApiPaths.verifyPayment, { method: 'POST', json: fields });

/** Asks the API to query the gateway about a pending payment. */
export const queryPayment = (paymentId: string) =>
  apiJson<QueryAnswer>(apiPath(siteApiPaths.queryPayment, { id: paymentId }), { method: 'POST' });

/**
 * The campaign's totals, overall and per enterprise (read defensively by the caller). The API lets
 * browsers keep them briefly; `fresh` asks past any copy (after the visitor's own donation).
 */
export const fetchCampaignTotals = (fresh = false) =>
  apiJson<unknown>(siteApiPaths.campaignTotals, {
    method: 'GET',
    ...(fresh ? { cache: 'no-cache' as const } : {}),
  });
