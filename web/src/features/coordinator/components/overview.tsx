import type { ManagedActivity } from '@gsk/core/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useRemote } from '../../../hooks/use-remote';
import { fetchManagedActivities } from '../api/coordinator-api';
import { ActivityList } from './activity-list';
import { useCoordinator } from './coordinator-access';
import { ActivityFormIsland } from './coordinator-islands';
import { RemoteFailure } from './remote-failure';
import { VolunteerList } from './volunteer-list';

/** The coordinator's areas, and whether what they propose needs staff's approval. */
function Areas() {
  const { t } = useTranslation(['coordinator']);
  const { self, areaName } = useCoordinator();
  return (
    <section aria-labelledby="coordinator-areas" className="coordinator__part">
      <h2 id="coordinator-areas">{t('coordinator:areas.heading')}</h2>
      <ul className="coordinator__areas">
        {self.areas.map((area) => (
          <li key={`${area.state}#${area.parliament}`}>{areaName(area)}</li>
        ))}
      </ul>
      <p className="coordinator__trust">
        {self.trusted ? t('coordinator:areas.trusted') : t('coordinator:areas.notTrusted')}
      </p>
    </section>
  );
}

const useActivities = () => useRemote(fetchManagedActivities);

/** The activities of the coordinator's areas, refreshed after a proposal or new shifts. */
function Activities({ activities }: { activities: ReturnType<typeof useActivities> }) {
  const { t } = useTranslation(['coordinator']);
  const { remote, reload, refresh } = activities;
  return (
    <section aria-labelledby="coordinator-activities" className="coordinator__part">
      <h2 id="coordinator-activities">{t('coordinator:activities.heading')}</h2>
      {remote.status === 'loading' && <p role="status">{t('coordinator:loading')}</p>}
      {remote.status === 'failed' && <RemoteFailure failure={remote.failure} onRetry={reload} />}
      {remote.status === 'loaded' && (
        <ActivityList activities={remote.data} onShiftsAdded={refresh} />
      )}
    </section>
  );
}

/** Proposing an activity: the form opens on demand (its code, formik and yup, load with it). */
function Propose({ onProposed }: { onProposed: (activity: ManagedActivity) => void }) {
  const { t } = useTranslation(['coordinator']);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState('');
  const { self } = useCoordinator();
  const language = useLanguage();
  return (
    <section aria-labelledby="coordinator-propose" className="coordinator__part">
      <h2 id="coordinator-propose">{t('coordinator:propose.heading')}</h2>
      <p className="coordinator__trust">
        {self.trusted ? t('coordinator:propose.trusted') : t('coordinator:propose.notTrusted')}
      </p>
      <p role="status" className="coordinator__done">
        {done}
      </p>
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={open}
        onClick={() => {
          setOpen(!open);
          setDone('');
        }}
      >
        {open ? t('coordinator:propose.close') : t('coordinator:propose.open')}
      </button>
      {open && (
        <ActivityFormIsland
          onProposed={(activity) => {
            setOpen(false);
            setDone(
              t(
                activity.status === 'published'
                  ? 'coordinator:propose.published'
                  : 'coordinator:propose.proposed',
                { title: activity.title[language] },
              ),
            );
            onProposed(activity);
          }}
        />
      )}
    </section>
  );
}

/**
 * The section's overview, phone first: the coordinator's areas, their activities and shifts (each
 * shift opens its door: attendance and texts), the volunteers there, and proposing an activity.
 */
export function Overview() {
  const { t } = useTranslation(['coordinator']);
  const activities = useActivities();
  return (
    <div className="coordinator">
      <nav aria-label={t('coordinator:nav.label')} className="coordinator__nav">
        <a href="#coordinator-activities">{t('coordinator:nav.activities')}</a>
        <a href="#coordinator-volunteers">{t('coordinator:nav.volunteers')}</a>
        <a href="#coordinator-propose">{t('coordinator:nav.propose')}</a>
        {/* Broadcasts (issue 32, part W): a view of the section of its own. */}
        <Link to={`${paths.coordinator}?broadcasts`}>{t('coordinator:nav.broadcasts')}</Link>
      </nav>
      <Areas />
      <Activities activities={activities} />
      <Propose onProposed={activities.refresh} />
      <VolunteerList />
    </div>
  );
}
