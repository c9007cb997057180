import type { StaffDisbursementList } from '@gsk/core/api';
import { enterpriseSlugs } from '@gsk/core/enterprise';
import { isCampaignId } from '../crowdfunding/campaigns';
import {
  campaignsOf,
  disbursementListKind,
  disbursementOf,
  staffDisbursement,
} from '../crowdfunding/disbursements';
import { badRequest } from '../lib/errors';
import { ok } from '../lib/responses';
import type { ListingFilter } from './listing';
import { listingPage } from './listing';
import { staffHandler } from './staff-handler';

/**
 * `GET /api/staff/disbursements[?enterprise=slug][&campaign=id][&cursor=…]` (staff only):
 * disbursements newest first by the day paid, a page at a time (StaffDisbursementList), with who
 * recorded each, its receipt's name and whether it was an overdraw. A filter that names no
 * enterprise or campaign, or a cursor of another list, is 400 `bad_request`.
 */
export const handler = staffHandler({}, async ({ event }) => {
  const { enterprise, campaign, cursor } = event.queryStringParameters ?? {};
  if (enterprise !== undefined && !(enterpriseSlugs as readonly string[]).includes(enterprise))
    throw badRequest('bad_request');
  if (campaign !== undefined && !isCampaignId(campaign)) throw badRequest('bad_request');
  const conditions = [
    ...(enterprise ? ['enterprise = :enterprise'] : []),
    ...(campaign ? ['campaign = :campaign'] : []),
  ];
  const filter: ListingFilter | undefined =
    conditions.length > 0
      ? {
          expression: conditions.join(' AND '),
          values: {
            ...(enterprise && { ':enterprise': enterprise }),
            ...(campaign && { ':campaign': campaign }),
          },
        }
      : undefined;
  const page = await listingPage({ kind: disbursementListKind, ...(filter && { filter }) }, cursor);
  const disbursements = page.items.map(disbursementOf);
  const campaigns = await campaignsOf(disbursements);
  const answer: StaffDisbursementList = {
    disbursements: disbursements.map((each) => staffDisbursement(each, campaigns)),
    ...(page.nextCursor && { next: page.nextCursor }),
  };
  return ok(answer);
});
