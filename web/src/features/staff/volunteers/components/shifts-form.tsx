import { fromMalaysiaInput } from '@gsk/core/i18n/date-time';
import type { Language } from '@gsk/core/i18n/language';
import { SHIFT_WEEK_DAYS } from '@gsk/core/constants';
import { shiftSchema, shiftWeekSchema } from '@gsk/core/volunteers';
import { getIn, useFormik, yupToFormErrors, type FormikErrors } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ValidationError } from 'yup';
import { Field } from '../../../../components/form/field';
import { useFocusFirstError } from '../../../../hooks/use-focus-first-error';
import { useLanguage } from '../../../../hooks/use-language';
import { validationText } from '../../../../i18n/validation-text';
import { failureOf, type ApiFailure } from '../../../../lib/api-client';
import type { ShiftsBody } from '../api/volunteers-api';
import { showFieldErrors } from '../lib/form-errors';
import { Failure } from './parts';

/** The form's values: one shift (times as Malaysian datetime-local values) or a week of them. */
interface ShiftsFormValues {
  mode: 'one' | 'week';
  startsAt: string;
  endsAt: string;
  firstDay: string;
  days: number[];
  startTime: string;
  endTime: string;
  places: number | '';
}

const blank: ShiftsFormValues = {
  mode: 'one',
  startsAt: '',
  endsAt: '',
  firstDay: '',
  days: [],
  startTime: '',
  endTime: '',
  places: '',
};

const places = (values: ShiftsFormValues) => (values.places === '' ? undefined : values.places);

/** What the form's mode sends, before the schema reads it. */
const inputOf = (values: ShiftsFormValues) =>
  values.mode === 'one'
    ? {
        startsAt: fromMalaysiaInput(values.startsAt),
        endsAt: fromMalaysiaInput(values.endsAt),
        places: places(values),
      }
    : {
        firstDay: values.firstDay,
        days: values.days,
        startTime: values.startTime,
        endTime: values.endTime,
        places: places(values),
      };

const schemaOf = (values: ShiftsFormValues) =>
  values.mode === 'one' ? shiftSchema : shiftWeekSchema;

