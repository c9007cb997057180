import { campaignPhase, fundraiserSchema } from '@gsk/core/crowdfunding';
import { validationMessage } from '@gsk/core/i18n/validation-message';
import { AppError, badRequest, conflict, notFound } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';
import { enforceWindows } from '../lib/limits';
import { created } from '../lib/responses';
import { memberOf } from '../members/members';
import { requireSession } from '../members/sessions';
import { getCampaign } from './campaigns';
import { fundraiserStartRule, ownFundraiser, startFundraiser } from './fundraisers';

/**
 * `POST /api/campaigns/{id}/fundraisers` (signed in) with core's fundraiserSchema: starts the
 * member's own page for a running campaign, pending staff's review (201, OwnFundraiser). 404
 * `campaign_not_found` (no published campaign), 409 `campaign_not_running` (upcoming, ended or
 * cancelled), 400 `validation` on `goal` (`fundraiser.goal.max` with the campaign's goal) above
 * the campaign's goal, 409 `fundraiser_exists` for a second page of the member for it, 401 signed
 * out, 429 past the starts' limits. The supporter's name is the first word of the member's name,
 * the page's language the member's.
 */
export const handler = httpHandler({ body: fundraiserSchema }, async ({ body, event }) => {
  const session = await requireSession(event);
  const campaign = await getCampaign(event.pathParameters?.id ?? '');
  if (!campaign || campaign.status === 'draft') throw notFound('campaign_not_found');
  if (campaignPhase(campaign) !== 'running') throw conflict('campaign_not_running');
  if (body.goal > campaign.goal) {
    throw badRequest('validation', {
      goal: validationMessage('fundraiser.goal.max', { max: campaign.goal }),
    });
  }
  await enforceWindows(fundraiserStartRule, event, undefined, session.memberId);
  const member = await memberOf(session.memberId);
  // A session outlives no account; should one, it signs no page.
  if (!member) throw new AppError('unauthenticated', 401);
  const page = await startFundraiser(
    campaign,
    { memberId: member.id, name: member.name, language: member.language },
    body,
  );
  return created(ownFundraiser(page, campaign));
});
