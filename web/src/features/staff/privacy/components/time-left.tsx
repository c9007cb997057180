import type { StaffPrivacyRequestRow } from '@gsk/core/api';
import { isOpenPrivacyRequest } from '@gsk/core/privacy/request-terms';
import { useTranslation } from 'react-i18next';

/** Days left to a request's due day, or how late it is (in red), while it is open. */
export function TimeLeft({ request }: { request: StaffPrivacyRequestRow }) {
  const { t } = useTranslation(['staffPeople']);
  if (!isOpenPrivacyRequest(request.status)) return <>—</>;
  if (request.overdue) {
    return (
      <strong className="staff-privacy__overdue">
        {t('staffPeople:privacy.overdue', { count: -request.daysLeft })}
      </strong>
    );
  }
  return (
    <span className={request.daysLeft <= 3 ? 'staff-privacy__soon' : undefined}>
      {request.daysLeft === 0
        ? t('staffPeople:privacy.dueToday')
        : t('staffPeople:privacy.daysLeft', { count: request.daysLeft })}
    </span>
  );
}