async function validate(values: ShiftsFormValues): Promise<FormikErrors<ShiftsFormValues>> {
  try {
    await schemaOf(values).validate(inputOf(values), { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return yupToFormErrors<ShiftsFormValues>(error);
    throw error;
  }
}

const locales: Record<Language, string> = { bm: 'ms-MY', eng: 'en-MY' };

/** The label of day `index` of the week from `firstDay` ('Sabtu, 5 Dis'), or 'Day 1' before one is chosen. */
function dayLabel(firstDay: string, index: number, language: Language, fallback: string) {
  const first = Date.parse(`${firstDay}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(firstDay) || Number.isNaN(first)) return fallback;
  return new Intl.DateTimeFormat(locales[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(first + index * 86_400_000));
}

type FormikOf = ReturnType<typeof useFormik<ShiftsFormValues>>;

function Input({
  formik,
  name,
  label,
  type,
}: {
  formik: FormikOf;
  name: keyof ShiftsFormValues;
  label: string;
  type: 'datetime-local' | 'date' | 'time' | 'number';
}) {
  const id = `shifts-${name}`;
  const error: unknown = getIn(formik.errors, name);
  return (
    <Field
      id={id}
      label={label}
      required
      error={getIn(formik.touched, name) && typeof error === 'string' ? error : undefined}
    >
      {(control) => (
        <input
          {...control}
          {...formik.getFieldProps(name)}
          id={id}
          className="form-field__control"
          type={type}
          {...(type === 'number' ? { inputMode: 'numeric', min: 1, step: 1 } : {})}
        />
      )}
    </Field>
  );
}

/**
 * Adds shifts to an activity: one (its start and end on Malaysia's clock, its places), or a week
 * at once (the first day, which of the seven days from it, the same times and places each day).
 * Checked by core's shiftSchema or shiftWeekSchema as the API checks them.
 */
export function ShiftsForm({ send }: { send: (body: ShiftsBody) => Promise<number> }) {
  const { t } = useTranslation(['staffVolunteers']);
  const language = useLanguage();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<ApiFailure>();
  const [done, setDone] = useState('');
  const formik = useFormik<ShiftsFormValues>({
    initialValues: blank,
    validate,
    onSubmit: async (values, helpers) => {
      setFailure(undefined);
      setDone('');
      try {
        const added =
          values.mode === 'one'
            ? await send(await shiftSchema.validate(inputOf(values)))
            : await send({ week: await shiftWeekSchema.validate(inputOf(values)) });
        setDone(t('staffVolunteers:activity.added', { count: added }));
        helpers.resetForm({ values: { ...blank, mode: values.mode } });
      } catch (error) {
        const failed = failureOf(error);
        // The API names the fields inside its body's `shift` or `week`.
        if (failed.kind === 'status' && failed.fields) {
          const fields = Object.fromEntries(
            Object.entries(failed.fields).map(([field, message]) => [
              field.replace(/^(shift|week)\./, ''),
              message,
            ]),
          );
          showFieldErrors({ ...failed, fields }, helpers);
        }
        setFailure(failed);
      }
    },
  });
  useFocusFirstError(formRef, formik.submitCount, formik.isSubmitting, formik.isValid);
  const field = { formik };
  const daysError: unknown = formik.errors.days;
  return (
    <form
      ref={formRef}
      className="staff-card staff-volunteers__form"
      aria-label={t('staffVolunteers:activity.shiftForm')}
      noValidate
      onSubmit={formik.handleSubmit}
    >
      <fieldset className="staff-volunteers__choices">
        <legend>{t('staffVolunteers:activity.mode')}</legend>
        {(['one', 'week'] as const).map((mode) => (
          <label key={mode}>
            <input
              type="radio"
              name="mode"
              value={mode}
              checked={formik.values.mode === mode}
              onChange={() => {
                void formik.setFieldValue('mode', mode, false);
                formik.setErrors({});
              }}
            />
            {t(`staffVolunteers:activity.${mode}`)}
          </label>
        ))}
      </fieldset>
      {formik.values.mode === 'one' ? (
        <div className="staff-event-form__pair">
          <Input
            {...field}
            name="startsAt"
            type="datetime-local"
            label={t('staffVolunteers:activity.startsAt')}
          />
          <Input
            {...field}
            name="endsAt"
            type="datetime-local"
            label={t('staffVolunteers:activity.endsAt')}
          />
        </div>
      ) : (
        <>
          <Input
            {...field}
            name="firstDay"
            type="date"
            label={t('staffVolunteers:activity.firstDay')}
          />
          <fieldset
            className="staff-volunteers__choices"
            aria-describedby={formik.submitCount > 0 && daysError ? 'shifts-days-error' : undefined}
          >
            <legend>{t('staffVolunteers:activity.days')}</legend>
            {Array.from({ length: SHIFT_WEEK_DAYS }, (_, index) => (
              <label key={index}>
                <input
                  type="checkbox"
                  checked={formik.values.days.includes(index)}
                  onChange={(event) =>
                    void formik.setFieldValue(
                      'days',
                      event.target.checked
                        ? [...formik.values.days, index].sort((a, b) => a - b)
                        : formik.values.days.filter((day) => day !== index),
                    )
                  }
                />
                {dayLabel(
                  formik.values.firstDay,
                  index,
                  language,
                  t('staffVolunteers:activity.dayN', { n: index + 1 }),
                )}
              </label>
            ))}
            {formik.submitCount > 0 && typeof daysError === 'string' && (
              <DaysError id="shifts-days-error" message={daysError} />
            )}
          </fieldset>
          <div className="staff-event-form__pair">
            <Input
              {...field}
              name="startTime"
              type="time"
              label={t('staffVolunteers:activity.startTime')}
            />
            <Input
              {...field}
              name="endTime"
              type="time"
              label={t('staffVolunteers:activity.endTime')}
            />
          </div>
        </>
      )}
      <Input
        {...field}
        name="places"
        type="number"
        label={t('staffVolunteers:activity.placesField')}
      />
      {failure && <Failure failure={failure} />}
      <p role="status" className="staff-people__done">
        {done}
      </p>
      <button type="submit" className="button button--primary" disabled={formik.isSubmitting}>
        {formik.isSubmitting
          ? t('staffVolunteers:common.submitting')
          : t('staffVolunteers:activity.add')}
      </button>
    </form>
  );
}

function DaysError({ id, message }: { id: string; message: string }) {
  const { i18n } = useTranslation(['validation']);
  return (
    <p id={id} className="form-field__error">
      {validationText(i18n.t, message)}
    </p>
  );
}
