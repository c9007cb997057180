import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { defaultLanguage, isLanguage } from '@gsk/core/i18n/language';
import { storedTextContext } from '@gsk/core/schema';
import { routeStaffNotice } from '../email/staff-notices';
import { s3Client } from '../lib/aws';
import { config } from '../lib/config';
import { sendEmail } from '../lib/email';
import { logger } from '../lib/logger';
import { Acknowledgements } from './acknowledgement';
import { applicationEmail, type CvLink } from './email';
import { putApplicationRow } from './index-row';
import { claimNotice, markNoticeSent } from './notice-claim';
import { storedExpertFieldsSchema, storedPartnerFieldsSchema } from './schema';
import type { StoredApplication } from './store';

/**
 * Hours the emailed CV link stays valid. Short, since an email is forwarded and kept; staff who
 * open it later find the CV in the bucket under the application's reference. A link signed with a
 * Lambda's temporary credentials may stop working sooner, when those expire.
 */
export const CV_LINK_HOURS = 24;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a stored application back, checking its fields with the schemas that admitted it; a
 * malformed object throws, so the event is retried and then lands in the dead-letter destination
 * rather than being mailed half-read.
 */
export async function readApplication(bucket: string, key: string): Promise<StoredApplication> {
  const { Body } = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  const parsed: unknown = JSON.parse((await Body?.transformToString('utf8')) ?? '');
  if (!isRecord(parsed) || (parsed.form !== 'partner' && parsed.form !== 'expert'))
    throw new Error(`${key} is not an application`);
  const schema = parsed.form === 'partner' ? storedPartnerFieldsSchema : storedExpertFieldsSchema;
  // Read as it was admitted: a text stored before today's character rule stays readable.
  const fields = await schema.validate(parsed.fields, {
    stripUnknown: true,
    context: storedTextContext,
  });
  const cv = isRecord(parsed.cv) ? parsed.cv : null;
  return {
    id: String(parsed.id),
    form: parsed.form,
    submittedAt: String(parsed.submittedAt),
    fields,
    cv: cv && {
      key: String(cv.key),
      type: cv.type as NonNullable<StoredApplication['cv']>['type'],
      size: Number(cv.size),
    },
    // Applications stored before the language was kept came from the Malay form.
    language: isLanguage(parsed.language) ? parsed.language : defaultLanguage,
  };
}

/**
 * Writes the staff console's row of the application stored at `key` unless the form handler did
 * (index-row.ts), sending the applicant's acknowledgement when it does (acknowledgement.ts), then
 * emails the staff (config.adminEmails) about it: every field and a presigned link to its CV;
 * past the day's cap of staff emails, a line of the day's digest instead
 * (functions/src/email/staff-notices.ts). Throws when there is nobody to tell or SES refuses, so the
 * event is retried; an application is never silently left unannounced. The notice is claimed for
 * the invocation `requestId` first (notice-claim.ts), so a repeated event sends nothing more.
 */
export async function notifyStaff(bucket: string, key: string, requestId: string): Promise<void> {
  const recipients = config.adminEmails;
  const application = await readApplication(bucket, key);
  // The staff console's row, unless the form handler wrote it (index-row.ts): before anything
  // else, so an application is listed even when its email goes to the digest; a failure throws,
  // and the event is retried. Its writer owes the applicant the acknowledgement, whatever the
  // staff notice does after.
  const row = await putApplicationRow(application);
  if (row) {
    logger.info('application.row_backfilled', { applicationId: application.id });
    await Acknowledgements.send(row);
  }
  if (recipients.length === 0) throw new Error('ADMIN_EMAILS is empty: nobody to notify');
  const notice = {
    kind: 'application',
    id: application.id,
    at: application.submittedAt,
    subject: applicationEmail(application, undefined).subject,
  } as const;
  if ((await routeStaffNotice(notice)) === 'digest') {
    logger.info('application.notice_digested', { applicationId: application.id });
    return;
  }
  const cv: CvLink | undefined = application.cv
    ? {
        url: await getSignedUrl(
          s3Client(),
          new GetObjectCommand({
            Bucket: bucket,
            Key: application.cv.key,
            ResponseContentDisposition: `attachment; filename="cv-${application.id}.${application.cv.type}"`,
          }),
          { expiresIn: CV_LINK_HOURS * 3600 },
        ),
        hours: CV_LINK_HOURS,
      }
    : undefined;
  const email = applicationEmail(application, cv);
  const claim = await claimNotice(application.id, requestId);
  if (claim !== 'claimed') {
    // Sent already, or another invocation is sending it: that one's retries answer for it.
    logger.info('application.notify_repeated', { applicationId: application.id, claim });
    return;
  }
  await sendEmail(recipients, email, email.replyTo);
  await markNoticeSent(application.id, requestId);
  logger.info('application.notified', { form: application.form, applicationId: application.id });
}
