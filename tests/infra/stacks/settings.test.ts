import { describe, expect, it } from 'vitest';
import {
  defaultApplicationRetentionDays,
  eghlGateways,
  localSiteOrigin,
  siteOrigins,
  stageSettings,
} from '../../../infra/stacks/settings';

/** The least a stage needs: where email comes from and who receives applications. */
const email = {
  EMAIL_SENDER: 'Gerakan Sektor Ketiga <noreply@sektorketiga.my>',
  ADMIN_EMAILS: 'staff@sektorketiga.my',
};
const prod = { ...email, SITE_ORIGINS: 'https://sektorketiga.my', EGHL_SERVICE_ID: 'GSK' };

describe('siteOrigins', () => {
  it('reads the comma-separated SITE_ORIGINS', () => {
    expect(
      siteOrigins('prod', { SITE_ORIGINS: 'https://a.example, https://www.a.example/' }),
    ).toEqual(['https://a.example', 'https://www.a.example']);
  });

  it("adds the custom domain's origin once", () => {
    expect(
      siteOrigins('prod', { SITE_ORIGINS: 'https://a.example', SITE_DOMAIN: 'a.example' }),
    ).toEqual(['https://a.example']);
    expect(siteOrigins('prod', { SITE_DOMAIN: 'b.example' })).toEqual(['https://b.example']);
  });

  it('falls back to the local web app on stages other than prod', () => {
    expect(siteOrigins('alice', {})).toEqual([localSiteOrigin]);
  });

  it('refuses to guess the origins of prod', () => {
    expect(() => siteOrigins('prod', { SITE_ORIGINS: '' })).toThrow(/SITE_ORIGINS/);
  });

  it('rejects an entry that is not an origin', () => {
    expect(() => siteOrigins('prod', { SITE_ORIGINS: 'https://a.example/path' })).toThrow(
      /not an origin/,
    );
  });
});

