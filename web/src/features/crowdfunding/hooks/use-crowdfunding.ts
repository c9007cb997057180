import { useCallback } from 'react';
import { useRemote } from '../../../hooks/use-remote';
import { fetchCampaign, fetchCampaigns, fetchFundraiser } from '../api/crowdfunding-api';

const loadCampaigns = () => fetchCampaigns();

/** The published campaigns, with a reload after a failure. */
export const useCampaigns = () => useRemote(loadCampaigns);

/** One campaign by id, with a reload after a failure (`campaign_not_found` when there is none). */
export function useCampaign(id: string) {
  const load = useCallback(() => fetchCampaign(id), [id]);
  return useRemote(load);
}

/** An approved supporter's page by its code (`fundraiser_not_found` otherwise). */
export function useFundraiser(code: string) {
  const load = useCallback(() => fetchFundraiser(code), [code]);
  return useRemote(load);
}
