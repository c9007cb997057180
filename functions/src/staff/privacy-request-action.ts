import { privacyRequestActionSchema } from '@gsk/core/privacy/requests';
import { PrivacyRequests } from '../privacy/requests';
import { ok } from '../lib/responses';
import { staffActorOf } from './actor';
import { recordStaffAction } from './audit';
import { staffHandler } from './staff-handler';

/** The audit trail's code of each action (`area.verb`). */
const auditActions = {
  note: 'privacy.request_noted',
  start: 'privacy.request_started',
  complete: 'privacy.request_completed',
  refuse: 'privacy.request_refused',
  extend: 'privacy.request_extended',
} as const;

/**
 * `POST /api/staff/privacy/requests/{id}/action` (staff only) with `{ action, note }` (core's
 * privacyRequestActionSchema: an outcome to complete, a reason to refuse or extend): takes the
 * action on the state it read, recorded in the audit trail; answers the request as it now stands.
 * 400 `validation`, 404 `privacy_request_not_found`, 409 `privacy_request_state` with the actions
 * allowed now.
 */
export const handler = staffHandler(
  { body: privacyRequestActionSchema },
  async ({ event, body, session }) => {
    const actor = await staffActorOf(session);
    const { request, before } = await PrivacyRequests.act(
      event.pathParameters?.id ?? '',
      body.action,
      body.note ?? '',
      actor,
    );
    await recordStaffAction(
      session,
      auditActions[body.action],
      { type: 'privacy-request', id: request.reference, name: request.name },
      { kind: request.kind, from: before.status, to: request.status },
    );
    return ok(request);
  },
);
