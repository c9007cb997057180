import { availabilitySlots, volunteerSkills } from '@gsk/core/volunteers';
import { malaysianDate } from '@gsk/core/i18n/date-time';
import { seatNames } from '@gsk/core/electoral';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../hooks/use-language';
import { usePagedList } from '../../hooks/use-paged-list';
import { ExportLink, PagedList, PeoplePage, StaffTable } from '../../people/components/list-parts';
import { fetchVolunteers, volunteersExportHref, type VolunteerFilter } from '../api/volunteers-api';
import { StateSeatSelects } from './parts';

const noFilter: VolunteerFilter = { state: '', parliament: '', skill: '', availability: '' };

/**
 * Every volunteer, filtered by state, parliamentary seat, skill and availability, a page at a
 * time, with how many match and the CSV of them in the console's language.
 */
export function VolunteersPage() {
  const { t } = useTranslation(['staffVolunteers', 'volunteerLabels']);
  const language = useLanguage();
  const [filter, setFilter] = useState(noFilter);
  const [total, setTotal] = useState<number>();
  const load = useCallback(
    async (cursor?: string) => {
      const page = await fetchVolunteers(filter, cursor);
      setTotal(page.total);
      return page;
    },
    [filter],
  );
  const list = usePagedList(load);
  const select = (name: 'skill' | 'availability', options: readonly string[]) => (
    <div className="form-field">
      <label className="form-field__label" htmlFor={`volunteers-${name}`}>
        {t(`staffVolunteers:volunteers.${name}`)}
      </label>
      <select
        id={`volunteers-${name}`}
        className="form-field__control"
        value={filter[name]}
        onChange={(event) => setFilter({ ...filter, [name]: event.target.value })}
      >
        <option value="">{t('staffVolunteers:common.all')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {name === 'skill'
              ? t(`volunteerLabels:skills.${option as (typeof volunteerSkills)[number]}`)
              : t(`volunteerLabels:availability.${option as (typeof availabilitySlots)[number]}`)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <PeoplePage
      heading={t('staffVolunteers:volunteers.heading')}
      lead={t('staffVolunteers:volunteers.lead')}
      actions={<ExportLink href={volunteersExportHref(filter, language)} />}
    >
      <form
        className="staff-people__filters staff-volunteers__filters"
        aria-label={t('staffVolunteers:volunteers.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <StateSeatSelects
          state={filter.state}
          parliament={filter.parliament}
          allLabel={t('staffVolunteers:common.all')}
          onChange={(area) => setFilter({ ...filter, ...area })}
        />
        {select('skill', volunteerSkills)}
        {select('availability', availabilitySlots)}
      </form>
      {list.remote.status === 'loaded' && total !== undefined && (
        <p>{t('staffVolunteers:volunteers.total', { count: total })}</p>
      )}
      <PagedList
        list={list}
        loadingLabel={t('staffVolunteers:common.loading')}
        emptyText={t('staffVolunteers:common.empty')}
      >
        {(rows) => (
          <StaffTable
            label={t('staffVolunteers:volunteers.listLabel')}
            columns={[
              t('staffVolunteers:volunteers.name'),
              t('staffVolunteers:volunteers.area'),
              t('staffVolunteers:volunteers.skills'),
              t('staffVolunteers:volunteers.availability'),
              t('staffVolunteers:volunteers.contact'),
              t('staffVolunteers:volunteers.since'),
            ]}
          >
            {rows.map((volunteer) => {
              const seats = seatNames(volunteer.state, volunteer.parliament, volunteer.dun);
              const channels = [
                volunteer.consentSms && t('staffVolunteers:volunteers.sms'),
                volunteer.consentEmail && t('staffVolunteers:volunteers.email'),
              ].filter(Boolean);
              return (
                <tr key={volunteer.memberId}>
                  <th scope="row" data-label={t('staffVolunteers:volunteers.name')}>
                    {volunteer.name}
                  </th>
                  <td data-label={t('staffVolunteers:volunteers.area')}>
                    {seats.parliament}
                    <span className="staff-table__sub">{seats.state}</span>
                  </td>
                  <td data-label={t('staffVolunteers:volunteers.skills')}>
                    {volunteer.skills
                      .map((skill) => t(`volunteerLabels:skills.${skill}`))
                      .join(', ')}
                  </td>
                  <td data-label={t('staffVolunteers:volunteers.availability')}>
                    {volunteer.availability
                      .map((slot) => t(`volunteerLabels:availability.${slot}`))
                      .join(', ')}
                  </td>
                  <td data-label={t('staffVolunteers:volunteers.contact')}>
                    {channels.length > 0
                      ? channels.join(', ')
                      : t('staffVolunteers:volunteers.noContact')}
                  </td>
                  <td data-label={t('staffVolunteers:volunteers.since')}>
                    {malaysianDate(volunteer.since)}
                  </td>
                </tr>
              );
            })}
          </StaffTable>
        )}
      </PagedList>
    </PeoplePage>
  );
}
