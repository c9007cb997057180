import { Duration } from 'aws-cdk-lib';
import type { Stack } from 'aws-cdk-lib';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Bucket as S3Bucket, EventType } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Function as SstFunction, use } from 'sst/constructs';
import type { StackContext } from 'sst/constructs';
import { applicationNotifier } from '../routes';
import { functionLogGroup } from './function-logs';
import {
  applicationRows,
  applicationsPrefix,
  emailSending,
  noticeClaims,
  objectsUnder,
  staffNoticeItems,
} from './grants';
import { metricNamespace } from './metrics';
import { stageSettings } from './settings';
import { Storage } from './storage';

/** Lambda's retries of a failed asynchronous invocation (its maximum), about one and two minutes apart. */
export const notifierRetries = 2;

/** How long an event may wait for a successful attempt before it goes to the dead letters. */
export const notifierMaxEventAge = Duration.hours(6);

/**
 * The staff notifier: every application stored in the bucket (S3 ObjectCreated on
 * `applications/{id}/application.json`) invokes it asynchronously; a failed event is retried, then
 * kept in an SQS dead-letter queue for two weeks, where the alarms stack watches it.
 */
export function Notifier({ stack, app }: StackContext) {
  const settings = stageSettings(app.stage);
  const { table, bucket } = use(Storage);

  const deadLetters = new Queue(stack, 'notifierDeadLetters', {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });

  const notifier = new SstFunction(stack, 'notifier', {
    handler: applicationNotifier.handler,
    timeout: 30,
    retryAttempts: notifierRetries,
    maxEventAge: notifierMaxEventAge,
    onFailure: new SqsDestination(deadLetters),
    environment: {
      EMAIL_SENDER: settings.email.sender,
      ADMIN_EMAILS: settings.adminEmails.join(','),
      // The Reply-To of the applicant's acknowledgement, which the notifier sends when it writes
      // the application's row (functions/src/applications/acknowledgement.ts).
      CONTACT_EMAIL: settings.contactEmail,
      // The daily cap of staff notices and its digest, and the claim of each application's notice
      // (so a repeated event sends no second email), the staff console's row of the application:
      // their items only. And the cap's metrics.
      PAYMENTS_TABLE: table.tableName,
      POWERTOOLS_METRICS_NAMESPACE: metricNamespace(app.stage),
    },
    permissions: [
      // The application's JSON, and its CV for the presigned link in the email.
      objectsUnder(bucket, applicationsPrefix, ['s3:GetObject']),
      emailSending(stack, settings.email),
      staffNoticeItems(table),
      noticeClaims(table),
      // The staff console's row of the application, unless the form wrote it (index-row.ts), and
      // the record of the acknowledgement its writer sends.
      applicationRows(table, 'index'),
    ],
    logGroup: functionLogGroup(stack, 'notifier'),
  });

  // The bucket lives in the storage stack, which must not depend on this one: the notification is
  // added from here to the bucket by reference.
  const applications = S3Bucket.fromBucketAttributes(stack, 'applications', {
    bucketArn: bucket.bucketArn,
    bucketName: bucket.bucketName,
  });
  applications.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(notifier), {
    prefix: applicationNotifier.prefix,
    suffix: applicationNotifier.suffix,
  });
  restrictNotificationHandler(stack, bucket.bucketArn);

  return { notifier, deadLetters };
}

/**
 * CDK's bucket-notification handler (a custom resource that runs at deploy) is granted the
 * notifications of every bucket in the account; it only ever configures this one.
 */
function restrictNotificationHandler(stack: Stack, bucketArn: string) {
  for (const construct of stack.node.findAll()) {
    if (
      construct instanceof CfnPolicy &&
      construct.node.path.includes('BucketNotificationsHandler')
    ) {
      construct.addPropertyOverride('PolicyDocument.Statement', [
        {
          Effect: 'Allow',
          Action: ['s3:GetBucketNotification', 's3:PutBucketNotification'],
          Resource: bucketArn,
        },
      ]);
    }
  }
}
