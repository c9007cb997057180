import { COORDINATOR_TEXTS_PER_DAY } from '@gsk/core/constants';
import type { TFunction } from 'i18next';
import type { ApiFailure } from '../../../lib/api-client';

/**
 * The coordinator's text of a failed call that is neither a 401 nor a 403 (those end the section
 * or say "outside your areas": `useCoordinatorFailure`), by the API's code where it gives one:
 * the coordinator's texts of the day spent, the site's SMS budget spent, an activity closed.
 * `texting`: a 429 without a code while texting is taken as the day's texts spent.
 */
export function coordinatorFailureText(
  failure: ApiFailure,
  t: TFunction<['coordinator']>,
  texting = false,
): string {
  if (failure.kind === 'timeout' || failure.kind === 'network' || failure.kind === 'cors')
    return t('coordinator:failure.network');
  if (failure.kind !== 'status') return t('coordinator:failure.server');
  if (failure.code === 'texts_spent' || (texting && failure.status === 429 && !failure.code))
    return t('coordinator:failure.textsUsed', { count: COORDINATOR_TEXTS_PER_DAY });
  if (failure.code === 'sms_budget_spent') return t('coordinator:failure.smsBudget');
  if (failure.code === 'activity_closed') return t('coordinator:failure.closed');
  if (failure.status === 429) return t('coordinator:failure.tooMany');
  if (failure.status === 400) return t('coordinator:failure.fields');
  if (failure.status === 401) return t('coordinator:failure.signedOut');
  if (failure.status === 403) return t('coordinator:failure.outsideArea');
  if (failure.status === 404) return t('coordinator:failure.notFound');
  return t('coordinator:failure.server');
}
