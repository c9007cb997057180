import {
  cvKeyFieldName,
  cvTokenFieldName,
  type ApplicationCreated,
  type ApplicationForm,
} from '@gsk/core/api';
import { useCallback, useState } from 'react';
import { ApiError, type ApiFailure } from '../../../lib/api-client';
import { postApplication, postContact, requestUpload, uploadFile } from '../api/application-api';

/** Where a submission stands: the dialogs and the progress bar follow it. */
export type SubmissionState =
  | { phase: 'idle' }
  | { phase: 'submitting'; progress?: number }
  /**
   * Accepted; for an application, the reference the API gave (its id, which the applicant's
   * acknowledgement quotes and staff find it by) and the address that acknowledgement went to.
   */
  | { phase: 'success'; reference?: string; email?: string }
  | { phase: 'error'; failure: ApiFailure };

/** A form this feature sends: an application, or a message of the contact page. */
export type SubmittedForm = ApplicationForm | 'contact';

/** The id of an accepted application's answer (`ApplicationCreated`), when it has one. */
const referenceOf = (answer: unknown): string | undefined => {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { id } = answer as Partial<Record<keyof ApplicationCreated, unknown>>;
  return typeof id === 'string' && id !== '' ? id : undefined;
};

/**
 * Sends a form: for an application first the CV (if any) straight to S3 with progress, then the
 * fields with the upload's key and the token the API gave with it; for the contact page its
 * fields. Resolves true on success; a failure is kept in `state` for the error dialog.
 */
export function useApplicationSubmit(form: SubmittedForm) {
  const [state, setState] = useState<SubmissionState>({ phase: 'idle' });

  const submit = useCallback(
    async (fields: Record<string, string | undefined>, file: File | null): Promise<boolean> => {
      setState({ phase: 'submitting' });
      try {
        if (form === 'contact') {
          console.info('The message was sent', await postContact(fields));
          setState({ phase: 'success' });
          return true;
        }
        let cvKey: string | undefined;
        let cvToken: string | undefined;
        if (file) {
          const upload = await requestUpload(file, form);
          setState({ phase: 'submitting', progress: 0 });
          await uploadFile(upload, file, (progress) => setState({ phase: 'submitting', progress }));
          cvKey = upload.key;
          cvToken = upload.token;
        }
        const answer = await postApplication(form, {
          ...fields,
          [cvKeyFieldName]: cvKey,
          [cvTokenFieldName]: cvToken,
        });
        console.info(`The ${form} application was accepted`, answer);
        setState({ phase: 'success', reference: referenceOf(answer), email: fields.email });
        return true;
      } catch (error) {
        console.warn(`The ${form} application failed`, error);
        setState({
          phase: 'error',
          failure:
            error instanceof ApiError
              ? error.failure
              : { kind: 'unknown', message: error instanceof Error ? error.message : undefined },
        });
        return false;
      }
    },
    [form],
  );

  const dismiss = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, submit, dismiss };
}
