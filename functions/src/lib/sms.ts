import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';

/*
 * INTERIM (events branch): the `sms` helper's functions/src/lib/sms.ts replaces this file on
 * merge (take theirs). Same signature: sends a transactional SMS through SNS Publish.
 */
let client: SNSClient | undefined;

export async function sendSms(to: string, text: string): Promise<void> {
  client ??= new SNSClient({});
  await client.send(
    new PublishCommand({
      PhoneNumber: to,
      Message: text,
      MessageAttributes: {
        'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
      },
    }),
  );
}
