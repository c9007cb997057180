import type { StaffEvent } from '@gsk/core/api';
import { eventSchema, eventStatuses, type EventStatus, type EventValues } from '@gsk/core/events';
import { fromMalaysiaInput, toMalaysiaInput } from '@gsk/core/i18n/date-time';
import { getIn, setIn, useFormik, yupToFormErrors, type FormikErrors } from 'formik';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ValidationError } from 'yup';
import { Field } from '../../../../components/form/field';
import { useFocusFirstError } from '../../../../hooks/use-focus-first-error';
import { failureOf, type ApiFailure } from '../../../../lib/api-client';
import { FailureAlert } from './list-parts';

/** The form's values: the schema's, with the times as Malaysian datetime-local values. */
interface EventFormValues {
  title: { bm: string; eng: string };
  description: { bm: string; eng: string };
  online: boolean;
  venue: { bm: string; eng: string };
  startsAt: string;
  endsAt: string;
  /** What the number field holds: Formik reads a number input as a number, empty as ''. */
  capacity: number | '';
  status: EventStatus;
  featured: boolean;
  /** Whole ringgit, 0 for none; '' while the field is empty. */
  fundraisingGoal: number | '';
}

const blank: EventFormValues = {
  title: { bm: '', eng: '' },
  description: { bm: '', eng: '' },
  online: false,
  venue: { bm: '', eng: '' },
  startsAt: '',
  endsAt: '',
  capacity: '',
  status: 'draft',
  featured: false,
  fundraisingGoal: 0,
};

const valuesOf = (event: StaffEvent): EventFormValues => ({
  title: event.title,
  description: event.description,
  online: event.online,
  venue: event.venue ?? { bm: '', eng: '' },
  startsAt: toMalaysiaInput(event.startsAt),
  endsAt: toMalaysiaInput(event.endsAt),
  capacity: event.capacity,
  status: event.status,
  featured: event.featured,
  fundraisingGoal: event.fundraisingGoal,
});

/** What the form sends before the schema reads it: the times as instants, the places a number. */
const inputOf = (values: EventFormValues) => ({
  ...values,
  startsAt: fromMalaysiaInput(values.startsAt),
  endsAt: fromMalaysiaInput(values.endsAt),
  capacity: values.capacity === '' ? undefined : values.capacity,
  fundraisingGoal: values.fundraisingGoal === '' ? undefined : values.fundraisingGoal,
});

