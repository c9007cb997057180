import { DONATION_MAX_AMOUNT, DONATION_MIN_AMOUNT } from '@gsk/core/constants';
import {
  statusOf,
  transactionStatusParams,
  type DonationInput,
  type PaymentStartResponse,
  type PaymentStatus,
} from '@gsk/core/donation';
import { isEnterpriseSlug } from '@gsk/core/enterprise';
import { languagePrefix } from '@gsk/core/i18n';
import {
  buildQueryRequest,
  buildSaleRequest,
  donationPaymentDescription,
  formatAmount,
  formBody,
  gatewayLanguageCode,
  isPaymentId,
  nextPaymentId,
  parseQueryResponse,
  queryExistence,
  saleUrl,
  toGatewayAmount,
  verifyResponse,
} from '@gsk/core/payment';
import { ValidationError } from 'yup';
import { gatewayResponseSchema, type GatewayResponse } from '../eghl/gateway-fields';
import { config } from '../lib/config';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
} from '../lib/errors';
import { Ledger, PaymentIdTaken } from '../lib/ledger';
import type { CampaignTotals, GatewayResult, LedgerStatus, PaymentRecord } from '../lib/ledger';
import { retryPaymentEmails, sendPaymentEmails } from './payment-emails';
import { allowedSiteOrigin } from './site-origin';

/** Where a gateway result came from: the browser leg, the server leg, or our own QUERY. */
export type ResultSource = 'return' | 'callback' | 'query';

/** What applying a gateway result did to the ledger. */
export interface ApplyResult {
  /** `changed`: this result moved the payment; `duplicate`: it was already recorded; `ignored`: stale or not a state we track. */
  outcome: 'changed' | 'duplicate' | 'ignored';
  payment: PaymentRecord;
}

/** Answer of `POST /payments/verify`. */
export interface VerifyAnswer {
  /** The fields are the gateway's (HashValue2 checks out) and agree with the ledger. */
  valid: boolean;
  status: PaymentStatus;
}

/** Answer of `POST /payments/{id}/query`. */
export interface QueryAnswer {
  status: PaymentStatus;
  /** The gateway knows the final result (success or failed). */
  final: boolean;
  /** When final: the gateway's authentic fields, for /transaction-status's query string. */
  fields?: Record<string, string>;
}

/** Answer of `GET /payments/{id}`: status and amount only, no personal data. */
export interface PaymentSummary {
  status: LedgerStatus;
  amount: number;
}

/** Tries before giving up on finding an unused PaymentID (a clash needs two processes in one ms). */
const PAYMENT_ID_ATTEMPTS = 5;
/** Least time between two QUERYs the API sends for one payment. */
const QUERY_MIN_INTERVAL_MS = 3_000;
/** How long the API waits for the gateway's QUERY answer. */
const QUERY_TIMEOUT_MS = 10_000;

/** Gateway fields a result page (and its verification) needs; Param6/7 only when the gateway sent them. */
const forwardedFields = [...transactionStatusParams, 'Param6', 'Param7'] as const;

/** The non-empty fields of a gateway answer that /transaction-status reads, in a stable order. */
export function statusPageFields(fields: Readonly<Record<string, string | undefined>>) {
  const picked: Record<string, string> = {};
  for (const name of forwardedFields) {
    const value = fields[name];
    if (value) picked[name] = value;
  }
  return picked;
}

/** The fields of an authentic answer worth keeping on the ledger row (empty ones dropped). */
const storedFields = (fields: GatewayResponse): GatewayResult => {
  const stored: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value !== '' && name !== 'HashValue') stored[name] = value;
  }
  return stored;
};

const sameAmount = (gatewayAmount: string | undefined, amount: number): boolean => {
  try {
    return gatewayAmount !== undefined && toGatewayAmount(gatewayAmount) === formatAmount(amount);
  } catch {
    return false;
  }
};

/** The gateway's answer is about this very payment: same amount, currency and order number. */
const agreesWith = (payment: PaymentRecord, fields: GatewayResponse): boolean =>
  sameAmount(fields.Amount, payment.amount) &&
  fields.CurrencyCode === payment.currency &&
  (fields.OrderNumber === undefined || fields.OrderNumber === payment.paymentId);

/** Logs a refused gateway result (no personal data, no hashes) and returns the error to throw. */
const refuse = (error: AppError, source: ResultSource, fields: Partial<GatewayResponse>) => {
  console.warn(
    JSON.stringify({
      event: 'eghl.refused',
      code: error.code,
      source,
      paymentId: fields.PaymentID?.slice(0, 20),
      txnStatus: fields.TxnStatus?.slice(0, 3),
    }),
  );
  return error;
};

const isFinal = (status: LedgerStatus) => status === 'success' || status === 'failed';

