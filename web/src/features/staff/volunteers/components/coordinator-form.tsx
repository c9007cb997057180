import type { Area, CoordinatorRow } from '@gsk/core/api';
import { coordinatorSchema, type CoordinatorValues } from '@gsk/core/volunteers';
import { getIn, useFormik, yupToFormErrors, type FormikErrors } from 'formik';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ValidationError } from 'yup';
import { Field } from '../../../../components/form/field';
import { useFocusFirstError } from '../../../../hooks/use-focus-first-error';
import { failureOf, type ApiFailure } from '../../../../lib/api-client';
import { showFieldErrors } from '../lib/form-errors';
import { AreaPicker, Failure } from './parts';

async function validate(values: CoordinatorValues): Promise<FormikErrors<CoordinatorValues>> {
  try {
    await coordinatorSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return yupToFormErrors<CoordinatorValues>(error);
    throw error;
  }
}

/** The list's message, or the first of its areas' (the API names `areas[0].parliament`). */
const firstMessage = (error: unknown): string | undefined =>
  typeof error === 'string'
    ? error
    : Array.isArray(error) || (error && typeof error === 'object')
      ? Object.values(error as object)
          .map(firstMessage)
          .find(Boolean)
      : undefined;

/**
 * A coordinator's appointment (the member's mobile number, their areas, whether trusted), or a
 * change of an appointed one's areas and trust (`coordinator` given: no mobile number). Checked by
 * core's coordinatorSchema as the API checks it; the API's field messages show under their fields.
 */
export function CoordinatorForm({
  coordinator,
  send,
  onCancel,
}: {
  coordinator?: CoordinatorRow;
  send: (values: CoordinatorValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(['staffVolunteers']);
  const prefix = `coordinator${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<ApiFailure>();
  const formik = useFormik<CoordinatorValues>({
    initialValues: {
      mobile: coordinator?.mobile ?? '',
      areas: coordinator?.areas ?? [],
      trusted: coordinator?.trusted ?? false,
    },
    validate,
    onSubmit: async (values, helpers) => {
      setFailure(undefined);
      try {
        await send(await coordinatorSchema.validate(values));
        if (!coordinator) helpers.resetForm();
      } catch (error) {
        const failed = failureOf(error);
        showFieldErrors(failed, helpers);
        setFailure(failed);
      }
    },
  });
  useFocusFirstError(formRef, formik.submitCount, formik.isSubmitting, formik.isValid);
  const areasError = firstMessage(getIn(formik.errors, 'areas'));
  const mobileError = formik.touched.mobile ? formik.errors.mobile : undefined;
  return (
    <form
      ref={formRef}
      className="staff-card staff-volunteers__form"
      aria-label={
        coordinator
          ? t('staffVolunteers:coordinators.changeForm')
          : t('staffVolunteers:coordinators.appointForm')
      }
      noValidate
      onSubmit={formik.handleSubmit}
    >
      {!coordinator && (
        <Field
          id={`${prefix}-mobile`}
          label={t('staffVolunteers:coordinators.mobile')}
          hint={t('staffVolunteers:coordinators.mobileHint')}
          required
          error={mobileError}
        >
          {(control) => (
            <input
              {...control}
              {...formik.getFieldProps('mobile')}
              className="form-field__control"
              type="tel"
              inputMode="tel"
              autoComplete="off"
            />
          )}
        </Field>
      )}
      <AreaPicker
        areas={formik.values.areas as Area[]}
        onChange={(areas) => {
          void formik.setFieldValue('areas', areas);
          void formik.setFieldTouched('areas', true, false);
        }}
        error={formik.touched.areas || formik.submitCount > 0 ? areasError : undefined}
      />
      <div className="staff-people__check">
        <input
          id={`${prefix}-trusted`}
          type="checkbox"
          {...formik.getFieldProps({ name: 'trusted', type: 'checkbox' })}
        />
        <label htmlFor={`${prefix}-trusted`}>{t('staffVolunteers:coordinators.trustedBox')}</label>
      </div>
      {failure && (
        <Failure
          failure={failure}
          notFound={coordinator ? undefined : t('staffVolunteers:errors.memberNotFound')}
        />
      )}
      <div className="staff-volunteers__row-actions">
        <button type="submit" className="button button--primary" disabled={formik.isSubmitting}>
          {formik.isSubmitting
            ? t('staffVolunteers:common.submitting')
            : coordinator
              ? t('staffVolunteers:coordinators.save')
              : t('staffVolunteers:coordinators.appoint')}
        </button>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('staffVolunteers:common.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
