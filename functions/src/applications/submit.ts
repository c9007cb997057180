import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { honeypotField, isBot } from '../lib/honeypot';
import { logger } from '../lib/logger';
import { enforceLimits, limitRules } from '../lib/limits';
import type { ApplicationForm } from '@gsk/core/api';
import { verifyUploadedCv } from './cv-check';
import { storeApplication } from './store';

/** A validated application request: the form's fields, the upload's key and the honeypot. */
export type ApplicationRequest = { readonly cvKey?: string; readonly [honeypotField]?: string } & {
  readonly [field: string]: string | undefined;
};

/**
 * Takes an application of a form: counts it against the client's and the applicant's budgets, answers a bot (filled
 * honeypot) as if accepted while storing nothing, checks the uploaded CV, and stores the rest.
 * Resolves to the id the client is told.
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
  const { cvKey, [honeypotField]: _honeypot, ...fields } = request;
  const upload = cvKey ? await verifyUploadedCv(cvKey, form) : null;
  const { id } = await storeApplication(form, fields, upload);
  logger.info('application.stored', { form, applicationId: id });
  return { id };
}