const applySuccess = async (
  payment: PaymentRecord,
  fields: GatewayResponse,
  source: ResultSource,
  now: Date,
): Promise<ApplyResult> => {
  if (payment.status === 'success') {
    await retryPaymentEmails(payment, now);
    return { outcome: 'duplicate', payment };
  }
  if (payment.status === 'failed') throw refuse(conflict('payment_already_final'), source, fields);
  const at = now.toISOString();
  const gateway = storedFields(fields);
  if ((await Ledger.succeed(payment, gateway, at)) === 'changed') {
    const paid: PaymentRecord = {
      ...payment,
      status: 'success',
      gateway,
      paidAt: at,
      updatedAt: at,
      receiptStatus: 'sending',
      noticeStatus: 'sending',
    };
    console.info(
      JSON.stringify({ event: 'payment.succeeded', paymentId: payment.paymentId, source }),
    );
    await sendPaymentEmails(paid);
    return { outcome: 'changed', payment: paid };
  }
  const current = await Ledger.get(payment.paymentId);
  if (current?.status === 'success') return { outcome: 'duplicate', payment: current };
  throw refuse(conflict('payment_already_final'), source, fields);
};

const applyOpenResult = async (
  payment: PaymentRecord,
  status: 'failed' | 'pending',
  fields: GatewayResponse,
  source: ResultSource,
  now: Date,
): Promise<ApplyResult> => {
  if (payment.status === status && status === 'failed') return { outcome: 'duplicate', payment };
  if (isFinal(payment.status)) {
    // A pending answer that arrives after the final one is stale, not an attack.
    if (status === 'pending') return { outcome: 'ignored', payment };
    throw refuse(conflict('payment_already_final'), source, fields);
  }
  const at = now.toISOString();
  const gateway = storedFields(fields);
  if ((await Ledger.settleOpen(payment, status, gateway, at)) === 'changed') {
    return { outcome: 'changed', payment: { ...payment, status, gateway, updatedAt: at } };
  }
  const current = await Ledger.get(payment.paymentId);
  if (current?.status === status) return { outcome: 'duplicate', payment: current };
  if (current && status === 'pending' && isFinal(current.status)) {
    return { outcome: 'ignored', payment: current };
  }
  throw refuse(conflict('payment_already_final'), source, fields);
};

/** Reads a QUERY answer; undefined when it is not an authentic answer about an existing payment. */
const readQueryAnswer = async (body: string): Promise<GatewayResponse | undefined> => {
  const raw = parseQueryResponse(body);
  if (queryExistence(raw) !== 'exists') return undefined;
  try {
    return await gatewayResponseSchema.validate(raw, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) return undefined;
    throw error;
  }
};

