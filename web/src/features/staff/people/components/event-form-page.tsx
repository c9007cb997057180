import type { ApiFailure } from '../../../../lib/api-client';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Link } from '../../../../components/ui/localized-link';
import { useLocalizedPath } from '../../../../hooks/use-localized-path';
import { useRemote } from '../../../../hooks/use-remote';
import { createEvent, fetchStaffEvents, updateEvent } from '../api/people-api';
import { useStaffSession } from '../../hooks/staff-session';
import { staffPath } from '../../lib/staff-paths';
import { EventForm } from './event-form';
import { FailureAlert, Loading, PeoplePage } from './list-parts';

/** No event in the list has the id in the address. */
const notFound: ApiFailure = {
  kind: 'status',
  status: 404,
  statusText: 'Not Found',
  code: 'event_not_found',
};

function BackLink() {
  const { t } = useTranslation(['staffPeople']);
  return (
    <Link className="staff-people__back" to={staffPath('events')}>
      {t('staffPeople:eventForm.back')}
    </Link>
  );
}

/** A new programme or event: created as the form says (a draft unless published), then opened to edit. */
export function EventCreatePage() {
  const { t } = useTranslation(['staffPeople']);
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return (
    <PeoplePage heading={t('staffPeople:eventForm.createHeading')} actions={<BackLink />}>
      <EventForm
        submitLabel={t('staffPeople:eventForm.create')}
        send={async (values) => {
          const created = await createEvent(values);
          navigate(localize(staffPath('events', created.id)), {
            state: { created: true },
          });
        }}
      />
    </PeoplePage>
  );
}

/** An event's fields to edit, read from the console's list of every event (drafts included). */
export function EventEditPage() {
  const { t } = useTranslation(['staffPeople']);
  const { id = '' } = useParams();
  const location = useLocation();
  const created = (location.state as { created?: boolean } | null)?.created === true;
  const [saved, setSaved] = useState(false);
  const load = useCallback(
    () => fetchStaffEvents().then((events) => events.find((event) => event.id === id)),
    [id],
  );
  const { callFailed } = useStaffSession();
  const { remote, refresh, replace } = useRemote(load, callFailed);
  return (
    <PeoplePage heading={t('staffPeople:eventForm.editHeading')} actions={<BackLink />}>
      {remote.status === 'loading' && <Loading label={t('staffPeople:eventForm.loading')} />}
      {remote.status === 'failed' && <FailureAlert failure={remote.failure} onRetry={refresh} />}
      {remote.status === 'loaded' && !remote.data && <FailureAlert failure={notFound} />}
      {remote.status === 'loaded' && remote.data && (
        <>
          <p className="staff-people__links">
            <Link to={staffPath('events', id, 'registrations')}>
              {t('staffPeople:events.registrations')}
            </Link>
            {remote.data.fundraisingGoal > 0 && (
              // The card's page is crowdfunding's (../../crowdfunding), as is its QR code library.
              <Link to={staffPath('events', id, 'give-card')}>
                {t('staffPeople:events.giveCard')}
              </Link>
            )}
          </p>
          <EventForm
            key={remote.data.updatedAt}
            event={remote.data}
            submitLabel={t('staffPeople:eventForm.save')}
            done={
              saved
                ? t('staffPeople:eventForm.saved')
                : created
                  ? t('staffPeople:eventForm.created')
                  : ''
            }
            send={async (values) => {
              setSaved(false);
              replace(await updateEvent(id, values));
              setSaved(true);
            }}
          />
        </>
      )}
    </PeoplePage>
  );
}
