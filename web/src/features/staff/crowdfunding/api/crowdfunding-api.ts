import {
  apiPath,
  staffApiPaths,
  type OverdrawDetails,
  type StaffCampaign,
  type StaffCampaignList,
  type StaffDisbursement,
  type StaffDisbursementList,
  type StaffFundraiser,
  type StaffFundraiserList,
} from '@gsk/core/api';
import type {
  CampaignUpdateValues,
  CampaignValues,
  DisbursementValues,
  FundraiserDecisionValues,
  FundraiserStatus,
} from '@gsk/core/crowdfunding';
import { apiJson, type ApiFailure } from '../../../../lib/api-client';
import { withQuery } from '../../api/staff-api';
import type { ListPage } from '../../hooks/use-paged-list';

/*
 * The console's crowdfunding routes (core/src/api/staff-paths.ts; answers in
 * core/src/api/crowdfunding.ts): campaigns and their updates, supporters' pages, disbursements.
 */

const get = <T>(path: string) => apiJson<T>(path, { method: 'GET', cache: 'no-store' });
const post = <T>(path: string, json: unknown) => apiJson<T>(path, { method: 'POST', json });

/** Every campaign, drafts and cancelled ones included, with its totals and pages waiting. */
export const fetchCampaigns = () =>
  get<StaffCampaignList>(staffApiPaths.staffCampaigns).then((answer) => answer.campaigns);

export const fetchCampaign = (id: string) =>
  get<StaffCampaign>(apiPath(staffApiPaths.staffCampaign, { id }));

/** Creates a campaign (409 `campaign_exists` when its id, its web address, is taken). */
export const createCampaign = (values: CampaignValues) =>
  post<StaffCampaign>(staffApiPaths.staffCampaigns, values);

/** Changes everything of a campaign but its id. */
export const updateCampaign = (id: string, values: CampaignValues) =>
  apiJson<StaffCampaign>(apiPath(staffApiPaths.staffCampaign, { id }), {
    method: 'PUT',
    json: values,
  });

/** Posts a dated update on a campaign, in both languages; answers the campaign as it now stands. */
export const postCampaignUpdate = (id: string, values: CampaignUpdateValues) =>
  post<StaffCampaign>(apiPath(staffApiPaths.staffCampaignUpdates, { id }), values);

/** A page of supporters' pages of one status, oldest waiting first as the API lists them. */
export const fetchFundraisers = async (
  status: FundraiserStatus,
  cursor?: string,
): Promise<ListPage<StaffFundraiser>> => {
  const page = await get<StaffFundraiserList>(
    withQuery(staffApiPaths.staffFundraisers, { status, cursor }),
  );
  return { rows: page.fundraisers, nextCursor: page.next };
};

/** Approves a page, or refuses it with the reason its supporter reads (once: 409 `fundraiser_decided`). */
export const decideFundraiser = (code: string, decision: FundraiserDecisionValues) =>
  post<StaffFundraiser>(apiPath(staffApiPaths.staffFundraiserDecision, { code }), decision);

/** A page of disbursements, newest first. */
export const fetchDisbursements = async (cursor?: string): Promise<ListPage<StaffDisbursement>> => {
  const page = await get<StaffDisbursementList>(
    withQuery(staffApiPaths.staffDisbursements, { cursor }),
  );
  return { rows: page.disbursements, nextCursor: page.next };
};

/**
 * Records a disbursement as a multipart form: the schema's fields by their paths
 * (`description.bm`), `confirmOverdraw` as `true`/`false`, and the receipt file as `receipt`.
 */
export const recordDisbursement = (values: DisbursementValues, receipt?: File) => {
  const form = new FormData();
  form.set('enterprise', values.enterprise);
  form.set('campaign', values.campaign);
  form.set('amount', values.amount);
  form.set('paidOn', values.paidOn);
  form.set('category', values.category);
  form.set('description.bm', values.description.bm);
  form.set('description.eng', values.description.eng);
  form.set('confirmOverdraw', String(values.confirmOverdraw));
  if (receipt) form.set('receipt', receipt, receipt.name);
  return apiJson<StaffDisbursement>(staffApiPaths.staffDisbursements, { method: 'POST', form });
};

/**
 * Where a disbursement's receipt file opens: the route records the opening in the audit trail
 * (a plain same-origin link: the session cookie goes along).
 */
export const disbursementReceiptHref = (id: string) =>
  apiPath(staffApiPaths.staffDisbursementReceipt, { id });

const isOverdraw = (value: unknown): value is OverdrawDetails => {
  if (typeof value !== 'object' || value === null) return false;
  const details = value as Record<string, unknown>;
  return (
    typeof details.fund === 'string' &&
    Number.isInteger(details.balanceSen) &&
    Number.isInteger(details.amountSen)
  );
};

/**
 * What a refused disbursement says of the balance it would take below zero: a 409
 * `balance_insufficient` and its `overdraw` details (`undefined` for any other failure; details
 * that do not read as core's `OverdrawDetails` are left out).
 */
export const overdrawOf = (failure: ApiFailure): { details?: OverdrawDetails } | undefined => {
  if (failure.kind !== 'status' || failure.code !== 'balance_insufficient') return undefined;
  return isOverdraw(failure.overdraw) ? { details: failure.overdraw } : {};
};
