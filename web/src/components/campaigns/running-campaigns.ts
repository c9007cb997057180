import { crowdfundingApiPaths, type CampaignList, type CampaignSummary } from '@gsk/core/api';
import { apiJson } from '../../lib/api-client';

let asked: Promise<CampaignSummary[]> | undefined;

/**
 * The running campaigns, asked once per page load for every enterprise card and page that shows
 * one (the API lets the browser keep the answer briefly, `CROWDFUNDING_MAX_AGE_SECONDS`); none
 * when the API fails, which the pages then simply do not mention.
 */
export function runningCampaigns(): Promise<CampaignSummary[]> {
  asked ??= apiJson<CampaignList | undefined>(crowdfundingApiPaths.campaigns, {
    method: 'GET',
  }).then(
    (answer) =>
      (Array.isArray(answer?.campaigns) ? answer.campaigns : []).filter(
        (campaign) => campaign.phase === 'running',
      ),
    () => {
      asked = undefined;
      return [];
    },
  );
  return asked;
}

/** Forgets the answer (tests: each starts as a fresh page load). */
export function forgetRunningCampaigns(): void {
  asked = undefined;
}
