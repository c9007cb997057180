import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { AnyObject, ObjectSchema } from 'yup';
import { AppError } from '../lib/errors';
import { httpHandler } from '../lib/http-handler';
import type { HandlerInput, HandlerOptions } from '../lib/http-handler';
import type { HttpResult } from '../lib/responses';
import { requireSession } from '../members/sessions';
import type { Session } from '../members/sessions';
import { appointmentOf } from './coordinators';
import type { Appointment } from './coordinators';

/** The session and appointment of each request being handled, found before its body is read. */
const coordinators = new WeakMap<APIGatewayProxyEventV2, CoordinatorCaller>();

/** Who calls a coordinator route: their session and their appointment as read now. */
export interface CoordinatorCaller {
  session: Session;
  appointment: Appointment;
}

/**
 * The handler of every coordinator route (core/src/api/coordinator-paths.ts), as staffHandler is
 * the staff's: before the body is read, a member's session (401 `unauthenticated` without one),
 * then a consistent read of their appointment (`MEMBER#{id}`/`COORDINATOR`; 403 `forbidden` when
 * there is none, so a coordinator removed by staff is refused from their next request on). The
 * logic receives both and checks that what the route names lies within the appointment's areas
 * (./scope.ts).
 */
export function coordinatorHandler<S extends ObjectSchema<AnyObject> | undefined = undefined>(
  options: Omit<HandlerOptions<S>, 'authorize'>,
  logic: (input: HandlerInput<S> & CoordinatorCaller) => Promise<HttpResult>,
) {
  return httpHandler<S>(
    {
      ...options,
      authorize: async (event) => {
        const session = await requireSession(event);
        const appointment = await appointmentOf(session.memberId);
        if (!appointment) throw new AppError('forbidden', 403);
        coordinators.set(event, { session, appointment });
      },
    },
    async (input) => {
      const caller = coordinators.get(input.event);
      // authorize ran, or the request never got here.
      if (!caller) throw new Error('coordinatorHandler: no coordinator');
      return logic({ ...input, ...caller });
    },
  );
}
