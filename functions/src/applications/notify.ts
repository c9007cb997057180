import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { S3Event } from 'aws-lambda';
import { logger } from '../lib/logger';
import { notifyStaff } from './notification';
import { applicationIdOfKey } from './store';

/** S3 event keys are URL-encoded, with '+' for a space. */
const decodeKey = (key: string): string => decodeURIComponent(key.replace(/\+/g, ' '));

/**
 * S3 ObjectCreated on `applications/{id}/application.json` → an email to the staff. Invoked
 * asynchronously: a throw makes Lambda retry, then hand the event to the dead-letter destination.
 * A repeated event (S3 delivers at least once; retries and replays) finds the notice claimed or
 * sent and sends no second email.
 */
export const handler = middy<S3Event>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async (event, context) => {
    for (const record of event.Records) {
      const key = decodeKey(record.s3.object.key);
      if (!applicationIdOfKey(key)) {
        logger.warn('application.notify_ignored', { key: key.slice(0, 200) });
        continue;
      }
      await notifyStaff(record.s3.bucket.name, key, context.awsRequestId);
    }
  });
