import type { FormikValues } from 'formik';
import { useSchemaForm } from '../../../components/activity-forms/form-kit';
import { useCoordinatorFailure } from './coordinator-access';

export {
  fieldId,
  SelectInput,
  TextArea,
  type FieldContext,
} from '../../../components/activity-forms/form-kit';

/*
 * The section's own forms over core's schemas (the shared form kit of components/activity-forms):
 * a 403 may end the section (a coordinator staff removed) or say the thing is outside their areas.
 */

interface CoordinatorFormOptions<Values extends FormikValues, Body> {
  initialValues: Values;
  schema: { validate: (value: unknown, options?: { abortEarly?: boolean }) => Promise<Body> };
  inputOf: (values: Values) => unknown;
  send: (body: Body) => Promise<void>;
  /** A 429 of the day's texts. */
  texting?: boolean;
}

/** Formik over core's schema, with the API's answer in the section's words. */
export function useCoordinatorForm<Values extends FormikValues, Body>({
  texting = false,
  ...options
}: CoordinatorFormOptions<Values, Body>) {
  const handleFailure = useCoordinatorFailure(texting);
  return useSchemaForm<Values, Body>({
    ...options,
    failureText: async (error) => (await handleFailure(error))?.text,
  });
}
