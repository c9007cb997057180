import type { StaffPrivacyRequest } from '@gsk/core/api';
import { malaysianLongDate } from '@gsk/core/i18n/date-time';
import { privacyRequestActionSchema, type PrivacyRequestAction } from '@gsk/core/privacy/requests';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ValidationError } from 'yup';
import { Field } from '../../../../components/form/field';
import { Link } from '../../../../components/ui/localized-link';
import { useLanguage } from '../../../../hooks/use-language';
import { useRemote } from '../../../../hooks/use-remote';
import { privacyValidationText } from '../../../../i18n/validation-text';
import { failureOf, type ApiFailure } from '../../../../lib/api-client';
import { useStaffSession } from '../../hooks/staff-session';
import { when } from '../../lib/format';
import { staffPath } from '../../lib/staff-paths';
import { FailureAlert, Loading, PeoplePage } from '../../people/components/list-parts';
import { StatusBadge } from '../../people/components/status-badge';
import { actOnPrivacyRequest, fetchPrivacyRequest } from '../api/privacy-api';
import { TimeLeft } from './time-left';

const namespaces = ['staffPeople', 'validationPrivacy'] as const;

/**
 * The actions the request allows now: one to choose, its text (an outcome, a reason, a note),
 * checked by core's schema before it goes; a refusal by the API keeps the text and says why.
 */
