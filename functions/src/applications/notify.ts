import middy from '@middy/core';
import type { S3Event } from 'aws-lambda';
import { notifyStaff } from './notification';
import { applicationIdOfKey } from './store';

/** S3 event keys are URL-encoded, with '+' for a space. */
const decodeKey = (key: string): string => decodeURIComponent(key.replace(/\+/g, ' '));

/**
 * S3 ObjectCreated on `applications/{id}/application.json` → an email to the staff. Invoked
 * asynchronously: a throw makes Lambda retry, then hand the event to the dead-letter destination.
 */
export const handler = middy<S3Event>().handler(async (event) => {
  for (const record of event.Records) {
    const key = decodeKey(record.s3.object.key);
    if (!applicationIdOfKey(key)) {
      console.warn(`Ignoring ${key}: not an application`);
      continue;
    }
    await notifyStaff(record.s3.bucket.name, key);
  }
});
