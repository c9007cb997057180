import {
  siteApiPaths,
  type ApplicationForm,
  type ContactCreated,
  type PresignedUpload,
  type UploadRequestBody,
} from '@gsk/core/api';
import { PARTNER_REQUEST_TIMEOUT_MS } from '@gsk/core/constants';
import {
  ApiError,
  apiJson,
  blockedOrOffline,
  callApi,
  type ApiFailure,
} from '../../../lib/api-client';

/** Where each form is sent (the spec's default path for the partner form). */
const applicationPaths: Readonly<Record<ApplicationForm, string>> = {
  partner: siteApiPaths.partnerForm,
  expert: siteApiPaths.expertForm,
};

/** The spec's call: aborted after 30 seconds. */
const timeoutMs = PARTNER_REQUEST_TIMEOUT_MS;

const isPresignedUpload = (value: unknown): value is PresignedUpload => {
  if (typeof value !== 'object' || value === null) return false;
  const { url, key, token, fields } = value as Record<string, unknown>;
  return (
    typeof url === 'string' &&
    typeof key === 'string' &&
    typeof token === 'string' &&
    typeof fields === 'object' &&
    fields !== null &&
    Object.values(fields).every((field) => typeof field === 'string')
  );
};

/** Asks the API where to upload a CV (`POST /api/uploads`). */
export async function requestUpload(file: File, form: ApplicationForm): Promise<PresignedUpload> {
  const request: UploadRequestBody = {
    filename: file.name,
    contentType: file.type,
    size: file.size,
    form,
  };
  const body = await apiJson<unknown>(siteApiPaths.uploads, {
    method: 'POST',
    json: request,
    timeoutMs,
  });
  if (!isPresignedUpload(body)) throw new ApiError({ kind: 'unknown' });
  return body;
}

/**
 * Posts the CV straight to S3 with the presigned fields, reporting progress (0 to 100). An upload
 * that makes no progress for 30 seconds is aborted as timed out.
 */
export function uploadFile(
  upload: PresignedUpload,
  file: File,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let stalled: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(stalled);
      stalled = setTimeout(() => {
        xhr.abort();
        reject(new ApiError({ kind: 'timeout' }));
      }, timeoutMs);
    };
    const fail = (failure: Promise<ApiFailure> | ApiFailure) => {
      clearTimeout(stalled);
      void Promise.resolve(failure).then((value) => reject(new ApiError(value)));
    };
    xhr.upload.addEventListener('progress', (event) => {
      watch();
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    xhr.addEventListener('load', () => {
      clearTimeout(stalled);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
        return;
      }
      fail({ kind: 'status', status: xhr.status, statusText: xhr.statusText });
    });
    xhr.addEventListener('error', () => fail(blockedOrOffline(upload.url)));
    xhr.addEventListener('timeout', () => fail({ kind: 'timeout' }));
    const body = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) body.append(name, value);
    body.append('file', file, file.name);
    xhr.open('POST', upload.url);
    watch();
    xhr.send(body);
  });
}

/**
 * Sends an application as multipart/form-data (the spec's call: Accept JSON, cross-origin, no
 * credentials, aborted after 30 s) and resolves with the body: `{ id }`, the application's reference
 * the confirmation shows (any other body is only logged).
 */
export async function postApplication(
  form: ApplicationForm,
  fields: Record<string, string | undefined>,
): Promise<unknown> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) body.append(name, value);
  const response = await callApi(applicationPaths[form], { method: 'POST', form: body, timeoutMs });
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends a message of the contact page as JSON (`POST /api/contact`), with the partner form's timeout
 * and error catalogue, and resolves with the stored message's reference.
 */
export function postContact(fields: Record<string, string | undefined>): Promise<ContactCreated> {
  return apiJson<ContactCreated>(siteApiPaths.contact, { method: 'POST', json: fields, timeoutMs });
}
