import type { ShiftAttendance, ShiftPerson } from '@gsk/core/api';
import { malaysianTimeRange } from '@gsk/core/i18n/date-time';
import { Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/localized-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useRemote } from '../../../hooks/use-remote';
import { fetchAttendance, recordAttendance } from '../api/coordinator-api';
import { matchesName } from '../lib/name-search';
import { useCoordinatorFailure } from './coordinator-access';
import { ShiftMessageFormIsland } from './coordinator-islands';
import { RemoteFailure } from './remote-failure';

/**
 * One person's check-in: a big toggle a thumb can reach ("Siti Aminah, Present", pressed or
 * not), its state shown at once; its name is what it shows.
 */
function PersonToggle({
  person,
  saving,
  onToggle,
}: {
  person: ShiftPerson;
  saving: boolean;
  onToggle: (person: ShiftPerson) => void;
}) {
  const { t } = useTranslation(['coordinator']);
  return (
    <li>
      <button
        type="button"
        className={`coordinator__toggle${person.checkedIn ? ' coordinator__toggle--in' : ''}`}
        aria-pressed={person.checkedIn}
        aria-busy={saving || undefined}
        onClick={() => !saving && onToggle(person)}
      >
        <span className="coordinator__toggle-name">{person.name}</span>{' '}
        <span className="coordinator__toggle-mark">
          <span className="coordinator__toggle-box" aria-hidden="true">
            {person.checkedIn ? '✓' : ''}
          </span>
          {t('coordinator:attendance.present')}
        </span>
      </button>
    </li>
  );
}

/**
 * The door of one shift: the confirmed people with a check-in toggle each (shown at once, sent
 * behind it, and put back with a plain message if the API did not record it), the count checked
 * in, a search by name, the waiting list, and texting the shift's volunteers.
 */
function Door({
  activityId,
  shiftId,
  attendance,
}: {
  activityId: string;
  shiftId: string;
  attendance: ShiftAttendance;
}) {
  const { t } = useTranslation(['coordinator']);
  const language = useLanguage();
  const handleFailure = useCoordinatorFailure();
  const [people, setPeople] = useState(attendance.people);
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState('');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const confirmed = people.filter(({ place }) => place === 'confirmed');
  const waiting = people
    .filter(({ place }) => place === 'waiting')
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const checked = confirmed.filter(({ checkedIn }) => checkedIn).length;
  const shown = confirmed.filter(({ name }) => matchesName(name, query));

  const mark = (memberId: string, change: Partial<ShiftPerson>) =>
    setPeople((before) =>
      before.map((person) => (person.memberId === memberId ? { ...person, ...change } : person)),
    );
  const handleToggle = async ({ memberId, name, checkedIn }: ShiftPerson) => {
    const present = !checkedIn;
    setProblem('');
    mark(memberId, { checkedIn: present });
    setSaving((before) => new Set(before).add(memberId));
    try {
      const recorded = await recordAttendance(activityId, shiftId, { memberId, present });
      // The person as recorded (only them: another toggle may still be on its way).
      const now = recorded.people.find((person) => person.memberId === memberId);
      if (now) mark(memberId, { checkedIn: now.checkedIn, checkedInAt: now.checkedInAt });
    } catch (error) {
      mark(memberId, { checkedIn });
      const said = await handleFailure(error);
      const failure = said?.failure;
      if (said)
        setProblem(
          failure?.kind === 'status' && failure.status < 500
            ? said.text
            : t('coordinator:attendance.failed', { name }),
        );
    } finally {
      setSaving((before) => {
        const after = new Set(before);
        after.delete(memberId);
        return after;
      });
    }
  };

  return (
    <div className="coordinator coordinator--door">
      <p>
        <Link to={paths.coordinator} className="coordinator__back">
          {t('coordinator:attendance.back')}
        </Link>
      </p>
      <section aria-labelledby="coordinator-door" className="coordinator__part">
        <h2 id="coordinator-door">
          {t('coordinator:attendance.heading')}:{' '}
          {malaysianTimeRange(attendance.shift.startsAt, attendance.shift.endsAt, language)}
        </h2>
        <p role="status" className="coordinator__count">
          {t('coordinator:attendance.count', { checked, total: confirmed.length })}
        </p>
        <p role="alert" className={problem ? 'coordinator__alert' : 'coordinator__alert--empty'}>
          {problem}
        </p>
        {confirmed.length === 0 ? (
          <p>{t('coordinator:attendance.none')}</p>
        ) : (
          <>
            <label className="coordinator__search" htmlFor={searchId}>
              {t('coordinator:attendance.search')}
              <input
                id={searchId}
                type="search"
                className="form-field__control"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </label>
            <h3>{t('coordinator:attendance.confirmed')}</h3>
            <p className="coordinator__muted">{t('coordinator:attendance.tapHint')}</p>
            {shown.length === 0 ? (
              <p role="status">{t('coordinator:attendance.noMatch')}</p>
            ) : (
              <ul className="coordinator__people">
                {shown.map((person) => (
                  <PersonToggle
                    key={person.memberId}
                    person={person}
                    saving={saving.has(person.memberId)}
                    onToggle={(toggled) => void handleToggle(toggled)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
        {waiting.length > 0 && (
          <>
            <h3>{t('coordinator:attendance.waiting')}</h3>
            <ol className="coordinator__waiting">
              {waiting.map((person) => (
                <li key={person.memberId}>
                  {person.name}{' '}
                  <span className="coordinator__muted">
                    {t('coordinator:attendance.waitingAt', { position: person.position })}
                  </span>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
      <section aria-labelledby="coordinator-message" className="coordinator__part">
        <h2 id="coordinator-message">{t('coordinator:message.heading')}</h2>
        <Suspense fallback={<p role="status">{t('coordinator:loading')}</p>}>
          <ShiftMessageFormIsland activityId={activityId} shiftId={shiftId} />
        </Suspense>
      </section>
    </div>
  );
}

/** One shift's door (`?activity=&shift=`): its people, loaded from the API. */
export function AttendanceView({ activityId, shiftId }: { activityId: string; shiftId: string }) {
  const { t } = useTranslation(['coordinator']);
  const load = useCallback(() => fetchAttendance(activityId, shiftId), [activityId, shiftId]);
  const { remote, reload } = useRemote(load);
  if (remote.status === 'loading')
    return (
      <p role="status" className="coordinator__loading">
        {t('coordinator:loading')}
      </p>
    );
  if (remote.status === 'failed')
    return (
      <div className="coordinator">
        <p>
          <Link to={paths.coordinator} className="coordinator__back">
            {t('coordinator:attendance.back')}
          </Link>
        </p>
        <RemoteFailure failure={remote.failure} onRetry={reload} />
      </div>
    );
  return (
    <Door
      key={`${activityId}/${shiftId}`}
      activityId={activityId}
      shiftId={shiftId}
      attendance={remote.data}
    />
  );
}
