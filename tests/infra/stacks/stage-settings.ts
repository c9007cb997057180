import type { SettingName } from '../../../infra/stacks/settings';

/** The account offline synthesis stands in for (infra/synth.ts). */
export const account = '123456789012';

/** ACM certificate of the site's custom domain (us-east-1, as CloudFront wants). */
export const certificateArn = `arn:aws:acm:us-east-1:${account}:certificate/0f1e2d3c-site`;

/**
 * Every setting of the prod stage the infra tests synthesize, empty ones included, so a developer's
 * `.env.prod` cannot change what is tested. The site has a custom domain with its own certificate
 * (no Route 53 lookup, so no AWS call) and a second origin.
 */
export const prodSettings = {
  SITE_ORIGINS: 'https://www.site.test',
  SITE_DOMAIN: 'site.test',
  SITE_CERTIFICATE_ARN: certificateArn,
  EGHL_SERVICE_ID: 'GSK',
  EGHL_GATEWAY_URL: '',
  ADMIN_EMAILS: 'staff@site.test,office@site.test',
  CONTACT_EMAIL: 'hello@site.test',
  EMAIL_SENDER: 'Gerakan Sektor Ketiga <noreply@site.test>',
  SES_IDENTITY: '',
  ALARM_EMAILS: 'ops@site.test',
  APPLICATION_RETENTION_DAYS: '180',
  SMS_SENDER_ID: '',
  SMS_ORIGINATION_NUMBER: '66300',
  VITE_BANK_NAME: 'Bank Ujian',
  VITE_BANK_ACCOUNT_NUMBER: '1234-5678',
  VITE_BANK_ACCOUNT_HOLDER: 'Gerakan Sektor Ketiga',
  // Off, as by default: the movement holds no LHDN 44(6) approval.
  TAX_DEDUCTION_REFERENCE: '',
  // Broadcasts (part Q): an account whose SES quota AWS raised to 20 emails a second.
  BROADCAST_SEND_RATE: '20',
} as const satisfies Record<SettingName, string>;

/** The site origins prod is synthesized with: `SITE_ORIGINS`, then the custom domain's. */
export const siteOrigins = ['https://www.site.test', 'https://site.test'];

/** The personal stage synthesized as `sst dev` deploys it. */
export const devStage = 'alice';

/**
 * The settings of that stage: only what has no fallback (email), everything else empty so the
 * fallbacks of stages other than prod are what is tested.
 */
export const devSettings = {
  ...Object.fromEntries(Object.keys(prodSettings).map((name) => [name, ''])),
  ADMIN_EMAILS: 'alice@site.test',
  EMAIL_SENDER: 'Alice <alice@site.test>',
} as Record<SettingName, string>;
