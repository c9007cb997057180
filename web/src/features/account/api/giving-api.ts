import {
  apiPath,
  crowdfundingApiPaths,
  type OwnDonations,
  type OwnFundraisers,
} from '@gsk/core/api';
import { apiJson } from '../../../lib/api-client';

/** The member's own calls: with the session cookie, never from the browser's cache. */
const own = { method: 'GET', cache: 'no-store', credentials: 'same-origin' } as const;

/**
 * The signed-in member's donations, newest first (made signed in or with their verified mobile
 * number), and the years a statement exists for.
 */
export const fetchOwnDonations = () =>
  apiJson<OwnDonations>(crowdfundingApiPaths.ownDonations, own);

/** The signed-in member's supporters' pages, whatever their review says. */
export const fetchOwnFundraisers = () =>
  apiJson<OwnFundraisers>(crowdfundingApiPaths.ownFundraisers, own).then(
    (answer) => answer?.fundraisers ?? [],
  );

/** Where a successful donation's PDF receipt downloads (a plain link: the browser sends the cookie). */
export const receiptHref = (paymentId: string) =>
  apiPath(crowdfundingApiPaths.ownDonationReceipt, { id: paymentId });

/** Where a year's PDF statement of the member's donations downloads. */
export const statementHref = (year: number) =>
  apiPath(crowdfundingApiPaths.ownStatement, { year: String(year) });
