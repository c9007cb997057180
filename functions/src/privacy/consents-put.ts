import type { OwnConsents } from '@gsk/core/api';
import { consentChangeSchema } from '@gsk/core/privacy/consent';
import type { ConsentChannel, ConsentPurpose } from '@gsk/core/privacy/consent';
import { httpHandler } from '../lib/http-handler';
import { enforceWindows } from '../lib/limits';
import { logger } from '../lib/logger';
import { ok } from '../lib/responses';
import { requireSession } from '../members/sessions';
import { consentChangeRule, decideConsent, ownConsents } from './consents';

/**
 * `PUT /api/account/consents` (signed in; core's consentChangeSchema): gives or withdraws one
 * consent of the session's member, recorded with the time, core's words of the current version in
 * the page's language, and `profile` as where; the same answer again writes nothing. 200
 * OwnConsents; 400 `validation` for a bad body (nothing written); 401 signed out; 429 past the
 * changes' limits.
 */
export const handler = httpHandler({ body: consentChangeSchema }, async ({ body, event }) => {
  const session = await requireSession(event);
  await enforceWindows(consentChangeRule, event, undefined, session.memberId);
  await decideConsent(session.memberId, {
    channel: body.channel as ConsentChannel,
    purpose: body.purpose as ConsentPurpose,
    given: body.given,
    language: body.language === 'eng' ? 'eng' : 'bm',
    source: 'profile',
  });
  logger.info('consent.changed', {
    memberId: session.memberId,
    channel: body.channel,
    purpose: body.purpose,
    given: body.given,
  });
  return ok((await ownConsents(session.memberId)) satisfies OwnConsents);
});
