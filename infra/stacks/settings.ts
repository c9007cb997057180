import { APPLICATION_RETENTION_DAYS } from '@gsk/core/content/legal-facts';
import { defaultBroadcastSendRate } from '../queues';

/**
 * The local web app's origin, of `npm start` and of `sst dev` (docs/infrastructure.md,
 * "The local stack").
 */
export const localSiteOrigin = 'http://localhost:5173';

/**
 * eGHL's hosted payment pages (docs/eghl-protocol.md, "Endpoints"): production, and the sandbox the
 * other stages use.
 */
export const eghlGateways = {
  production: 'https://securepay.e-ghl.com/IPG/Payment.aspx',
  sandbox: 'https://pay.e-ghl.com/IPGSG/Payment.aspx',
} as const;

/**
 * The public sandbox merchant (docs/eghl-protocol.md, "Endpoints"), the default ServiceID of stages
 * other than prod.
 */
export const sandboxServiceId = 'sit';

/**
 * Days an application and its CV are kept when `APPLICATION_RETENTION_DAYS` is not set: what the
 * privacy statement promises (core's legal facts), and the most a stage may set.
 */
export const defaultApplicationRetentionDays = APPLICATION_RETENTION_DAYS;

/** Stages that hold real donations: their data is protected from deletion and nothing has a fallback. */
export const isProductionStage = (stage: string): boolean => stage === 'prod';

/** The variables a stage is configured with (in `.env.<stage>`, which SST loads for that stage). */
export const settingNames = [
  'SITE_ORIGINS',
  'SITE_DOMAIN',
  'SITE_CERTIFICATE_ARN',
  'EGHL_SERVICE_ID',
  'EGHL_GATEWAY_URL',
  'ADMIN_EMAILS',
  'CONTACT_EMAIL',
  'EMAIL_SENDER',
  'SES_IDENTITY',
  'ALARM_EMAILS',
  'APPLICATION_RETENTION_DAYS',
  'SMS_SENDER_ID',
  'SMS_ORIGINATION_NUMBER',
  'VITE_BANK_NAME',
  'VITE_BANK_ACCOUNT_NUMBER',
  'VITE_BANK_ACCOUNT_HOLDER',
  'TAX_DEDUCTION_REFERENCE',
  // Broadcasts (issue 32, part Q): the account's SES sending rate, when AWS has raised it.
  'BROADCAST_SEND_RATE',
] as const;

export type SettingName = (typeof settingNames)[number];

/** Everything about a stage that is not a secret and cannot come from the stacks themselves. */
export interface StageSettings {
  stage: string;
  production: boolean;
  /** Origins of the site: the API's CORS and the bucket's CORS allow-lists, the payment return allow-list. */
  siteOrigins: string[];
  /** The site's own domain on CloudFront, if any (its origin is one of `siteOrigins`). */
  siteDomain?: {
    name: string;
    /**
     * An ACM certificate (us-east-1) for a domain whose DNS is not in Route 53; without it the
     * domain's Route 53 hosted zone provides the DNS record and the certificate.
     */
    certificateArn?: string;
  };
  eghl: { serviceId: string; gatewayUrl: string };
  /** Staff who receive applications and donation notices. */
  adminEmails: string[];
  /**
   * The movement's contact address, the Reply-To of receipts and acknowledgements:
   * `CONTACT_EMAIL`, else the first of `adminEmails`.
   */
  contactEmail: string;
  email: {
    /** The `From` of every email, as the handlers send it (`Name <address>` or an address). */
    sender: string;
    /** The address inside `sender`. */
    senderAddress: string;
    /** The verified SES identity that `senderAddress` belongs to (its domain, or the address). */
    identity: string;
  };
  /** Who the alarms email (none: the alarms topic has no subscription yet). */
  alarmEmails: string[];
  /** Days before an application and its CV are deleted from the bucket. */
  applicationRetentionDays: number;
  /**
   * What text messages are sent as (docs/infrastructure.md): a registered sender ID
   * (`SMS_SENDER_ID`, where the country supports one) and an origination number, short or long
   * code (`SMS_ORIGINATION_NUMBER`); unset, AWS picks from the account's origination identities.
   */
  sms: { senderId?: string; originationNumber?: string };
  /**
   * Broadcasts (issue 32, part Q): the SES sending rate the broadcasts' sender stays under
   * (`BROADCAST_SEND_RATE`, emails a second; SES's default production quota, 14, unless AWS raised
   * the account's), which paces the send queue (infra/queues.ts).
   */
  broadcastSendRate: number;
  /**
   * The movement's approval under subsection 44(6) of the Income Tax Act 1967
   * (`TAX_DEDUCTION_REFERENCE`, its reference): off (undefined) by default. On, donations may
   * carry the donor's identity-card number and their receipts are tax-deduction receipts
   * (docs/crowdfunding.md); the web form asks for the number (`VITE_TAX_DEDUCTION_REFERENCE`).
   */
  taxDeduction?: { approvalReference: string };
  /**
   * Build-time variables of the web app besides the API's URL (the bank-transfer box, the 44(6)
   * approval's reference).
   */
  webEnvironment: Record<string, string>;
}

