import type { PublicActivity } from '@gsk/core/api';
import { malaysianTimeRange } from '@gsk/core/i18n/date-time';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useRemote } from '../../../hooks/use-remote';
import { useSession } from '../../../hooks/use-session';
import { fetchActivities } from '../api/volunteers-api';
import { useNear, useStates } from '../hooks/use-states';
import { inLanguage } from '../lib/activity-text';

function ActivityCard({ activity }: { activity: PublicActivity }) {
  const { t } = useTranslation(['volunteers']);
  const language = useLanguage();
  const next = activity.shifts[0];
  return (
    <article className="activity-card">
      <h3 className="activity-card__title">
        <Link to={paths.volunteerActivity(activity.id)}>
          {inLanguage(activity.title, language)}
        </Link>
      </h3>
      <p className="activity-card__where">
        {activity.online || !activity.venue
          ? t('volunteers:activities.online')
          : inLanguage(activity.venue, language)}
      </p>
      <p className="activity-card__when">
        {next ? (
          <>
            {t('volunteers:activities.nextShift')}:{' '}
            <time dateTime={next.startsAt}>
              {malaysianTimeRange(next.startsAt, next.endsAt, language)}
            </time>{' '}
            · {t('volunteers:activities.shifts', { count: activity.shifts.length })}
          </>
        ) : (
          t('volunteers:activities.noShift')
        )}
      </p>
    </article>
  );
}

/** The activities of a state, as the API answers them. */
function ActivityList({ state }: { state: string }) {
  const { t } = useTranslation(['volunteers']);
  const load = useCallback(() => fetchActivities(state), [state]);
  const { remote, reload } = useRemote(load);
  if (remote.status === 'loading') return <p role="status">{t('volunteers:activities.loading')}</p>;
  if (remote.status === 'failed')
    return (
      <div role="alert" className="volunteer-outcome volunteer-outcome--error">
        <p>{t('volunteers:activities.error')}</p>
        <button type="button" className="button button--primary" onClick={reload}>
          {t('volunteers:errors.retry')}
        </button>
      </div>
    );
  if (remote.data.length === 0) return <p>{t('volunteers:activities.empty')}</p>;
  return (
    <div className="activity-list">
      {remote.data.map((activity) => (
        <ActivityCard key={activity.id} activity={activity} />
      ))}
    </div>
  );
}

/**
 * Open activities near the visitor: a state picker (the signed-in member's state until they pick
 * another) and that state's upcoming published activities, each linking to its page.
 */
export function ActivitiesNear() {
  const { t } = useTranslation(['volunteers']);
  const session = useSession();
  // The states' names come with the electoral table, when the visitor nears this part.
  const sectionRef = useRef<HTMLElement>(null);
  const states = useStates(useNear(sectionRef));
  const pickerId = useId();
  const [picked, setPicked] = useState<string>();
  const state = picked ?? (session.status === 'signed-in' ? session.member.state : '');
  return (
    <section
      aria-labelledby={`${pickerId}-heading`}
      className="volunteer-activities"
      ref={sectionRef}
    >
      <h2 id={`${pickerId}-heading`}>{t('volunteers:activities.heading')}</h2>
      <div className="form-field volunteer-activities__picker">
        <label className="form-field__label" htmlFor={pickerId}>
          {t('volunteers:activities.state')}
        </label>
        <select
          id={pickerId}
          className="form-field__control"
          value={state}
          onChange={(event) => setPicked(event.target.value)}
        >
          <option value="">{t('volunteers:activities.chooseState')}</option>
          {(states ?? []).map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {state ? <ActivityList state={state} /> : <p>{t('volunteers:activities.pick')}</p>}
    </section>
  );
}
