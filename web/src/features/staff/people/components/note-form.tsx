import type { StaffApplicationDetail } from '@gsk/core/api';
import { useFormik } from 'formik';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { Field } from '../../../../components/form/field';
import { failureOf, type ApiFailure } from '../../../../lib/api-client';
import { updateApplication } from '../api/people-api';
import { FailureAlert } from './list-parts';

/** Longest note staff may add to an application (core/src/api/staff.ts: 1 to 2,000 characters). */
export const NOTE_MAX_LENGTH = 2000;

/**
 * Adds a note to an application: 1 to 2,000 characters (blank is refused here and by the API);
 * the answer, with the note in the list, replaces the page's application.
 */
export function NoteForm({
  applicationId,
  onAdded,
}: {
  applicationId: string;
  onAdded: (detail: StaffApplicationDetail) => void;
}) {
  const { t } = useTranslation(['staffPeople']);
  const id = `${useId()}-note`;
  const [failure, setFailure] = useState<ApiFailure>();
  const [added, setAdded] = useState(false);
  const schema = object({
    note: string()
      .trim()
      .required(t('staffPeople:application.noteRequired'))
      .max(NOTE_MAX_LENGTH, t('staffPeople:application.noteTooLong', { max: NOTE_MAX_LENGTH })),
  });
  const formik = useFormik({
    initialValues: { note: '' },
    validationSchema: schema,
    onSubmit: async ({ note }, helpers) => {
      try {
        onAdded(await updateApplication(applicationId, { note: note.trim() }));
        helpers.resetForm();
        setAdded(true);
      } catch (error) {
        const failed = failureOf(error);
        const message = failed.kind === 'status' ? failed.fields?.note : undefined;
        if (message) helpers.setFieldError('note', message);
        else setFailure(failed);
      }
    },
  });
  const error = formik.touched.note ? formik.errors.note : undefined;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Each press shows its own outcome only: not the note added before it, nor an earlier failure.
    setAdded(false);
    setFailure(undefined);
    formik.handleSubmit(event);
  };
  return (
    <form className="staff-people__note-form" noValidate onSubmit={handleSubmit}>
      <Field
        id={id}
        label={t('staffPeople:application.noteLabel')}
        hint={t('staffPeople:application.noteHint', { max: NOTE_MAX_LENGTH })}
        error={error}
      >
        {(control) => (
          <textarea
            {...control}
            {...formik.getFieldProps('note')}
            onChange={(event) => {
              // A new note being written: "Note added." was about the last one.
              setAdded(false);
              formik.handleChange(event);
            }}
            className="form-field__control"
            rows={4}
            maxLength={NOTE_MAX_LENGTH}
          />
        )}
      </Field>
      <button type="submit" className="button button--primary" disabled={formik.isSubmitting}>
        {formik.isSubmitting
          ? t('staffPeople:common.submitting')
          : t('staffPeople:application.addNote')}
      </button>
      <p role="status" className="staff-people__done">
        {added ? t('staffPeople:application.noteAdded') : ''}
      </p>
      {failure && <FailureAlert failure={failure} />}
    </form>
  );
}
