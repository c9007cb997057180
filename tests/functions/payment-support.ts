import { responseHash, responseHash2 } from '@gsk/core/payment';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ensureResources } from '../../infra/local/emulators';
import type { Emulators } from '../../infra/local/emulators';
import { names } from '../../infra/names';
import { removeDir, startTestEmulators, tempDataDir } from '../infra/local/support';
import { apiEvent, jsonEvent, lambdaContext } from '../support/api-event';

/** The merchant the handler tests sign with (eGHL's public sandbox account). */
export const merchant = { serviceId: 'sit', password: 'sit12345' } as const;
export const siteOrigin = 'https://site.test';
export const apiUrl = 'https://api.test';
export const gatewayUrl = 'https://gateway.test/IPGSG/Payment.aspx';
export const adminEmail = 'admin@gsk.test';

/**
 * DynamoDB and SES emulators on free ports, and the environment the handlers read (as the local
 * stack and Lambda give it), for handler tests without the whole stack.
 */
export async function startPaymentEnvironment(): Promise<{
  emulators: Emulators;
  stop: () => Promise<void>;
}> {
  const dataDir = await tempDataDir();
  const emulators = await startTestEmulators(dataDir);
  await ensureResources(emulators);
  Object.assign(process.env, {
    AWS_REGION: emulators.region,
    AWS_ACCESS_KEY_ID: emulators.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: emulators.credentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: emulators.endpoints.dynamodb,
    AWS_ENDPOINT_URL_SES: emulators.endpoints.ses,
    AWS_ENDPOINT_URL_SNS: emulators.endpoints.sns,
    PAYMENTS_TABLE: names.paymentsTable,
    MEMBERS_TABLE: names.membersTable,
    THROTTLE_TABLE: names.throttleTable,
    SITE_ORIGINS: siteOrigin,
    API_URL: apiUrl,
    ADMIN_EMAILS: adminEmail,
    EMAIL_SENDER: 'Gerakan Sektor Ketiga <noreply@gsk.test>',
    EGHL_SERVICE_ID: merchant.serviceId,
    EGHL_PASSWORD: merchant.password,
    EGHL_GATEWAY_URL: gatewayUrl,
  });
  return {
    emulators,
    stop: async () => {
      await emulators.stop();
      await removeDir(dataDir);
    },
  };
}

/**
 * Points the application and upload handlers at the emulators' applications bucket (on top of
 * `startPaymentEnvironment`'s), with the upload tokens signed by `uploadTokenSecret`.
 */
export function useApplicationsBucket(emulators: Emulators, uploadTokenSecret: string): void {
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_S3: emulators.endpoints.s3,
    APPLICATIONS_BUCKET: names.applicationsBucket,
    UPLOAD_TOKEN_SECRET: uploadTokenSecret,
    S3_FORCE_PATH_STYLE: 'true',
  });
}

type Handler = (
  event: APIGatewayProxyEventV2,
  context: ReturnType<typeof lambdaContext>,
) => Promise<{ statusCode: number; headers?: Record<string, unknown>; body?: string }>;

/** Calls a handler and parses a JSON body when there is one. */
export async function call(handler: Handler, event: APIGatewayProxyEventV2) {
  const result = await handler(event, lambdaContext());
  const type = String(result.headers?.['content-type'] ?? '');
  const json: unknown = type.includes('json') && result.body ? JSON.parse(result.body) : undefined;
  return { ...result, json };
}

/** A donation as the form sends it. */
export const donation = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nur Aisyah',
  email: 'aisyah@example.com',
  phone_number: '012-345 6789',
  amount: 50,
  notes: '',
  enterprise: '',
  language: 'bm',
  ...overrides,
});

/** `POST /api/payments` from the site, by a visitor at `sourceIp`. */
export const startEvent = (
  body: unknown,
  origin: string | null = siteOrigin,
  sourceIp = '203.0.113.9',
) =>
  jsonEvent(body, {
    path: '/api/payments',
    headers: origin ? { origin } : {},
    sourceIp,
  });

/** A gateway answer about a payment, signed with `password` (the merchant's by default). */
export function gatewayResult(
  paymentId: string,
  overrides: Record<string, string> = {},
  password: string = merchant.password,
): Record<string, string> {
  const fields: Record<string, string> = {
    TransactionType: 'SALE',
    PymtMethod: 'CC',
    ServiceID: merchant.serviceId,
    PaymentID: paymentId,
    OrderNumber: paymentId,
    Amount: '50.00',
    CurrencyCode: 'MYR',
    TxnID: `sitTXN${paymentId}`,
    IssuingBank: 'HostSim',
    TxnStatus: '0',
    AuthCode: '123456',
    BankRefNo: '0007901000',
    TxnMessage: 'Transaction Successful',
    RespTime: '2025-09-01 10:15:00',
    ...overrides,
  };
  return {
    ...fields,
    HashValue: responseHash(password, fields),
    HashValue2: responseHash2(password, fields),
  };
}

/** A form-encoded POST (the gateway's browser or server leg). */
export const formEvent = (
  path: string,
  fields: Record<string, string>,
  query?: Record<string, string>,
) =>
  apiEvent({
    method: 'POST',
    path,
    query,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
