import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { AnyObject, ObjectSchema } from 'yup';
import { httpHandler } from '../lib/http-handler';
import type { HandlerInput, HandlerOptions } from '../lib/http-handler';
import type { HttpResult } from '../lib/responses';
import { requireStaff } from '../members/sessions';
import type { Session } from '../members/sessions';

/** The staff session of each request being handled, found before its body is read. */
const staffSessions = new WeakMap<APIGatewayProxyEventV2, Session>();

/**
 * The handler of every route that needs a staff session (all of `/api/staff` but the sign-in):
 * httpHandler with the role checked on the server before the body is read or validated, so a
 * signed-out caller gets 401 `unauthenticated` and a member's session 403 `forbidden`, whatever
 * the request, and nothing of the route runs. The logic receives the staff session (for
 * recordStaffAction).
 */
export function staffHandler<S extends ObjectSchema<AnyObject> | undefined = undefined>(
  options: Omit<HandlerOptions<S>, 'authorize'>,
  logic: (input: HandlerInput<S> & { session: Session }) => Promise<HttpResult>,
) {
  return httpHandler<S>(
    {
      ...options,
      authorize: async (event) => {
        staffSessions.set(event, await requireStaff(event));
      },
    },
    async (input) => {
      const session = staffSessions.get(input.event);
      // authorize ran, or the request never got here.
      if (!session) throw new Error('staffHandler: no staff session');
      return logic({ ...input, session });
    },
  );
}
