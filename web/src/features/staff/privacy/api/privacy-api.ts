import {
  apiPath,
  staffApiPaths,
  type StaffPrivacyRequest,
  type StaffPrivacyRequestList,
} from '@gsk/core/api';
import type { PrivacyRequestActionInput, PrivacyRequestFilter } from '@gsk/core/privacy/requests';
import { apiJson } from '../../../../lib/api-client';
import { withQuery } from '../../api/staff-api';
import type { ListPage } from '../../hooks/use-paged-list';

/*
 * The console's requests about personal data (core/src/api/staff-paths.ts; answers in
 * core/src/api/privacy-requests.ts, docs/privacy.md "Requests"): the queue, one request, actions.
 */

/** A page of the queue: open ones all at once (soonest due first), closed ones newest first. */
export const fetchPrivacyRequests = async (
  status: PrivacyRequestFilter,
  cursor?: string,
): Promise<ListPage<StaffPrivacyRequestList['requests'][number]>> => {
  const page = await apiJson<StaffPrivacyRequestList>(
    withQuery(staffApiPaths.staffPrivacyRequests, { status, cursor }),
    { method: 'GET', cache: 'no-store' },
  );
  return { rows: page.requests, nextCursor: page.nextCursor };
};

/** One request with its history and the actions it allows now. */
export const fetchPrivacyRequest = (id: string) =>
  apiJson<StaffPrivacyRequest>(apiPath(staffApiPaths.staffPrivacyRequest, { id }), {
    method: 'GET',
    cache: 'no-store',
  });

/** Takes an action; answers the request as it now stands (409 when it moved on meanwhile). */
export const actOnPrivacyRequest = (id: string, values: PrivacyRequestActionInput) =>
  apiJson<StaffPrivacyRequest>(apiPath(staffApiPaths.staffPrivacyRequestAction, { id }), {
    method: 'POST',
    json: values,
  });
