import {
  useFormik,
  type FormikConfig,
  type FormikErrors,
  type FormikTouched,
  type FormikValues,
} from 'formik';
import { useRef, useState } from 'react';
import { failureOf, type ApiFailure } from '../lib/api-client';
import { useFocusFirstError } from './use-focus-first-error';

export interface ApiFormOptions<Values extends FormikValues> {
  initialValues: Values;
  validationSchema: FormikConfig<Values>['validationSchema'];
  /** Sends the valid values; an `ApiError` it throws shows on the form. */
  send: (values: Values) => Promise<void>;
  /** Told of a failure that names none of the form's fields, before the form shows it. */
  onFailure?: (failure: ApiFailure) => void;
}

/**
 * The site's forms that call the API: Formik with core's schema, a failed submit focusing the
 * first error, the API's field messages (validation keys) put under the fields they name, and
 * any other failure kept for the form's alert.
 */
export function useApiForm<Values extends FormikValues>({
  initialValues,
  validationSchema,
  send,
  onFailure,
}: ApiFormOptions<Values>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<ApiFailure>();
  const formik = useFormik<Values>({
    initialValues,
    validationSchema,
    onSubmit: async (values, helpers) => {
      setFailure(undefined);
      try {
        await send(values);
      } catch (error) {
        const failed = failureOf(error);
        const fields = Object.entries(failed.kind === 'status' ? (failed.fields ?? {}) : {}).filter(
          ([field]) => field in initialValues,
        );
        if (fields.length > 0) {
          helpers.setErrors(Object.fromEntries(fields) as FormikErrors<Values>);
          void helpers.setTouched(
            Object.fromEntries(fields.map(([field]) => [field, true])) as FormikTouched<Values>,
            false,
          );
        } else {
          onFailure?.(failed);
          setFailure(failed);
        }
      }
    },
  });
  useFocusFirstError(formRef, formik.submitCount, formik.isSubmitting, formik.isValid);
  return { formik, formRef, failure, setFailure };
}
