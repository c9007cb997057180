import {
  applicationStatuses,
  type ApplicationStatus,
  type StaffApplicationDetail,
} from '@gsk/core/api';
import { malaysianDateTime } from '@gsk/core/i18n/date-time';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '../../../../components/ui/localized-link';
import { useLanguage } from '../../../../hooks/use-language';
import { useRemote } from '../../../../hooks/use-remote';
import { failureOf, type ApiFailure } from '../../../../lib/api-client';
import { applicationCvHref, fetchApplication, updateApplication } from '../api/people-api';
import { useStaffSession } from '../../hooks/staff-session';
import { fieldValue } from '../lib/application-text';
import { staffPath } from '../../lib/staff-paths';
import { FailureAlert, Loading, PeoplePage } from './list-parts';
import { NoteForm } from './note-form';
import { StatusBadge } from './status-badge';

/** The fields of both forms in the order they are asked; any other field follows as it came. */
const fieldOrder = [
  'name',
  'email',
  'phone',
  'contributionType',
  'enterpriseType',
  'qualification',
  'interest',
  'additionalComments',
] as const;
type KnownField = (typeof fieldOrder)[number];
const isKnownField = (field: string): field is KnownField =>
  (fieldOrder as readonly string[]).includes(field);

const orderedFields = (fields: Record<string, string>) =>
  Object.entries(fields).sort(([a], [b]) => {
    const rank = (field: string) =>
      isKnownField(field) ? fieldOrder.indexOf(field) : fieldOrder.length;
    return rank(a) - rank(b);
  });

/** A file size as people read it ('240 KB', '1.2 MB'). */
const sizeText = (bytes: number, locale: string) =>
  bytes < 1024 * 1024
    ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} KB`
    : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;

/**
 * The CV: a link to the route that records the opening in the audit trail and redirects to the
 * file through a link signed then, so each click is one opening and the link never runs out.
 */
function CvSection({ detail }: { detail: StaffApplicationDetail }) {
  const { t } = useTranslation(['staffPeople']);
  const language = useLanguage();
  const { cv } = detail;
  return (
    <section className="staff-card" aria-labelledby="application-cv">
      <h2 id="application-cv">{t('staffPeople:application.cvHeading')}</h2>
      {cv ? (
        <>
          <p>
            <a
              className="button button--primary"
              href={applicationCvHref(detail.application.id)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('staffPeople:application.openCv', {
                type: cv.type.toUpperCase(),
                size: sizeText(cv.size, language === 'bm' ? 'ms-MY' : 'en-MY'),
              })}
              <span className="visually-hidden"> ({t('staffPeople:application.cvNewTab')})</span>
            </a>
          </p>
          <p className="staff-people__hint">{t('staffPeople:application.cvRecorded')}</p>
        </>
      ) : (
        <p>{t('staffPeople:application.noCv')}</p>
      )}
    </section>
  );
}

function StatusForm({
  detail,
  onSaved,
}: {
  detail: StaffApplicationDetail;
  onSaved: (detail: StaffApplicationDetail) => void;
}) {
  const { t } = useTranslation(['staffPeople']);
  const id = useId();
  const [status, setStatus] = useState<ApplicationStatus>(detail.application.status);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setDone(false);
    setFailure(undefined);
    try {
      onSaved(await updateApplication(detail.application.id, { status }));
      setDone(true);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="staff-card" aria-labelledby="application-status">
      <h2 id="application-status">{t('staffPeople:application.statusHeading')}</h2>
      <form className="staff-people__inline-form" onSubmit={handleSubmit}>
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${id}-status`}>
            {t('staffPeople:application.statusLabel')}
          </label>
          <select
            id={`${id}-status`}
            className="form-field__control"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as ApplicationStatus);
              setDone(false);
            }}
          >
            {applicationStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`staffPeople:statuses.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? t('staffPeople:common.submitting') : t('staffPeople:application.saveStatus')}
        </button>
      </form>
      <p role="status" className="staff-people__done">
        {done ? t('staffPeople:application.statusSaved') : ''}
      </p>
      {failure && <FailureAlert failure={failure} />}
    </section>
  );
}

/**
 * One application: its reference (the id the applicant was shown and emailed, which opens this
 * page), every submitted field labelled in the page's language, its CV (each opening recorded),
 * its status and its notes.
 */
export function ApplicationDetailPage() {
  const { t } = useTranslation(['staffPeople']);
  const language = useLanguage();
  const { id = '' } = useParams();
  const load = useCallback(() => fetchApplication(id), [id]);
  const { callFailed } = useStaffSession();
  const { remote, refresh, replace } = useRemote(load, callFailed);
  const back = (
    <Link className="staff-people__back" to={staffPath('applications')}>
      {t('staffPeople:application.back')}
    </Link>
  );

  if (remote.status !== 'loaded') {
    return (
      <PeoplePage heading={t('staffPeople:applications.heading')} actions={back}>
        {remote.status === 'loading' ? (
          <Loading label={t('staffPeople:application.loading')} />
        ) : (
          <FailureAlert failure={remote.failure} onRetry={refresh} />
        )}
      </PeoplePage>
    );
  }

  const detail = remote.data;
  const { application, notes } = detail;
  return (
    <PeoplePage
      heading={t('staffPeople:application.heading', { name: application.name })}
      lead={`${t(`staffPeople:forms.${application.form}`)} · ${t(
        'staffPeople:application.submitted',
        {
          when: malaysianDateTime(application.submittedAt, language),
        },
      )}`}
      actions={back}
    >
      <p>
        <StatusBadge status={application.status}>
          {t(`staffPeople:statuses.${application.status}`)}
        </StatusBadge>
      </p>
      <div className="staff-people__columns">
        <section className="staff-card" aria-labelledby="application-fields">
          <h2 id="application-fields">{t('staffPeople:application.details')}</h2>
          <dl className="staff-facts">
            <div>
              <dt>{t('staffPeople:application.reference')}</dt>
              <dd>{application.id}</dd>
            </div>
            {orderedFields(application.fields).map(([field, value]) => (
              <div key={field}>
                <dt>
                  {isKnownField(field) ? t(`staffPeople:application.fields.${field}`) : field}
                </dt>
                <dd>
                  {field === 'email' ? (
                    <a href={`mailto:${value}`}>{value}</a>
                  ) : (
                    fieldValue(field, value, language) || '—'
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <div className="staff-people__stack">
          <CvSection detail={detail} />
          <StatusForm detail={detail} onSaved={replace} />
          <section className="staff-card" aria-labelledby="application-notes">
            <h2 id="application-notes">{t('staffPeople:application.notesHeading')}</h2>
            {notes.length === 0 ? (
              <p>{t('staffPeople:application.noNotes')}</p>
            ) : (
              <ol className="staff-notes">
                {notes.map((note) => (
                  <li key={`${note.at}-${note.by.memberId}`}>
                    <p className="staff-notes__by">
                      {t('staffPeople:application.noteBy', {
                        name: note.by.name,
                        when: malaysianDateTime(note.at, language),
                      })}
                    </p>
                    <p className="staff-notes__text">{note.text}</p>
                  </li>
                ))}
              </ol>
            )}
            <NoteForm applicationId={application.id} onAdded={replace} />
          </section>
        </div>
      </div>
    </PeoplePage>
  );
}
