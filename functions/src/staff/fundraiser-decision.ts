import { fundraiserDecisionSchema } from '@gsk/core/crowdfunding';
import { getCampaign } from '../crowdfunding/campaigns';
import { decideFundraiser, ownFundraiser } from '../crowdfunding/fundraisers';
import { ok } from '../lib/responses';
import { recordFundraiserDecision } from './crowdfunding-audit';
import { staffHandler } from './staff-handler';

/**
 * `POST /api/staff/fundraisers/{code}/decision` (staff only) with core's fundraiserDecisionSchema:
 * approves a pending supporter's page (it becomes public) or refuses it with a reason its owner
 * reads (it never is), once: 409 `fundraiser_decided` for a page decided already, 404
 * `fundraiser_not_found`. Recorded in the audit trail; answers the page as its owner sees it.
 */
export const handler = staffHandler(
  { body: fundraiserDecisionSchema },
  async ({ body, event, session }) => {
    const page = await decideFundraiser(event.pathParameters?.code ?? '', body, session.memberId);
    await recordFundraiserDecision(session, page);
    return ok(ownFundraiser(page, await getCampaign(page.campaignId)));
  },
);
