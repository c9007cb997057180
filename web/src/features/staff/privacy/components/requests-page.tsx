import type { StaffPrivacyRequestRow } from '@gsk/core/api';
import { malaysianLongDate } from '@gsk/core/i18n/date-time';
import { privacyRequestFilters, type PrivacyRequestFilter } from '@gsk/core/privacy/request-terms';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../../components/ui/localized-link';
import { useLanguage } from '../../../../hooks/use-language';
import { usePagedList } from '../../hooks/use-paged-list';
import { when } from '../../lib/format';
import { staffPath } from '../../lib/staff-paths';
import { PagedList, PeoplePage, StaffTable } from '../../people/components/list-parts';
import { StatusBadge } from '../../people/components/status-badge';
import { fetchPrivacyRequests } from '../api/privacy-api';
import { TimeLeft } from './time-left';

/** The queue's table: a row per request, a card per request on a phone. */
function RequestsTable({ rows }: { rows: StaffPrivacyRequestRow[] }) {
  const { t } = useTranslation(['staffPeople']);
  const language = useLanguage();
  const column = {
    reference: t('staffPeople:privacy.columns.reference'),
    kind: t('staffPeople:privacy.columns.kind'),
    name: t('staffPeople:privacy.columns.name'),
    received: t('staffPeople:privacy.columns.received'),
    due: t('staffPeople:privacy.columns.due'),
    left: t('staffPeople:privacy.columns.left'),
    status: t('staffPeople:privacy.columns.status'),
  };
  return (
    <StaffTable label={t('staffPeople:privacy.listLabel')} columns={Object.values(column)}>
      {rows.map((request) => (
        <tr
          key={request.reference}
          className={request.overdue ? 'staff-privacy__row--overdue' : undefined}
        >
          <th scope="row" data-label={column.reference}>
            <Link to={staffPath('privacy', 'requests', request.reference)}>
              {request.reference}
            </Link>
          </th>
          <td data-label={column.kind}>{t(`staffPeople:privacy.kinds.${request.kind}`)}</td>
          <td data-label={column.name}>{request.name}</td>
          <td data-label={column.received}>{when(request.receivedAt, language)}</td>
          <td data-label={column.due}>
            {malaysianLongDate(request.dueDay, language)}
            {request.extended && (
              <span className="staff-table__sub">{t('staffPeople:privacy.extended')}</span>
            )}
          </td>
          <td data-label={column.left}>
            <TimeLeft request={request} />
          </td>
          <td data-label={column.status}>
            <StatusBadge status={request.status}>
              {t(`staffPeople:privacy.statuses.${request.status}`)}
            </StatusBadge>
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}

/**
 * The requests about personal data: the open ones soonest due first, with the days each has left
 * or how late it is; any status on asking (`?status=`, so back and links keep it).
 */
export function RequestsPage() {
  const { t } = useTranslation(['staffPeople']);
  const filterId = useId();
  const [params, setParams] = useSearchParams();
  const asked = params.get('status') ?? '';
  const status: PrivacyRequestFilter = (privacyRequestFilters as readonly string[]).includes(asked)
    ? (asked as PrivacyRequestFilter)
    : 'open';
  const load = useCallback((cursor?: string) => fetchPrivacyRequests(status, cursor), [status]);
  const list = usePagedList(load);
  return (
    <PeoplePage heading={t('staffPeople:privacy.heading')} lead={t('staffPeople:privacy.lead')}>
      <div className="staff-privacy__filter">
        <label htmlFor={filterId}>{t('staffPeople:privacy.filter')}</label>
        <select
          id={filterId}
          value={status}
          onChange={(event) => setParams(new URLSearchParams({ status: event.target.value }))}
        >
          {privacyRequestFilters.map((filter) => (
            <option key={filter} value={filter}>
              {t(`staffPeople:privacy.filters.${filter}`)}
            </option>
          ))}
        </select>
      </div>
      <PagedList
        list={list}
        loadingLabel={t('staffPeople:privacy.loading')}
        emptyText={t('staffPeople:privacy.empty')}
      >
        {(rows) => <RequestsTable rows={rows} />}
      </PagedList>
    </PeoplePage>
  );
}
