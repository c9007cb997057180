import {
  STAFF_NAME_SEARCH_MAX_LENGTH,
  applicationStatuses,
  type ApplicationStatus,
  type StaffApplicationFilter,
  type StaffApplicationRow,
} from '@gsk/core/api';
import { enterpriseOptions } from '@gsk/core/application';
import { isEnterpriseSlug } from '@gsk/core/enterprise';
import { malaysianDateTime } from '@gsk/core/i18n/date-time';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../../components/ui/localized-link';
import { useLanguage } from '../../../../hooks/use-language';
import { applicationsExportHref, fetchApplications } from '../api/people-api';
import { usePagedList } from '../../hooks/use-paged-list';
import { enterpriseName, partnershipOf } from '../lib/application-text';
import { staffPath } from '../../lib/staff-paths';
import { ExportLink, PagedList, PeoplePage, StaffTable } from './list-parts';
import { StatusBadge } from './status-badge';

const forms = ['partner', 'expert'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The filters the address holds (`?form=partner&status=new&enterprise=kesum&name=aminah`), unknown
 * ones left out.
 */
function filterOf(params: URLSearchParams): StaffApplicationFilter {
  const enterprise = params.get('enterprise');
  return {
    form: oneOf(forms, params.get('form')),
    status: oneOf(applicationStatuses, params.get('status')),
    enterprise: isEnterpriseSlug(enterprise) ? enterprise : undefined,
    name: params.get('name')?.trim() || undefined,
  };
}

/** A search by a part of the applicant's name (whatever its case and accents), sent by its button. */
function NameSearch({
  value,
  onSearch,
}: {
  value: string | undefined;
  onSearch: (name: string) => void;
}) {
  const { t } = useTranslation(['staffPeople']);
  const id = `${useId()}-name`;
  const [name, setName] = useState(value ?? '');
  useEffect(() => setName(value ?? ''), [value]);
  return (
    <form
      className="staff-people__filters"
      role="search"
      aria-label={t('staffPeople:applications.nameSearch')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(name.trim());
      }}
    >
      <div className="form-field">
        <label className="form-field__label" htmlFor={id}>
          {t('staffPeople:applications.nameSearch')}
        </label>
        <input
          id={id}
          className="form-field__control"
          type="search"
          value={name}
          maxLength={STAFF_NAME_SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--primary">
        {t('staffPeople:applications.search')}
      </button>
    </form>
  );
}

interface FilterSelectProps {
  name: keyof StaffApplicationFilter;
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (name: keyof StaffApplicationFilter, value: string) => void;
}

function FilterSelect({ name, label, value, options, onChange }: FilterSelectProps) {
  const { t } = useTranslation(['staffPeople']);
  const id = `${useId()}-${name}`;
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="form-field__control"
        value={value ?? ''}
        onChange={(event) => onChange(name, event.target.value)}
      >
        <option value="">{t('staffPeople:common.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Applications, newest first: filters by form, status and enterprise and a search by name (kept
 * in the address), a
 * table on a wide screen and cards on a phone, 'Load more' while there are more, and the CSV
 * export of the same filters.
 */
export function ApplicationsPage() {
  const { t } = useTranslation(['staffPeople']);
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filter = useMemo(() => filterOf(new URLSearchParams(query)), [query]);
  const load = useCallback(
    (cursor?: string) =>
      fetchApplications(filter, cursor).then((page) => ({
        rows: page.applications,
        nextCursor: page.nextCursor,
      })),
    [filter],
  );
  const list = usePagedList<StaffApplicationRow>(load);

  const handleFilterChange = (name: keyof StaffApplicationFilter, value: string) => {
    // `name` too: the name search's value, sent by its button.
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <PeoplePage
      heading={t('staffPeople:applications.heading')}
      lead={t('staffPeople:applications.lead')}
      actions={<ExportLink href={applicationsExportHref(filter, language)} />}
    >
      <form
        className="staff-people__filters"
        aria-label={t('staffPeople:applications.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <FilterSelect
          name="form"
          label={t('staffPeople:applications.form')}
          value={filter.form}
          options={forms.map((form) => ({ value: form, label: t(`staffPeople:forms.${form}`) }))}
          onChange={handleFilterChange}
        />
        <FilterSelect
          name="status"
          label={t('staffPeople:applications.status')}
          value={filter.status}
          options={applicationStatuses.map((status: ApplicationStatus) => ({
            value: status,
            label: t(`staffPeople:statuses.${status}`),
          }))}
          onChange={handleFilterChange}
        />
        <FilterSelect
          name="enterprise"
          label={t('staffPeople:applications.enterprise')}
          value={filter.enterprise}
          options={enterpriseOptions(language)}
          onChange={handleFilterChange}
        />
      </form>
      <NameSearch value={filter.name} onSearch={(name) => handleFilterChange('name', name)} />
      <PagedList
        list={list}
        loadingLabel={t('staffPeople:common.loading')}
        emptyText={t('staffPeople:common.empty')}
      >
        {(rows) => (
          <StaffTable
            label={t('staffPeople:applications.listLabel')}
            columns={[
              t('staffPeople:applications.name'),
              t('staffPeople:applications.submittedAt'),
              t('staffPeople:applications.form'),
              t('staffPeople:applications.enterprise'),
              t('staffPeople:applications.status'),
              t('staffPeople:applications.cv'),
            ]}
          >
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" data-label={t('staffPeople:applications.name')}>
                  <Link to={staffPath('applications', row.id)}>{row.name}</Link>
                  <span className="staff-table__sub">{row.email}</span>
                </th>
                <td data-label={t('staffPeople:applications.submittedAt')}>
                  {malaysianDateTime(row.submittedAt, language)}
                </td>
                <td data-label={t('staffPeople:applications.form')}>
                  {t(`staffPeople:forms.${row.form}`)}
                  {row.partnership && (
                    <span className="staff-table__sub">{partnershipOf(row, language)}</span>
                  )}
                </td>
                <td data-label={t('staffPeople:applications.enterprise')}>
                  {enterpriseName(row.enterprise, language) || '—'}
                </td>
                <td data-label={t('staffPeople:applications.status')}>
                  <StatusBadge status={row.status}>
                    {t(`staffPeople:statuses.${row.status}`)}
                  </StatusBadge>
                </td>
                <td data-label={t('staffPeople:applications.cv')}>
                  {row.hasCv
                    ? t('staffPeople:applications.hasCv')
                    : t('staffPeople:applications.noCv')}
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </PagedList>
    </PeoplePage>
  );
}
