/** The application forms (each has its CV formats and its address). */
export const applicationForms = ['partner', 'expert'] as const;

/** An application form. */
export type ApplicationForm = (typeof applicationForms)[number];

/**
 * Name of the honeypot field of the application forms. The web renders it visually hidden,
 * aria-hidden, out of the tab order and without autocomplete, so people leave it empty while
 * form-filling bots fill it; the server then stores nothing. No browser autofills this name
 * ('website' or 'company' would be).
 */
export const honeypotField = 'homepage';

/** The form field that carries an uploaded CV's key in place of the file's bytes. */
export const cvKeyFieldName = 'cvKey';

/**
 * The form field that carries the token `POST /api/uploads` gave with the key: the server's signature
 * of that key for that form until a time, so only the visitor who asked for the upload can attach it.
 */
export const cvTokenFieldName = 'cvToken';

/** `POST /api/uploads` takes the CV the browser is about to upload. */
export interface UploadRequestBody {
  form: ApplicationForm;
  filename: string;
  contentType: string;
  size: number;
}

/**
 * `POST /api/uploads` answers a presigned S3 POST: where to post, its fields, the object's key, and the
 * token the application must send with the key (opaque to the browser).
 */
export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
  key: string;
  token: string;
}

/** `POST /api/partnerForm` and `/api/expertForm` answer 201 with the stored application's id. */
export interface ApplicationCreated {
  id: string;
}
