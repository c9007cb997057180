import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { OwnData } from '@gsk/core/api';
import { malaysianDate } from '@gsk/core/i18n/date-time';
import { isLanguage, type Language } from '@gsk/core/i18n/language';
import { AppError, badRequest } from '../lib/errors';
import { enforceWindows, ownDataLimitRules } from '../lib/limits';
import type { HttpResult } from '../lib/responses';
import { memberOf } from '../members/members';
import { requireSession } from '../members/sessions';
import { holdingsOf } from './holdings';

/**
 * The signed-in member's data for one of the two downloads, after the checks both share: a live
 * session (401 `unauthenticated`), the language asked for (`?language=bm|eng`, empty or absent:
 * the profile's; anything else 400 `validation` with `language: account.language.invalid`, before
 * anything is counted or read), then the member's download budget (429 `too_many_requests`).
 * Nothing of the request but the session names whose data it is.
 */
export async function ownDataOf(
  event: APIGatewayProxyEventV2,
): Promise<{ data: OwnData; language: Language }> {
  const session = await requireSession(event);
  const asked = event.queryStringParameters?.language;
  if (asked !== undefined && asked !== '' && !isLanguage(asked))
    throw badRequest('validation', { language: 'account.language.invalid' });
  await enforceWindows(ownDataLimitRules.downloads, event, undefined, session.memberId);
  const member = await memberOf(session.memberId);
  if (!member) throw new AppError('unauthenticated', 401);
  const language = asked && isLanguage(asked) ? asked : member.language;
  return { data: await holdingsOf(member), language };
}

/**
 * A personal download: kept by no cache, saved as `gsk-data-{Malaysian day}.{extension}` (the
 * day the file was made), never sniffed into something else.
 */
export const download = (
  body: string,
  contentType: string,
  generatedAt: string,
  extension: 'json' | 'html',
): HttpResult => ({
  statusCode: 200,
  headers: {
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'content-type': contentType,
    'content-disposition': `attachment; filename="gsk-data-${malaysianDate(generatedAt)}.${extension}"`,
    // Were the summary ever shown rather than saved, it could fetch and run nothing.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  },
  body,
});
