import { useFormik } from 'formik';
import type { FormikConfig } from 'formik';
import { useId, useRef, useState } from 'react';
import { honeypotField } from '@gsk/core/api';
import { useApplicationSubmit, type SubmittedForm } from './use-application-submit';
import { useAfterPress } from '../../../hooks/use-after-press';
import { useFocusFirstError } from '../../../hooks/use-focus-first-error';

/** What every form holds besides its fields: the honeypot, and an application's chosen CV. */
export type ApplicationValues = { cvFile?: File | null; [honeypotField]: string };

interface ApplicationFormOptions<Values extends ApplicationValues> {
  /** Which form it sends (its API endpoint). */
  form: SubmittedForm;
  /** Prefix of the form's element ids; two forms on one page need different ones (default: unique). */
  idPrefix?: string;
  initialValues: Values;
  validationSchema: FormikConfig<Values>['validationSchema'];
  validate?: FormikConfig<Values>['validate'];
  /** The application's fields as the API takes them, from valid values. */
  fieldsOf: (values: Values) => Promise<Record<string, string | undefined>>;
}

/**
 * The behaviour the partner, expert and contact forms share: Formik with core's schema, errors once touched
 * (a failed submit touches all and focuses the first), sending with the CV and the honeypot,
 * upload progress, and a fresh form (CV picker included) after a success.
 */
export function useApplicationForm<Values extends ApplicationValues>({
  form,
  idPrefix,
  initialValues,
  validationSchema,
  validate,
  fieldsOf,
}: ApplicationFormOptions<Values>) {
  const generatedId = useId();
  const prefix = idPrefix ?? `${form}-form${generatedId.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const id = (field: string) => `${prefix}-${field}`;
  const { state, submit, dismiss } = useApplicationSubmit(form);
  const [formVersion, setFormVersion] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const formik = useFormik<Values>({
    initialValues,
    validationSchema,
    validate,
    onSubmit: async (values, helpers) => {
      const fields = await fieldsOf(values);
      const accepted = await submit(
        { ...fields, [honeypotField]: values[honeypotField] },
        values.cvFile ?? null,
      );
      if (accepted) {
        helpers.resetForm();
        setFormVersion((version) => version + 1);
      }
    },
  });

  /** A field's raw message (a validation key) once it has been touched. */
  const errorOf = (field: keyof Values & string): string | undefined => {
    const error = formik.errors[field];
    return formik.touched[field] && typeof error === 'string' ? error : undefined;
  };
  // A field left by pressing a button shows its message once the press is over: shown at once, it
  // would push the button from under the pointer and lose the click (the submit's, most often).
  const afterPress = useAfterPress();
  const getFieldProps: typeof formik.getFieldProps = (field) => {
    const props = formik.getFieldProps(field);
    return { ...props, onBlur: (event: unknown) => afterPress(() => props.onBlur(event)) };
  };
  const submitting = formik.isSubmitting;
  useFocusFirstError(formRef, formik.submitCount, submitting, formik.isValid);
  const progress = state.phase === 'submitting' ? state.progress : undefined;

  /** What the form's fields need (see components/application-fields.tsx). */
  const fields = { id, errorOf, getFieldProps };

  /** What the CV field needs (see components/cv-picker.tsx `CvField`). */
  const cv = {
    file: formik.values.cvFile ?? null,
    /** A new form (after a success) gets a new picker, emptied of its file and its errors. */
    formVersion,
    submitting,
    choose: (file: File | null) => void formik.setFieldValue('cvFile', file),
    touch: () => afterPress(() => void formik.setFieldTouched('cvFile', true)),
  };

  return {
    formik,
    fields,
    cv,
    id,
    errorOf,
    formRef,
    formVersion,
    state,
    dismiss,
    submitting,
    progress,
  };
}
