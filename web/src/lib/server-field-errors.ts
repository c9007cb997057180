import type { ApiFailure } from './api-client';

/** What a Formik form's helpers offer to show messages (its `FormikHelpers`). */
interface FieldMessageHelpers {
  setErrors: (errors: Record<string, string>) => void;
  setTouched: (touched: Record<string, boolean>, validate?: boolean) => void;
}

/**
 * Shows the server's field messages (validation keys, translated by the field component) on the
 * fields of a form that has them (`fields`: its values), touched so they show at once; a
 * message about any other field is left to the form's alert.
 */
export function showServerFieldErrors(
  failure: ApiFailure,
  fields: object,
  helpers: FieldMessageHelpers,
): void {
  const known = Object.entries(failure.kind === 'status' ? (failure.fields ?? {}) : {}).filter(
    ([field]) => field in fields,
  );
  if (known.length === 0) return;
  helpers.setErrors(Object.fromEntries(known));
  helpers.setTouched(Object.fromEntries(known.map(([field]) => [field, true])), false);
}
