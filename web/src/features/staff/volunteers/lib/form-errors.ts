import { setIn, type FormikErrors, type FormikHelpers } from 'formik';
import type { ApiFailure } from '../../../../lib/api-client';

/**
 * Puts the API's field messages (validation keys) under their fields, marked touched so they
 * show; answers whether there were any.
 */
export function showFieldErrors<Values>(
  failure: ApiFailure,
  helpers: Pick<FormikHelpers<Values>, 'setErrors' | 'setTouched'>,
): boolean {
  const fields = Object.entries(failure.kind === 'status' ? (failure.fields ?? {}) : {});
  if (fields.length === 0) return false;
  let errors: FormikErrors<Values> = {};
  let touched = {};
  for (const [field, message] of fields) {
    errors = setIn(errors, field, message) as FormikErrors<Values>;
    touched = setIn(touched, field, true) as object;
  }
  helpers.setErrors(errors);
  helpers.setTouched(touched, false);
  return true;
}
