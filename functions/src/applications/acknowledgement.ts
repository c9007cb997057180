import { EmailClaims, type EmailDebt, type EmailOutcome } from '../email/claims';
import { config } from '../lib/config';
import { sendEmail } from '../lib/email';
import { errorName, logger } from '../lib/logger';
import { acknowledgementEmail } from './email';
import { applicationAttention, applicationRowKey, type ApplicationRow } from './index-row';

/*
 * The applicant's acknowledgement of a partner or expert application, owed by the application's
 * staff row (index-row.ts) and sent with the payments' claims and backoff (email/claims.ts): the
 * writer of the row holds the first claim and sends it at once (the form handler, or the notifier
 * when the form could not write the row); one SES refused stays owing in the `application`
 * attention, where the reconciler retries it. It is the applicant's, not a staff notice: the
 * daily cap of staff notices (email/staff-notices.ts) never applies to it.
 */

/** The one email an application owes its applicant. */
export type ApplicationEmail = 'acknowledgement';

/** The log message of an acknowledgement SES refused. */
export const acknowledgementFailedEvent = 'application.acknowledgement_failed';

const done = (row: ApplicationRow) =>
  row.acknowledgementStatus === undefined ||
  row.acknowledgementStatus === 'sent' ||
  row.acknowledgementStatus === 'skipped';

/** Sends the acknowledgement; a failure is logged and returned (never thrown). */
const deliver = async (row: ApplicationRow): Promise<EmailOutcome<ApplicationEmail>> => {
  const email = 'acknowledgement';
  if (!row.email) return { email, status: 'skipped' };
  try {
    await sendEmail([row.email], acknowledgementEmail(row), config.contactEmail);
    return { email, status: 'sent' };
  } catch (error) {
    const code = errorName(error);
    logger.error(acknowledgementFailedEvent, { applicationId: row.id, code });
    return { email, status: 'failed', code };
  }
};

const debtOf = (row: ApplicationRow): EmailDebt<ApplicationEmail> => ({
  key: applicationRowKey(row.id),
  logKeys: { applicationId: row.id },
  domain: 'application',
  emailAttempts: row.emailAttempts,
  nextEmailAt: row.nextEmailAt,
  owed: done(row) ? [] : ['acknowledgement'],
  failed: row.acknowledgementStatus === 'failed',
  deliver: () => deliver(row),
});

/**
 * Sends the acknowledgement of a row this caller has just written (and so holds the claim on),
 * and records how that went. Never throws: the application is accepted whatever SES does.
 */
function send(row: ApplicationRow, now = new Date()): Promise<EmailOutcome<ApplicationEmail>[]> {
  return EmailClaims.send(debtOf(row), now);
}

/** The rows owing their acknowledgement, oldest first (a Query of the attention index). */
async function owing(limit: number): Promise<ApplicationRow[]> {
  const items = await EmailClaims.needingAttention(applicationAttention, undefined, limit);
  return items.map(({ pk: _pk, sk: _sk, ...row }) => row as unknown as ApplicationRow);
}

/** Retries an owed acknowledgement once its backoff or a dead sender's lease has run out. */
function retry(row: ApplicationRow, now: Date): Promise<EmailOutcome<ApplicationEmail>[]> {
  return EmailClaims.retry(debtOf(row), now, 'due');
}

/** The applicants' acknowledgements: send, find those owed, retry them. */
export const Acknowledgements = { send, owing, retry };
