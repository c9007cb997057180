import type { Volunteer } from '../../../components/volunteers/volunteer-summary';
import {
  consentWording,
  volunteerLanguages,
  volunteerReaches,
  volunteerSchema,
  volunteerSkills,
  type AvailabilitySlot,
} from '@gsk/core/volunteers';
import { useFormik } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { localizePath, paths } from '../../../config/paths';
import { useFocusFirstError } from '../../../hooks/use-focus-first-error';
import { useLanguage } from '../../../hooks/use-language';
import { ApiError, failureOf } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { signedOutNow } from '../../../lib/session';
import { saveVolunteer } from '../api/volunteers-api';
import {
  forgetVolunteerDraft,
  keepVolunteerDraft,
  readVolunteerDraft,
  type VolunteerDraft,
} from '../lib/volunteer-draft';
import { volunteerFormId } from '../lib/volunteer-form-id';
import { ChoiceGroup } from './choice-group';

/** What the form's save gives the page: the details the API stored. */
export type SavedVolunteer = Volunteer;

export interface VolunteerFormProps {
  /** A volunteer's details to edit; none: what this tab kept (back from sign-up), else blank. */
  initial?: VolunteerDraft;
  /** Whether the member is a volunteer already (the button says 'Save changes'). */
  editing: boolean;
  /** Whether a member is signed in; a visitor's press keeps what they ticked and goes to sign-up. */
  signedIn: boolean;
  onSaved: (volunteer: SavedVolunteer | null) => void;
  /** Leaves an edit without saving. */
  onCancel?: () => void;
  /** The member's `activity` consents as recorded: a new form's checkboxes start from them. */
  consents?: { sms: boolean; email: boolean };
}

const blank: VolunteerDraft = {
  skills: [],
  languages: [],
  availability: [],
  reach: '',
  consentSms: false,
  consentEmail: false,
};

const days = ['weekday', 'weekend'] as const;
const times = ['morning', 'afternoon', 'evening'] as const;
const slotOf = (day: (typeof days)[number], time: (typeof times)[number]) =>
  `${day}-${time}` as AvailabilitySlot;

type Failure = 'validation' | 'sessionEnded' | 'tooMany' | 'failed';

const failureKind = (error: unknown): Failure => {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === 'validation') return 'validation';
  if (error.status === 401) return 'sessionEnded';
  if (error.status === 429) return 'tooMany';
  return 'failed';
};

/**
 * The volunteer form (core's `volunteerSchema`): skills, languages, when they are free (a
 * weekday/weekend × morning/afternoon/evening grid), how far they go, and consent to SMS and to
 * email, each showing core's wording in the page's language (which the server records). A
 * signed-out visitor's press checks the form, keeps it for this tab and takes them through
 * sign-up (or sign-in), back to this form with everything still ticked.
 */
