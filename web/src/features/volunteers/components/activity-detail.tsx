import type { PublicActivity } from '@gsk/core/api';
import { enterpriseFacts, isEnterpriseSlug } from '@gsk/core/enterprise';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useCommitments } from '../../../hooks/use-commitments';
import { useLanguage } from '../../../hooks/use-language';
import { useSession } from '../../../hooks/use-session';
import { useElectoral } from '../hooks/use-states';
import { inLanguage } from '../lib/activity-text';
import { ShiftCard } from './shift-card';
import './volunteers.css';

/** An activity's area by name: the state, or the parliamentary seat and its state. */
function AreaName({ activity }: { activity: PublicActivity }) {
  const { t } = useTranslation(['volunteerLabels']);
  const electoral = useElectoral();
  const { state, parliament } = activity.area;
  if (!electoral) return <>{parliament || state}</>;
  const names = electoral.seatNames(state, parliament, '');
  return (
    <>
      {parliament
        ? `${names.parliament}, ${names.state}`
        : `${names.state} (${t('volunteerLabels:wholeState')})`}
    </>
  );
}

/**
 * An activity's page: its texts, area, venue or online, skills wanted, its enterprise, and each
 * upcoming shift with its places and, for a signed-in member, their place on it.
 */
export function ActivityDetail({
  activity,
  onChanged,
}: {
  activity: PublicActivity;
  /** Asks the activity again (its places moved after a sign-up or a cancellation). */
  onChanged: () => void;
}) {
  const { t } = useTranslation(['volunteers', 'volunteerLabels']);
  const language = useLanguage();
  // The page asks who is signed in whatever this browser's hint says: the buttons depend on it.
  const session = useSession({ always: true });
  const signedIn = session.status === 'signed-in';
  const commitments = useCommitments(signedIn);
  const handleChanged = () => {
    commitments.refresh();
    onChanged();
  };
  return (
    <article className="activity-detail">
      <Link to={paths.volunteer} className="activity-detail__back">
        {t('volunteers:activity.back')}
      </Link>
      <h1 className="activity-detail__title">{inLanguage(activity.title, language)}</h1>
      <dl className="activity-facts">
        <div className="activity-facts__row">
          <dt>{t('volunteers:activity.where')}</dt>
          <dd>
            {activity.online || !activity.venue
              ? t('volunteers:activity.online')
              : inLanguage(activity.venue, language)}
          </dd>
        </div>
        <div className="activity-facts__row">
          <dt>{t('volunteers:activity.area')}</dt>
          <dd>
            <AreaName activity={activity} />
          </dd>
        </div>
        <div className="activity-facts__row">
          <dt>{t('volunteers:activity.skills')}</dt>
          <dd>
            {activity.skills.length > 0
              ? activity.skills.map((code) => t(`volunteerLabels:skills.${code}`)).join(', ')
              : t('volunteers:activity.anyone')}
          </dd>
        </div>
        {activity.enterprise && isEnterpriseSlug(activity.enterprise) ? (
          <div className="activity-facts__row">
            <dt>{t('volunteers:activity.enterprise')}</dt>
            <dd>
              <Link to={paths.enterprise(activity.enterprise)}>
                {enterpriseFacts[activity.enterprise].ent_name}
              </Link>
            </dd>
          </div>
        ) : null}
      </dl>
      <section aria-labelledby="activity-about" className="activity-detail__about">
        <h2 id="activity-about">{t('volunteers:activity.about')}</h2>
        {inLanguage(activity.description, language)
          .split(/\n{2,}/)
          .map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
      </section>
      <section aria-labelledby="activity-shifts" className="activity-detail__shifts">
        <h2 id="activity-shifts">{t('volunteers:activity.shifts')}</h2>
        {activity.shifts.length === 0 ? <p>{t('volunteers:activity.noShifts')}</p> : null}
        <ul className="shift-list">
          {activity.shifts.map((shift) => (
            <li key={shift.id}>
              <ShiftCard
                activityId={activity.id}
                shift={shift}
                session={session}
                commitments={commitments.remote}
                onChanged={handleChanged}
              />
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