const sendQuery = async (payment: PaymentRecord): Promise<string | undefined> => {
  const request = buildQueryRequest({
    serviceId: config.eghl.serviceId,
    password: config.eghl.password,
    paymentId: payment.paymentId,
    amount: payment.amount,
    currencyCode: payment.currency,
  });
  try {
    const response = await fetch(config.eghl.gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: formBody(request),
      signal: AbortSignal.timeout(QUERY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Gateway answered HTTP ${response.status}`);
    return await response.text();
  } catch (error) {
    console.error(
      JSON.stringify({
        event: 'eghl.query_failed',
        paymentId: payment.paymentId,
        message: error instanceof Error ? error.message : String(error),
      }),
    );
    return undefined;
  }
};

const openStatus = (status: LedgerStatus): PaymentStatus =>
  status === 'success' ? 'success' : status === 'failed' ? 'failed' : 'pending';

const findPayment = async (paymentId: string): Promise<PaymentRecord> => {
  const payment = isPaymentId(paymentId) ? await Ledger.get(paymentId) : undefined;
  if (!payment) throw notFound('payment_not_found');
  return payment;
};

/**
 * The donation flow's business logic (DESIGN.md, "The donation flow"). The merchant password is
 * read here, on the server, and only enters hashes.
 */
export const Payments = {
  /**
   * Starts a donation: checks the amount again, signs a SALE request for the gateway, records the
   * payment as `initiated`, and answers the hosted page's address for the browser to navigate to.
   */
  async start(
    donation: DonationInput,
    context: { ip: string; origin: string | undefined; now?: Date },
  ): Promise<PaymentStartResponse> {
    const origin = allowedSiteOrigin(context.origin);
    const { amount } = donation;
    if (!Number.isInteger(amount) || amount < DONATION_MIN_AMOUNT || amount > DONATION_MAX_AMOUNT) {
      throw badRequest('validation', { amount: 'donation.amount.integer' });
    }
    const { serviceId, password, gatewayUrl } = config.eghl;
    const returnUrl = `${config.apiUrl}/eghl/return?url=${encodeURIComponent(origin)}`;
    const callbackUrl = `${config.apiUrl}/eghl/callback`;
    const enterprise = isEnterpriseSlug(donation.enterprise) ? donation.enterprise : undefined;
    for (let attempt = 1; ; attempt += 1) {
      const paymentId = nextPaymentId();
      const request = buildSaleRequest({
        serviceId,
        password,
        paymentId,
        returnUrl,
        callbackUrl,
        amount,
        custIp: context.ip,
        custName: donation.name,
        custEmail: donation.email,
        custPhone: donation.phone_number,
        paymentDesc: donationPaymentDescription,
        languageCode: gatewayLanguageCode(donation.language),
      });
      try {
        await Ledger.create({
          paymentId,
          amount,
          currency: request.CurrencyCode,
          name: donation.name,
          email: donation.email,
          phone: donation.phone_number,
          notes: donation.notes || undefined,
          enterprise,
          language: donation.language,
          custIp: context.ip,
          origin,
          createdAt: (context.now ?? new Date()).toISOString(),
        });
      } catch (error) {
        if (error instanceof PaymentIdTaken && attempt < PAYMENT_ID_ATTEMPTS) continue;
        throw error;
      }
      return { paymentId, url: saleUrl(gatewayUrl, request) };
    }
  },

  /**
   * Applies an authentic gateway result to the ledger, idempotently. Refused (and logged, with
   * nothing changed): a forged or tampered answer (403), an unknown payment (404), an answer whose
   * amount, currency or order number differ from the ledger's (409), and a final result that
   * contradicts the recorded final status, as a replay would (409). Repeats of the recorded result
   * are duplicates, and a pending answer after the final one is ignored.
   */
  async apply(
    fields: GatewayResponse,
    source: ResultSource,
    now = new Date(),
  ): Promise<ApplyResult> {
    const { password, serviceId } = config.eghl;
    if (!verifyResponse(password, fields)) {
      throw refuse(forbidden('invalid_signature'), source, fields);
    }
    if (fields.ServiceID !== serviceId) throw refuse(forbidden('unknown_service'), source, fields);
    const payment = isPaymentId(fields.PaymentID) ? await Ledger.get(fields.PaymentID) : undefined;
    if (!payment) throw refuse(notFound('payment_not_found'), source, fields);
    if (!agreesWith(payment, fields)) throw refuse(conflict('payment_mismatch'), source, fields);
    const status = statusOf(fields.TxnStatus);
    if (status === 'success') return applySuccess(payment, fields, source, now);
    if (status === 'failed' || status === 'pending') {
      return applyOpenResult(payment, status, fields, source, now);
    }
    console.info(
      JSON.stringify({
        event: 'eghl.unhandled_status',
        paymentId: payment.paymentId,
        txnStatus: fields.TxnStatus.slice(0, 3),
        source,
      }),
    );
    return { outcome: 'ignored', payment };
  },

  /**
   * The browser leg: the return URL's origin must be an allowed site origin (checked before
   * anything else, so a bad one changes nothing), the result is applied, and the answer is the
   * site's /transaction-status address in the donation's language with the gateway's fields.
   */
  async completeReturn(fields: GatewayResponse, returnOrigin: string): Promise<string> {
    const origin = allowedSiteOrigin(returnOrigin);
    const { payment } = await Payments.apply(fields, 'return');
    const page = `${languagePrefix[payment.language]}/transaction-status`;
    return `${origin}${page}?${new URLSearchParams(statusPageFields(fields))}`;
  },

  /**
   * Whether fields a visitor's browser carries (the status page's query string) are the gateway's
   * own (HashValue2) and agree with the ledger. Read-only.
   */
  async verify(fields: GatewayResponse): Promise<VerifyAnswer> {
    const status = statusOf(fields.TxnStatus);
    const { password, serviceId } = config.eghl;
    if (!verifyResponse(password, fields) || fields.ServiceID !== serviceId) {
      return { valid: false, status };
    }
    const payment = isPaymentId(fields.PaymentID) ? await Ledger.get(fields.PaymentID) : undefined;
    if (!payment || !agreesWith(payment, fields)) return { valid: false, status };
    const contradicts =
      (payment.status === 'success' && status === 'failed') ||
      (payment.status === 'failed' && status === 'success');
    return { valid: !contradicts, status };
  },

  /**
   * Asks the gateway (server-side, signed QUERY) how a payment stands, applies an authentic answer,
   * and returns it. A payment already final answers from the ledger without asking again.
   */
  async query(paymentId: string, now = new Date()): Promise<QueryAnswer> {
    const payment = await findPayment(paymentId);
    if (isFinal(payment.status) && payment.gateway) {
      return {
        status: openStatus(payment.status),
        final: true,
        fields: statusPageFields(payment.gateway),
      };
    }
    if ((await Ledger.stampQuery(paymentId, now, QUERY_MIN_INTERVAL_MS)) === 'refused') {
      throw tooManyRequests('query_too_soon');
    }
    const body = await sendQuery(payment);
    const answer = body === undefined ? undefined : await readQueryAnswer(body);
    if (!answer) return { status: openStatus(payment.status), final: false };
    try {
      const { payment: applied } = await Payments.apply(answer, 'query', now);
      const status = openStatus(applied.status);
      const final = isFinal(applied.status);
      return final
        ? { status, final, fields: statusPageFields(applied.gateway ?? answer) }
        : { status, final };
    } catch (error) {
      if (error instanceof AppError) return { status: openStatus(payment.status), final: false };
      throw error;
    }
  },

  /** Status and amount of a payment (404 when unknown). */
  async summary(paymentId: string): Promise<PaymentSummary> {
    const { status, amount } = await findPayment(paymentId);
    return { status, amount };
  },

  /** Amount raised and contributors, overall and per enterprise. */
  totals(): Promise<CampaignTotals> {
    return Ledger.totals();
  },
};
