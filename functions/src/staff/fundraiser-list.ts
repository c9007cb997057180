import type { StaffFundraiser, StaffFundraiserList } from '@gsk/core/api';
import { maskMobile } from '@gsk/core/account';
import { fundraiserStatuses, type FundraiserStatus } from '@gsk/core/crowdfunding';
import { getCampaign, type StoredCampaign } from '../crowdfunding/campaigns';
import { fundraiserListKind, fundraiserOfItem, ownFundraiser } from '../crowdfunding/fundraisers';
import { badRequest } from '../lib/errors';
import { ok } from '../lib/responses';
import { profileKey } from '../members/members';
import { itemsByMember } from '../volunteers/batch';
import { listingPage } from './listing';
import { staffHandler } from './staff-handler';

const isStatus = (value: string): value is FundraiserStatus =>
  (fundraiserStatuses as readonly string[]).includes(value);

/**
 * `GET /api/staff/fundraisers[?status=pending|approved|refused][&cursor=…]` (staff only):
 * supporters' pages of a status (pending by default), newest first, a page at a time
 * (STAFF_PAGE_SIZE; the listing index's `fundraiser#{status}`), each with its owner's full name
 * and masked mobile number (read in batches from the members table) and its campaign's title. A
 * status that is none, or a cursor of another list, is 400 `bad_request`.
 */
export const handler = staffHandler({}, async ({ event }) => {
  const { status = 'pending', cursor } = event.queryStringParameters ?? {};
  if (!isStatus(status)) throw badRequest('bad_request');
  const page = await listingPage({ kind: fundraiserListKind(status) }, cursor);
  const pages = page.items.map(fundraiserOfItem);
  const campaignIds = [...new Set(pages.map((each) => each.campaignId))];
  const [owners, campaigns] = await Promise.all([
    itemsByMember([...new Set(pages.map((each) => each.memberId))].map(profileKey), [
      'name',
      'mobile',
    ]),
    Promise.all(campaignIds.map((id) => getCampaign(id))),
  ]);
  const campaignOf = new Map<string, StoredCampaign | undefined>(
    campaignIds.map((id, index) => [id, campaigns[index]]),
  );
  const answer: StaffFundraiserList = {
    fundraisers: pages.map((each): StaffFundraiser => {
      const owner = owners.get(each.memberId);
      const mobile = typeof owner?.mobile === 'string' ? owner.mobile : '';
      return {
        ...ownFundraiser(each, campaignOf.get(each.campaignId)),
        ownerName: typeof owner?.name === 'string' ? owner.name : '',
        ownerMobile: mobile ? maskMobile(mobile) : '',
        ...(each.decidedAt && { decidedAt: each.decidedAt }),
        ...(each.decidedBy && { decidedBy: each.decidedBy }),
      };
    }),
    ...(page.nextCursor && { next: page.nextCursor }),
  };
  return ok(answer);
});
