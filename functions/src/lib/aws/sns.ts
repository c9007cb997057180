import { SNSClient } from '@aws-sdk/client-sns';

let sns: SNSClient | undefined;

/** SNS client, for text messages (functions/src/lib/sms.ts). */
export const snsClient = () => (sns ??= new SNSClient({}));
