import type { AreaVolunteer } from '@gsk/core/api';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../hooks/use-remote';
import { fetchAreaVolunteers } from '../api/coordinator-api';
import { matchesName } from '../lib/name-search';
import { useCoordinator } from './coordinator-access';
import { RemoteFailure } from './remote-failure';

/** One volunteer: what they offer, and how to reach them where they agreed to it. */
function VolunteerCard({ volunteer }: { volunteer: AreaVolunteer }) {
  const { t } = useTranslation(['coordinator', 'volunteerLabels']);
  const { seatName } = useCoordinator();
  const { name, mobile, email } = volunteer;
  const list = (labels: string[]) => labels.join(', ');
  return (
    <li className="coordinator__card">
      <h3>{name}</h3>
      <dl className="coordinator__facts">
        <dt>{t('coordinator:volunteers.seats')}</dt>
        <dd>{seatName(volunteer.state, volunteer.parliament)}</dd>
        <dt>{t('coordinator:volunteers.skills')}</dt>
        <dd>{list(volunteer.skills.map((skill) => t(`volunteerLabels:skills.${skill}`)))}</dd>
        <dt>{t('coordinator:volunteers.languages')}</dt>
        <dd>
          {list(volunteer.languages.map((language) => t(`volunteerLabels:languages.${language}`)))}
        </dd>
        <dt>{t('coordinator:volunteers.availability')}</dt>
        <dd>
          {list(volunteer.availability.map((slot) => t(`volunteerLabels:availability.${slot}`)))}
        </dd>
        <dt>{t('coordinator:volunteers.reach')}</dt>
        <dd>{t(`volunteerLabels:reach.${volunteer.reach}`)}</dd>
      </dl>
      {mobile || email ? (
        <p className="coordinator__contact">
          {mobile && (
            <a
              className="button button--ghost"
              href={`tel:${mobile}`}
              aria-label={t('coordinator:volunteers.call', { name, mobile })}
            >
              {mobile}
            </a>
          )}{' '}
          {email && (
            <a
              className="button button--ghost"
              href={`mailto:${email}`}
              aria-label={t('coordinator:volunteers.email', { name, email })}
            >
              {email}
            </a>
          )}
        </p>
      ) : (
        <p className="coordinator__muted">{t('coordinator:volunteers.noContact')}</p>
      )}
    </li>
  );
}

/**
 * The volunteers of the coordinator's areas, searchable by name. The API sends a mobile number or
 * an email only where that volunteer consented to the channel; the page says so.
 */
export function VolunteerList() {
  const { t } = useTranslation(['coordinator']);
  const { remote, reload } = useRemote(fetchAreaVolunteers);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown =
    remote.status === 'loaded'
      ? remote.data.filter((volunteer) => matchesName(volunteer.name, query))
      : [];
  return (
    <section aria-labelledby="coordinator-volunteers" className="coordinator__part">
      <h2 id="coordinator-volunteers">{t('coordinator:volunteers.heading')}</h2>
      <p className="coordinator__note">{t('coordinator:volunteers.consentNote')}</p>
      {remote.status === 'loading' && <p role="status">{t('coordinator:loading')}</p>}
      {remote.status === 'failed' && <RemoteFailure failure={remote.failure} onRetry={reload} />}
      {remote.status === 'loaded' &&
        (remote.data.length === 0 ? (
          <p>{t('coordinator:volunteers.none')}</p>
        ) : (
          <>
            <p>{t('coordinator:volunteers.count', { count: remote.data.length })}</p>
            <label className="coordinator__search" htmlFor={searchId}>
              {t('coordinator:volunteers.search')}
              <input
                id={searchId}
                type="search"
                className="form-field__control"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </label>
            {shown.length === 0 ? (
              <p role="status">{t('coordinator:volunteers.noMatch')}</p>
            ) : (
              <ul className="coordinator__cards">
                {shown.map((volunteer) => (
                  <VolunteerCard key={volunteer.memberId} volunteer={volunteer} />
                ))}
              </ul>
            )}
          </>
        ))}
    </section>
  );
}