function ActionForm({
  request,
  onDone,
  onStale,
}: {
  request: StaffPrivacyRequest;
  onDone: (request: StaffPrivacyRequest) => void;
  onStale: () => void;
}) {
  const { t, i18n } = useTranslation(namespaces);
  const baseId = useId();
  const [action, setAction] = useState<PrivacyRequestAction>(request.actions[0] ?? 'note');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<ApiFailure>();
  const [saving, setSaving] = useState(false);
  if (request.actions.length === 0) return <p>{t('staffPeople:privacy.actions.none')}</p>;
  const chosen = request.actions.includes(action) ? action : (request.actions[0] ?? 'note');

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    let values;
    try {
      values = await privacyRequestActionSchema.validate({ action: chosen, note });
    } catch (invalid) {
      if (invalid instanceof ValidationError) {
        setError(invalid.message);
        document.getElementById(`${baseId}-note`)?.focus();
        return;
      }
      throw invalid;
    }
    setError(undefined);
    setSaving(true);
    try {
      const answer = await actOnPrivacyRequest(request.reference, values);
      setNote('');
      onDone(answer);
    } catch (failed) {
      const why = failureOf(failed);
      if (why.kind === 'status' && why.fields?.note) setError(why.fields.note);
      else setFailure(why);
      if (why.kind === 'status' && why.code === 'privacy_request_state') onStale();
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="staff-privacy__action"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      <div className="staff-privacy__filter">
        <label htmlFor={`${baseId}-action`}>{t('staffPeople:privacy.actions.choose')}</label>
        <select
          id={`${baseId}-action`}
          value={chosen}
          onChange={(event) => {
            setAction(event.target.value as PrivacyRequestAction);
            setError(undefined);
          }}
        >
          {request.actions.map((each) => (
            <option key={each} value={each}>
              {t(`staffPeople:privacy.actions.names.${each}`)}
            </option>
          ))}
        </select>
      </div>
      {chosen === 'extend' && (
        <p className="staff-muted">{t('staffPeople:privacy.actions.extendHint')}</p>
      )}
      {chosen === 'refuse' && (
        <p className="staff-muted">{t('staffPeople:privacy.actions.refuseHint')}</p>
      )}
      <Field
        id={`${baseId}-note`}
        label={t(`staffPeople:privacy.actions.note.${chosen}`)}
        required={chosen !== 'start'}
        error={error && privacyValidationText(i18n.t, error)}
      >
        {(control) => (
          <textarea
            {...control}
            className="form-field__control"
            rows={4}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      {failure && <FailureAlert failure={failure} />}
      <button type="submit" className="button button--primary" disabled={saving}>
        {saving ? t('staffPeople:privacy.actions.saving') : t('staffPeople:privacy.actions.submit')}
      </button>
    </form>
  );
}

/** The request's facts, its details, what happened to it (oldest first), and its actions. */
function RequestView({
  request,
  onChanged,
  onStale,
}: {
  request: StaffPrivacyRequest;
  onChanged: (request: StaffPrivacyRequest) => void;
  onStale: () => void;
}) {
  const { t } = useTranslation(namespaces);
  const language = useLanguage();
  const [done, setDone] = useState('');
  return (
    <>
      <dl className="staff-facts">
        <div>
          <dt>{t('staffPeople:privacy.columns.kind')}</dt>
          <dd>{t(`staffPeople:privacy.kinds.${request.kind}`)}</dd>
        </div>
        <div>
          <dt>{t('staffPeople:privacy.columns.status')}</dt>
          <dd>
            <StatusBadge status={request.status}>
              {t(`staffPeople:privacy.statuses.${request.status}`)}
            </StatusBadge>
          </dd>
        </div>
        <div>
          <dt>{t('staffPeople:privacy.columns.name')}</dt>
          <dd>{request.name}</dd>
        </div>
        <div>
          <dt>{t('staffPeople:privacy.request.contact')}</dt>
          <dd>
            {t(
              request.contactBy === 'mobile'
                ? 'staffPeople:privacy.request.byMobile'
                : 'staffPeople:privacy.request.byEmail',
              { contact: request.contact },
            )}
          </dd>
        </div>
        <div>
          <dt>{t('staffPeople:privacy.request.language')}</dt>
          <dd>{t(`staffPeople:privacy.request.languages.${request.language}`)}</dd>
        </div>
        <div>
          <dt>{t('staffPeople:privacy.columns.received')}</dt>
          <dd>{when(request.receivedAt, language)}</dd>
        </div>
        <div>
          <dt>{t('staffPeople:privacy.columns.due')}</dt>
          <dd>
            {malaysianLongDate(request.dueDay, language)}
            {request.extended && ` (${t('staffPeople:privacy.extended')})`}
          </dd>
        </div>
        <div>
          <dt>{t('staffPeople:privacy.columns.left')}</dt>
          <dd>
            <TimeLeft request={request} />
          </dd>
        </div>
        <div className="staff-facts__wide">
          <dt>{t('staffPeople:privacy.request.details')}</dt>
          <dd className="staff-privacy__details">
            {request.details || t('staffPeople:privacy.request.noDetails')}
          </dd>
        </div>
      </dl>
      <section aria-labelledby="staff-privacy-history" className="staff-panel">
        <h2 id="staff-privacy-history">{t('staffPeople:privacy.request.history')}</h2>
        <ol className="staff-privacy__history">
          {request.history.map((event) => (
            <li key={`${event.at}-${event.action}`}>
              <strong>{t(`staffPeople:privacy.actions.history.${event.action}`)}</strong>{' '}
              <span className="staff-muted">
                {when(event.at, language)} ·{' '}
                {event.by
                  ? t('staffPeople:privacy.request.historyBy', { name: event.by.name })
                  : t('staffPeople:privacy.request.historyPerson')}
              </span>
              {event.action === 'extend' && event.dueDay && (
                <p>
                  {t('staffPeople:privacy.request.newDue', {
                    date: malaysianLongDate(event.dueDay, language),
                  })}
                </p>
              )}
              {event.note && <p className="staff-privacy__details">{event.note}</p>}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="staff-privacy-actions" className="staff-panel">
        <h2 id="staff-privacy-actions">{t('staffPeople:privacy.actions.heading')}</h2>
        <p role="status" className="staff-people__done">
          {done}
        </p>
        <ActionForm
          key={request.status}
          request={request}
          onDone={(answer) => {
            setDone(t('staffPeople:privacy.actions.done'));
            onChanged(answer);
          }}
          onStale={onStale}
        />
      </section>
    </>
  );
}

/** One request about personal data, its history and the actions it allows. */
export function RequestPage() {
  const { t } = useTranslation(namespaces);
  const { id = '' } = useParams();
  const { callFailed } = useStaffSession();
  const load = useCallback(() => fetchPrivacyRequest(id), [id]);
  const { remote, reload } = useRemote(load, callFailed);
  const [changed, setChanged] = useState<StaffPrivacyRequest>();
  const shown =
    changed?.reference === id ? changed : remote.status === 'loaded' ? remote.data : undefined;
  return (
    <PeoplePage
      heading={t('staffPeople:privacy.request.heading', { reference: id })}
      actions={
        <Link className="staff-people__back" to={staffPath('privacy', 'requests')}>
          {t('staffPeople:privacy.back')}
        </Link>
      }
    >
      {remote.status === 'failed' ? (
        <FailureAlert failure={remote.failure} onRetry={reload} />
      ) : shown ? (
        <RequestView
          request={shown}
          onChanged={setChanged}
          onStale={() => {
            setChanged(undefined);
            reload();
          }}
        />
      ) : (
        <Loading label={t('staffPeople:privacy.loading')} />
      )}
    </PeoplePage>
  );
}
