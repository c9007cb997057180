/**
 * The privacy pages' validation messages in English (issue 32, docs/privacy.md): a module apart
 * from validation-eng.ts, which every form page's first load carries; the web loads it as the
 * `validationPrivacy` namespace on the privacy pages and with the sign-up form only.
 */
export const validationPrivacyEng = {
  // Closing an account (core/src/privacy/closure.ts).
  'closure.confirm.required':
    'Tick the box to confirm that you understand your account will be closed for good',
} as const satisfies Record<string, string>;

/** A key of the privacy pages' validation messages. */
export type PrivacyValidationKey = keyof typeof validationPrivacyEng;

/** Whether a string is one of the privacy pages' validation message keys. */
export function isPrivacyValidationKey(key: string): key is PrivacyValidationKey {
  return Object.hasOwn(validationPrivacyEng, key);
}