/** core's eventSchema's messages (validation keys) under the form's fields. */
async function validate(values: EventFormValues): Promise<FormikErrors<EventFormValues>> {
  try {
    await eventSchema.validate(inputOf(values), { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return yupToFormErrors<EventFormValues>(error);
    throw error;
  }
}

type FormikOf = ReturnType<typeof useFormik<EventFormValues>>;

interface InputProps {
  formik: FormikOf;
  prefix: string;
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  children?: never;
}

const errorOf = (formik: FormikOf, name: string): string | undefined => {
  const error: unknown = getIn(formik.errors, name);
  return getIn(formik.touched, name) && typeof error === 'string' ? error : undefined;
};

function FieldOf({
  formik,
  prefix,
  name,
  label,
  hint,
  required,
  control,
}: Omit<InputProps, 'children'> & {
  control: (props: Record<string, unknown> & { id: string }) => ReactNode;
}) {
  const id = `${prefix}-${name.replace('.', '-')}`;
  return (
    <Field id={id} label={label} hint={hint} required={required} error={errorOf(formik, name)}>
      {(props) => control({ ...props, ...formik.getFieldProps(name), id })}
    </Field>
  );
}

function TextInput(
  props: InputProps & { type?: 'text' | 'datetime-local' | 'number'; min?: number },
) {
  const { type = 'text', min = 1, ...rest } = props;
  return (
    <FieldOf
      {...rest}
      required={rest.required ?? true}
      control={(control) => (
        <input
          {...control}
          className="form-field__control"
          type={type}
          {...(type === 'number' ? { inputMode: 'numeric', min, step: 1 } : {})}
        />
      )}
    />
  );
}

function TextArea(props: InputProps) {
  return (
    <FieldOf
      {...props}
      required
      control={(control) => <textarea {...control} className="form-field__control" rows={5} />}
    />
  );
}

/** A text of the event in both languages, side by side on a wide screen. */
function Bilingual({
  formik,
  prefix,
  name,
  multiline = false,
}: {
  formik: FormikOf;
  prefix: string;
  name: 'title' | 'description' | 'venue';
  multiline?: boolean;
}) {
  const { t } = useTranslation(['staffPeople']);
  const Input = multiline ? TextArea : TextInput;
  return (
    <div className="staff-event-form__pair">
      <Input
        formik={formik}
        prefix={prefix}
        name={`${name}.bm`}
        label={t(`staffPeople:eventForm.${name}Bm`)}
      />
      <Input
        formik={formik}
        prefix={prefix}
        name={`${name}.eng`}
        label={t(`staffPeople:eventForm.${name}Eng`)}
      />
    </div>
  );
}

function Checkbox({ formik, prefix, name, label, hint }: InputProps) {
  const id = `${prefix}-${name}`;
  return (
    <div className="staff-people__check">
      <input
        id={id}
        type="checkbox"
        {...formik.getFieldProps({ name, type: 'checkbox' })}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="staff-people__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

interface EventFormProps {
  /** The event to edit; none to create one. */
  event?: StaffEvent;
  /** Sends the valid fields; an `ApiError` it throws shows on the form. */
  send: (values: EventValues) => Promise<void>;
  submitLabel: string;
  /** What the page says after a save (empty until then). */
  done?: string;
}

/**
 * A programme or event's fields, checked by core's eventSchema as the API checks them: both
 * languages' title and description, the times on Malaysia's clock whatever the browser's zone,
 * online or a venue in both languages, the places, its state and whether it is featured. The
 * API's field messages show under their fields, in the page's language.
 */
export function EventForm({ event, send, submitLabel, done }: EventFormProps) {
  const { t } = useTranslation(['staffPeople']);
  const prefix = `event${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<ApiFailure>();
  const formik = useFormik<EventFormValues>({
    initialValues: event ? valuesOf(event) : blank,
    validate,
    onSubmit: async (values, helpers) => {
      setFailure(undefined);
      try {
        await send(await eventSchema.validate(inputOf(values)));
      } catch (error) {
        const failed = failureOf(error);
        const fields = Object.entries(failed.kind === 'status' ? (failed.fields ?? {}) : {});
        if (fields.length > 0) {
          let errors: FormikErrors<EventFormValues> = {};
          let touched = {};
          for (const [field, message] of fields) {
            errors = setIn(errors, field, message) as FormikErrors<EventFormValues>;
            touched = setIn(touched, field, true) as object;
          }
          helpers.setErrors(errors);
          helpers.setTouched(touched, false);
        }
        // The form's own line too: a field's message may sit under a field scrolled out of view.
        setFailure(failed);
      }
    },
  });
  useFocusFirstError(formRef, formik.submitCount, formik.isSubmitting, formik.isValid);
  const field = { formik, prefix };

  return (
    <form
      ref={formRef}
      className="staff-card staff-event-form"
      aria-label={t('staffPeople:eventForm.formLabel')}
      noValidate
      onSubmit={formik.handleSubmit}
    >
      <Bilingual {...field} name="title" />
      <Bilingual {...field} name="description" multiline />
      <div className="staff-event-form__pair">
        <TextInput
          {...field}
          type="datetime-local"
          name="startsAt"
          label={t('staffPeople:eventForm.startsAt')}
          hint={t('staffPeople:eventForm.timeHint')}
        />
        <TextInput
          {...field}
          type="datetime-local"
          name="endsAt"
          label={t('staffPeople:eventForm.endsAt')}
          hint={t('staffPeople:eventForm.timeHint')}
        />
      </div>
      <Checkbox {...field} name="online" label={t('staffPeople:eventForm.online')} />
      {!formik.values.online && <Bilingual {...field} name="venue" />}
      <div className="staff-event-form__pair">
        <TextInput
          {...field}
          type="number"
          name="capacity"
          label={t('staffPeople:eventForm.capacity')}
        />
        <FieldOf
          {...field}
          name="status"
          label={t('staffPeople:eventForm.status')}
          required
          control={(control) => (
            <select {...control} className="form-field__control">
              {eventStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`staffPeople:events.statuses.${status}`)}
                </option>
              ))}
            </select>
          )}
        />
      </div>
      <TextInput
        {...field}
        type="number"
        min={0}
        name="fundraisingGoal"
        label={t('staffPeople:eventForm.fundraisingGoal')}
        hint={t('staffPeople:eventForm.fundraisingGoalHint')}
      />
      <Checkbox
        {...field}
        name="featured"
        label={t('staffPeople:eventForm.featured')}
        hint={t('staffPeople:eventForm.featuredHint')}
      />
      {failure && <FailureAlert failure={failure} />}
      <p role="status" className="staff-people__done">
        {done}
      </p>
      <button type="submit" className="button button--primary" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? t('staffPeople:common.submitting') : submitLabel}
      </button>
    </form>
  );
}
