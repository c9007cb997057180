/**
 * The functions' configuration, read once from the environment Lambda (or the local stack) gives them.
 * Values are read lazily so a handler that needs no variable never fails for want of one. The
 * secrets are in ./secrets.ts, so only the handlers that use one bundle SST's binding (and its
 * SSM client).
 */
const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
};

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export const config = {
  /** DynamoDB table of the payments ledger and campaign totals. */
  get paymentsTable() {
    return required('PAYMENTS_TABLE');
  },
  /** Table of the abuse limits' counters (functions/src/lib/limits.ts; hash key `key`, TTL `expire`). */
  get throttleTable() {
    return required('THROTTLE_TABLE');
  },
  /** Table of the members' side: accounts, codes, sessions, events, registrations (MEMBERS_TABLE). */
  get membersTable() {
    return required('MEMBERS_TABLE');
  },
  /**
   * Table of the one-time claims of CV uploads (items `upload#{key}` with an `expiresAt` TTL): the
   * payments table, like the request counters.
   */
  get uploadClaimsTable() {
    return required('PAYMENTS_TABLE');
  },
  /** Private bucket for applications and CVs. */
  get applicationsBucket() {
    return required('APPLICATIONS_BUCKET');
  },
  /** Origins of the site (scheme://host[:port]); return URLs and redirects must be on this list. */
  get siteOrigins() {
    return list(process.env.SITE_ORIGINS);
  },
  /**
   * The secret the site's `/api/*` front (CloudFront, the local proxies) sends to prove it named
   * the visitor's address (lib/client-address.ts); undefined where none is set, and then every
   * request is counted by its own source address.
   */
  get originVerifySecret(): string | undefined {
    return process.env.ORIGIN_VERIFY_SECRET || undefined;
  },
  /**
   * Public base URL of this API, for the gateway's return and callback addresses: API Gateway's own
   * URL in AWS (not the site's `/api`, see docs/infrastructure.md), the adapter's locally.
   */
  get apiUrl() {
    return required('API_URL').replace(/\/$/, '');
  },
  /** S3 needs path-style addressing against the local emulator. */
  get s3ForcePathStyle() {
    return process.env.S3_FORCE_PATH_STYLE === 'true';
  },
  /** Where staff notices go (comma-separated). */
  get adminEmails() {
    return list(process.env.ADMIN_EMAILS);
  },
  /**
   * Staff notices sent one by one per Malaysian day before the rest wait for the day's digest
   * (functions/src/email/staff-notices.ts); `STAFF_EMAIL_DAILY_CAP`, 30 unless set.
   */
  get staffEmailDailyCap() {
    const value = Number(process.env.STAFF_EMAIL_DAILY_CAP || 30);
    if (!Number.isInteger(value) || value < 0) throw new Error('Invalid STAFF_EMAIL_DAILY_CAP');
    return value;
  },

  /**
   * The movement's contact address: the Reply-To of what visitors receive (receipts,
   * acknowledgements). `CONTACT_EMAIL`, else the first staff address; none when neither is set.
   */
  get contactEmail(): string | undefined {
    return process.env.CONTACT_EMAIL?.trim() || this.adminEmails[0];
  },
  /** Verified SES sender of every email. */
  get emailSender() {
    return required('EMAIL_SENDER');
  },
  /**
   * The sender ID text messages carry (`SMS_SENDER_ID`), only where the destination country
   * supports one (Malaysia does not: docs/infrastructure.md); none when unset.
   */
  get smsSenderId(): string | undefined {
    return process.env.SMS_SENDER_ID?.trim() || undefined;
  },
  /**
   * The origination identity text messages are sent from (`SMS_ORIGINATION_NUMBER`: a long code,
   * short code or its ARN in AWS End User Messaging SMS); unset, AWS chooses from the account's.
   */
  get smsOriginationNumber(): string | undefined {
    return process.env.SMS_ORIGINATION_NUMBER?.trim() || undefined;
  },
  /**
   * The reference of the movement's approval under subsection 44(6) of the Income Tax Act 1967
   * (`TAX_DEDUCTION_REFERENCE`, a stage setting, infra/stacks/settings.ts), when it holds one:
   * then a donation may carry the donor's identity-card number and its receipt is a
   * tax-deduction receipt. Unset (the default), receipts say plainly that they are not.
   */
  get taxDeductionReference(): string | undefined {
    return process.env.TAX_DEDUCTION_REFERENCE?.trim() || undefined;
  },
  eghl: {
    /** eGHL ServiceID (merchant code). */
    get serviceId() {
      return required('EGHL_SERVICE_ID');
    },
    /** The hosted payment page endpoint (also answers QUERY). */
    get gatewayUrl() {
      return required('EGHL_GATEWAY_URL');
    },
  },
};

/** The gateway account: ServiceID, merchant password (a secret) and endpoint. */
export interface EghlSettings {
  serviceId: string;
  password: string;
  gatewayUrl: string;
}

/**
 * What the donation flow needs from the environment. The handlers read it at the edge and pass
 * it in, so the payments module never reads a secret itself.
 */
export interface PaymentSettings {
  eghl: EghlSettings;
  /** Public base URL of this API (no trailing slash). */
  apiUrl: string;
  /** Site origins a donation may come from and the return leg may redirect to. */
  siteOrigins: string[];
  /** The movement's 44(6) approval reference, when it holds one (`config.taxDeductionReference`). */
  taxDeductionReference?: string;
}
