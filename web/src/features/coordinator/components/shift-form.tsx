import { SHIFT_WEEK_DAYS } from '@gsk/core/constants';
import { fromMalaysiaInput } from '@gsk/core/i18n/date-time';
import { htmlLang } from '@gsk/core/i18n/language';
import { shiftSchema, shiftWeekSchema } from '@gsk/core/volunteers';
import { useTranslation } from 'react-i18next';
import { lazy as lazySchema, object } from 'yup';
import { useLanguage } from '../../../hooks/use-language';
import { addShifts, type ShiftsBody } from '../api/coordinator-api';
import { CheckboxGroup, fieldId, TextInput, useCoordinatorForm } from './form-parts';

/** The form's values: one shift's, or a week's (`week.*`, as the API's body nests them). */
interface ShiftFormValues {
  mode: 'one' | 'week';
  startsAt: string;
  endsAt: string;
  /** What the number field holds: Formik reads a number input as a number, empty as ''. */
  places: number | '';
  week: {
    firstDay: string;
    /** The ticked days, 0 (the first day) to 6, as the boxes' values. */
    days: string[];
    startTime: string;
    endTime: string;
    places: number | '';
  };
}

const blank: ShiftFormValues = {
  mode: 'one',
  startsAt: '',
  endsAt: '',
  places: '',
  week: { firstDay: '', days: [], startTime: '', endTime: '', places: '' },
};

const numberOf = (places: number | '') => (places === '' ? undefined : places);

/** What the schema reads: one shift's instants on Malaysia's clock, or the week's fields. */
const inputOf = ({ mode, startsAt, endsAt, places, week }: ShiftFormValues) =>
  mode === 'one'
    ? {
        startsAt: fromMalaysiaInput(startsAt),
        endsAt: fromMalaysiaInput(endsAt),
        places: numberOf(places),
      }
    : { week: { ...week, days: week.days.map(Number), places: numberOf(week.places) } };

/** core's shiftSchema, or its shiftWeekSchema under `week`. */
const shiftsSchema = lazySchema((value: unknown) =>
  typeof value === 'object' && value !== null && 'week' in value
    ? object({ week: shiftWeekSchema })
    : shiftSchema,
);

/** The names of the week's days from its first day ('Isnin, 7 Dis'), or their numbers until then. */
function useWeekDays(firstDay: string): { code: string; name: string }[] {
  const { t } = useTranslation(['coordinator']);
  const language = useLanguage();
  const first = /^\d{4}-\d{2}-\d{2}$/.test(firstDay) ? Date.parse(`${firstDay}T00:00:00Z`) : NaN;
  const format = new Intl.DateTimeFormat(`${htmlLang(language)}-MY`, {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return Array.from({ length: SHIFT_WEEK_DAYS }, (_, day) => ({
    code: String(day),
    name: Number.isNaN(first)
      ? t('coordinator:shiftForm.day', { n: day + 1 })
      : format.format(new Date(first + day * 86_400_000)),
  }));
}

/**
 * Adding shifts to an activity: one (start and end on Malaysia's clock, places) or a week of them
 * (a first day, the days of the seven that have one, the same times and places), checked by
 * core's shiftSchema or shiftWeekSchema as the API checks them.
 */
export function ShiftForm({
  activityId,
  title,
  onAdded,
}: {
  activityId: string;
  title: string;
  onAdded: (count: number) => void;
}) {
  const { t } = useTranslation(['coordinator']);
  const form = useCoordinatorForm<ShiftFormValues, ShiftsBody>({
    initialValues: blank,
    schema: shiftsSchema,
    inputOf,
    send: async (body) => {
      await addShifts(activityId, body);
      onAdded('week' in body ? body.week.days.length : 1);
    },
  });
  const { formik, formRef, alert } = form;
  const days = useWeekDays(formik.values.week.firstDay);
  const week = formik.values.mode === 'week';
  const modeName = fieldId(form, 'mode');
  return (
    <form
      ref={formRef}
      className="coordinator__form"
      aria-label={t('coordinator:shiftForm.formLabel', { title })}
      noValidate
      onSubmit={formik.handleSubmit}
    >
      <fieldset className="coordinator__group">
        <legend>{t('coordinator:shiftForm.mode')}</legend>
        <div className="coordinator__choices">
          {(['one', 'week'] as const).map((mode) => (
            <div key={mode} className="coordinator__check">
              <input
                id={`${modeName}-${mode}`}
                type="radio"
                {...formik.getFieldProps({ name: 'mode', type: 'radio', value: mode })}
              />
              <label htmlFor={`${modeName}-${mode}`}>{t(`coordinator:shiftForm.${mode}`)}</label>
            </div>
          ))}
        </div>
      </fieldset>
      {week ? (
        <>
          <TextInput
            form={form}
            type="date"
            name="week.firstDay"
            label={t('coordinator:shiftForm.firstDay')}
          />
          <CheckboxGroup
            form={form}
            name="week.days"
            legend={t('coordinator:shiftForm.days')}
            options={days}
          />
          <div className="coordinator__pair">
            <TextInput
              form={form}
              type="time"
              name="week.startTime"
              label={t('coordinator:shiftForm.startTime')}
              hint={t('coordinator:shiftForm.timesHint')}
            />
            <TextInput
              form={form}
              type="time"
              name="week.endTime"
              label={t('coordinator:shiftForm.endTime')}
            />
          </div>
          <TextInput
            form={form}
            type="number"
            name="week.places"
            label={t('coordinator:shiftForm.places')}
          />
        </>
      ) : (
        <>
          <div className="coordinator__pair">
            <TextInput
              form={form}
              type="datetime-local"
              name="startsAt"
              label={t('coordinator:shiftForm.startsAt')}
              hint={t('coordinator:shiftForm.timesHint')}
            />
            <TextInput
              form={form}
              type="datetime-local"
              name="endsAt"
              label={t('coordinator:shiftForm.endsAt')}
            />
          </div>
          <TextInput
            form={form}
            type="number"
            name="places"
            label={t('coordinator:shiftForm.places')}
          />
        </>
      )}
      <p role="alert" className={alert ? 'coordinator__alert' : 'coordinator__alert--empty'}>
        {alert}
      </p>
      <button
        type="submit"
        className="button button--primary coordinator__submit"
        disabled={formik.isSubmitting}
      >
        {t('coordinator:shiftForm.submit')}
      </button>
    </form>
  );
}
