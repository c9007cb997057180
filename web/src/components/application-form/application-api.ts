import { PARTNER_REQUEST_TIMEOUT_MS } from '@gsk/core/constants';
import { env } from '../../config/env';
import { SubmissionError, type SubmissionFailure } from './submission-failure';

/** The forms a CV is uploaded for (`POST /uploads`'s `form`). */
export type ApplicationForm = 'partner' | 'expert';

/** A presigned S3 POST, as `POST /uploads` answers. */
export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
  key: string;
}

/** Where each form is sent (the spec's default path for the partner form). */
export const applicationPaths: Readonly<Record<ApplicationForm, string>> = {
  partner: '/api/partnerForm',
  expert: '/api/expertForm',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringRecord = (value: unknown): Record<string, string> | undefined =>
  isRecord(value)
    ? Object.fromEntries(
        Object.entries(value).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : undefined;

/** Reads a failed answer's body: `{ message }` (the spec) or the API's `{ error: { code, fields } }`. */
const statusFailure = async (response: Response): Promise<SubmissionFailure> => {
  const failure: SubmissionFailure = {
    kind: 'status',
    status: response.status,
    statusText: response.statusText,
  };
  try {
    const body: unknown = JSON.parse(await response.text());
    if (!isRecord(body)) return failure;
    if (typeof body.message === 'string' && body.message.trim()) failure.message = body.message;
    if (isRecord(body.error)) {
      if (typeof body.error.code === 'string') failure.code = body.error.code;
      failure.fields = stringRecord(body.error.fields);
    }
  } catch {
    // A body that is not JSON carries no message; the status decides.
  }
  return failure;
};

/**
 * Whether a request that failed without an answer was refused by the browser's cross-origin check
 * rather than the network: the same address still answers a request that needs no permission
 * (`no-cors`). Offline means network, without asking.
 */
const blockedOrOffline = async (url: string): Promise<SubmissionFailure> => {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'network' };
  try {
    await fetch(url, { mode: 'no-cors', credentials: 'omit', cache: 'no-store' });
    return { kind: 'cors' };
  } catch {
    return { kind: 'network' };
  }
};

/**
 * A request to the API that is aborted after 30 seconds (the spec's timeout); every failure
 * becomes a `SubmissionError` the dialog can name.
 */
async function callApi(url: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PARTNER_REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      mode: 'cors',
      credentials: 'omit',
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted) throw new SubmissionError({ kind: 'timeout' });
    if (error instanceof TypeError) throw new SubmissionError(await blockedOrOffline(url));
    throw new SubmissionError({
      kind: 'unknown',
      message: error instanceof Error ? error.message : undefined,
    });
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new SubmissionError(await statusFailure(response));
  return response;
}

/** Asks the API where to upload a CV (`POST /uploads`). */
export async function requestUpload(file: File, form: ApplicationForm): Promise<PresignedUpload> {
  const response = await callApi(`${env.apiUrl}/uploads`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ filename: file.name, contentType: file.type, size: file.size, form }),
  });
  const body: unknown = await response.json().catch(() => undefined);
  const fields = isRecord(body) ? stringRecord(body.fields) : undefined;
  if (!isRecord(body) || typeof body.url !== 'string' || typeof body.key !== 'string' || !fields)
    throw new SubmissionError({ kind: 'unknown' });
  return { url: body.url, key: body.key, fields };
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
        reject(new SubmissionError({ kind: 'timeout' }));
      }, PARTNER_REQUEST_TIMEOUT_MS);
    };
    const fail = (failure: Promise<SubmissionFailure> | SubmissionFailure) => {
      clearTimeout(stalled);
      void Promise.resolve(failure).then((value) => reject(new SubmissionError(value)));
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
 * credentials, aborted after 30 s) and resolves with the body, which is only logged.
 */
export async function postApplication(
  form: ApplicationForm,
  fields: Record<string, string | undefined>,
): Promise<unknown> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) body.append(name, value);
  const response = await callApi(`${env.apiUrl}${applicationPaths[form]}`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body,
  });
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
