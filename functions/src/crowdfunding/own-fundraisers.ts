import type { OwnFundraisers } from '@gsk/core/api';
import { httpHandler } from '../lib/http-handler';
import { ok } from '../lib/responses';
import { requireSession } from '../members/sessions';
import { getCampaign, type StoredCampaign } from './campaigns';
import { fundraisersOfMember, ownFundraiser } from './fundraisers';

/**
 * `GET /api/account/fundraisers` (signed in): the member's own supporters' pages, any status,
 * newest first, with staff's reason when refused (OwnFundraisers); 401 signed out. Never cached.
 */
export const handler = httpHandler({}, async ({ event }) => {
  const session = await requireSession(event);
  const pages = await fundraisersOfMember(session.memberId);
  const campaigns = new Map<string, StoredCampaign | undefined>();
  for (const id of new Set(pages.map((page) => page.campaignId))) {
    campaigns.set(id, await getCampaign(id));
  }
  const answer: OwnFundraisers = {
    fundraisers: pages.map((page) => ownFundraiser(page, campaigns.get(page.campaignId))),
  };
  return ok(answer);
});
