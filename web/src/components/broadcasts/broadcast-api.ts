import {
  apiPath,
  broadcastApiPaths,
  type BroadcastDetail,
  type BroadcastPreview,
  type BroadcastSummary,
} from '@gsk/core/api';
import type { BroadcastDraft, BroadcastSend } from '@gsk/core/broadcasts';
import { apiJson, type ApiCall } from '../../lib/api-client';

/*
 * The broadcasts' calls (core/src/api/broadcast-paths.ts; answers in core/src/api/broadcasts.ts):
 * staff's under the console's session, a coordinator's under the member's, for their areas only.
 */

/** Who writes: staff (any segment, may stop one) or a coordinator (their areas). */
export type BroadcastMode = 'staff' | 'coordinator';

const routes = {
  staff: {
    list: broadcastApiPaths.staffBroadcasts,
    preview: broadcastApiPaths.staffBroadcastPreview,
    one: broadcastApiPaths.staffBroadcast,
  },
  coordinator: {
    list: broadcastApiPaths.coordinatorBroadcasts,
    preview: broadcastApiPaths.coordinatorBroadcastPreview,
    one: broadcastApiPaths.coordinatorBroadcast,
  },
} as const;

const timeoutMs = 30_000;
const get: ApiCall = { method: 'GET', cache: 'no-store', credentials: 'same-origin', timeoutMs };
const post = (json: unknown): ApiCall => ({
  method: 'POST',
  json,
  credentials: 'same-origin',
  timeoutMs,
});

/** The broadcasts, newest first (a coordinator's own only): the API answers them as a list. */
export const fetchBroadcasts = (mode: BroadcastMode) =>
  apiJson<BroadcastSummary[]>(routes[mode].list, get);

/** One broadcast with its words and progress. */
export const fetchBroadcast = (mode: BroadcastMode, id: string) =>
  apiJson<BroadcastDetail>(apiPath(routes[mode].one, { id }), get);

/** Who a draft reaches and what they receive; nothing is sent. */
export const previewBroadcast = (mode: BroadcastMode, draft: BroadcastDraft) =>
  apiJson<BroadcastPreview>(routes[mode].preview, post(draft));

/** Sends a previewed draft (refused with `broadcast_count_changed` if its count has moved). */
export const sendBroadcast = (mode: BroadcastMode, body: BroadcastSend) =>
  apiJson<BroadcastDetail>(routes[mode].list, post(body));

/** Staff: stops a broadcast still going out; answers it as it now stands. */
export const cancelBroadcast = (id: string) =>
  apiJson<BroadcastDetail>(apiPath(broadcastApiPaths.staffBroadcastCancel, { id }), post({}));