export function VolunteerForm({
  initial,
  editing,
  signedIn,
  onSaved,
  onCancel,
  consents,
}: VolunteerFormProps) {
  const { t } = useTranslation(['volunteers', 'volunteerLabels']);
  const language = useLanguage();
  const navigate = useNavigate();
  const prefix = `volunteer${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<Failure>();
  // What a visitor ticked before signing up, kept for this tab (read once, as the form starts).
  const [kept] = useState(() => (initial ? undefined : readVolunteerDraft()));
  const start = initial ??
    kept ?? {
      ...blank,
      consentSms: consents?.sms === true,
      consentEmail: consents?.email === true,
    };

  const formik = useFormik<VolunteerDraft>({
    initialValues: start,
    validationSchema: volunteerSchema,
    onSubmit: async (values, helpers) => {
      setFailure(undefined);
      if (!signedIn) {
        keepVolunteerDraft(values);
        const back = `${localizePath(paths.volunteer, language)}#${volunteerFormId}`;
        void navigate(
          localizePath(
            `${paths.signUp}?${new URLSearchParams({ next: back }).toString()}`,
            language,
          ),
        );
        return;
      }
      try {
        // Formik ran the schema: the values are valid, cast to its type.
        const stored = await saveVolunteer(volunteerSchema.cast({ ...values, language }));
        forgetVolunteerDraft();
        onSaved(stored);
      } catch (error) {
        const failed = failureOf(error);
        showServerFieldErrors(failed, start, helpers);
        if (failed.kind === 'status' && failed.status === 401) signedOutNow();
        setFailure(failureKind(error));
      }
    },
  });
  useFocusFirstError(formRef, formik.submitCount, formik.isSubmitting, formik.isValid);
  // The member's consents arrive after the form has started (the details load once the session
  // is known): a new form's checkboxes take them up, unless the member has already ticked them.
  const { setFieldValue, touched } = formik;
  useEffect(() => {
    if (!consents || initial || kept) return;
    if (!touched.consentSms) void setFieldValue('consentSms', consents.sms, false);
    if (!touched.consentEmail) void setFieldValue('consentEmail', consents.email, false);
    // Once per answer: later touches are the member's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [consents]);

  const errorOf = (field: keyof VolunteerDraft): string | undefined => {
    const error: unknown = formik.errors[field];
    return formik.touched[field] && typeof error === 'string' ? error : undefined;
  };
  const id = (field: string) => `${prefix}-${field}`;
  /** A checkbox of a list field, the first of its group carrying the group's description. */
  const checkbox = (
    field: 'skills' | 'languages' | 'availability',
    code: string,
    first: boolean,
    describedBy: string | undefined,
  ) => ({
    ...formik.getFieldProps({ name: field, type: 'checkbox', value: code }),
    id: id(`${field}-${code}`),
    type: 'checkbox' as const,
    value: code,
    ...(first ? { 'aria-describedby': describedBy, 'aria-invalid': Boolean(errorOf(field)) } : {}),
  });

  return (
    <form
      ref={formRef}
      className="volunteer-form"
      aria-label={t('volunteers:form.label')}
      noValidate
      onSubmit={formik.handleSubmit}
    >
      <ChoiceGroup
        id={id('skills')}
        legend={t('volunteers:form.skills')}
        hint={t('volunteers:form.skillsHint')}
        error={errorOf('skills')}
      >
        {(describedBy) => (
          <div className="choice-group__options">
            {volunteerSkills.map((code, index) => (
              <label key={code} className="choice" htmlFor={id(`skills-${code}`)}>
                <input {...checkbox('skills', code, index === 0, describedBy)} />
                <span>{t(`volunteerLabels:skills.${code}`)}</span>
              </label>
            ))}
          </div>
        )}
      </ChoiceGroup>
      <ChoiceGroup
        id={id('languages')}
        legend={t('volunteers:form.languages')}
        error={errorOf('languages')}
      >
        {(describedBy) => (
          <div className="choice-group__options">
            {volunteerLanguages.map((code, index) => (
              <label key={code} className="choice" htmlFor={id(`languages-${code}`)}>
                <input {...checkbox('languages', code, index === 0, describedBy)} />
                <span>{t(`volunteerLabels:languages.${code}`)}</span>
              </label>
            ))}
          </div>
        )}
      </ChoiceGroup>
      <ChoiceGroup
        id={id('availability')}
        legend={t('volunteers:form.availability')}
        hint={t('volunteers:form.availabilityHint')}
        error={errorOf('availability')}
      >
        {(describedBy) => (
          <table className="availability-grid">
            <thead>
              <tr>
                <td />
                {times.map((time) => (
                  <th key={time} scope="col">
                    {t(`volunteers:form.${time}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, row) => (
                <tr key={day}>
                  <th scope="row">{t(`volunteers:form.${day}`)}</th>
                  {times.map((time, column) => {
                    const slot = slotOf(day, time);
                    return (
                      <td key={time}>
                        <input
                          {...checkbox(
                            'availability',
                            slot,
                            row === 0 && column === 0,
                            describedBy,
                          )}
                          aria-label={t(`volunteerLabels:availability.${slot}`)}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ChoiceGroup>
      <ChoiceGroup id={id('reach')} legend={t('volunteers:form.reach')} error={errorOf('reach')}>
        {(describedBy) => (
          <div className="choice-group__options choice-group__options--column">
            {volunteerReaches.map((code, index) => (
              <label key={code} className="choice" htmlFor={id(`reach-${code}`)}>
                <input
                  {...formik.getFieldProps({ name: 'reach', type: 'radio', value: code })}
                  id={id(`reach-${code}`)}
                  type="radio"
                  value={code}
                  {...(index === 0
                    ? { 'aria-describedby': describedBy, 'aria-invalid': Boolean(errorOf('reach')) }
                    : {})}
                />
                <span>{t(`volunteerLabels:reach.${code}`)}</span>
              </label>
            ))}
          </div>
        )}
      </ChoiceGroup>
      <ChoiceGroup
        id={id('consent')}
        legend={t('volunteers:form.consent')}
        hint={t('volunteers:form.consentHint')}
      >
        {() => (
          <div className="choice-group__options choice-group__options--column">
            {(['sms', 'email'] as const).map((channel) => {
              const field = channel === 'sms' ? 'consentSms' : 'consentEmail';
              return (
                <label key={channel} className="choice" htmlFor={id(field)}>
                  <input
                    {...formik.getFieldProps({ name: field, type: 'checkbox' })}
                    id={id(field)}
                    type="checkbox"
                  />
                  <span>{consentWording[channel][language]}</span>
                </label>
              );
            })}
          </div>
        )}
      </ChoiceGroup>
      {failure ? (
        <p role="alert" className="volunteer-form__alert">
          {t(`volunteers:errors.${failure}`)}
        </p>
      ) : null}
      {kept && signedIn ? (
        <p className="volunteer-outcome">{t('volunteers:join.restored')}</p>
      ) : null}
      {!signedIn ? <p className="volunteer-form__note">{t('volunteers:join.signedOut')}</p> : null}
      <div className="volunteer-form__actions">
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={formik.isSubmitting}
        >
          {formik.isSubmitting
            ? t('volunteers:form.sending')
            : editing
              ? t('volunteers:form.submitEdit')
              : t('volunteers:form.submitNew')}
        </button>
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('volunteers:form.cancelEdit')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
