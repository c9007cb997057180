import type { Area } from '@gsk/core/api';
import { enterpriseSlugs } from '@gsk/core/enterprise';
import { activitySchema, volunteerSkills, type ActivityValues } from '@gsk/core/volunteers';
import { getIn, useFormik, yupToFormErrors, type FormikErrors } from 'formik';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ValidationError } from 'yup';
import { Field } from '../../../../components/form/field';
import { useFocusFirstError } from '../../../../hooks/use-focus-first-error';
import { validationText } from '../../../../i18n/validation-text';
import { failureOf, type ApiFailure } from '../../../../lib/api-client';
import { showFieldErrors } from '../lib/form-errors';
import { Failure, StateSeatSelects } from './parts';

const blank: ActivityValues = {
  title: { bm: '', eng: '' },
  description: { bm: '', eng: '' },
  enterpriseId: '',
  area: { state: '', parliament: '' },
  online: false,
  venue: { bm: '', eng: '' },
  skills: [],
};

async function validate(values: ActivityValues): Promise<FormikErrors<ActivityValues>> {
  try {
    await activitySchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return yupToFormErrors<ActivityValues>(error);
    throw error;
  }
}

type FormikOf = ReturnType<typeof useFormik<ActivityValues>>;

const errorOf = (formik: FormikOf, name: string): string | undefined => {
  const error: unknown = getIn(formik.errors, name);
  return getIn(formik.touched, name) && typeof error === 'string' ? error : undefined;
};

function TextField({
  formik,
  name,
  label,
  multiline = false,
}: {
  formik: FormikOf;
  name: string;
  label: string;
  multiline?: boolean;
}) {
  const id = `activity-${name.replace('.', '-')}`;
  return (
    <Field id={id} label={label} required error={errorOf(formik, name)}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            {...formik.getFieldProps(name)}
            id={id}
            className="form-field__control"
            rows={4}
          />
        ) : (
          <input
            {...control}
            {...formik.getFieldProps(name)}
            id={id}
            className="form-field__control"
          />
        )
      }
    </Field>
  );
}

function Pair({ children }: { children: ReactNode }) {
  return <div className="staff-event-form__pair">{children}</div>;
}

/**
 * A new activity's fields, checked by core's activitySchema as the API checks them: title and
 * description in both languages, an optional enterprise, its area (a state or one of its seats),
 * online or a venue in both languages, and the skills wanted.
 */
export function ActivityForm({ send }: { send: (values: ActivityValues) => Promise<void> }) {
  const { t } = useTranslation(['staffVolunteers', 'volunteerLabels']);
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<ApiFailure>();
  const formik = useFormik<ActivityValues>({
    initialValues: blank,
    validate,
    onSubmit: async (values, helpers) => {
      setFailure(undefined);
      try {
        await send(await activitySchema.validate(values));
      } catch (error) {
        const failed = failureOf(error);
        showFieldErrors(failed, helpers);
        setFailure(failed);
      }
    },
  });
  useFocusFirstError(formRef, formik.submitCount, formik.isSubmitting, formik.isValid);
  const field = (name: `${'title' | 'description' | 'venue'}.${'bm' | 'eng'}`) => {
    const [text, language] = name.split('.') as ['title' | 'description' | 'venue', 'bm' | 'eng'];
    return (
      <TextField
        formik={formik}
        name={name}
        multiline={text === 'description'}
        label={t(`staffVolunteers:activityForm.${text}${language === 'bm' ? 'Bm' : 'Eng'}`)}
      />
    );
  };
  const areaError = errorOf(formik, 'area.state') ?? errorOf(formik, 'area.parliament');
  const skills = formik.values.skills as string[];
  return (
    <form
      ref={formRef}
      className="staff-card staff-volunteers__form"
      aria-label={t('staffVolunteers:activityForm.formLabel')}
      noValidate
      onSubmit={formik.handleSubmit}
    >
      <Pair>
        {field('title.bm')}
        {field('title.eng')}
      </Pair>
      <Pair>
        {field('description.bm')}
        {field('description.eng')}
      </Pair>
      <Field id="activity-enterpriseId" label={t('staffVolunteers:activityForm.enterprise')}>
        {(control) => (
          <select
            {...control}
            {...formik.getFieldProps('enterpriseId')}
            id="activity-enterpriseId"
            className="form-field__control"
          >
            <option value="">{t('staffVolunteers:activityForm.noEnterprise')}</option>
            {enterpriseSlugs.map((slug) => (
              <option key={slug} value={slug}>
                {slug}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="staff-areas">
        <legend>{t('staffVolunteers:activities.area')}</legend>
        <div className="staff-areas__pick">
          <StateSeatSelects
            state={formik.values.area.state}
            parliament={formik.values.area.parliament}
            onChange={(area: Area) => {
              void formik.setFieldValue('area', area);
              void formik.setFieldTouched('area.state', true, false);
            }}
          />
        </div>
        {areaError && <AreaError message={areaError} />}
      </fieldset>
      <div className="staff-people__check">
        <input
          id="activity-online"
          type="checkbox"
          {...formik.getFieldProps({ name: 'online', type: 'checkbox' })}
        />
        <label htmlFor="activity-online">{t('staffVolunteers:activityForm.online')}</label>
      </div>
      {!formik.values.online && (
        <Pair>
          {field('venue.bm')}
          {field('venue.eng')}
        </Pair>
      )}
      <fieldset className="staff-volunteers__choices" aria-describedby="activity-skills-hint">
        <legend>{t('staffVolunteers:activityForm.skills')}</legend>
        <p id="activity-skills-hint" className="staff-people__hint">
          {t('staffVolunteers:activityForm.skillsHint')}
        </p>
        {volunteerSkills.map((skill) => (
          <label key={skill}>
            <input
              type="checkbox"
              checked={skills.includes(skill)}
              onChange={(event) =>
                void formik.setFieldValue(
                  'skills',
                  event.target.checked
                    ? volunteerSkills.filter((one) => one === skill || skills.includes(one))
                    : skills.filter((one) => one !== skill),
                )
              }
            />
            {t(`volunteerLabels:skills.${skill}`)}
          </label>
        ))}
      </fieldset>
      {failure && <Failure failure={failure} />}
      <button type="submit" className="button button--primary" disabled={formik.isSubmitting}>
        {formik.isSubmitting
          ? t('staffVolunteers:common.submitting')
          : t('staffVolunteers:activityForm.submit')}
      </button>
    </form>
  );
}

/** The area's message (a validation key), translated. */
function AreaError({ message }: { message: string }) {
  const { i18n } = useTranslation(['validation']);
  return <p className="form-field__error">{validationText(i18n.t, message)}</p>;
}
