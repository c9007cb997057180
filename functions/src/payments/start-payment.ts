import { apiPaths, type PaymentStartResponse } from '@gsk/core/api';
import type { DonationInput } from '@gsk/core/donation';
import {
  buildSaleRequest,
  donationPaymentDescription,
  gatewayLanguageCode,
  nextPaymentId,
  saleUrl,
  type SaleRequest,
} from '@gsk/core/payment';
import type { Language } from '@gsk/core/i18n/language';
import { attributionOf, type SignedInDonor } from '../crowdfunding/attribution';
import type { PaymentSettings } from '../lib/config';
import { Ledger, PaymentIdTaken } from './ledger';
import { allowedSiteOrigin } from './site-origin';

/** Tries before giving up on finding an unused PaymentID (a clash needs two processes in one ms). */
const PAYMENT_ID_ATTEMPTS = 5;

/** Where the request comes from. */
export interface StartContext {
  /** The donor's IP address (the request's source IP), the gateway's CustIP. */
  ip: string;
  /** The request's Origin header: the site the donor is on. */
  origin: string | undefined;
  /** The member giving, when the request came with their session. */
  donor?: SignedInDonor;
  now?: Date;
}

/** What a SALE request says of the payer and the payment (a donation's or an order's). */
export interface Sale {
  /** Ringgit, up to two decimals. */
  amount: number;
  name: string;
  email: string;
  phone: string;
  language: Language;
  /** The gateway's PaymentDesc: `donationPaymentDescription` or `orderPaymentDescription`. */
  description: string;
}

/**
 * Signs a SALE request for a fresh PaymentID (the same return and callback legs for every kind
 * of payment), has `record` store the payment, and answers the hosted page's address. A PaymentID
 * already in the ledger (`PaymentIdTaken`: two processes in one ms) is tried again with a new one.
 * `origin` is the allowed site origin the return leg sends the payer back to.
 */
export async function startSale(
  sale: Sale,
  origin: string,
  context: StartContext,
  settings: PaymentSettings,
  record: (paymentId: string, request: SaleRequest, createdAt: string) => Promise<unknown>,
): Promise<PaymentStartResponse> {
  const { serviceId, password, gatewayUrl } = settings.eghl;
  const returnUrl = `${settings.apiUrl}${apiPaths.eghlReturn}?url=${encodeURIComponent(origin)}`;
  const callbackUrl = `${settings.apiUrl}${apiPaths.eghlCallback}`;
  const now = context.now ?? new Date();
  for (let attempt = 1; ; attempt += 1) {
    const paymentId = nextPaymentId();
    const request = buildSaleRequest({
      serviceId,
      password,
      paymentId,
      returnUrl,
      callbackUrl,
      amount: sale.amount,
      custIp: context.ip,
      custName: sale.name,
      custEmail: sale.email,
      custPhone: sale.phone,
      paymentDesc: sale.description,
      languageCode: gatewayLanguageCode(sale.language),
    });
    try {
      await record(paymentId, request, now.toISOString());
    } catch (error) {
      if (error instanceof PaymentIdTaken && attempt < PAYMENT_ID_ATTEMPTS) continue;
      throw error;
    }
    return { paymentId, url: saleUrl(gatewayUrl, request) };
  }
}

/**
 * Starts a donation (validated by core's schema): decides what it counts towards (a campaign, a
 * supporter's page, an event: crowdfunding/attribution.ts, a refusal writing nothing), signs a
 * SALE request for the gateway, records the payment as `initiated` with its attribution and its
 * donor's pointer, and answers the hosted page's address for the browser to navigate to. The
 * site origin must be allowed; it is where the return leg sends the donor back.
 */
export async function startPayment(
  donation: DonationInput,
  context: StartContext,
  settings: PaymentSettings,
): Promise<PaymentStartResponse> {
  const origin = allowedSiteOrigin(context.origin, settings.siteOrigins);
  const now = context.now ?? new Date();
  const attribution = await attributionOf(
    donation,
    context.donor,
    now,
    settings.taxDeductionReference,
  );
  return startSale(
    {
      amount: donation.amount,
      name: donation.name,
      email: donation.email,
      phone: donation.phone_number,
      language: donation.language,
      description: donationPaymentDescription,
    },
    origin,
    { ...context, now },
    settings,
    (paymentId, request, createdAt) =>
      Ledger.create(
        {
          paymentId,
          amount: donation.amount,
          currency: request.CurrencyCode,
          name: donation.name,
          email: donation.email,
          phone: donation.phone_number,
          notes: donation.notes || undefined,
          ...attribution,
          language: donation.language,
          custIp: context.ip,
          origin,
          createdAt,
        },
        request,
      ),
  );
}
