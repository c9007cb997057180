import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { isLanguage, type Language } from '@gsk/core/i18n/language';
import { AppError } from '../lib/errors';
import { memberOf, type MemberRecord } from '../members/members';
import { requireSession } from '../members/sessions';

/**
 * The signed-in member of a donor's-record route, with the language its documents are written in:
 * `?lang=bm|eng` when the page asks for one (the language the member is reading the site in),
 * else their profile's. 401 `unauthenticated` without a live session or profile.
 */
export async function ownMember(
  event: APIGatewayProxyEventV2,
): Promise<{ member: MemberRecord; language: Language }> {
  const session = await requireSession(event);
  const member = await memberOf(session.memberId);
  if (!member) throw new AppError('unauthenticated', 401);
  const asked = event.queryStringParameters?.lang;
  return { member, language: isLanguage(asked) ? asked : member.language };
}
