import { config } from './config';
import type { EghlSettings, PaymentSettings } from './config';

/**
 * What SST binds to a function it deploys (`Config.Secret`): its client fetches the values from SSM
 * once, at cold start, so a secret never sits in the function's environment. The local stack and
 * tests deploy nothing with SST and pass plain environment variables instead. Only the handlers
 * that read a secret import this module, so no other bundle carries SST's client or its SSM client
 * (esbuild hoists the SDK import of the binding to the bundle's top, whatever SST_APP says).
 */
const bound: object = process.env.SST_APP ? (await import('sst/node/config')).Config : {};

const secret = (name: string): string => {
  const value: unknown = process.env[name] || (name in bound && Reflect.get(bound, name));
  if (typeof value !== 'string' || !value) throw new Error(`Missing secret ${name}`);
  return value;
};

/** The functions' secrets, read lazily (like ./config.ts) from the binding or the environment. */
export const secrets = {
  /**
   * Key of the HMAC-SHA256 that binds an upload's key to its form and expiry (`POST /api/uploads`
   * signs, the forms check): the bound SST `Config.Secret` in AWS, an environment variable locally.
   */
  get uploadTokenSecret() {
    return secret('UPLOAD_TOKEN_SECRET');
  },
  /** The gateway account: config's ServiceID and endpoint with the merchant password. */
  eghl: {
    get serviceId() {
      return config.eghl.serviceId;
    },
    /** eGHL merchant password: the bound SST `Config.Secret` in AWS, an environment variable locally. */
    get password() {
      return secret('EGHL_PASSWORD');
    },
    get gatewayUrl() {
      return config.eghl.gatewayUrl;
    },
  } satisfies EghlSettings,
};

/** The donation flow's settings, read now (a missing secret or variable throws). */
export const paymentSettings = (): PaymentSettings => ({
  eghl: {
    serviceId: secrets.eghl.serviceId,
    password: secrets.eghl.password,
    gatewayUrl: secrets.eghl.gatewayUrl,
  },
  apiUrl: config.apiUrl,
  siteOrigins: config.siteOrigins,
  taxDeductionReference: config.taxDeductionReference,
});

/**
 * Broadcasts (issue 32, docs/privacy.md "Broadcasts"): the key of the HMAC-SHA256 that signs the
 * one-click unsubscribe's tokens (functions/src/broadcasts/tokens.ts): the bound SST
 * `Config.Secret` `UNSUBSCRIBE_SECRET` in AWS, an environment variable locally.
 */
export const unsubscribeSecret = (): string => secret('UNSUBSCRIBE_SECRET');
