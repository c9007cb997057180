import { SHIFT_WEEK_DAYS } from '@gsk/core/constants';
import { fromMalaysiaInput } from '@gsk/core/i18n/date-time';
import { htmlLang } from '@gsk/core/i18n/language';
import {
  shiftSchema,
  shiftWeekSchema,
  type ShiftValues,
  type ShiftWeekValues,
} from '@gsk/core/volunteers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazy as lazySchema, object } from 'yup';
import { useLanguage } from '../../hooks/use-language';
import {
  ChoiceGroup,
  FormEnd,
  SchemaForm,
  TextInput,
  useSchemaForm,
  type FailureText,
} from './form-kit';

/** What the API takes: one shift, or a week of them under `week`. */
export type ShiftsBody = ShiftValues | { week: ShiftWeekValues };

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
  const { t } = useTranslation(['activityForms']);
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
      ? t('activityForms:shift.dayN', { n: day + 1 })
      : format.format(new Date(first + day * 86_400_000)),
  }));
}

/**
 * Adding shifts to an activity, in the staff console and the coordinator's section: one (start
 * and end on Malaysia's clock, places) or a week of them (a first day, the days of the seven that
 * have one, the same times and places), checked by core's shiftSchema or shiftWeekSchema as the
 * API checks them. `send` answers how many shifts were added; the form says so and starts again.
 */
export function ShiftForm({
  label,
  placesLabel,
  send,
  failureText,
  className = '',
}: {
  /** The form's accessible name. */
  label: string;
  placesLabel: string;
  send: (body: ShiftsBody) => Promise<number>;
  failureText: FailureText;
  className?: string;
}) {
  const { t } = useTranslation(['activityForms']);
  const [done, setDone] = useState('');
  const form = useSchemaForm<ShiftFormValues, ShiftsBody>({
    initialValues: blank,
    schema: shiftsSchema,
    inputOf,
    // The API may name one shift's fields inside its body's `shift`.
    fieldOf: (name) => name.replace(/^shift\./, ''),
    failureText: (error) => {
      setDone('');
      return failureText(error);
    },
    send: async (body, values) => {
      setDone('');
      const added = await send(body);
      setDone(t('activityForms:shift.added', { count: added }));
      form.formik.resetForm({ values: { ...blank, mode: values.mode } });
    },
  });
  const { formik, alert } = form;
  const days = useWeekDays(formik.values.week.firstDay);
  const week = formik.values.mode === 'week';
  const names = (name: string) => (week ? `week.${name}` : name);
  return (
    <SchemaForm form={form} label={label} className={className}>
      <ChoiceGroup
        form={form}
        type="radio"
        name="mode"
        legend={t('activityForms:shift.mode')}
        options={(['one', 'week'] as const).map((mode) => ({
          code: mode,
          name: t(`activityForms:shift.${mode}`),
        }))}
      />
      {week ? (
        <>
          <TextInput
            form={form}
            type="date"
            name="week.firstDay"
            label={t('activityForms:shift.firstDay')}
          />
          <ChoiceGroup
            form={form}
            name="week.days"
            legend={t('activityForms:shift.days')}
            options={days}
          />
        </>
      ) : null}
      <div className="activity-forms__pair">
        <TextInput
          key={names('start')}
          form={form}
          type={week ? 'time' : 'datetime-local'}
          name={week ? 'week.startTime' : 'startsAt'}
          label={t(week ? 'activityForms:shift.startTime' : 'activityForms:shift.startsAt')}
        />
        <TextInput
          key={names('end')}
          form={form}
          type={week ? 'time' : 'datetime-local'}
          name={week ? 'week.endTime' : 'endsAt'}
          label={t(week ? 'activityForms:shift.endTime' : 'activityForms:shift.endsAt')}
        />
      </div>
      <TextInput
        key={names('places')}
        form={form}
        type="number"
        name={names('places')}
        label={placesLabel}
      />
      <FormEnd
        alert={alert}
        done={done}
        submitting={formik.isSubmitting}
        submit={t('activityForms:shift.submit')}
      />
    </SchemaForm>
  );
}
