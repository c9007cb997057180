import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { secrets } from '../lib/secrets';
import { badRequest } from '../lib/errors';
import { honeypotField, isBot } from '../lib/honeypot';
import { errorName, logger } from '../lib/logger';
import { enforceLimits, limitRules } from '../lib/limits';
import type { ApplicationForm } from '@gsk/core/api';
import { defaultLanguage, isLanguage, type Language } from '@gsk/core/i18n/language';
import { isValidUploadToken, uploadTokenExpiry } from '../uploads/token';
import { Acknowledgements } from './acknowledgement';
import { verifyUploadedCv, type VerifiedCv } from './cv-check';
import { putApplicationRow } from './index-row';
import { storeApplication, type StoredApplication } from './store';
import { claimUpload, releaseUpload } from './upload-claim';

/**
 * A validated application request: the form's fields, the upload's key and token, the page's
 * language, the honeypot.
 */
export type ApplicationRequest = {
  readonly cvKey?: string;
  readonly cvToken?: string;
  readonly language?: string;
  readonly [honeypotField]?: string;
} & {
  readonly [field: string]: string | undefined;
};

/**
 * The upload's expiry when `token` is the one `POST /api/uploads` gave with this key for this form and
 * has not expired; else a 400 `validation` on the CV ('cv.token'), before anything is written.
 */
function checkUploadToken(key: string, token: string | undefined, form: ApplicationForm): number {
  const expiresAt = token && uploadTokenExpiry(token);
  if (!token || !expiresAt || !isValidUploadToken(token, { key, form }, secrets.uploadTokenSecret))
    throw badRequest('validation', { cvKey: 'cv.token' });
  return expiresAt;
}

/**
 * Stores an application with its CV: the upload is claimed for this application first (once, see
 * `claimUpload`), then checked and copied. Should that fail, the claim is given back.
 */
async function storeWithCv(
  form: ApplicationForm,
  fields: Record<string, string | undefined>,
  language: Language,
  key: string,
  tokenExpiresAt: number,
): Promise<StoredApplication> {
  const id = randomUUID();
  await claimUpload(key, id, tokenExpiresAt);
  try {
    const upload: VerifiedCv = await verifyUploadedCv(key, form);
    return await storeApplication(form, fields, upload, { id, language });
  } catch (error) {
    await releaseUpload(key, id);
    throw error;
  }
}

/**
 * Takes an application of a form: counts it against the client's and the applicant's budgets, answers a bot (filled
 * honeypot) as if accepted while storing nothing, checks the upload's token, claims and checks the
 * uploaded CV, stores the rest, lists it for staff and acknowledges it to the applicant.
 * Resolves to the id the client is told: the reference the applicant's acknowledgement quotes.
 */
export async function submitApplication(
  form: ApplicationForm,
  request: ApplicationRequest,
  event: APIGatewayProxyEventV2,
): Promise<{ id: string }> {
  await enforceLimits(limitRules.applications, event, {
    email: request.email,
    phone: request.phone,
  });
  if (isBot(request)) {
    logger.warn('application.honeypot', { form });
    return { id: randomUUID() };
  }
  const { cvKey, cvToken, language: asked, [honeypotField]: _honeypot, ...fields } = request;
  const language = isLanguage(asked) ? asked : defaultLanguage;
  if (!cvKey && cvToken) throw badRequest('validation', { cvKey: 'cv.token' });
  const application = cvKey
    ? await storeWithCv(form, fields, language, cvKey, checkUploadToken(cvKey, cvToken, form))
    : await storeApplication(form, fields, null, { language });
  const { id } = application;
  logger.info('application.stored', { form, applicationId: id });
  await indexForStaff(application);
  return { id };
}

/**
 * The staff console's row of the application, written now so staff see it at once, then the
 * applicant's acknowledgement it owes (acknowledgement.ts). The application is stored and
 * accepted whatever this does: should the row fail, the notifier, which S3 starts for every
 * stored application and Lambda retries, writes it and sends the acknowledgement (index-row.ts);
 * should SES refuse, the reconciler retries.
 */
async function indexForStaff(application: StoredApplication): Promise<void> {
  let row;
  try {
    row = await putApplicationRow(application);
  } catch (error) {
    logger.warn('application.row_deferred', {
      applicationId: application.id,
      code: errorName(error),
    });
    return;
  }
  if (row) await Acknowledgements.send(row);
}
