import { SESClient } from '@aws-sdk/client-ses';

let ses: SESClient | undefined;

/** SES client. */
export const sesClient = () => (ses ??= new SESClient({}));
