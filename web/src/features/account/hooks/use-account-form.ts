import {
  useFormik,
  type FormikConfig,
  type FormikErrors,
  type FormikTouched,
  type FormikValues,
} from 'formik';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusFirstError } from '../../../hooks/use-focus-first-error';
import { useLanguage } from '../../../hooks/use-language';
import { failureOf, type ApiFailure } from '../../../lib/api-client';
import { accountFailureText } from '../lib/account-failure';

interface AccountFormOptions<Values extends FormikValues> {
  initialValues: Values;
  validationSchema: FormikConfig<Values>['validationSchema'];
  /** Sends the valid values; an `ApiError` it throws shows on the form. */
  send: (values: Values) => Promise<void>;
}

/**
 * The members' forms' behaviour: Formik with core's schema, errors once touched (a failed submit
 * touches all and focuses the first), the API's field messages under their fields (a
 * validation key: 'mobile already registered', 'invalid code, generate new code'), any other
 * failure as the form's alert, in the page's language.
 */
export function useAccountForm<Values extends FormikValues>({
  initialValues,
  validationSchema,
  send,
}: AccountFormOptions<Values>) {
  const { t } = useTranslation(['account']);
  const language = useLanguage();
  const prefix = `account${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
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
          helpers.setTouched(
            Object.fromEntries(fields.map(([field]) => [field, true])) as FormikTouched<Values>,
            false,
          );
        } else {
          console.warn('A members call failed', failed);
          setFailure(failed);
        }
      }
    },
  });
  useFocusFirstError(formRef, formik.submitCount, formik.isSubmitting, formik.isValid);

  /** The element id of a field. */
  const id = (field: string) => `${prefix}-${field}`;
  /** A field's raw message (a validation key) once it has been touched. */
  const errorOf = (field: keyof Values & string): string | undefined => {
    const error: unknown = formik.errors[field];
    return formik.touched[field] && typeof error === 'string' ? error : undefined;
  };
  const alert = failure && accountFailureText(failure, t, language);

  return { formik, id, errorOf, formRef, alert, failure, setFailure };
}