type Environment = Readonly<Record<string, string | undefined>>;

const emailPattern = /^[^\s@<>]+@([^\s@<>]+\.[^\s@<>]+)$/;

const listOf = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const toOrigin = (value: string): string => {
  const url = new URL(value);
  if (url.origin !== value.replace(/\/$/, '')) {
    throw new Error(`SITE_ORIGINS entry "${value}" is not an origin (scheme://host[:port]).`);
  }
  return url.origin;
};

/**
 * The origins the site is served from on a stage: the API's CORS allow-list and the handlers' allow-list
 * of payment return origins. They come from `SITE_ORIGINS` (comma-separated, e.g. in `.env.prod`, which
 * SST loads for that stage) because the site's domain cannot come from the stacks: the CloudFront domain
 * is only known after deploying, and the site's build already depends on the API's URL.
 * Stages other than prod fall back to the local web app; prod has no fallback.
 */
export function siteOrigins(stage: string, env: Environment = process.env): string[] {
  const configured = listOf(env.SITE_ORIGINS);
  const domain = env.SITE_DOMAIN?.trim();
  if (domain) configured.push(`https://${domain}`);
  if (configured.length > 0) return [...new Set(configured.map(toOrigin))];
  if (isProductionStage(stage)) {
    throw new Error(
      'SITE_ORIGINS is not set: list the production site origins (e.g. in .env.prod) so the API allows only them.',
    );
  }
  return [localSiteOrigin];
}

const isHttpsUrl = (value: string): boolean =>
  URL.canParse(value) && new URL(value).protocol === 'https:';

/** `Name <address>` or `address` → the address, or undefined when it is not an email address. */
const addressOf = (sender: string): string | undefined => {
  const address = /<([^<>]+)>\s*$/.exec(sender)?.[1] ?? sender;
  return emailPattern.test(address.trim()) ? address.trim() : undefined;
};

/**
 * The settings of a stage, read from the environment SST loads from `.env.<stage>`. Every problem is
 * reported at once, before anything is synthesized. Prod has no fallbacks; other stages fall back to
 * the local web app's origin and eGHL's public sandbox merchant. The email settings have no fallback
 * on any stage: they must name an identity verified in SES in the stage's account.
 */
