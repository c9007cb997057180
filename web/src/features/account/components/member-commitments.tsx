import type { Commitment } from '@gsk/core/api';
import { malaysianTimeRange } from '@gsk/core/i18n/date-time';
import { useTranslation } from 'react-i18next';
import { PlaceActions } from '../../../components/places/place-actions';
import { Link } from '../../../components/ui/localized-link';
import { VolunteerSummary } from '../../../components/volunteers/volunteer-summary';
import { paths } from '../../../config/paths';
import { useCommitments } from '../../../hooks/use-commitments';
import { useLanguage } from '../../../hooks/use-language';
import { useRemote } from '../../../hooks/use-remote';
import { targetOf } from '../../../lib/places';
import { fetchVolunteer } from '../../../lib/volunteer-details';

/** One commitment: what and when (Malaysia time), where the member stands, cancel, calendar. */
function CommitmentItem({
  commitment,
  onChanged,
}: {
  commitment: Commitment;
  onChanged: () => void;
}) {
  const { t } = useTranslation(['account']);
  const language = useLanguage();
  const page =
    commitment.kind === 'shift'
      ? paths.volunteerActivity(commitment.id)
      : paths.event(commitment.id);
  return (
    <li className="profile-commitment">
      <p className="profile-commitment__kind">
        {commitment.kind === 'shift'
          ? t('account:profile.kindShift')
          : t('account:profile.kindEvent')}
      </p>
      <Link to={page} className="profile-commitment__title">
        {commitment.title[language]}
      </Link>
      <p className="profile-registrations__date">
        <time dateTime={commitment.startsAt}>
          {malaysianTimeRange(commitment.startsAt, commitment.endsAt, language)}
        </time>
      </p>
      <PlaceActions
        target={targetOf(commitment)}
        place={commitment.place}
        cancellable={commitment.cancellable}
        onCancelled={onChanged}
      />
    </li>
  );
}

/** The member's upcoming shifts, waiting places and events, each with its place and cancel. */
export function MemberCommitments() {
  const { t } = useTranslation(['account', 'layout']);
  const { remote, refresh, reload } = useCommitments(true);
  if (remote.status === 'loading') return <p role="status">{t('layout:common.loading')}</p>;
  if (remote.status === 'failed')
    return (
      <div role="alert">
        <p>{t('account:profile.commitmentsError')}</p>
        <button type="button" className="button button--ghost" onClick={reload}>
          {t('account:profile.retry')}
        </button>
      </div>
    );
  if (remote.data.length === 0) return <p>{t('account:profile.noCommitments')}</p>;
  return (
    <ul className="profile-commitments">
      {remote.data.map((commitment) => (
        <CommitmentItem
          key={`${commitment.kind}-${commitment.id}-${commitment.shiftId ?? ''}`}
          commitment={commitment}
          onChanged={refresh}
        />
      ))}
    </ul>
  );
}

/** The member's volunteer details, with the way to change them on the volunteer page. */
export function MemberVolunteer() {
  const { t } = useTranslation(['account', 'layout']);
  const { remote, reload } = useRemote(fetchVolunteer);
  if (remote.status === 'loading') return <p role="status">{t('layout:common.loading')}</p>;
  if (remote.status === 'failed')
    return (
      <div role="alert">
        <p>{t('account:profile.volunteerError')}</p>
        <button type="button" className="button button--ghost" onClick={reload}>
          {t('account:profile.retry')}
        </button>
      </div>
    );
  if (!remote.data)
    return (
      <p>
        {t('account:profile.notVolunteer')}{' '}
        <Link to={paths.volunteer}>{t('account:profile.becomeVolunteer')}</Link>
      </p>
    );
  return (
    <>
      <VolunteerSummary volunteer={remote.data} />
      <p>
        <Link to={`${paths.volunteer}#volunteer-form`}>{t('account:profile.editVolunteer')}</Link>
      </p>
    </>
  );
}
