import {
  apiPath,
  crowdfundingApiPaths,
  type CampaignDetail,
  type CampaignList,
  type CampaignSummary,
  type FundraiserPage,
  type OwnFundraiser,
} from '@gsk/core/api';
import type { FundraiserValues } from '@gsk/core/crowdfunding';
import { apiJson } from '../../../lib/api-client';

/**
 * Published campaigns, running first, then upcoming, then ended (none when the answer holds no
 * list); `enterprise` narrows them to one enterprise's. `cache`: how the browser's cache may answer.
 */
export const fetchCampaigns = (
  cache?: RequestCache,
  enterprise?: string,
): Promise<CampaignSummary[]> =>
  apiJson<CampaignList | undefined>(
    enterprise
      ? `${crowdfundingApiPaths.campaigns}?${new URLSearchParams({ enterprise }).toString()}`
      : crowdfundingApiPaths.campaigns,
    { method: 'GET', cache },
  ).then((answer) => (Array.isArray(answer?.campaigns) ? answer.campaigns : []));

/** One published campaign with its story, updates, top pages and donor wall (`campaign_not_found`). */
export const fetchCampaign = (id: string, cache?: RequestCache) =>
  apiJson<CampaignDetail>(apiPath(crowdfundingApiPaths.campaign, { id }), { method: 'GET', cache });

/** An approved supporter's page and its campaign (`fundraiser_not_found` otherwise). */
export const fetchFundraiser = (code: string, cache?: RequestCache) =>
  apiJson<FundraiserPage>(apiPath(crowdfundingApiPaths.fundraiser, { code }), {
    method: 'GET',
    cache,
  });

/** Starts the signed-in member's page for a running campaign; it waits for staff's approval. */
export const startFundraiser = (campaignId: string, values: FundraiserValues) =>
  apiJson<OwnFundraiser>(apiPath(crowdfundingApiPaths.campaignFundraisers, { id: campaignId }), {
    method: 'POST',
    json: values,
    credentials: 'same-origin',
  });
