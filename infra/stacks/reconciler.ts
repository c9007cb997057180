import { Cron, use } from 'sst/constructs';
import type { StackContext } from 'sst/constructs';
import { reconciler } from '../routes';
import { functionLogGroup } from './function-logs';
import {
  attentionIndexQuery,
  emailSending,
  ledgerItems,
  listingIndexQuery,
  owedConfirmations,
  placeSweep,
  smsSending,
} from './grants';
import { metricNamespace } from './metrics';
import { Secrets } from './secrets';
import { stageSettings } from './settings';
import { Storage } from './storage';

/**
 * Seconds one run may take: each QUERY waits up to 10 s for the gateway, and a run reads at most
 * 100 rows of each attention; the next run starts five minutes after this one did.
 */
export const reconcilerTimeout = 240;

/**
 * The reconciler on a schedule (`reconciler.schedule`): what it may touch is what settling a
 * payment and sending its emails needs (the ledger and its attention index, the eGHL secret and
 * settings, SES from the sender; the same rows and index hold the contact messages it retries
 * the emails of), retrying registrations' owed confirmation SMS (the members table's markers,
 * SNS to phone numbers), and the places' sweep (promotions, their owed texts, reminders, the
 * day's SMS budget and its alert email: grants.ts `placeSweep`), the retention sweeps (the staff
 * lists' index, to find old contact messages and application rows, which the ledger's grant
 * deletes: functions/src/privacy/retention.ts), and nothing else; its metrics are embedded in its log lines.
 */
export function Reconciler({ stack, app }: StackContext) {
  const settings = stageSettings(app.stage);
  const { table, members } = use(Storage);
  const { eghlPassword } = use(Secrets);
  const logGroup = functionLogGroup(stack, 'reconciler');

  const cron = new Cron(stack, 'reconciler', {
    schedule: reconciler.schedule,
    job: {
      function: {
        handler: reconciler.handler,
        timeout: reconcilerTimeout,
        environment: {
          PAYMENTS_TABLE: table.tableName,
          MEMBERS_TABLE: members.tableName,
          EGHL_SERVICE_ID: settings.eghl.serviceId,
          EGHL_GATEWAY_URL: settings.eghl.gatewayUrl,
          EMAIL_SENDER: settings.email.sender,
          ADMIN_EMAILS: settings.adminEmails.join(','),
          CONTACT_EMAIL: settings.contactEmail,
          POWERTOOLS_METRICS_NAMESPACE: metricNamespace(app.stage),
          // The retention sweep deletes application rows when the bucket deletes their files.
          APPLICATION_RETENTION_DAYS: String(settings.applicationRetentionDays),
          // The confirmation SMS it retries go out as the API's do.
          ...(settings.sms.senderId && { SMS_SENDER_ID: settings.sms.senderId }),
          ...(settings.sms.originationNumber && {
            SMS_ORIGINATION_NUMBER: settings.sms.originationNumber,
          }),
        },
        permissions: [
          ledgerItems(table, 'write'),
          attentionIndexQuery(table),
          emailSending(stack, settings.email),
          ...owedConfirmations(members),
          ...placeSweep(members),
          ...smsSending(stack),
          // The retention sweeps find old messages and application rows through the staff lists.
          listingIndexQuery(table),
        ],
        bind: [eghlPassword],
        logGroup,
      },
    },
  });

  stack.addOutputs({ ReconcilerFunctionName: cron.jobFunction.functionName });
  return { reconcilerFunction: cron.jobFunction, reconcilerLogs: logGroup };
}
