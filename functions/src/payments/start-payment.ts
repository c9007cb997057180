import { apiPaths, type PaymentStartResponse } from '@gsk/core/api';
import type { DonationInput } from '@gsk/core/donation';
import {
  buildSaleRequest,
  donationPaymentDescription,
  gatewayLanguageCode,
  nextPaymentId,
  saleUrl,
} from '@gsk/core/payment';
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
  const { serviceId, password, gatewayUrl } = settings.eghl;
  const returnUrl = `${settings.apiUrl}${apiPaths.eghlReturn}?url=${encodeURIComponent(origin)}`;
  const callbackUrl = `${settings.apiUrl}${apiPaths.eghlCallback}`;
  const now = context.now ?? new Date();
  const attribution = await attributionOf(
    donation,
    context.donor,
    now,
    settings.taxDeductionReference,
  );
  for (let attempt = 1; ; attempt += 1) {
    const paymentId = nextPaymentId();
    const request = buildSaleRequest({
      serviceId,
      password,
      paymentId,
      returnUrl,
      callbackUrl,
      amount: donation.amount,
      custIp: context.ip,
      custName: donation.name,
      custEmail: donation.email,
      custPhone: donation.phone_number,
      paymentDesc: donationPaymentDescription,
      languageCode: gatewayLanguageCode(donation.language),
    });
    try {
      await Ledger.create(
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
          createdAt: now.toISOString(),
        },
        request,
      );
    } catch (error) {
      if (error instanceof PaymentIdTaken && attempt < PAYMENT_ID_ATTEMPTS) continue;
      throw error;
    }
    return { paymentId, url: saleUrl(gatewayUrl, request) };
  }
}