describe('stageSettings', () => {
  it('reads a complete prod configuration', () => {
    const settings = stageSettings('prod', {
      ...prod,
      ADMIN_EMAILS: 'a@sektorketiga.my, b@sektorketiga.my',
      CONTACT_EMAIL: 'hello@sektorketiga.my',
      ALARM_EMAILS: 'ops@sektorketiga.my',
      APPLICATION_RETENTION_DAYS: '90',
      VITE_BANK_NAME: 'Bank',
      VITE_BANK_ACCOUNT_NUMBER: '123',
      VITE_BANK_ACCOUNT_HOLDER: 'GSK',
    });
    expect(settings).toEqual({
      stage: 'prod',
      production: true,
      siteOrigins: ['https://sektorketiga.my'],
      siteDomain: undefined,
      eghl: { serviceId: 'GSK', gatewayUrl: eghlGateways.production },
      adminEmails: ['a@sektorketiga.my', 'b@sektorketiga.my'],
      contactEmail: 'hello@sektorketiga.my',
      email: {
        sender: email.EMAIL_SENDER,
        senderAddress: 'noreply@sektorketiga.my',
        identity: 'sektorketiga.my',
      },
      alarmEmails: ['ops@sektorketiga.my'],
      applicationRetentionDays: 90,
      sms: {},
      // SES's default production quota, unless BROADCAST_SEND_RATE says AWS raised it.
      broadcastSendRate: 14,
      webEnvironment: {
        VITE_BANK_NAME: 'Bank',
        VITE_BANK_ACCOUNT_NUMBER: '123',
        VITE_BANK_ACCOUNT_HOLDER: 'GSK',
      },
    });
  });

  it("paces broadcasts at the account's SES rate: 14 unless set, a whole number from 1 to 1000", () => {
    expect(stageSettings('prod', { ...prod, BROADCAST_SEND_RATE: '50' }).broadcastSendRate).toBe(
      50,
    );
    for (const rate of ['0', '2.5', 'fast', '1001'])
      expect(() => stageSettings('prod', { ...prod, BROADCAST_SEND_RATE: rate })).toThrow(
        /BROADCAST_SEND_RATE must be/,
      );
  });

  it("gives other stages eGHL's sandbox and the local site, but no email fallback", () => {
    const settings = stageSettings('alice', email);
    expect(settings.production).toBe(false);
    expect(settings.eghl).toEqual({ serviceId: 'sit', gatewayUrl: eghlGateways.sandbox });
    expect(settings.siteOrigins).toEqual([localSiteOrigin]);
    expect(settings.applicationRetentionDays).toBe(defaultApplicationRetentionDays);
    expect(settings.webEnvironment).toEqual({});
    // Without CONTACT_EMAIL receipts and acknowledgements reply to the first staff address.
    expect(settings.contactEmail).toBe(settings.adminEmails[0]);
    expect(() => stageSettings('alice', { ...email, CONTACT_EMAIL: 'nobody' })).toThrow(
      /CONTACT_EMAIL "nobody" is no address/,
    );
    expect(() => stageSettings('alice', {})).toThrow(
      /EMAIL_SENDER[\s\S]*ADMIN_EMAILS|ADMIN_EMAILS[\s\S]*EMAIL_SENDER/,
    );
  });

  it('keeps the LHDN 44(6) setting off unless the stage names its approval reference', () => {
    expect(stageSettings('alice', email).taxDeduction).toBeUndefined();
    const on = stageSettings('alice', { ...email, TAX_DEDUCTION_REFERENCE: 'LHDN.01/35/42/51' });
    expect(on.taxDeduction).toEqual({ approvalReference: 'LHDN.01/35/42/51' });
    // The donation form asks for the identity-card number only then.
    expect(on.webEnvironment).toEqual({ VITE_TAX_DEDUCTION_REFERENCE: 'LHDN.01/35/42/51' });
    expect(() => stageSettings('alice', { ...email, TAX_DEDUCTION_REFERENCE: '<script>' })).toThrow(
      /TAX_DEDUCTION_REFERENCE must be the LHDN approval reference/,
    );
  });

  it('reports every missing prod setting at once', () => {
    expect(() => stageSettings('prod', {})).toThrow(
      /stage "prod"[\s\S]*SITE_ORIGINS[\s\S]*EGHL_SERVICE_ID[\s\S]*ADMIN_EMAILS[\s\S]*EMAIL_SENDER/,
    );
  });

  it('takes a sender that is a bare address, and an explicit SES identity', () => {
    expect(
      stageSettings('prod', { ...prod, EMAIL_SENDER: 'noreply@mail.sektorketiga.my' }).email,
    ).toEqual({
      sender: 'noreply@mail.sektorketiga.my',
      senderAddress: 'noreply@mail.sektorketiga.my',
      identity: 'mail.sektorketiga.my',
    });
    expect(
      stageSettings('prod', { ...prod, SES_IDENTITY: 'noreply@sektorketiga.my' }).email.identity,
    ).toBe('noreply@sektorketiga.my');
  });

  it('refuses an SES identity the sender does not belong to', () => {
    expect(() => stageSettings('prod', { ...prod, SES_IDENTITY: 'other.example' })).toThrow(
      /does not belong to SES_IDENTITY/,
    );
  });

  it('refuses malformed addresses, URLs and numbers', () => {
    const refuse = (env: Record<string, string>, message: RegExp) =>
      expect(() => stageSettings('prod', { ...prod, ...env })).toThrow(message);
    refuse({ EMAIL_SENDER: 'Gerakan Sektor Ketiga' }, /EMAIL_SENDER .* holds no email address/);
    refuse({ ADMIN_EMAILS: 'staff@sektorketiga.my, staff' }, /ADMIN_EMAILS entry "staff"/);
    refuse({ ALARM_EMAILS: 'ops' }, /ALARM_EMAILS entry "ops"/);
    refuse({ EGHL_GATEWAY_URL: 'http://pay.e-ghl.com/IPGSG/Payment.aspx' }, /EGHL_GATEWAY_URL/);
    refuse({ APPLICATION_RETENTION_DAYS: '0' }, /APPLICATION_RETENTION_DAYS/);
    refuse({ APPLICATION_RETENTION_DAYS: '30.5' }, /APPLICATION_RETENTION_DAYS/);
    // Longer than the privacy statement promises (core's APPLICATION_RETENTION_DAYS).
    refuse({ APPLICATION_RETENTION_DAYS: '366' }, /APPLICATION_RETENTION_DAYS must be at most 365/);
    refuse({ SMS_SENDER_ID: 'Sektor Ketiga' }, /SMS_SENDER_ID/);
    refuse({ SMS_SENDER_ID: 'GERAKANSEKTOR' }, /SMS_SENDER_ID/);
    refuse({ SMS_SENDER_ID: '12345' }, /SMS_SENDER_ID/);
    refuse({ SMS_ORIGINATION_NUMBER: '012-345 6789' }, /SMS_ORIGINATION_NUMBER/);
  });

  it('takes the SMS sender ID and origination number when set, none otherwise', () => {
    expect(stageSettings('prod', prod).sms).toEqual({});
    expect(
      stageSettings('prod', { ...prod, SMS_SENDER_ID: 'GSK', SMS_ORIGINATION_NUMBER: '66300' }).sms,
    ).toEqual({ senderId: 'GSK', originationNumber: '66300' });
    expect(stageSettings('prod', { ...prod, SMS_ORIGINATION_NUMBER: '+60123456789' }).sms).toEqual({
      originationNumber: '+60123456789',
    });
  });

  it('takes a custom domain with a CloudFront certificate, or through Route 53', () => {
    const arn = 'arn:aws:acm:us-east-1:123456789012:certificate/abc';
    expect(
      stageSettings('prod', { ...prod, SITE_DOMAIN: 'sektorketiga.my', SITE_CERTIFICATE_ARN: arn })
        .siteDomain,
    ).toEqual({ name: 'sektorketiga.my', certificateArn: arn });
    expect(stageSettings('prod', { ...prod, SITE_DOMAIN: 'sektorketiga.my' }).siteDomain).toEqual({
      name: 'sektorketiga.my',
      certificateArn: undefined,
    });
    expect(() =>
      stageSettings('prod', {
        ...prod,
        SITE_DOMAIN: 'sektorketiga.my',
        SITE_CERTIFICATE_ARN: arn.replace('us-east-1', 'ap-southeast-1'),
      }),
    ).toThrow(/us-east-1/);
    expect(() => stageSettings('prod', { ...prod, SITE_CERTIFICATE_ARN: arn })).toThrow(
      /needs SITE_DOMAIN/,
    );
  });
});