export function stageSettings(stage: string, env: Environment = process.env): StageSettings {
  const production = isProductionStage(stage);
  const problems: string[] = [];
  const check = <T>(read: () => T, fallback: T): T => {
    try {
      return read();
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
      return fallback;
    }
  };
  const value = (name: SettingName) => env[name]?.trim() || undefined;

  const origins = check(() => siteOrigins(stage, env), []);

  const domainName = value('SITE_DOMAIN');
  const certificateArn = value('SITE_CERTIFICATE_ARN');
  if (certificateArn && !domainName) problems.push('SITE_CERTIFICATE_ARN needs SITE_DOMAIN.');
  if (
    certificateArn &&
    !/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\//.test(certificateArn)
  ) {
    problems.push('SITE_CERTIFICATE_ARN must be an ACM certificate in us-east-1 (CloudFront).');
  }

  const serviceId = value('EGHL_SERVICE_ID') ?? (production ? undefined : sandboxServiceId);
  if (!serviceId) problems.push('EGHL_SERVICE_ID is not set: the merchant ServiceID from eGHL.');
  const gatewayUrl =
    value('EGHL_GATEWAY_URL') ?? (production ? eghlGateways.production : eghlGateways.sandbox);
  if (!isHttpsUrl(gatewayUrl)) problems.push('EGHL_GATEWAY_URL must be an https URL.');

  const adminEmails = listOf(value('ADMIN_EMAILS'));
  if (adminEmails.length === 0) {
    problems.push('ADMIN_EMAILS is not set: the staff addresses that receive applications.');
  }
  for (const address of adminEmails) {
    if (!emailPattern.test(address))
      problems.push(`ADMIN_EMAILS entry "${address}" is no address.`);
  }
  const contactEmail = value('CONTACT_EMAIL') ?? adminEmails[0] ?? '';
  if (value('CONTACT_EMAIL') && !emailPattern.test(contactEmail)) {
    problems.push(`CONTACT_EMAIL "${contactEmail}" is no address.`);
  }
  const alarmEmails = listOf(value('ALARM_EMAILS'));
  for (const address of alarmEmails) {
    if (!emailPattern.test(address))
      problems.push(`ALARM_EMAILS entry "${address}" is no address.`);
  }

  const sender = value('EMAIL_SENDER') ?? '';
  const senderAddress = addressOf(sender);
  if (!sender) {
    problems.push('EMAIL_SENDER is not set: the From of every email, an SES-verified identity.');
  } else if (!senderAddress) {
    problems.push(`EMAIL_SENDER "${sender}" holds no email address.`);
  }
  const identity = value('SES_IDENTITY') ?? emailPattern.exec(senderAddress ?? '')?.[1] ?? '';
  if (
    senderAddress &&
    identity &&
    identity !== senderAddress &&
    !senderAddress.endsWith(`@${identity}`)
  ) {
    problems.push(`EMAIL_SENDER ${senderAddress} does not belong to SES_IDENTITY ${identity}.`);
  }

  const retention = value('APPLICATION_RETENTION_DAYS');
  const applicationRetentionDays = retention ? Number(retention) : defaultApplicationRetentionDays;
  if (!Number.isInteger(applicationRetentionDays) || applicationRetentionDays < 1) {
    problems.push('APPLICATION_RETENTION_DAYS must be a whole number of days, at least 1.');
  } else if (applicationRetentionDays > APPLICATION_RETENTION_DAYS) {
    problems.push(
      `APPLICATION_RETENTION_DAYS must be at most ${APPLICATION_RETENTION_DAYS}: the privacy statement promises deletion by then.`,
    );
  }

  const senderId = value('SMS_SENDER_ID');
  if (senderId && !/^(?=.*[A-Za-z])[A-Za-z0-9]{1,11}$/.test(senderId)) {
    problems.push('SMS_SENDER_ID must be 1 to 11 letters and digits, at least one a letter.');
  }
  const originationNumber = value('SMS_ORIGINATION_NUMBER');
  if (originationNumber && !/^(\+[1-9]\d{6,14}|\d{3,8})$/.test(originationNumber)) {
    problems.push('SMS_ORIGINATION_NUMBER must be a number in E.164 (+60…) or a short code.');
  }

  const sendRate = value('BROADCAST_SEND_RATE');
  const broadcastSendRate = sendRate ? Number(sendRate) : defaultBroadcastSendRate;
  if (!Number.isInteger(broadcastSendRate) || broadcastSendRate < 1 || broadcastSendRate > 1000) {
    problems.push(
      "BROADCAST_SEND_RATE must be the account's SES sending rate: a whole number of emails a second, 1 to 1000.",
    );
  }

  const approvalReference = value('TAX_DEDUCTION_REFERENCE');
  if (approvalReference && !/^[A-Za-z0-9][A-Za-z0-9 ./()-]{1,59}$/.test(approvalReference)) {
    problems.push(
      'TAX_DEDUCTION_REFERENCE must be the LHDN approval reference: 2 to 60 letters, digits, spaces and . / ( ) -.',
    );
  }

  if (problems.length > 0) {
    throw new Error(
      `The settings of stage "${stage}" are incomplete (see docs/infrastructure.md):\n- ${problems.join('\n- ')}`,
    );
  }

  const webEnvironment: Record<string, string> = {};
  for (const name of [
    'VITE_BANK_NAME',
    'VITE_BANK_ACCOUNT_NUMBER',
    'VITE_BANK_ACCOUNT_HOLDER',
  ] as const) {
    const setting = value(name);
    if (setting) webEnvironment[name] = setting;
  }
  if (approvalReference) webEnvironment.VITE_TAX_DEDUCTION_REFERENCE = approvalReference;

  return {
    stage,
    production,
    siteOrigins: origins,
    siteDomain: domainName ? { name: domainName, certificateArn } : undefined,
    eghl: { serviceId: serviceId ?? '', gatewayUrl },
    adminEmails,
    contactEmail,
    email: { sender, senderAddress: senderAddress ?? '', identity },
    alarmEmails,
    applicationRetentionDays,
    sms: {
      ...(senderId && { senderId }),
      ...(originationNumber && { originationNumber }),
    },
    broadcastSendRate,
    ...(approvalReference && { taxDeduction: { approvalReference } }),
    webEnvironment,
  };
}
