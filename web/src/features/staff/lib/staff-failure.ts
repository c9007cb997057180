import type { TFunction } from 'i18next';
import type { Catalogues } from '../../../i18n';
import type { ApiFailure } from '../../../lib/api-client';

/** The console's namespaces that word a failed call, each in its own `errors`. */
export type FailureNamespace =
  'staff' | 'staffPeople' | 'staffVolunteers' | 'staffCrowdfunding' | 'staffShop';

type ErrorKey<Namespace extends FailureNamespace> = keyof Catalogues[Namespace]['errors'];

/** How a namespace words the codes its routes answer, then the statuses that came without one. */
interface Wording<Namespace extends FailureNamespace> {
  codes: Partial<Record<string, ErrorKey<Namespace>>>;
  statuses: Partial<Record<number, ErrorKey<Namespace>>>;
}

const statuses = {
  400: 'badRequest',
  401: 'unauthenticated',
  403: 'forbidden',
  429: 'tooManyRequests',
} as const;

const wordings: { [Namespace in FailureNamespace]: Wording<Namespace> } = {
  // The money pages (shell, dashboard, donations).
  staff: {
    codes: {
      payment_not_found: 'paymentNotFound',
      export_too_large: 'exportTooLarge',
      validation: 'validation',
      bad_request: 'badRequest',
      malformed_body: 'badRequest',
      unauthenticated: 'unauthenticated',
      forbidden: 'forbidden',
      cross_site: 'refused',
      origin_not_allowed: 'refused',
    },
    statuses,
  },
  // The people pages (applications, messages, programmes).
  staffPeople: {
    codes: {
      unauthenticated: 'unauthenticated',
      forbidden: 'forbidden',
      cross_site: 'crossSite',
      origin_not_allowed: 'crossSite',
      application_not_found: 'applicationNotFound',
      message_not_found: 'messageNotFound',
      event_not_found: 'eventNotFound',
      // Requests about personal data (issue 32, part C4).
      privacy_request_not_found: 'requestNotFound',
      privacy_request_state: 'requestState',
      validation: 'validation',
      malformed_body: 'badRequest',
      bad_request: 'badRequest',
      export_too_large: 'exportTooLarge',
      too_many_requests: 'tooManyRequests',
    },
    statuses: { ...statuses, 404: 'notFound' },
  },
  // The volunteers' pages (volunteers, coordinators, activities, map): the codes the volunteers'
  // routes may answer beside the console's own (an unknown code falls back to its status).
  staffVolunteers: {
    codes: {
      unauthenticated: 'unauthenticated',
      forbidden: 'forbidden',
      cross_site: 'crossSite',
      origin_not_allowed: 'crossSite',
      member_not_found: 'memberNotFound',
      activity_not_found: 'activityNotFound',
      coordinator_not_found: 'coordinatorNotFound',
      validation: 'validation',
      malformed_body: 'badRequest',
      bad_request: 'badRequest',
      export_too_large: 'exportTooLarge',
      too_many_requests: 'tooManyRequests',
    },
    statuses: { ...statuses, 404: 'notFound', 409: 'conflict' },
  },
  // The crowdfunding pages (campaigns, supporters' pages, disbursements, the give-here card).
  staffCrowdfunding: {
    codes: {
      unauthenticated: 'unauthenticated',
      forbidden: 'forbidden',
      cross_site: 'crossSite',
      origin_not_allowed: 'crossSite',
      campaign_not_found: 'campaignNotFound',
      campaign_exists: 'campaignExists',
      fundraiser_not_found: 'fundraiserNotFound',
      fundraiser_decided: 'fundraiserDecided',
      balance_insufficient: 'balanceInsufficient',
      disbursement_not_found: 'disbursementNotFound',
      receipt_invalid: 'receiptInvalid',
      event_not_found: 'notFound',
      validation: 'validation',
      malformed_body: 'badRequest',
      bad_request: 'badRequest',
      too_many_requests: 'tooManyRequests',
    },
    statuses: { ...statuses, 404: 'notFound', 409: 'conflict' },
  },
  // The shop's pages (issue 31): orders, products and stock, shipping fees.
  staffShop: {
    codes: {
      unauthenticated: 'unauthenticated',
      forbidden: 'forbidden',
      cross_site: 'crossSite',
      origin_not_allowed: 'crossSite',
      product_not_found: 'productNotFound',
      product_exists: 'productExists',
      order_not_found: 'orderNotFound',
      order_state: 'orderState',
      return_window_closed: 'returnWindowClosed',
      stock_insufficient: 'stockInsufficient',
      export_too_large: 'exportTooLarge',
      validation: 'validation',
      malformed_body: 'badRequest',
      bad_request: 'badRequest',
      too_many_requests: 'tooManyRequests',
    },
    statuses: { ...statuses, 404: 'notFound', 409: 'conflict' },
  },
};

/** The key, in a namespace's `errors`, of a failed console call. */
function failureKey<Namespace extends FailureNamespace>(
  failure: ApiFailure,
  wording: Wording<Namespace>,
): ErrorKey<Namespace> | 'server' | 'timeout' | 'network' | 'unknown' {
  switch (failure.kind) {
    case 'status':
      return (
        (failure.code && wording.codes[failure.code]) ??
        wording.statuses[failure.status] ??
        (failure.status >= 500 ? 'server' : 'unknown')
      );
    case 'timeout':
      return 'timeout';
    case 'network':
    case 'cors':
      return 'network';
    case 'unknown':
      return 'unknown';
  }
}

/**
 * The text of a failed console call, in the page's language and the words of the pages' namespace:
 * the codes its routes answer, then the statuses without one, then the failures without an answer.
 * (The sign-in's forms say theirs as the account pages do.)
 */
export function staffFailureText<Namespace extends FailureNamespace>(
  failure: ApiFailure,
  t: TFunction<[Namespace]>,
  namespace: Namespace,
): string {
  const text = t as unknown as (key: string) => string;
  return text(`${namespace}:errors.${String(failureKey(failure, wordings[namespace]))}`);
}
