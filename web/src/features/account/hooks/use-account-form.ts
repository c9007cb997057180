import type { FormikValues } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiForm, type ApiFormOptions } from '../../../hooks/use-api-form';
import { useLanguage } from '../../../hooks/use-language';
import { accountFailureText } from '../lib/account-failure';

type AccountFormOptions<Values extends FormikValues> = Omit<ApiFormOptions<Values>, 'onFailure'>;

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
  const { formik, formRef, failure, setFailure } = useApiForm({
    initialValues,
    validationSchema,
    send,
    onFailure: (failed) => console.warn('A members call failed', failed),
  });

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
